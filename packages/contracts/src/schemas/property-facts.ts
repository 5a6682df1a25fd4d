import { z } from 'zod';
import { formatEuros, formatNumber, parisToday } from '../format';
import { commonMessages } from '../messages/common';
import {
  CARREZ_MIN_M2,
  CHARGES_MODES,
  DPE_FIRST_DATE,
  DPE_STATUSES,
  ENERGY_CLASSES,
  ENERGY_COST_FIRST_YEAR,
  type EnergyClass,
  FEES_PAYERS,
  HEATING_ENERGIES,
  HEATING_MODES,
  PROPERTY_KINDS,
} from '../listing/constants';
import { climateClassOf, dpeClassOf, dpeThresholdReach, energyClassOf, worseClass } from '../listing/energy';
import { propertyFactsMessages } from '../messages/property-facts';
import { calendarDateField, numberFromText, storableString } from './fields';

const e = propertyFactsMessages.errors;

// Every fact is optional: a blank form field (multipart sends strings) or an absent JSON key is
// « non renseigné » (null), never 0 or false, so the legal checklist can tell what is missing.

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const toNumber = (v: string | number | null | undefined): unknown => (isBlank(v) ? null : numberFromText(v));

export const optionalNumber = (opts: { min: number; max: number; integer?: boolean; message: string }) => {
  let n = z.number({ error: opts.message }).min(opts.min, opts.message).max(opts.max, opts.message);
  if (opts.integer) n = n.int(opts.message);
  return z.preprocess(toNumber, n.nullable());
};

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v: string | null | undefined) => (isBlank(v) ? null : v),
    z.enum(values, { error: message }).nullable(),
  );

/** Oui / non / non renseigné: 'true', 'false' or blank from a form; true, false or null in JSON. */
const optionalYesNo = z.preprocess(
  (v: boolean | string | null | undefined) =>
    isBlank(v) ? null : v === 'true' ? true : v === 'false' ? false : v,
  z.boolean({ error: e.yesNo }).nullable(),
);

/** A checkbox: ticked is true; unticked (absent from the form) is false. */
const checkbox = z.preprocess(
  (v: boolean | string | null | undefined) =>
    isBlank(v) || v === 'false' ? false : v === 'true' || v === 'on' ? true : v,
  z.boolean({ error: e.yesNo }),
);

const optionalDate = z.preprocess(
  (v: string | null | undefined) => (isBlank(v) ? null : v),
  calendarDateField(e.date).nullable(),
);

const optionalNote = (max: number) =>
  z.preprocess(
    (v: string | null | undefined) => (isBlank(v) ? null : v),
    storableString().trim().max(max, commonMessages.tooLong).nullable(),
  );

const surface = (max: number) => optionalNumber({ min: 0.01, max, message: e.surface });
const amount = (max = 100_000_000) => optionalNumber({ min: 0, max, message: e.amount });
const percent = optionalNumber({ min: 0, max: 100, message: e.percent });

/** The latest year a building may be dated (programmes sold before completion, VEFA). */
export const maxYearBuilt = (today = parisToday()) => Number(today.slice(0, 4)) + 5;
export const maxEnergyCostYear = (today = parisToday()) => Number(today.slice(0, 4)) + 1;

