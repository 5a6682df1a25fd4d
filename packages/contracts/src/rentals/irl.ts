/**
 * The rent reference index (« indice de référence des loyers », IRL), INSEE series 001515333, base
 * 100 in Q4 1998, as published each quarter (loi 89-462 art. 17-1). The values shipped with the app;
 * an administrator adds each new quarter (issue 34). During the « bouclier loyer » INSEE published
 * the index already capped: these are the published figures, not recomputed ones.
 */

/** Mainland France; the overseas départements (Constitution art. 73) and Corsica have their own values. */
export const IRL_AREAS = ['metropole', 'outre_mer', 'corse'] as const;
export type IrlArea = (typeof IRL_AREAS)[number];

export interface IrlQuarter {
  year: number;
  /** 1 to 4. */
  quarter: number;
}

export interface IrlValue extends IrlQuarter {
  area: IrlArea;
  value: number;
}

/**
 * Mainland France, from the published tables (insee.fr series 001515333; cross-checked with the
 * year-on-year variations INSEE announced each quarter: 2025 T3 145,77 is +0,87 % on 2024 T3 144,51).
 */
const METROPOLE: readonly [year: number, q1: number, q2: number, q3: number, q4: number][] = [
  [2019, 129.38, 129.72, 129.99, 130.26],
  [2020, 130.57, 130.57, 130.59, 130.52],
  [2021, 130.69, 131.12, 131.67, 132.62],
  [2022, 133.93, 135.84, 136.27, 137.26],
  [2023, 138.61, 140.59, 141.03, 142.06],
  [2024, 143.46, 145.17, 144.51, 144.64],
];

export const SHIPPED_IRL_VALUES: readonly IrlValue[] = [
  ...METROPOLE.flatMap(([year, ...values]) =>
    values.map((value, i) => ({ area: 'metropole' as const, year, quarter: i + 1, value })),
  ),
  { area: 'metropole', year: 2025, quarter: 1, value: 145.47 },
  { area: 'metropole', year: 2025, quarter: 2, value: 146.68 },
  { area: 'metropole', year: 2025, quarter: 3, value: 145.77 },
];

/** « 3e trimestre 2025 ». */
export function formatIrlQuarter({ year, quarter }: IrlQuarter): string {
  return `${quarter === 1 ? '1er' : `${quarter}e`}\u00a0trimestre ${year}`;
}

export const quarterKey = ({ year, quarter }: IrlQuarter) => year * 10 + quarter;
