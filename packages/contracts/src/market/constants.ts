/**
 * Market data (issue 14): the government's open sales data, DVF (« Demandes de valeurs
 * foncières », Etalab geo-dvf files), cleaned as the official statistics do and stored one row
 * per sale of a single dwelling. The value lists below are shared by the importer, the database
 * CHECK constraints and the API.
 */

/** The kinds of dwelling DVF sales are kept for: the property kinds they compare with. */
export const DVF_KINDS = ['appartement', 'maison'] as const;
export type DvfKind = (typeof DVF_KINDS)[number];

/** The natures kept (official « Statistiques DVF »): a sale, an off-plan sale (VEFA), an auction. */
export const DVF_NATURES = ['vente', 'vefa', 'adjudication'] as const;
export type DvfNature = (typeof DVF_NATURES)[number];

/** An import's life: queued (admin upload), running, finished, or failed with its French reason. */
export const DVF_IMPORT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type DvfImportStatus = (typeof DVF_IMPORT_STATUSES)[number];

/** Why a mutation of the file was not kept as a sale: counted per import and shown to the admin. */
export const DVF_DROP_REASONS = [
  'not_a_sale',
  'no_dwelling',
  'several_dwellings',
  'mixed_premises',
  'missing_price',
  'missing_area',
  'extreme',
] as const;
export type DvfDropReason = (typeof DVF_DROP_REASONS)[number];

/**
 * Cleaning bounds (docs/decisions/market.md): a dwelling of less than 9 m² is not decent housing (décret
 * 2002-120), a price under 10 000 € or outside 300–30 000 €/m² is a symbolic sale, a typing error
 * or a transfer between relatives, not a market price; above 1 000 m² the « dwelling » is a
 * building.
 */
export const DVF_BOUNDS = {
  minSurface: 9,
  maxSurface: 1000,
  minPrice: 10_000,
  minPricePerM2: 300,
  maxPricePerM2: 30_000,
} as const;

/** Where a comparable came from in the widening steps of the evaluation (ValuationCriteria.zone). */
export const VALUATION_ZONES = ['commune', 'radius'] as const;
export type ValuationZone = (typeof VALUATION_ZONES)[number];

/** An evaluation either gives figures or says honestly that the sample is too small. */
export const VALUATION_OUTCOMES = ['estimated', 'not_enough'] as const;
export type ValuationOutcome = (typeof VALUATION_OUTCOMES)[number];

/** The engines an evaluation may come from: the built-in DVF engine or the spec's webhook. */
export const VALUATION_ENGINES = ['dvf', 'webhook'] as const;
export type ValuationEngine = (typeof VALUATION_ENGINES)[number];