/** The facts of a listing (issue 12, items 1–3), as the add and edit forms send them. */
export const propertyFactsShape = {
  // Facts (item 1).
  kind: optionalEnum(PROPERTY_KINDS, e.kind),
  surfaceHabitable: surface(100_000),
  surfaceCarrez: surface(100_000),
  surfaceLand: surface(100_000_000),
  rooms: optionalNumber({ min: 1, max: 100, integer: true, message: e.rooms }),
  bedrooms: optionalNumber({ min: 0, max: 100, integer: true, message: e.bedrooms }),
  floor: optionalNumber({ min: -5, max: 200, integer: true, message: e.floor }),
  floorsCount: optionalNumber({ min: 1, max: 200, integer: true, message: e.floorsCount }),
  lift: optionalYesNo,
  furnished: optionalYesNo,
  // The upper bounds depend on today's year: checkFacts applies them at parse time.
  yearBuilt: optionalNumber({ min: 1000, max: 9999, integer: true, message: e.yearBuilt(maxYearBuilt()) }),
  heatingMode: optionalEnum(HEATING_MODES, e.choice),
  heatingEnergy: optionalEnum(HEATING_ENERGIES, e.choice),
  hasBalcony: checkbox,
  hasTerrace: checkbox,
  hasGarden: checkbox,
  hasParking: checkbox,
  hasCellar: checkbox,
  availableFrom: optionalDate,
  // Energy (item 2).
  dpeStatus: optionalEnum(DPE_STATUSES, e.choice),
  dpeClass: optionalEnum(ENERGY_CLASSES, e.energyClass),
  dpeValue: optionalNumber({ min: 0, max: 2000, integer: true, message: e.dpeValue }),
  gesClass: optionalEnum(ENERGY_CLASSES, e.energyClass),
  gesValue: optionalNumber({ min: 0, max: 1000, integer: true, message: e.gesValue }),
  energyCostMin: amount(100_000),
  energyCostMax: amount(100_000),
  energyCostYear: optionalNumber({
    min: ENERGY_COST_FIRST_YEAR,
    max: 9999,
    integer: true,
    message: e.energyCostYear(maxEnergyCostYear()),
  }),
  dpeDate: optionalDate,
  dpeNumber: z.preprocess(
    (v: string | null | undefined) =>
      isBlank(v) ? null : typeof v === 'string' ? v.trim().toUpperCase() : v,
    z
      .string({ error: e.dpeNumber })
      .regex(/^[0-9A-Z]{13}$/, e.dpeNumber)
      .nullable(),
  ),
  // Money of a sale (item 3).
  feesPayer: optionalEnum(FEES_PAYERS, e.choice),
  feesPercent: percent,
  priceExclFees: amount(1_000_000_000),
  copro: optionalYesNo,
  coproLots: optionalNumber({ min: 1, max: 100_000, integer: true, message: e.coproLots }),
  coproCharges: amount(10_000_000),
  coproProcedure: optionalYesNo,
  coproProcedureDetail: optionalNote(2000),
  // Money of a rental (item 3).
  charges: amount(1_000_000),
  chargesMode: optionalEnum(CHARGES_MODES, e.choice),
  rentSupplement: amount(1_000_000),
  deposit: amount(10_000_000),
  tenantFees: amount(1_000_000),
  tenantFeesInventory: amount(1_000_000),
  rentControlled: optionalYesNo,
  rentBase: amount(1_000_000),
  rentReference: optionalNumber({ min: 0, max: 200, message: e.rentReference }),
};

export type PropertyFactsInput = {
  [K in keyof typeof propertyFactsShape]: z.output<(typeof propertyFactsShape)[K]>;
};
export type PropertyFactName = keyof typeof propertyFactsShape;
export const PROPERTY_FACT_NAMES = Object.keys(propertyFactsShape) as PropertyFactName[];

/** Facts that only mean something on a sale, or on a rental. */
export const SALE_ONLY_FACTS = [
  'surfaceCarrez',
  'feesPayer',
  'feesPercent',
  'priceExclFees',
  'copro',
  'coproLots',
  'coproCharges',
  'coproProcedure',
  'coproProcedureDetail',
] as const satisfies readonly PropertyFactName[];
export const RENTAL_ONLY_FACTS = [
  'furnished',
  'charges',
  'chargesMode',
  'rentSupplement',
  'deposit',
  'tenantFees',
  'tenantFeesInventory',
  'rentControlled',
  'rentBase',
  'rentReference',
] as const satisfies readonly PropertyFactName[];
const COPRO_FACTS = ['coproLots', 'coproCharges', 'coproProcedure', 'coproProcedureDetail'] as const;
const DPE_FACTS = [
  'dpeClass',
  'dpeValue',
  'gesClass',
  'gesValue',
  'energyCostMin',
  'energyCostMax',
  'energyCostYear',
  'dpeDate',
  'dpeNumber',
] as const;

type WithFacts = PropertyFactsInput & { price: number; type: string };

/**
 * Rules between fields (issue 12): Carrez within the surface habitable, bedrooms within rooms,
 * coherent prices and fees, the deposit's legal cap. Fields of the other transaction type are
 * ignored (the form hides them, so a value left there after switching type is not the user's intent).
 */
