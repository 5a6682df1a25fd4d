import { type DvfKind, foldAccents } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import {
  type DvfSaleRow,
  findCommuneCodes,
  findSales,
  latestSaleDate,
  positionOfStreet,
  type SalesArea,
} from './market.repo';

/**
 * Comparable sales, the market module's one entry point for the features built on DVF (price
 * evaluation, market search, dynamic price advice, competitive analysis): same kind, same commune
 * or postcode, then widening by distance when the address can be placed, surface within a band,
 * recent years first — the first step that gathers enough sales wins (docs/decisions/market.md, « DVF »).
 */

/** Below this many sales no figure is given (« pas assez de ventes comparables »). */
export const MIN_COMPARABLES = 10;
/** The most sales one search reads; the oldest beyond it do not change a median of recent sales. */
const MAX_SALES = 2000;

export interface ComparableSearch {
  kind: DvfKind;
  postcode: string | null;
  city: string | null;
  /** The street address, to place the property from the sales data (offline) when no point is given. */
  address?: string | null;
  point?: { latitude: number; longitude: number } | null;
  /** The property's surface (m²): comparables within a band around it. Null: every surface. */
  surface: number | null;
  minCount?: number;
}

export interface ComparableSale extends DvfSaleRow {
  /** Metres from the property, when both positions are known. */
  distanceM: number | null;
}

export interface ComparableCriteria {
  zone: 'commune' | 'radius';
  radiusM: number | null;
  /** ISO date: the first day of the period searched, counted back from the most recent sale. */
  since: string | null;
  years: number;
  surfaceBand: { min: number; max: number } | null;
  /** How the property was placed: at its street number, along its street, or not at all. */
  located: 'number' | 'street' | null;
}

export interface ComparableSet {
  sales: ComparableSale[];
  criteria: ComparableCriteria;
  /** At least `minCount` sales. */
  enough: boolean;
}

interface Step {
  zone: 'commune' | 'radius';
  years: number;
  band: number;
  radiusM?: number;
}

/** Narrow first; each step widens the period, then the surface band, then the distance. */
const STEPS: readonly Step[] = [
  { zone: 'commune', years: 2, band: 0.2 },
  { zone: 'commune', years: 5, band: 0.2 },
  { zone: 'commune', years: 5, band: 0.35 },
  { zone: 'radius', years: 5, band: 0.35, radiusM: 1000 },
  { zone: 'radius', years: 5, band: 0.35, radiusM: 2000 },
  { zone: 'radius', years: 5, band: 0.35, radiusM: 5000 },
];

/** The départements a postcode can belong to (Corsica's 20xxx are 2A or 2B; overseas have three digits). */
export function departmentsOfPostcode(postcode: string | null): string[] {
  if (!postcode || !/^\d{5}$/.test(postcode)) return [];
  if (postcode.startsWith('20')) return ['2A', '2B'];
  if (postcode.startsWith('97')) return [postcode.slice(0, 3)];
  return [postcode.slice(0, 2)];
}

const STREET_TYPES: Record<string, string> = {
  avenue: 'av',
  boulevard: 'bd',
  chemin: 'che',
  route: 'rte',
  impasse: 'imp',
  allee: 'all',
  allees: 'all',
  place: 'pl',
  cours: 'crs',
  square: 'sq',
  traverse: 'tra',
  montee: 'mte',
  passage: 'pas',
  residence: 'res',
  lotissement: 'lot',
  faubourg: 'fg',
  corniche: 'cor',
  villa: 'vla',
  hameau: 'ham',
  quartier: 'qua',
  rond: 'rpt',
  esplanade: 'esp',
  ruelle: 'rle',
  sentier: 'sen',
};

