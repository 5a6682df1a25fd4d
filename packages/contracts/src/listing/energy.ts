import {
  DPE_2021_METHOD_FROM,
  type DpeVersion,
  ENERGY_CLASSES,
  type EnergyClass,
  type PropertyKind,
} from './constants';
import { propertyMessages } from '../messages/properties';

/**
 * Upper bounds of each class under the 2021 method (arrêté du 31 mars 2021): energy in
 * kWhEP/m²/an, climate in kg CO₂/m²/an; G has no upper bound. Shown on the labels.
 */
export const ENERGY_THRESHOLDS: Record<Exclude<EnergyClass, 'G'>, number> = {
  A: 70,
  B: 110,
  C: 180,
  D: 250,
  E: 330,
  F: 420,
};
export const CLIMATE_THRESHOLDS: Record<Exclude<EnergyClass, 'G'>, number> = {
  A: 6,
  B: 11,
  C: 30,
  D: 50,
  E: 70,
  F: 100,
};

const classFor = (value: number, thresholds: Record<Exclude<EnergyClass, 'G'>, number>): EnergyClass =>
  ENERGY_CLASSES.find((cls) => cls === 'G' || value <= thresholds[cls]) ?? 'G';

/** The class of an energy value alone (kWhEP/m²/an), each upper bound included. */
export const energyClassOf = (kwh: number): EnergyClass => classFor(kwh, ENERGY_THRESHOLDS);
/** The GES (climate) class: from the climate value alone (kg CO₂/m²/an), each upper bound included. */
export const climateClassOf = (kg: number): EnergyClass => classFor(kg, CLIMATE_THRESHOLDS);
/** Of two classes, the less good one (G is the worst). */
export const worseClass = (a: EnergyClass, b: EnergyClass): EnergyClass =>
  ENERGY_CLASSES.indexOf(a) >= ENERGY_CLASSES.indexOf(b) ? a : b;
/** The DPE class is the worse of the energy and climate classes (double threshold of the 2021 method). */
export const dpeClassOf = (kwh: number, kg: number): EnergyClass =>
  worseClass(energyClassOf(kwh), climateClassOf(kg));

/**
 * Below 40 m² of reference surface the arrêté of 25 March 2024 raises every threshold (more
 * favourable classes); the surface de référence is at least the surface habitable.
 */
export const SMALL_DWELLING_MAX_M2 = 40;
// A whole building of dwellings carries the same labels; an unknown kind is taken as a dwelling.
const RESIDENTIAL_LABEL_KINDS: readonly (PropertyKind | null)[] = ['appartement', 'maison', 'immeuble', null];

/**
 * How far the 2021 thresholds above can judge a DPE: « exact » (a dwelling of 40 m² or more, or
 * of unknown surface), « atMost » (a smaller dwelling: its class can be better than these
 * thresholds give, never worse), « none » (a 2011-method DPE, or premises other than dwellings,
 * which have other labels).
 */
export type DpeThresholdReach = 'exact' | 'atMost' | 'none';
export function dpeThresholdReach(facts: {
  dpeDate: string | null;
  kind: PropertyKind | null;
  surfaceHabitable: number | null;
}): DpeThresholdReach {
  if (dpeVersionOf(facts.dpeDate) === 'DPE_v01-2011') return 'none';
  if (!RESIDENTIAL_LABEL_KINDS.includes(facts.kind)) return 'none';
  if (facts.surfaceHabitable !== null && facts.surfaceHabitable < SMALL_DWELLING_MAX_M2) return 'atMost';
  return 'exact';
}

/** The regulatory colours of the energy label (green to red) and the climate label (light to dark violet). */
export const ENERGY_COLOURS: Record<EnergyClass, string> = {
  A: '#009c6d',
  B: '#52b153',
  C: '#78bd76',
  D: '#f4e70f',
  E: '#f0b50f',
  F: '#eb8235',
  G: '#d7221f',
};
export const CLIMATE_COLOURS: Record<EnergyClass, string> = {
  A: '#a4dbf8',
  B: '#8cb4d3',
  C: '#7792b1',
  D: '#606f8f',
  E: '#4d5271',
  F: '#393551',
  G: '#281b35',
};

