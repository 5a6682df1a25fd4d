import { z } from 'zod';
import {
  DVF_IMPORT_STATUSES,
  DVF_KINDS,
  DVF_NATURES,
  VALUATION_ENGINES,
  VALUATION_OUTCOMES,
  VALUATION_ZONES,
} from '../market/constants';
import type { ComparablesDefinition } from '../market/comparables';

/** One DVF sale as the explanation page lists and draws it. */
export const comparableSaleSchema = z.object({
  soldOn: z.string(),
  nature: z.enum(DVF_NATURES),
  kind: z.enum(DVF_KINDS),
  address: z.string(),
  communeName: z.string(),
  postcode: z.string().nullable(),
  surface: z.number(),
  rooms: z.number().nullable(),
  price: z.number(),
  pricePerM2: z.number(),
  distanceM: z.number().nullable(),
});
export type ComparableSale = z.infer<typeof comparableSaleSchema>;

export const valuationCriteriaSchema = z.object({
  zone: z.enum(VALUATION_ZONES),
  radiusM: z.number().nullable(),
  since: z.string().nullable(),
  years: z.number(),
  surfaceBand: z.object({ min: z.number(), max: z.number() }).nullable(),
  located: z.enum(['number', 'street']).nullable(),
  /** Since issue 27: the kind compared and whether the first step found too few sales (older rows lack them). */
  kind: z.enum(DVF_KINDS).optional(),
  widened: z.boolean().optional(),
});
export type ValuationCriteria = z.infer<typeof valuationCriteriaSchema>;

/** The one definition of comparables as both screens state it (market/comparables.ts). */
export const comparablesDefinitionSchema = z.object({
  kind: z.enum(DVF_KINDS).nullable(),
  surfaceMin: z.number().nullable(),
  surfaceMax: z.number().nullable(),
  radiusM: z.number().nullable(),
  firstSale: z.string().nullable(),
  lastSale: z.string().nullable(),
  count: z.number().int(),
  widened: z.boolean().nullable(),
}) satisfies z.ZodType<ComparablesDefinition>;

/**
 * A price evaluation (« Évaluer le prix »): the median €/m² of the comparables × the surface, the
 * interquartile range, and the verdict saved on the property as market_price / market_status.
 * With too few comparables (`not_enough`) every figure is null: no number is made up.
 */
export const valuationSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  engine: z.enum(VALUATION_ENGINES),
  outcome: z.enum(VALUATION_OUTCOMES),
  createdAt: z.string(),
  askingPriceExclFees: z.number().nullable(),
  surface: z.number().nullable(),
  estimate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  pricePerM2: z.number().nullable(),
  pricePerM2Low: z.number().nullable(),
  pricePerM2High: z.number().nullable(),
  /** 1 when the asking price excluding fees is within the range (spec: green), 0 otherwise. */
  marketStatus: z.number().nullable(),
  comparableCount: z.number().int(),
  minComparables: z.number().int(),
  firstSale: z.string().nullable(),
  lastSale: z.string().nullable(),
  criteria: valuationCriteriaSchema.nullable(),
  /** The comparables drawn and listed, most recent first (at most VALUATION_SALES_SHOWN). */
  sales: z.array(comparableSaleSchema),
  /** The webhook's own text, when it answered. */
  message: z.string().nullable(),
});
export type Valuation = z.infer<typeof valuationSchema>;

/** The definition of a DVF evaluation's comparables; null for the webhook's, which has none. */
export function valuationDefinition(v: Valuation): ComparablesDefinition | null {
  const c = v.criteria;
  if (!c) return null;
  return {
    kind: c.kind ?? v.sales[0]?.kind ?? null,
    surfaceMin: c.surfaceBand?.min ?? null,
    surfaceMax: c.surfaceBand?.max ?? null,
    radiusM: c.zone === 'radius' ? c.radiusM : null,
    firstSale: v.firstSale,
    lastSale: v.lastSale,
    count: v.comparableCount,
    widened: c.widened ?? null,
  };
}

/** The property page's « explanation » link: the latest evaluation, or none yet. */
export const latestValuationSchema = z.object({ valuation: valuationSchema.nullable() });
export type LatestValuation = z.infer<typeof latestValuationSchema>;

export const VALUATION_SALES_SHOWN = 300;

// ---- admin: DVF imports --------------------------------------------------------------------------

export const dvfImportSchema = z.object({
  id: z.uuid(),
  source: z.string(),
  status: z.enum(DVF_IMPORT_STATUSES),
  bytesTotal: z.number().nullable(),
  bytesRead: z.number(),
  rowsRead: z.number(),
  salesKept: z.number(),
  dropped: z.record(z.string(), z.number()),
  communes: z.number(),
  years: z.array(z.number()),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DvfImport = z.infer<typeof dvfImportSchema>;

export const dvfOverviewSchema = z.object({
  sales: z.object({ appartement: z.number(), maison: z.number() }),
  communes: z.array(
    z.object({
      communeCode: z.string(),
      communeName: z.string(),
      years: z.array(z.number()),
      sales: z.number(),
    }),
  ),
  imports: z.array(dvfImportSchema),
});
export type DvfOverview = z.infer<typeof dvfOverviewSchema>;

/** Admin upload limit: bigger files go through the command line. */
export const DVF_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