/** Lower case, no accents, one space between words: the same fold as the repository's. */
export function foldName(value: string): string {
  return foldAccents(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** « 12 bis, boulevard de Strasbourg » → number 12, street « bd de strasbourg » (DVF's abbreviations). */
export function parseStreetAddress(address: string): { number: string | null; street: string } | null {
  const words = foldName(address).split(' ').filter(Boolean);
  let number: string | null = null;
  if (words[0] && /^\d+$/.test(words[0])) {
    number = String(Number(words.shift()));
    if (words[0] && /^(b|bis|t|ter|q|quater|a|c)$/.test(words[0])) words.shift();
  }
  if (words.length === 0) return null;
  const type = STREET_TYPES[words[0]!];
  if (type) words[0] = type;
  // « Rond-point » is one type in DVF (RPT).
  if (words[0] === 'rpt' && words[1] === 'point') words.splice(1, 1);
  return { number, street: words.join(' ') };
}

const EARTH_RADIUS_M = 6_371_000;
export function distanceM(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

export function boxAround(point: { latitude: number; longitude: number }, radiusM: number): SalesArea {
  const dLat = radiusM / 111_320;
  const dLon = radiusM / (111_320 * Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180)));
  return {
    by: 'box',
    south: point.latitude - dLat,
    north: point.latitude + dLat,
    west: point.longitude - dLon,
    east: point.longitude + dLon,
  };
}

/** `years` years back from `latest` (ISO dates): 2 years before 2023-12-31 is 2022-01-01. */
function yearsBack(latest: string, years: number): string {
  return `${Number(latest.slice(0, 4)) - years + 1}-01-01`;
}

/** The commune area of a search: the INSEE codes of its postcode, or of its name within the postcode's départements. */
export async function communeArea(
  deps: Pick<AppDeps, 'db'>,
  search: Pick<ComparableSearch, 'postcode' | 'city'>,
): Promise<SalesArea> {
  const codes = await findCommuneCodes(deps.db, {
    postcode: search.postcode,
    communeName: search.city,
    departmentCodes: departmentsOfPostcode(search.postcode),
  });
  return { by: 'communes', codes };
}

/** The property's position from the sales at its address (no geocoding service: works offline). */
export async function locateAddress(
  deps: Pick<AppDeps, 'db'>,
  search: Pick<ComparableSearch, 'postcode' | 'city' | 'address'>,
): Promise<{ latitude: number; longitude: number; exact: boolean } | null> {
  const parsed = search.address ? parseStreetAddress(search.address) : null;
  if (!parsed) return null;
  return positionOfStreet(deps.db, await communeArea(deps, search), parsed.street, parsed.number);
}

export async function findComparables(
  deps: Pick<AppDeps, 'db'>,
  search: ComparableSearch,
): Promise<ComparableSet> {
  const minCount = search.minCount ?? MIN_COMPARABLES;
  const commune = await communeArea(deps, search);
  let point = search.point ?? null;
  let located: ComparableCriteria['located'] = point ? 'number' : null;
  if (!point && search.address) {
    const parsed = parseStreetAddress(search.address);
    const found = parsed ? await positionOfStreet(deps.db, commune, parsed.street, parsed.number) : null;
    if (found) {
      point = { latitude: found.latitude, longitude: found.longitude };
      located = found.exact ? 'number' : 'street';
    }
  }
  const communeLatest = await latestSaleDate(deps.db, search.kind, commune);
  let best: ComparableSet | null = null;
  for (const step of STEPS) {
    if (step.zone === 'radius' && !point) break;
    const area = step.zone === 'radius' ? boxAround(point!, step.radiusM!) : commune;
    const latest = step.zone === 'radius' ? await latestSaleDate(deps.db, search.kind, area) : communeLatest;
    if (!latest) continue;
    const since = yearsBack(latest, step.years);
    const surfaceBand =
      search.surface !== null
        ? {
            min: Math.floor(search.surface * (1 - step.band)),
            max: Math.ceil(search.surface * (1 + step.band)),
          }
        : null;
    const rows = await findSales(deps.db, {
      kind: search.kind,
      area,
      surface: surfaceBand ?? undefined,
      since,
      limit: MAX_SALES,
    });
    const sales = rows
      .map((row) => ({
        ...row,
        distanceM:
          point && row.latitude !== null && row.longitude !== null
            ? Math.round(distanceM(point, { latitude: row.latitude, longitude: row.longitude }))
            : null,
      }))
      .filter(
        (sale) => step.zone !== 'radius' || (sale.distanceM !== null && sale.distanceM <= step.radiusM!),
      );
    const set: ComparableSet = {
      sales,
      criteria: {
        zone: step.zone,
        radiusM: step.radiusM ?? null,
        since,
        years: step.years,
        surfaceBand,
        located,
      },
      enough: sales.length >= minCount,
    };
    if (set.enough) return set;
    if (!best || sales.length > best.sales.length) best = set;
  }
  return (
    best ?? {
      sales: [],
      criteria: { zone: 'commune', radiusM: null, since: null, years: 0, surfaceBand: null, located },
      enough: false,
    }
  );
}
