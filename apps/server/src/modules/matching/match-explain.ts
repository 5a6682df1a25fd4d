import {
  type EnergyClass,
  formatDistance,
  formatEuros,
  formatNumber,
  formatPercent,
  formatSurface,
  type MatchReason,
  type MustHave,
  matchingMessages as m,
  type PropertyKind,
  propertyFactsMessages,
  type SearchTransaction,
} from '@immopilote/contracts';
import { communeByCode } from '../../geo/communes';

/** A commune's name from the official list; its code when the list no longer has it. */
export const placeName = (code: string) => communeByCode(code)?.name ?? code;

/** The label of a radius's centre: « 12 rue X, Toulon » or « Toulon ». */
export function centreLabel(center: unknown): string {
  const c = center as { kind?: string; communeCode?: string; address?: string } | null;
  if (!c?.communeCode) return '';
  const commune = placeName(c.communeCode);
  return c.kind === 'address' && c.address ? `${c.address}, ${commune}` : commune;
}

/** What a reason needs to know of the listing and the search (a candidate row of the engine). */
export interface Explained {
  kind: PropertyKind;
  price: number;
  surface: number | null;
  rooms: number | null;
  bedrooms: number | null;
  dpeClass: EnergyClass | null;
  communeCode: string | null;
  distanceKm: number | null;
  budgetMin: number | null;
  budgetMax: number | null;
  surfaceMin: number | null;
  roomsMin: number | null;
  bedroomsMin: number | null;
  communeCodes: string[];
  radiusKm: number | null;
  radiusCenter: unknown;
  worstEnergyClass: EnergyClass | null;
  mustHaves: MustHave[];
  missing: MustHave[];
}

const shareOver = (value: number, bound: number) => formatPercent((Math.abs(value - bound) / bound) * 100, 1);

/**
 * Why a listing matches a search, criterion by criterion, in French (the order of MATCH_CRITERIA);
 * only the criteria the search sets, plus its kind. A near match's one criterion off says by how much.
 */
export function reasonsOf(c: Explained): MatchReason[] {
  const reasons: MatchReason[] = [
    { criterion: 'kind', ok: true, text: m.reasons.kind(propertyFactsMessages.kinds[c.kind]) },
  ];
  const price = formatEuros(c.price);
  if (c.budgetMax !== null && c.price > c.budgetMax) {
    reasons.push({
      criterion: 'budget',
      ok: false,
      text: m.reasons.budgetOver(price, formatEuros(c.budgetMax), shareOver(c.price, c.budgetMax)),
    });
  } else if (c.budgetMax !== null) {
    reasons.push({
      criterion: 'budget',
      ok: true,
      text: m.reasons.budgetWithin(price, formatEuros(c.budgetMax)),
    });
  } else if (c.budgetMin !== null) {
    reasons.push({
      criterion: 'budget',
      ok: true,
      text: m.reasons.budgetFrom(price, formatEuros(c.budgetMin)),
    });
  }
  if (c.surfaceMin !== null && c.surface !== null) {
    const min = formatNumber(c.surfaceMin);
    reasons.push(
      c.surface < c.surfaceMin
        ? {
            criterion: 'surface',
            ok: false,
            text: m.reasons.surfaceUnder(formatSurface(c.surface), min, shareOver(c.surface, c.surfaceMin)),
          }
        : { criterion: 'surface', ok: true, text: m.reasons.surfaceWithin(formatSurface(c.surface), min) },
    );
  }
  if (c.roomsMin !== null && c.rooms !== null) {
    reasons.push({ criterion: 'rooms', ok: true, text: m.reasons.rooms(c.rooms, c.roomsMin) });
  }
  if (c.bedroomsMin !== null && c.bedrooms !== null) {
    reasons.push({ criterion: 'bedrooms', ok: true, text: m.reasons.bedrooms(c.bedrooms, c.bedroomsMin) });
  }
  if (c.communeCode !== null && c.communeCodes.includes(c.communeCode)) {
    reasons.push({ criterion: 'place', ok: true, text: m.reasons.commune(placeName(c.communeCode)) });
  } else if (c.radiusKm !== null && c.distanceKm !== null) {
    reasons.push({
      criterion: 'place',
      ok: true,
      text: m.reasons.radius(formatDistance(c.distanceKm * 1000), c.radiusKm, centreLabel(c.radiusCenter)),
    });
  }
  if (c.worstEnergyClass !== null && c.dpeClass !== null) {
    reasons.push({ criterion: 'energy', ok: true, text: m.reasons.energy(c.dpeClass, c.worstEnergyClass) });
  }
  for (const mustHave of c.mustHaves) {
    const label = m.mustHaves[mustHave];
    reasons.push(
      c.missing.includes(mustHave)
        ? { criterion: 'must_have', ok: false, text: m.reasons.missing(label) }
        : { criterion: 'must_have', ok: true, text: m.reasons.has(label) },
    );
  }
  return reasons;
}