export function checkFacts(v: WithFacts, ctx: z.RefinementCtx) {
  const issue = (path: PropertyFactName | 'price', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const sale = v.type === 'Vente';
  const rental = v.type === 'Location';
  const today = parisToday();

  if (sale && v.surfaceCarrez !== null) {
    if (v.surfaceCarrez < CARREZ_MIN_M2) issue('surfaceCarrez', e.carrezMin);
    else if (v.surfaceHabitable !== null && v.surfaceCarrez > v.surfaceHabitable)
      issue('surfaceCarrez', e.carrezAboveHabitable);
  }
  if (v.rooms !== null && v.bedrooms !== null && v.bedrooms > v.rooms)
    issue('bedrooms', e.bedroomsAboveRooms);
  if (v.floor !== null && v.floorsCount !== null && v.floor > v.floorsCount)
    issue('floor', e.floorAboveCount);
  if (v.yearBuilt !== null && (v.yearBuilt < 1000 || v.yearBuilt > maxYearBuilt(today)))
    issue('yearBuilt', e.yearBuilt(maxYearBuilt(today)));

  if (v.dpeStatus === 'vierge' || v.dpeStatus === 'non_soumis') {
    for (const name of DPE_FACTS) if (v[name] !== null) issue(name, e.noDpeButValues);
  } else checkEnergyLabels(v, issue);
  if (v.energyCostMin !== null && v.energyCostMax !== null && v.energyCostMin > v.energyCostMax)
    issue('energyCostMax', e.energyCostOrder);
  if (
    v.energyCostYear !== null &&
    (v.energyCostYear < ENERGY_COST_FIRST_YEAR || v.energyCostYear > maxEnergyCostYear(today))
  )
    issue('energyCostYear', e.energyCostYear(maxEnergyCostYear(today)));
  if (v.dpeDate !== null && (v.dpeDate < DPE_FIRST_DATE || v.dpeDate > today))
    issue('dpeDate', e.dpeDateRange);

  if (sale && v.priceExclFees !== null) {
    if (v.priceExclFees > v.price) issue('priceExclFees', e.priceExclAbovePrice);
    else if (v.feesPayer === 'vendeur' && v.priceExclFees !== v.price)
      issue('priceExclFees', e.sellerPaysPrice);
    else if (v.feesPayer === 'acquereur' && v.feesPercent !== null) {
      // The arrêté of 10 January 2017: the FAI price is the price excluding fees plus the buyer's
      // fees, a percentage of the price excluding fees. One euro of rounding is tolerated.
      const expected = Math.round(v.priceExclFees * (1 + v.feesPercent / 100) * 100) / 100;
      if (Math.abs(expected - v.price) > 1) issue('price', e.buyerPaysMismatch(formatEuros(expected)));
    }
  }

  if (rental) {
    if (v.charges !== null && v.charges > v.price) issue('charges', e.chargesAbovePrice);
    if (v.tenantFees !== null && v.tenantFeesInventory !== null && v.tenantFeesInventory > v.tenantFees)
      issue('tenantFeesInventory', e.inventoryAboveFees);
    // Loi du 6 juillet 1989, art. 22 and 25-6: one month's rent excluding charges, two when furnished.
    if (v.deposit !== null && v.charges !== null) {
      const months = v.furnished ? 2 : 1;
      const cap = Math.round((v.price - v.charges) * months * 100) / 100;
      if (v.deposit > cap + 0.005) issue('deposit', e.depositCap(formatEuros(cap), v.furnished === true));
    }
  }
}

const worse = (a: EnergyClass, b: EnergyClass) => a !== b && worseClass(a, b) === a;

/**
 * A class given with its value(s) must be the one the thresholds give: the GES class from the
 * climate value, the DPE class from the worse of both scales (FRENCH-RULES.md §2.1).
 */
function checkEnergyLabels(v: WithFacts, issue: (path: PropertyFactName, message: string) => void) {
  const reach = dpeThresholdReach(v);
  if (reach === 'none') return;
  const kwh = v.dpeValue === null ? '' : formatNumber(v.dpeValue);
  const kg = v.gesValue === null ? '' : formatNumber(v.gesValue);
  // Without a surface the standard thresholds are assumed: say how a small dwelling gets its own.
  const hinted = (message: string) =>
    v.surfaceHabitable === null ? `${message} ${e.smallDwellingHint}` : message;

  if (v.gesClass !== null && v.gesValue !== null) {
    const expected = climateClassOf(v.gesValue);
    if (reach === 'exact' && v.gesClass !== expected) issue('gesClass', hinted(e.gesMismatch(kg, expected)));
    if (reach === 'atMost' && worse(v.gesClass, expected)) issue('gesClass', e.gesWorseSmall(kg, expected));
  }
  if (v.dpeClass === null) return;
  if (v.dpeValue !== null && v.gesValue !== null) {
    const expected = dpeClassOf(v.dpeValue, v.gesValue);
    if (reach === 'exact' && v.dpeClass !== expected)
      issue('dpeClass', hinted(e.dpeMismatch(kwh, kg, expected)));
    if (reach === 'atMost' && worse(v.dpeClass, expected))
      issue('dpeClass', e.dpeWorseSmall(kwh, kg, expected));
  } else if (reach === 'exact' && v.dpeValue !== null) {
    const floor = energyClassOf(v.dpeValue);
    if (worse(floor, v.dpeClass)) issue('dpeClass', hinted(e.dpeBetterThanEnergy(kwh, floor)));
  } else if (reach === 'exact' && v.gesValue !== null) {
    const floor = climateClassOf(v.gesValue);
    if (worse(floor, v.dpeClass)) issue('dpeClass', hinted(e.dpeBetterThanClimate(kg, floor)));
  }
}

/** A class left blank follows from its values when the thresholds give it exactly. */
function deriveEnergyLabels<T extends WithFacts>(v: T): T {
  if (v.dpeStatus === 'vierge' || v.dpeStatus === 'non_soumis' || dpeThresholdReach(v) !== 'exact') return v;
  const gesClass = v.gesClass ?? (v.gesValue === null ? null : climateClassOf(v.gesValue));
  const dpeClass =
    v.dpeClass ?? (v.dpeValue === null || v.gesValue === null ? null : dpeClassOf(v.dpeValue, v.gesValue));
  return { ...v, gesClass, dpeClass };
}

/**
 * Keeps only the facts that apply: the other transaction's fields and a non-copro's copro details
 * become null; blank energy classes are derived from their values.
 */
export function scopeFacts<T extends WithFacts>(v: T): T {
  const out: T = { ...v };
  const drop = v.type === 'Vente' ? RENTAL_ONLY_FACTS : v.type === 'Location' ? SALE_ONLY_FACTS : [];
  for (const name of drop) (out as Record<string, unknown>)[name] = null;
  if (out.copro !== true) for (const name of COPRO_FACTS) (out as Record<string, unknown>)[name] = null;
  if (out.coproProcedure !== true) out.coproProcedureDetail = null;
  if (out.rentControlled !== true) {
    out.rentBase = null;
    out.rentReference = null;
  }
  return deriveEnergyLabels(out);
}

const n = z.number().nullable();
const yesNo = z.boolean().nullable();
const date = z.string().nullable();

/** The facts as the API answers them: null is « non renseigné ». */
export const propertyFactsResponseShape = {
  kind: z.enum(PROPERTY_KINDS).nullable(),
  surfaceHabitable: n,
  surfaceCarrez: n,
  surfaceLand: n,
  rooms: n,
  bedrooms: n,
  floor: n,
  floorsCount: n,
  lift: yesNo,
  furnished: yesNo,
  yearBuilt: n,
  heatingMode: z.enum(HEATING_MODES).nullable(),
  heatingEnergy: z.enum(HEATING_ENERGIES).nullable(),
  hasBalcony: z.boolean(),
  hasTerrace: z.boolean(),
  hasGarden: z.boolean(),
  hasParking: z.boolean(),
  hasCellar: z.boolean(),
  availableFrom: date,
  dpeStatus: z.enum(DPE_STATUSES).nullable(),
  dpeClass: z.enum(ENERGY_CLASSES).nullable(),
  dpeValue: n,
  gesClass: z.enum(ENERGY_CLASSES).nullable(),
  gesValue: n,
  energyCostMin: n,
  energyCostMax: n,
  energyCostYear: n,
  dpeDate: date,
  dpeNumber: z.string().nullable(),
  feesPayer: z.enum(FEES_PAYERS).nullable(),
  feesPercent: n,
  priceExclFees: n,
  copro: yesNo,
  coproLots: n,
  coproCharges: n,
  coproProcedure: yesNo,
  coproProcedureDetail: z.string().nullable(),
  charges: n,
  chargesMode: z.enum(CHARGES_MODES).nullable(),
  rentSupplement: n,
  deposit: n,
  tenantFees: n,
  tenantFeesInventory: n,
  rentControlled: yesNo,
  rentBase: n,
  rentReference: n,
} satisfies Record<PropertyFactName, z.ZodType>;
export type PropertyFacts = { [K in PropertyFactName]: z.output<(typeof propertyFactsResponseShape)[K]> };

/** The agency's fee scale (barème), one per agency: an address where it is published, or none. */
export const feeScaleInputSchema = z.object({
  feeScaleUrl: z.preprocess(
    (v: string | null | undefined) => (isBlank(v) ? null : typeof v === 'string' ? v.trim() : v),
    storableString({ error: e.feeScaleUrl })
      .max(2000, e.feeScaleUrl)
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: e.feeScaleUrl }))
      .nullable(),
  ),
});
export type FeeScaleInput = z.input<typeof feeScaleInputSchema>;
export const feeScaleSchema = z.object({ feeScaleUrl: z.string().nullable() });
export type FeeScale = z.infer<typeof feeScaleSchema>;
