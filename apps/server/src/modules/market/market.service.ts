import { COMPARABLES, type DvfKind, foldAccents, surfaceBandOf } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import {
  centreOfCommunes,
  type DvfSaleRow,
  findCommuneCodes,
  findSales,
  latestSaleDate,
  positionOfStreet,
  type SalesArea,
} from './market.repo';
import { pickComparables } from './comparable-steps';
import { yearsBefore } from './market-figures';

/**
 * Comparable sales, the market module's one entry point for the features built on DVF (price
 * evaluation, « marché de ce bien », dynamic price advice, competitive analysis), by the one
 * definition of contracts' market/comparables.ts: same kind, surface within a band, 500 m, 1 km,
 * 2 km around the address, then the commune, then five years — the first step that gathers enough
 * sales wins (docs/decisions/market.md, « One definition of comparables »).
 */

/** Below this many sales no figure is given (« pas assez de ventes comparables »). */
export const MIN_COMPARABLES = COMPARABLES.minCount;
/** The most sales one area's read holds; the oldest beyond it do not change a median of recent sales. */
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
  kind: DvfKind;
  zone: 'commune' | 'radius';
  radiusM: number | null;
  /** ISO date: the first day of the period searched, counted back from the most recent sale. */
  since: string | null;
  /** ISO date: the most recent sale around the property, where the period ends. */
  until: string | null;
  years: number;
  surfaceBand: { min: number; max: number } | null;
  /** How the property was placed: at its street number, along its street, or not at all. */
  located: 'number' | 'street' | null;
  /** The first step found too few sales. */
  widened: boolean;
}

export interface ComparableSet {
  sales: ComparableSale[];
  criteria: ComparableCriteria;
  /** At least `minCount` sales. */
  enough: boolean;
}

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

/**
 * A point for matching (issue 28), from the sales data only: the street address within the given
 * communes (INSEE codes, with their arrondissements), else those communes' centre (the mean of
 * their DVF parcels). Null when DVF knows neither.
 */
export async function locateInCommunes(
  deps: Pick<AppDeps, 'db'>,
  { codes, address }: { codes: readonly string[]; address: string | null },
): Promise<{ latitude: number; longitude: number; by: 'street' | 'commune' } | null> {
  const parsed = address ? parseStreetAddress(address) : null;
  const area: SalesArea = { by: 'communes', codes };
  const street = parsed ? await positionOfStreet(deps.db, area, parsed.street, parsed.number) : null;
  if (street) return { latitude: street.latitude, longitude: street.longitude, by: 'street' };
  const centre = await centreOfCommunes(deps.db, codes);
  return centre && { ...centre, by: 'commune' };
}

export async function findComparables(
  deps: Pick<AppDeps, 'db'>,
  search: ComparableSearch,
): Promise<ComparableSet> {
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
  const surfaceBand = search.surface !== null ? surfaceBandOf(search.surface) : null;
  const around = point ? boxAround(point, Math.max(...COMPARABLES.radiiM)) : null;
  // The period ends at the newest sale around the property: DVF is published months late.
  const latest = [
    await latestSaleDate(deps.db, search.kind, commune),
    around ? await latestSaleDate(deps.db, search.kind, around) : null,
  ]
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  const criteria = (over: Partial<ComparableCriteria>): ComparableCriteria => ({
    kind: search.kind,
    zone: 'commune',
    radiusM: null,
    since: null,
    until: latest ?? null,
    years: 0,
    surfaceBand,
    located,
    widened: false,
    ...over,
  });
  if (!latest) return { sales: [], criteria: criteria({}), enough: false };

  const since = yearsBefore(latest, COMPARABLES.widestYears);
  const read = (area: SalesArea) =>
    findSales(deps.db, {
      kind: search.kind,
      area,
      surface: surfaceBand ?? undefined,
      since,
      limit: MAX_SALES,
    });
  const communeCodes = new Set(commune.by === 'communes' ? commune.codes : []);
  const byId = new Map<number, ComparableSale & { inCommune: boolean }>();
  for (const row of [...(await read(commune)), ...(around ? await read(around) : [])]) {
    byId.set(row.id, {
      ...row,
      soldOn: String(row.soldOn).slice(0, 10),
      inCommune: communeCodes.has(row.communeCode),
      distanceM:
        point && row.latitude !== null && row.longitude !== null
          ? Math.round(distanceM(point, { latitude: row.latitude, longitude: row.longitude }))
          : null,
    });
  }
  const newestFirst = [...byId.values()].sort((x, y) => y.soldOn.localeCompare(x.soldOn) || y.id - x.id);
  const picked = pickComparables(newestFirst, {
    latest,
    placed: point !== null,
    minCount: search.minCount,
  });
  return {
    sales: picked.sales.map(({ inCommune: _, ...sale }) => sale),
    criteria: criteria({
      zone: picked.step.zone,
      radiusM: picked.step.radiusM,
      since: picked.since,
      years: picked.step.years,
      widened: picked.widened,
    }),
    enough: picked.enough,
  };
}
