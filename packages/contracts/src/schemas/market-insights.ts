import { z } from 'zod';
import { DVF_KINDS } from '../market/constants';
import { commonMessages } from '../messages/common';
import { marketInsightsMessages } from '../messages/market-insights';
import { comparablesDefinitionSchema } from './market';
import { numberField, storableString } from './fields';

const m = marketInsightsMessages.search;

/** Periods offered, in years counted back from the most recent sale known in the area. */
export const MARKET_SEARCH_YEARS = [1, 2, 3, 5] as const;
/** Radii offered around an address (m). */
export const MARKET_SEARCH_RADII = [300, 500, 1000, 2000] as const;
/** The list shows the most recent sales; the figures and the chart use every sale found. */
export const MARKET_SEARCH_LISTED = 100;

/** A blank text is left out; `T` is what the field takes (the URL's text, or a number), its input type. */
const blank = <T>(v: T): T | undefined => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const surfaceField = z.preprocess(
  blank<string | number | undefined>,
  numberField(
    z
      .number({ error: m.surfaceInvalid })
      .int(m.surfaceInvalid)
      .min(1, m.surfaceInvalid)
      .max(1000, m.surfaceInvalid),
  ).optional(),
);
const choice = <T extends readonly number[]>(values: T, message: string) =>
  z.preprocess(
    blank<string | number | undefined>,
    numberField(z.number({ error: message }).refine((v): v is T[number] => values.includes(v), message)),
  );

/** « Prix du marché » (/web-search): a commune or postcode, optionally an address, and filters. */
export const marketSearchQuerySchema = z
  .object({
    commune: storableString({ error: m.communeRequired })
      .trim()
      .min(1, m.communeRequired)
      .max(100, commonMessages.tooLong),
    address: z.preprocess(
      blank<string | undefined>,
      storableString().trim().max(200, commonMessages.tooLong).optional(),
    ),
    kind: z.enum(DVF_KINDS, m.kindInvalid),
    surfaceMin: surfaceField,
    surfaceMax: surfaceField,
    years: choice(MARKET_SEARCH_YEARS, m.yearsInvalid).default(2),
    radius: choice(MARKET_SEARCH_RADII, m.radiusInvalid).default(500),
  })
  .refine((q) => q.surfaceMin === undefined || q.surfaceMax === undefined || q.surfaceMax >= q.surfaceMin, {
    path: ['surfaceMax'],
    message: m.surfaceOrder,
  });
export type MarketSearchQuery = z.input<typeof marketSearchQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Median and interquartile range of €/m², with the median price and surface. */
export const marketFiguresSchema = z.object({
  count: z.number().int(),
  medianPerM2: z.number(),
  q1PerM2: z.number(),
  q3PerM2: z.number(),
  medianPrice: z.number(),
  medianSurface: z.number(),
});
export type MarketFigures = z.infer<typeof marketFiguresSchema>;

export const marketSaleSchema = z.object({
  id: z.number().int(),
  soldOn: isoDate,
  address: z.string(),
  postcode: z.string().nullable(),
  communeName: z.string(),
  kind: z.enum(DVF_KINDS),
  surface: z.number(),
  rooms: z.number().int().nullable(),
  price: z.number(),
  pricePerM2: z.number(),
  /** Metres from the address searched; null without an address. */
  distanceM: z.number().int().nullable(),
});
export type MarketSale = z.infer<typeof marketSaleSchema>;

export const marketSearchResultSchema = z.object({
  /** The communes searched, « Toulon (83000) ». */
  communes: z.array(z.string()),
  /** How the address was placed: at its number, along its street, not found; null without an address. */
  located: z.enum(['number', 'street', 'none']).nullable(),
  radiusM: z.number().int().nullable(),
  /** The period searched (ISO dates), counted back from the most recent sale; null when there is none. */
  since: isoDate.nullable(),
  until: isoDate.nullable(),
  figures: marketFiguresSchema.nullable(),
  /** €/m² median per quarter (« 2023 T2 »), oldest first. */
  quarters: z.array(z.object({ quarter: z.string(), median: z.number(), count: z.number().int() })),
  /** Every sale found as a point of the chart: date and €/m². */
  points: z.array(z.object({ soldOn: isoDate, pricePerM2: z.number() })),
  /** The most recent sales (MARKET_SEARCH_LISTED at most). */
  sales: z.array(marketSaleSchema),
  total: z.number().int(),
  /** What the sales are (kind, surfaces, distance, their period, count), stated above the figures. */
  definition: comparablesDefinitionSchema.nullable(),
});
export type MarketSearchResult = z.infer<typeof marketSearchResultSchema>;

