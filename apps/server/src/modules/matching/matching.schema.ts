import {
  ALERT_MODES,
  ENERGY_CLASSES,
  MATCH_EVENTS,
  MATCH_LEVELS,
  MATCH_STATES,
  MUST_HAVES,
  PROPERTY_KINDS,
  SEARCH_STATUSES,
  SEARCH_TRANSACTIONS,
} from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf, sqlList } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { properties } from '../properties/properties.schema';

/**
 * A client's search (issue 28). Its id is its identity: criteria change, the id and its matches stay.
 * Places are INSEE commune codes (resolved against the bundled official list) and/or a radius around
 * a point located when the search is saved; the commune names shown are looked up again at read time.
 */
export const clientSearches = pgTable(
  'client_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    transaction: text('transaction', { enum: SEARCH_TRANSACTIONS }).notNull(),
    kinds: text('kinds', { enum: PROPERTY_KINDS }).array().notNull(),
    budgetMin: numeric('budget_min', { precision: 14, scale: 2, mode: 'number' }),
    budgetMax: numeric('budget_max', { precision: 14, scale: 2, mode: 'number' }),
    surfaceMin: numeric('surface_min', { precision: 10, scale: 2, mode: 'number' }),
    roomsMin: smallint('rooms_min'),
    bedroomsMin: smallint('bedrooms_min'),
    communeCodes: text('commune_codes').array().notNull().default(sql`'{}'::text[]`),
    radiusKm: smallint('radius_km'),
    /** `{ kind: 'commune', communeCode } | { kind: 'address', communeCode, address }` as entered. */
    radiusCenter: jsonb('radius_center'),
    radiusLatitude: doublePrecision('radius_latitude'),
    radiusLongitude: doublePrecision('radius_longitude'),
    mustHaves: text('must_haves', { enum: MUST_HAVES }).array().notNull().default(sql`'{}'::text[]`),
    worstEnergyClass: text('worst_energy_class', { enum: ENERGY_CLASSES }),
    wantedBy: date('wanted_by', { mode: 'string' }),
    notes: text('notes'),
    status: text('status', { enum: SEARCH_STATUSES }).notNull().default('active'),
    alertMode: text('alert_mode', { enum: ALERT_MODES }).notNull().default('off'),
    alertHour: smallint('alert_hour'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_searches_client_idx').on(t.agencyId, t.clientId),
    index('client_searches_active_idx').on(t.agencyId, t.transaction).where(sql`${t.status} = 'active'`),
    // A new listing looks up the active searches naming its commune (or with a radius) among 10,000.
    index('client_searches_communes_idx').using('gin', t.communeCodes).where(sql`${t.status} = 'active'`),
    check('client_searches_transaction_check', oneOf(t.transaction, SEARCH_TRANSACTIONS)),
    check(
      'client_searches_kinds_check',
      sql`${t.kinds} <@ array[${sqlList(PROPERTY_KINDS)}]::text[] and cardinality(${t.kinds}) > 0`,
    ),
    check('client_searches_must_haves_check', sql`${t.mustHaves} <@ array[${sqlList(MUST_HAVES)}]::text[]`),
    check('client_searches_status_check', oneOf(t.status, SEARCH_STATUSES)),
    check('client_searches_alert_mode_check', oneOf(t.alertMode, ALERT_MODES)),
    check('client_searches_energy_check', oneOf(t.worstEnergyClass, ENERGY_CLASSES)),
    check(
      'client_searches_budget_check',
      sql`${t.budgetMin} >= 0 and ${t.budgetMax} >= 0 and ${t.budgetMin} <= coalesce(${t.budgetMax}, ${t.budgetMin})`,
    ),
    check('client_searches_surface_check', sql`${t.surfaceMin} > 0`),
    check(
      'client_searches_radius_check',
      sql`(${t.radiusKm} is null) = (${t.radiusCenter} is null) and ${t.radiusKm} between 1 and 200`,
    ),
    check(
      'client_searches_places_check',
      sql`cardinality(${t.communeCodes}) <= 20 and (cardinality(${t.communeCodes}) > 0 or ${t.radiusKm} is not null)`,
    ),
    check(
      'client_searches_alert_hour_check',
      sql`${t.alertHour} between 0 and 23 and (${t.alertMode} <> 'daily' or ${t.alertHour} is not null)`,
    ),
  ],
);

/** A search's history: created, criteria changed, status changed (French text kept as written then). */
export const clientSearchEvents = pgTable(
  'client_search_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    searchId: uuid('search_id')
      .notNull()
      .references(() => clientSearches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('client_search_events_search_idx').on(t.searchId, t.createdAt)],
);

/**
 * A listing against a search: identity (search, listing), whatever their content becomes. A row
 * that no longer matches is deleted unless the agent already acted on it (state other than
 * « nouveau »), in which case it stays with its last reasons.
 */
export const searchMatches = pgTable(
  'search_matches',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    searchId: uuid('search_id')
      .notNull()
      .references(() => clientSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    level: text('level', { enum: MATCH_LEVELS }).notNull(),
    /** `MatchReason[]` in French, computed when matched. */
    reasons: jsonb('reasons').notNull(),
    /**
     * The listing event that last made it a full match, and its key: an alert goes once per
     * (search, listing, key); a price drop gets a new key (« price:245000 »), so it alerts again.
     */
    event: text('event', { enum: MATCH_EVENTS }),
    eventKey: text('event_key'),
    state: text('state', { enum: MATCH_STATES }).notNull().default('nouveau'),
    dismissReason: text('dismiss_reason'),
    /** The visit planned from this match (a history entry; the link goes when the visit is deleted). */
    visitId: uuid('visit_id'),
    firstMatchedAt: timestamp('first_matched_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.propertyId] }),
    index('search_matches_property_idx').on(t.agencyId, t.propertyId),
    index('search_matches_agency_new_idx').on(t.agencyId, t.state, t.firstMatchedAt.desc()),
    check('search_matches_level_check', oneOf(t.level, MATCH_LEVELS)),
    check('search_matches_state_check', oneOf(t.state, MATCH_STATES)),
    check('search_matches_event_check', oneOf(t.event, MATCH_EVENTS)),
    check('search_matches_dismiss_check', sql`${t.state} <> 'ecarte' or ${t.dismissReason} is not null`),
  ],
);

/**
 * Where a listing is, for matching: its commune (resolved from zip and city against the official
 * list) and a point located from the DVF sales along its street, else the commune's centre (the
 * mean of its DVF parcels). Filled by the match-listing job; null coordinates when neither is known.
 */
export const listingPositions = pgTable(
  'listing_positions',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    communeCode: text('commune_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The zip, city and address the position was computed from: a change recomputes it. */
    locatedFrom: text('located_from').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_positions_commune_idx').on(t.agencyId, t.communeCode)],
);