export type EnergyScale = 'energy' | 'climate';

/** Bars of the labels whose colour needs dark text for contrast (WCAG AA); the others carry white text. */
export const ENERGY_DARK_TEXT: Record<EnergyScale, readonly EnergyClass[]> = {
  energy: ['A', 'B', 'C', 'D', 'E', 'F'],
  climate: ['A', 'B', 'C'],
};

/** The range shown beside each letter of a label: « ≤ 70 », « 71 à 110 »… « > 420 ». */
export function energyRangeOf(scale: EnergyScale, cls: EnergyClass): string {
  const thresholds = scale === 'energy' ? ENERGY_THRESHOLDS : CLIMATE_THRESHOLDS;
  const range = propertyMessages.form.energyRange;
  const index = ENERGY_CLASSES.indexOf(cls);
  if (cls === 'G') return range.above(thresholds.F);
  const upper = thresholds[cls];
  if (index === 0) return range.atMost(upper);
  const lower = thresholds[ENERGY_CLASSES[index - 1] as Exclude<EnergyClass, 'G'>] + 1;
  return range.between(lower, upper);
}

/** F and G must carry « Logement à consommation énergétique excessive » (CCH R.126-24). */
export const isExcessiveConsumption = (cls: EnergyClass | null | undefined): boolean =>
  cls === 'F' || cls === 'G';

/** The method follows the date: the 2021 DPE applies to diagnostics made from 1 July 2021. */
export function dpeVersionOf(dpeDate: string | null | undefined): DpeVersion | null {
  if (!dpeDate) return null;
  return dpeDate >= DPE_2021_METHOD_FROM ? 'DPE_v07-2021' : 'DPE_v01-2011';
}

/**
 * Last valid day of a DPE (décret 2020-1609): made before 2018, 31 Dec 2022; from 2018 to
 * 30 June 2021, 31 Dec 2024; from 1 July 2021, ten years.
 */
export function dpeValidUntil(dpeDate: string): string {
  if (dpeDate < '2018-01-01') return '2022-12-31';
  if (dpeDate < DPE_2021_METHOD_FROM) return '2024-12-31';
  const year = Number(dpeDate.slice(0, 4)) + 10;
  const monthDay = dpeDate.slice(4) === '-02-29' ? '-02-28' : dpeDate.slice(4);
  return `${year}${monthDay}`;
}

/** Overseas departments (postcodes 971–976) follow a later calendar (CCH L.173-1-1, II). */
export const isOverseas = (zip: string | null | undefined): boolean => /^97[1-6]/.test(zip ?? '');

/**
 * The rental-ban calendar of the loi Climat et résilience (CCH L.173-1-1): a dwelling below the
 * decency level may not be let under a new lease, a renewal or a tacit extension. Metropolitan
 * France: G from 1 Jan 2025, F from 1 Jan 2028, E from 1 Jan 2034. Overseas: G from 1 Jan 2028,
 * F from 1 Jan 2031 (E not concerned).
 */
const BAN_DATES: Record<'metropole' | 'outre-mer', Partial<Record<EnergyClass, string>>> = {
  metropole: { G: '2025-01-01', F: '2028-01-01', E: '2034-01-01' },
  'outre-mer': { G: '2028-01-01', F: '2031-01-01' },
};

export interface RentalBan {
  /** ISO date from which the dwelling can no longer be let. */
  from: string;
  inForce: boolean;
}

export function rentalBan(
  cls: EnergyClass | null | undefined,
  zip: string | null | undefined,
  today: string,
): RentalBan | null {
  if (!cls) return null;
  const from = BAN_DATES[isOverseas(zip) ? 'outre-mer' : 'metropole'][cls];
  return from ? { from, inForce: today >= from } : null;
}
