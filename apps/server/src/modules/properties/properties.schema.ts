import {
  CHARGES_MODES,
  DPE_STATUSES,
  ENERGY_CLASSES,
  FEES_PAYERS,
  HEATING_ENERGIES,
  HEATING_MODES,
  PROPERTY_KINDS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    type: text('type', { enum: PROPERTY_TYPES }).notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    description: text('description'),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('Disponible'),
    marketPrice: numeric('market_price', { precision: 14, scale: 2, mode: 'number' }),
    marketStatus: smallint('market_status'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Listing facts (issue 12). Null is « non renseigné »: existing rows keep every fact empty and
    // the legal checklist (contracts listingGaps) reports them as incomplete. Units: m², €, €/m².
    kind: text('kind', { enum: PROPERTY_KINDS }),
    surfaceHabitable: numeric('surface_habitable', { precision: 10, scale: 2, mode: 'number' }),
    surfaceCarrez: numeric('surface_carrez', { precision: 10, scale: 2, mode: 'number' }),
    surfaceLand: numeric('surface_land', { precision: 12, scale: 2, mode: 'number' }),
    rooms: smallint('rooms'),
    bedrooms: smallint('bedrooms'),
    floor: smallint('floor'),
    floorsCount: smallint('floors_count'),
    lift: boolean('lift'),
    furnished: boolean('furnished'),
    yearBuilt: smallint('year_built'),
    heatingMode: text('heating_mode', { enum: HEATING_MODES }),
    heatingEnergy: text('heating_energy', { enum: HEATING_ENERGIES }),
    hasBalcony: boolean('has_balcony').notNull().default(false),
    hasTerrace: boolean('has_terrace').notNull().default(false),
    hasGarden: boolean('has_garden').notNull().default(false),
    hasParking: boolean('has_parking').notNull().default(false),
    hasCellar: boolean('has_cellar').notNull().default(false),
    availableFrom: date('available_from', { mode: 'string' }),
    dpeStatus: text('dpe_status', { enum: DPE_STATUSES }),
    dpeClass: text('dpe_class', { enum: ENERGY_CLASSES }),
    /** kWhEP/m²/an */
    dpeValue: integer('dpe_value'),
    gesClass: text('ges_class', { enum: ENERGY_CLASSES }),
    /** kg CO₂/m²/an */
    gesValue: integer('ges_value'),
    energyCostMin: numeric('energy_cost_min', { precision: 10, scale: 2, mode: 'number' }),
    energyCostMax: numeric('energy_cost_max', { precision: 10, scale: 2, mode: 'number' }),
    energyCostYear: smallint('energy_cost_year'),
    dpeDate: date('dpe_date', { mode: 'string' }),
    dpeNumber: text('dpe_number'),
    feesPayer: text('fees_payer', { enum: FEES_PAYERS }),
    /** % TTC of the price excluding fees. */
    feesPercent: numeric('fees_percent', { precision: 5, scale: 2, mode: 'number' }),
    priceExclFees: numeric('price_excl_fees', { precision: 14, scale: 2, mode: 'number' }),
    copro: boolean('copro'),
    coproLots: integer('copro_lots'),
    /** € per year, the average share of the budget. */
    coproCharges: numeric('copro_charges', { precision: 12, scale: 2, mode: 'number' }),
    coproProcedure: boolean('copro_procedure'),
    coproProcedureDetail: text('copro_procedure_detail'),
    /** € per month, included in a rental's price. */
    charges: numeric('charges', { precision: 12, scale: 2, mode: 'number' }),
    chargesMode: text('charges_mode', { enum: CHARGES_MODES }),
    rentSupplement: numeric('rent_supplement', { precision: 12, scale: 2, mode: 'number' }),
    deposit: numeric('deposit', { precision: 14, scale: 2, mode: 'number' }),
    tenantFees: numeric('tenant_fees', { precision: 12, scale: 2, mode: 'number' }),
    tenantFeesInventory: numeric('tenant_fees_inventory', { precision: 12, scale: 2, mode: 'number' }),
    rentControlled: boolean('rent_controlled'),
    rentBase: numeric('rent_base', { precision: 12, scale: 2, mode: 'number' }),
    /** €/m²/month */
    rentReference: numeric('rent_reference', { precision: 8, scale: 2, mode: 'number' }),
    /**
     * The dashboard search's haystack, folded once at write time rather than for every row of every
     * search (db/search.ts): name and address, lower-case and without accents. The line break keeps
     * a match from spanning the two.
     */
    /** « Publié sur le site »: shown on the agency's public site while in force (issue 29). */
    publishedOnSite: boolean('published_on_site').notNull().default(false),
    /**
     * The listing's public reference (`/agences/{slug}/biens/{reference}`): a number per agency,
     * given at the first publication and kept for good, so a withdrawn listing's address answers
     * 410 rather than 404, and a portal's lead e-mail quoting it finds the listing.
     */
    siteReference: integer('site_reference'),
    /**
     * Where an imported listing came from (issue 33): the source software's key for it (a Poliris
     * export's rank 175, else its rank 2), so importing the same export again updates, never duplicates.
     */
    importRef: text('import_ref'),
    searchText: text('search_text').generatedAlwaysAs(sql`immopilote_fold("name" || E'\\n' || "address")`),
  },
  (t) => [
    // Also serves the dashboard search: it scans the agency's rows by this index and filters them on
    // `search_text`. A trigram index over every agency made the planner fetch all agencies' matches
    // first (10,000 rows for « victor » at 50,000 properties) and costs a full index scan for a
    // query shorter than a trigram.
    index('properties_agency_created_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    // Partial: only published listings hold one, and an index led by agency_id over every row would
    // tempt the planner away from properties_agency_created_idx for the dashboard's list.
    uniqueIndex('properties_site_reference_key')
      .on(t.agencyId, t.siteReference)
      .where(sql`${t.siteReference} is not null`),
    uniqueIndex('properties_import_ref_key')
      .on(t.agencyId, t.importRef)
      .where(sql`${t.importRef} is not null`),
    check('properties_type_check', oneOf(t.type, PROPERTY_TYPES)),
    check('properties_status_check', oneOf(t.status, PROPERTY_STATUSES)),
    check('properties_kind_check', oneOf(t.kind, PROPERTY_KINDS)),
    check('properties_heating_mode_check', oneOf(t.heatingMode, HEATING_MODES)),
    check('properties_heating_energy_check', oneOf(t.heatingEnergy, HEATING_ENERGIES)),
    check('properties_dpe_status_check', oneOf(t.dpeStatus, DPE_STATUSES)),
    check('properties_dpe_class_check', oneOf(t.dpeClass, ENERGY_CLASSES)),
    check('properties_ges_class_check', oneOf(t.gesClass, ENERGY_CLASSES)),
    check('properties_fees_payer_check', oneOf(t.feesPayer, FEES_PAYERS)),
    check('properties_charges_mode_check', oneOf(t.chargesMode, CHARGES_MODES)),
    check(
      'properties_surfaces_check',
      sql`${t.surfaceHabitable} > 0 and ${t.surfaceCarrez} > 0 and ${t.surfaceLand} > 0 and ${t.surfaceCarrez} <= coalesce(${t.surfaceHabitable}, ${t.surfaceCarrez})`,
    ),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    thumbKey: text('thumb_key').notNull(),
    largeKey: text('large_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  // The card's cover is the first photo by (position, created_at): one index entry, no sort.
  (t) => [index('property_photos_property_idx').on(t.propertyId, t.position, t.createdAt)],
);

/**
 * Per agency, an `epoch` that moves whenever a property card of the agency may have changed (any
 * write to its properties or their photos): statement triggers of migration 0020 bump it in the
 * writing statement and notify `immopilote_property_list`. The in-process list cache
 * (modules/properties/property-list-cache.ts) serves a page only while the epoch it was read at is
 * current. No foreign key: the agency's deletion cascades to its properties, whose triggers write here.
 */
export const propertyListEpochs = pgTable('property_list_epochs', {
  agencyId: uuid('agency_id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});

/**
 * The report of migration 0026 (issue 26): each ad text it cleaned of the legal mentions an
 * optimiser had frozen in it (price, fees, energy), with what it took out and the text before, so
 * that the agency can check it. The mentions are written from the current facts wherever the ad
 * is shown or exported; the report goes with its property.
 */
export const listingTextCleanups = pgTable(
  'listing_text_cleanups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    removed: text('removed').array().notNull(),
    descriptionBefore: text('description_before').notNull(),
    cleanedAt: timestamp('cleaned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_text_cleanups_agency_idx').on(t.agencyId, t.cleanedAt)],
);
