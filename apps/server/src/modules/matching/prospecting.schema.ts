import { CONSENT_SOURCES, MATCH_EVENTS, PROPERTY_TYPES, PROPOSAL_ANSWERS } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { properties } from '../properties/properties.schema';
import { clientSearches } from './matching.schema';

/** How a proposal left: the agent's action, an instant alert or the daily digest. */
export const PROPOSAL_VIA = ['manual', 'instant', 'daily'] as const;
export type ProposalVia = (typeof PROPOSAL_VIA)[number];
export const ANSWERED_BY = ['client', 'agent'] as const;
export const CONSENT_ACTIONS = ['granted', 'withdrawn'] as const;

/**
 * A client's prospecting consent (issue 28, « Consent first »): current while `consented_at` is set
 * and `withdrawn_at` is not. One row per client; every change is also kept in the events below.
 */
export const prospectingConsents = pgTable(
  'prospecting_consents',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    source: text('source', { enum: CONSENT_SOURCES }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prospecting_consents_agency_idx').on(t.agencyId),
    check('prospecting_consents_source_check', oneOf(t.source, CONSENT_SOURCES)),
  ],
);

/**
 * The consent's history: granted or withdrawn, when, by which member, or by the client through the
 * e-mail's unsubscribe link (`by_client`, no member).
 */
export const prospectingConsentEvents = pgTable(
  'prospecting_consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    action: text('action', { enum: CONSENT_ACTIONS }).notNull(),
    source: text('source', { enum: CONSENT_SOURCES }),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byClient: boolean('by_client').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('prospecting_consent_events_client_idx').on(t.agencyId, t.clientId, t.createdAt),
    check('prospecting_consent_events_action_check', oneOf(t.action, CONSENT_ACTIONS)),
    check('prospecting_consent_events_source_check', oneOf(t.source, CONSENT_SOURCES)),
  ],
);

/**
 * One e-mail of listings to a client (a manual proposal, an instant alert or a daily digest). The
 * row is written with its proposals, before the mail job renders and sends it; `sent_at` says it
 * left. The unsubscribe link's token is minted by the mail job and only its hash is kept.
 */
export const prospectingMails = pgTable(
  'prospecting_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    via: text('via', { enum: PROPOSAL_VIA }).notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prospecting_mails_token_key').on(t.tokenHash),
    index('prospecting_mails_client_idx').on(t.agencyId, t.clientId),
    check('prospecting_mails_via_check', oneOf(t.via, PROPOSAL_VIA)),
  ],
);

/**
 * A listing sent to a search for one listing event (« A listing is never sent twice to the same
 * search for the same event; a price drop is a new event »): UNIQUE (search, property, event_key),
 * so a second click, a retried job or a concurrent alert cannot send it again. What the client saw
 * (name, city, price) is kept as sent, and the row outlives its search and listing (« Propositions »).
 */
export const matchProposals = pgTable(
  'match_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Null once the search or the listing is deleted: what was sent stays on the client record. */
    searchId: uuid('search_id').references(() => clientSearches.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => prospectingMails.id, { onDelete: 'cascade' }),
    event: text('event', { enum: MATCH_EVENTS }).notNull(),
    eventKey: text('event_key').notNull(),
    via: text('via', { enum: PROPOSAL_VIA }).notNull(),
    propertyName: text('property_name').notNull(),
    propertyCity: text('property_city').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** « Location »: the price was a monthly rent. */
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The « Ça m'intéresse » / « Pas pour moi » links' token (minted when the e-mail is rendered). */
    tokenHash: text('token_hash'),
    answer: text('answer', { enum: PROPOSAL_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by', { enum: ANSWERED_BY }),
  },
  (t) => [
    uniqueIndex('match_proposals_event_key').on(t.searchId, t.propertyId, t.eventKey),
    uniqueIndex('match_proposals_token_key').on(t.tokenHash),
    index('match_proposals_client_idx').on(t.agencyId, t.clientId, t.sentAt.desc()),
    index('match_proposals_mail_idx').on(t.mailId),
    check('match_proposals_event_check', oneOf(t.event, MATCH_EVENTS)),
    check('match_proposals_via_check', oneOf(t.via, PROPOSAL_VIA)),
    check('match_proposals_property_type_check', oneOf(t.propertyType, PROPERTY_TYPES)),
    check('match_proposals_answer_check', oneOf(t.answer, PROPOSAL_ANSWERS)),
    check('match_proposals_answered_by_check', oneOf(t.answeredBy, ANSWERED_BY)),
    check('match_proposals_answer_pair_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);

/**
 * The Paris day each daily search last had its digest: a digest is due once its hour has come and
 * it has not run that day, so a missed hour (server down) catches up once, never twice a day.
 */
export const searchDigestRuns = pgTable('search_digest_runs', {
  searchId: uuid('search_id')
    .primaryKey()
    .references(() => clientSearches.id, { onDelete: 'cascade' }),
  agencyId: uuid('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  lastRunOn: date('last_run_on', { mode: 'string' }).notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
