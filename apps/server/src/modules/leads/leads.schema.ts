import { LEAD_CHANNELS, LEAD_EVENT_KINDS, LEAD_SOURCES, LEAD_STATES } from '@immopilote/contracts';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { properties } from '../properties/properties.schema';

/**
 * A lead (issue 29): someone who asked about a listing or the agency, through the public site's
 * form or a portal's e-mail. Personal data like a client's: it carries its consent and source,
 * follows the retention periods, and appears in the RGPD exports, erasure and access log.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    channel: text('channel', { enum: LEAD_CHANNELS }).notNull(),
    state: text('state', { enum: LEAD_STATES }).notNull().default('nouvelle'),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The listing reference as the sender wrote it (kept when it matched nothing). */
    listingReference: text('listing_reference'),
    name: text('name').notNull(),
    email: text('email'),
    /** Lower-case, trimmed: the deduplication key against clients and other leads. */
    emailNormalised: text('email_normalised'),
    phone: text('phone'),
    /** Digits only, +33 folded to 0 (contracts `normalizePhoneDigits`), like clients.phone_digits. */
    phoneDigits: text('phone_digits'),
    message: text('message').notNull().default(''),
    wantsVisit: boolean('wants_visit').notNull().default(false),
    consentGiven: boolean('consent_given').notNull().default(false),
    /** The exact text the visitor accepted, as shown on the form. */
    consentText: text('consent_text'),
    /** Storage key of the raw e-mail (message/rfc822) the lead came from, when it came by mail. */
    rawKey: text('raw_key'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The client it belongs to, once merged with an existing one or converted into a new one. Erasing
     * (or deleting) the client erases the leads merged into it: they are that person's data.
     */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first change away from `nouvelle` (or the first contact recorded): the response-time figure's end. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the overdue flag was notified, so the check job tells it once. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_agency_received_idx').on(t.agencyId, t.receivedAt.desc(), t.id.desc()),
    index('leads_agency_state_idx').on(t.agencyId, t.state, t.receivedAt.desc()),
    index('leads_agency_email_idx').on(t.agencyId, t.emailNormalised),
    index('leads_agency_phone_idx').on(t.agencyId, t.phoneDigits),
    index('leads_client_idx').on(t.clientId),
    check('leads_source_check', oneOf(t.source, LEAD_SOURCES)),
    check('leads_channel_check', oneOf(t.channel, LEAD_CHANNELS)),
    check('leads_state_check', oneOf(t.state, LEAD_STATES)),
  ],
);

/** A lead's history: received, state changes, assignment, merge, conversion, notifications. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_EVENT_KINDS }).notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A short plain-text detail (the new state's code, the member's id, the client's id). */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_events_lead_idx').on(t.agencyId, t.leadId, t.createdAt),
    check('lead_events_kind_check', oneOf(t.kind, LEAD_EVENT_KINDS)),
  ],
);