// ---- dynamic price advice ----------------------------------------------------------------------

export const PRICE_ADVICE_DIRECTIONS = ['lower', 'hold', 'raise'] as const;
export type PriceAdviceDirection = (typeof PRICE_ADVICE_DIRECTIONS)[number];
export const MARKET_POSITIONS = ['above', 'within', 'below'] as const;
export type MarketPosition = (typeof MARKET_POSITIONS)[number];

export const priceAdviceSchema = z.discriminatedUnion('status', [
  /** Not a sale on the market: no advice, and why. */
  z.object({ status: z.literal('not_applicable'), message: z.string() }),
  /** Facts the advice needs are missing from the listing (French list). */
  z.object({ status: z.literal('missing_facts'), message: z.string(), missing: z.array(z.string()) }),
  z.object({ status: z.literal('not_enough'), message: z.string(), found: z.number().int() }),
  z.object({
    status: z.literal('ready'),
    facts: z.object({
      onlineSince: z.string(),
      daysOnline: z.number().int(),
      visits: z.number().int(),
      visitsLast30: z.number().int(),
      notes: z.number().int(),
      averageNote: z.number().nullable(),
      askingExclFees: z.number(),
      askingPerM2: z.number(),
      surface: z.number(),
    }),
    market: marketFiguresSchema.extend({ since: isoDate, until: isoDate, zone: z.string() }),
    position: z.enum(MARKET_POSITIONS),
    direction: z.enum(PRICE_ADVICE_DIRECTIONS),
    /** The suggested price excluding fees (rounded to 1 000 €) and its change; null when holding. */
    targetExclFees: z.number().nullable(),
    /** The same with the buyer's fees added back, when the listing says the buyer pays them. */
    targetWithFees: z.number().nullable(),
    changePercent: z.number().nullable(),
    steps: z.array(z.string()),
  }),
]);
export type PriceAdvice = z.infer<typeof priceAdviceSchema>;

// ---- competitive analysis ----------------------------------------------------------------------

export const competitionSchema = z.object({
  groups: z.array(
    z.object({
      city: z.string(),
      zip: z.string(),
      kind: z.enum(DVF_KINDS),
      listings: z.number().int(),
      agencyMedianPerM2: z.number(),
      /** Null when the commune has fewer sales than the minimum. */
      market: marketFiguresSchema.extend({ since: isoDate, until: isoDate }).nullable(),
      marketSalesFound: z.number().int(),
      /** The agency's median against the market's, in %; null without market figures. */
      gapPercent: z.number().nullable(),
    }),
  ),
  listings: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      city: z.string(),
      zip: z.string(),
      kind: z.enum(DVF_KINDS),
      surface: z.number(),
      /** The price compared: excluding fees when the listing's facts allow, else as advertised. */
      price: z.number(),
      feesIncluded: z.boolean(),
      pricePerM2: z.number(),
      gapPercent: z.number().nullable(),
      position: z.enum([...MARKET_POSITIONS, 'unknown']),
    }),
  ),
  excluded: z.array(z.object({ id: z.uuid(), name: z.string(), reason: z.enum(['kind', 'surface']) })),
});
export type Competition = z.infer<typeof competitionSchema>;

/** « Marché de ce bien »: the market page's result for one property, from the evaluation's comparables. */
export const propertyMarketSchema = z.object({
  propertyName: z.string(),
  result: marketSearchResultSchema,
});
export type PropertyMarket = z.infer<typeof propertyMarketSchema>;
