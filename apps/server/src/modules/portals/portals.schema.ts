import {
  PORTAL_PROTOCOLS,
  PORTAL_UPLOAD_STATUSES,
  PORTAL_UPLOAD_TRIGGERS,
  PORTALS,
} from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { properties } from '../properties/properties.schema';

/**
 * An agency's connection to one portal (issue 33): its identifier there (rank 1 and the ZIP's
 * name), where to upload (FTP or FTPS), and the password sealed like the two-factor secrets
 * (auth/secret-box.ts, context `portal:<id>`): never answered, never logged.
 */
export const portalConnections = pgTable(
  'portal_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    portal: text('portal', { enum: PORTALS }).notNull(),
    /** « Autre flux Poliris »: the name the agency gives it. */
    label: text('label'),
    portalAgencyId: text('portal_agency_id').notNull(),
    protocol: text('protocol', { enum: PORTAL_PROTOCOLS }).notNull().default('ftp'),
    host: text('host').notNull(),
    port: integer('port').notNull().default(21),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    folder: text('folder').notNull().default('/'),
    enabled: boolean('enabled').notNull().default(true),
    /** How many listings the portal holds since the last upload it accepted (the feed replaces all). */
    heldCount: integer('held_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_connections_agency_portal_key').on(t.agencyId, t.portal),
    check('portal_connections_portal_check', oneOf(t.portal, PORTALS)),
    check('portal_connections_protocol_check', oneOf(t.protocol, PORTAL_PROTOCOLS)),
    check('portal_connections_port_check', sql`${t.port} between 1 and 65535`),
  ],
);

/**
 * One upload of one portal's feed: what was sent, what was left out and why, the error in French
 * when it failed (retried at the next run). A feed that would drop more than half of what the portal
 * holds waits as `needs_confirmation` until the head confirms it.
 */
export const portalUploads = pgTable(
  'portal_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => portalConnections.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: PORTAL_UPLOAD_TRIGGERS }).notNull(),
    status: text('status', { enum: PORTAL_UPLOAD_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    sent: integer('sent').notNull().default(0),
    /** What the portal held before this upload (the « more than half » rule compares with it). */
    heldBefore: integer('held_before').notNull().default(0),
    excluded: jsonb('excluded')
      .$type<{ propertyId: string; name: string; reasons: string[] }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    fileName: text('file_name'),
    bytes: integer('bytes'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('portal_uploads_connection_idx').on(t.agencyId, t.connectionId, t.createdAt),
    check('portal_uploads_status_check', oneOf(t.status, PORTAL_UPLOAD_STATUSES)),
    check('portal_uploads_trigger_check', oneOf(t.trigger, PORTAL_UPLOAD_TRIGGERS)),
  ],
);

/** The portals a listing goes to (« Diffuser sur »). */
export const propertyPortals = pgTable(
  'property_portals',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    portal: text('portal', { enum: PORTALS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.portal] }),
    index('property_portals_agency_portal_idx').on(t.agencyId, t.portal),
    check('property_portals_portal_check', oneOf(t.portal, PORTALS)),
  ],
);
