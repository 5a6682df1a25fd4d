import {
  DVF_IMPORT_STATUSES,
  DVF_KINDS,
  DVF_NATURES,
  VALUATION_ENGINES,
  VALUATION_OUTCOMES,
} from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';
import { properties } from '../properties/properties.schema';

/**
 * Every DVF import (command line, first start, admin upload): its progress while it runs, then
 * what it replaced and why mutations were dropped. An admin upload is queued here with the key of
 * the uploaded file in the `dvf-imports` bucket, and the job takes it from there.
 */
export const dvfImports = pgTable(
  'dvf_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A file name, « département 83 », or « extrait livré » (the real extract shipped in the repository). */
    source: text('source').notNull(),
    status: text('status', { enum: DVF_IMPORT_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key'),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    salesKept: integer('sales_kept').notNull().default(0),
    /** Mutations dropped per reason (DVF_DROP_REASONS). */
    dropped: jsonb('dropped').$type<Record<string, number>>().notNull().default({}),
    /** The (commune, year) pairs the import replaced, as « 83137:2023 ». */
    replaced: text('replaced').array().notNull().default(sql`'{}'::text[]`),
    error: text('error'),
    createdAt: createdAt(),
    /** Written with every progress step: a « running » import whose process died stops moving. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('dvf_imports_created_idx').on(t.createdAt.desc()),
    check('dvf_imports_status_check', oneOf(t.status, DVF_IMPORT_STATUSES)),
  ],
);

/**
 * Market data (issue 14): one row per DVF sale of a single dwelling, cleaned at import
 * (modules/market/dvf-cleaning.ts). Public data, shared by every agency: no agency_id. An import
 * replaces the rows of each (commune, year) its file covers, so `year` is stored beside the date.
 */
export const dvfSales = pgTable(
  'dvf_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The import that wrote the row. Rows of an import become visible when it is done (readers
     * join on dvf_imports.status), so a running import never shows half a file nor duplicates;
     * deleting a failed import deletes its rows.
     */
    importId: uuid('import_id')
      .notNull()
      .references(() => dvfImports.id, { onDelete: 'cascade' }),
    /** DVF's `id_mutation`: unique within a release only, kept to trace a sale back to the file. */
    mutationId: text('mutation_id').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    year: smallint('year').notNull(),
    nature: text('nature', { enum: DVF_NATURES }).notNull(),
    kind: text('kind', { enum: DVF_KINDS }).notNull(),
    /** `valeur_fonciere`: net seller price, agency fees excluded, VAT included (€). */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** `surface_reelle_bati` (m²). */
    surface: numeric('surface', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    pricePerM2: numeric('price_per_m2', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rooms: smallint('rooms'),
    /** Land sold with the dwelling, summed over its parcels (m²). */
    landSurface: integer('land_surface'),
    /** « 12 B RUE THIERS », as DVF spells it (upper case, abbreviated street types). */
    address: text('address').notNull(),
    postcode: text('postcode'),
    communeCode: text('commune_code').notNull(),
    communeName: text('commune_name').notNull(),
    departmentCode: text('department_code').notNull(),
    /** WGS-84 centroid of the parcel; missing on a few rows. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('dvf_sales_commune_idx').on(t.communeCode, t.kind, t.soldOn.desc()),
    index('dvf_sales_import_idx').on(t.importId),
    index('dvf_sales_postcode_idx').on(t.postcode, t.kind, t.soldOn.desc()),
    index('dvf_sales_department_year_idx').on(t.departmentCode, t.year),
    index('dvf_sales_position_idx').on(t.kind, t.latitude, t.longitude),
    check('dvf_sales_nature_check', oneOf(t.nature, DVF_NATURES)),
    check('dvf_sales_kind_check', oneOf(t.kind, DVF_KINDS)),
    check('dvf_sales_figures_check', sql`${t.price} > 0 and ${t.surface} > 0 and ${t.pricePerM2} > 0`),
  ],
);

/**
 * The communes with DVF sales, kept by every import: a typed city and postcode are resolved here
 * to INSEE codes (the sales are indexed by code), and a market search can list them.
 */
export const dvfCommunes = pgTable(
  'dvf_communes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Lower case, no accents, one space between words (« boulogne billancourt »). */
    foldedName: text('folded_name').notNull(),
    departmentCode: text('department_code').notNull(),
    postcodes: text('postcodes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('dvf_communes_department_name_idx').on(t.departmentCode, t.foldedName)],
);

/**
 * Price evaluations of a property (« Évaluer le prix »), newest last: the figures saved on the
 * property as market_price / market_status come from the latest one, and the explanation page
 * draws its comparables. They are a snapshot, so a later DVF re-import does not change a past
 * evaluation.
 */
export const propertyValuations = pgTable(
  'property_valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    engine: text('engine', { enum: VALUATION_ENGINES }).notNull(),
    outcome: text('outcome', { enum: VALUATION_OUTCOMES }).notNull(),
    /** The asking price excluding agency fees that was compared, and the surface used (m²). */
    askingPriceExclFees: numeric('asking_price_excl_fees', { precision: 14, scale: 2, mode: 'number' }),
    surface: numeric('surface', { precision: 10, scale: 2, mode: 'number' }),
    estimate: numeric('estimate', { precision: 14, scale: 2, mode: 'number' }),
    low: numeric('low', { precision: 14, scale: 2, mode: 'number' }),
    high: numeric('high', { precision: 14, scale: 2, mode: 'number' }),
    pricePerM2: numeric('price_per_m2', { precision: 10, scale: 2, mode: 'number' }),
    marketStatus: smallint('market_status'),
    comparableCount: integer('comparable_count').notNull().default(0),
    /** What was searched (zone, radius, years, surface band) and the comparables drawn, as answered. */
    detail: jsonb('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_valuations_property_idx').on(t.agencyId, t.propertyId, t.createdAt.desc()),
    check('property_valuations_engine_check', oneOf(t.engine, VALUATION_ENGINES)),
    check('property_valuations_outcome_check', oneOf(t.outcome, VALUATION_OUTCOMES)),
  ],
);