/** The criteria a summary and a change line read. */
export interface Criteria {
  transaction: SearchTransaction;
  kinds: PropertyKind[];
  budgetMin: number | null;
  budgetMax: number | null;
  surfaceMin: number | null;
  roomsMin: number | null;
  bedroomsMin: number | null;
  communeCodes: string[];
  radiusKm: number | null;
  radiusCenter: unknown;
  mustHaves: MustHave[];
  worstEnergyClass: EnergyClass | null;
  wantedBy: string | null;
  notes: string | null;
  alertMode: string;
  alertHour: number | null;
}

/** One French line: « Achat · Appartement, Maison · Toulon · ≤ 300 000 € · 60 m² min. · 3 pièces min. ». */
export function summaryOf(c: Criteria): string {
  const parts: string[] = [
    m.transactions[c.transaction],
    c.kinds.map((k) => propertyFactsMessages.kinds[k]).join(', '),
  ];
  const places = c.communeCodes.map(placeName);
  if (c.radiusKm !== null) places.push(m.summary.radius(c.radiusKm, centreLabel(c.radiusCenter)));
  if (places.length > 0) parts.push(places.join(', '));
  if (c.budgetMin !== null && c.budgetMax !== null) {
    parts.push(m.summary.budgetBetween(formatEuros(c.budgetMin), formatEuros(c.budgetMax)));
  } else if (c.budgetMax !== null) {
    parts.push(m.summary.budgetMax(formatEuros(c.budgetMax)));
  } else if (c.budgetMin !== null) {
    parts.push(m.summary.budgetMin(formatEuros(c.budgetMin)));
  }
  if (c.surfaceMin !== null) parts.push(m.summary.surfaceMin(formatSurface(c.surfaceMin)));
  if (c.roomsMin !== null) parts.push(m.summary.roomsMin(c.roomsMin));
  return parts.join(' · ');
}

type Shown = (c: Criteria) => string;
const amount = (v: number | null) => (v === null ? m.summary.none : formatEuros(v));
const plain = (v: number | string | null) => (v === null || v === '' ? m.summary.none : String(v));
const list = (v: readonly string[]) => (v.length === 0 ? m.summary.none : v.join(', '));

/** How each criterion reads in a change line; notes only say they changed. */
const SHOWN: Record<keyof typeof m.criteriaNames, Shown> = {
  transaction: (c) => m.transactions[c.transaction],
  kinds: (c) => list(c.kinds.map((k) => propertyFactsMessages.kinds[k])),
  budgetMin: (c) => amount(c.budgetMin),
  budgetMax: (c) => amount(c.budgetMax),
  surfaceMin: (c) => (c.surfaceMin === null ? m.summary.none : formatSurface(c.surfaceMin)),
  roomsMin: (c) => plain(c.roomsMin),
  bedroomsMin: (c) => plain(c.bedroomsMin),
  places: (c) => list(c.communeCodes.map(placeName)),
  radius: (c) =>
    c.radiusKm === null ? m.summary.none : m.summary.radius(c.radiusKm, centreLabel(c.radiusCenter)),
  mustHaves: (c) => list(c.mustHaves.map((h) => m.mustHaves[h])),
  worstEnergyClass: (c) => plain(c.worstEnergyClass),
  wantedBy: (c) => plain(c.wantedBy),
  notes: () => '',
  alertMode: (c) => m.alertModes[c.alertMode as keyof typeof m.alertModes] ?? c.alertMode,
  alertHour: (c) => (c.alertHour === null ? m.summary.none : `${c.alertHour} h`),
};

/** « budget max 300 000 € → 320 000 € ; surface min 60 m² → 65 m² » (fr-FR spaces); empty when nothing changed. */
export function criteriaChanges(before: Criteria, after: Criteria): string {
  const changes: string[] = [];
  for (const [key, show] of Object.entries(SHOWN) as [keyof typeof SHOWN, Shown][]) {
    const from = key === 'notes' ? (before.notes ?? '') : show(before);
    const to = key === 'notes' ? (after.notes ?? '') : show(after);
    if (from === to) continue;
    const name = m.criteriaNames[key];
    changes.push(key === 'notes' ? name : `${name} ${from} → ${to}`);
  }
  return changes.join('\u00a0; ');
}
