import type { DvfKind } from './constants';

/**
 * The one definition of comparable sales (issue 27 §5), read by the price evaluation, the market
 * page's « marché de ce bien », the price advice and the competitive analysis, and stated on
 * screen from these same numbers: same kind, surface within ±25 %, the two years of data up to
 * the newest sale known around the property, nearest first — 500 m, 1 km, 2 km around the
 * address, then the whole commune, then its five years — the first step with 10 sales wins.
 */
export const COMPARABLES = {
  minCount: 10,
  radiiM: [500, 1000, 2000],
  surfaceBand: 0.25,
  years: 2,
  widestYears: 5,
  /** Older than this, the newest sale no longer says today's price (« honest data »). */
  staleMonths: 18,
} as const;

export interface ComparableStep {
  zone: 'radius' | 'commune';
  radiusM: number | null;
  years: number;
}

/** Nearest and most recent first; each step is only taken when the one before found too few sales. */
export const COMPARABLE_STEPS: readonly ComparableStep[] = [
  ...COMPARABLES.radiiM.map((radiusM) => ({ zone: 'radius' as const, radiusM, years: COMPARABLES.years })),
  { zone: 'commune', radiusM: null, years: COMPARABLES.years },
  { zone: 'commune', radiusM: null, years: COMPARABLES.widestYears },
];

/** The surfaces compared with a property of `surface` m², whole square metres. */
export function surfaceBandOf(surface: number): { min: number; max: number } {
  return {
    min: Math.floor(surface * (1 - COMPARABLES.surfaceBand)),
    max: Math.ceil(surface * (1 + COMPARABLES.surfaceBand)),
  };
}

/** Whether the newest sale (ISO day) is more than 18 months before `today` (ISO day). */
export function salesAreStale(lastSale: string, today: string): boolean {
  const [year, month, day] = lastSale.slice(0, 10).split('-').map(Number) as [number, number, number];
  const months = year * 12 + (month - 1) + COMPARABLES.staleMonths;
  const limit = `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return today > limit;
}

/**
 * What a set of sales is, as both screens state it: « Ventes d’appartements de 50 à 90 m² à moins
 * de 500 m, janv. 2024 – juin 2025, 37 ventes ». A null radius is the whole commune; `widened`
 * is null when the user chose the criteria (market search), else whether the first step was too few.
 */
export interface ComparablesDefinition {
  kind: DvfKind | null;
  surfaceMin: number | null;
  surfaceMax: number | null;
  radiusM: number | null;
  firstSale: string | null;
  lastSale: string | null;
  count: number;
  widened: boolean | null;
}
