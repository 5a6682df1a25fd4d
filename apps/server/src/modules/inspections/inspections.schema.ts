import {
  INSPECTION_KINDS,
  INSPECTION_STATUSES,
  type InspectionContent,
  type InspectionDefaults,
} from '@immopilote/contracts';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { properties } from '../properties/properties.schema';

/**
 * An état des lieux (issue 31). The whole document is one JSON value saved by the devices with the
 * version they started from (`version` rises by one per save: a stale save is a 409). A signed
 * inspection is a legal document: what it printed (property, address) is copied so it outlives the
 * property, and its content never changes after `signing`.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyLabel: text('property_label').notNull(),
    propertyAddress: text('property_address').notNull(),
    kind: text('kind', { enum: INSPECTION_KINDS }).notNull(),
    status: text('status', { enum: INSPECTION_STATUSES }).notNull().default('draft'),
    /** Exit only: the entry it was drawn from (null: none in ImmoPilote, the PDF says so). */
    entryInspectionId: uuid('entry_inspection_id').references((): AnyPgColumn => inspections.id, {
      onDelete: 'set null',
    }),
    inspectionDate: date('inspection_date').notNull(),
    furnished: boolean('furnished').notNull().default(false),
    content: jsonb('content').$type<InspectionContent>().notNull(),
    version: integer('version').notNull().default(1),
    /** The signature request of the frozen content (status signing, signed or refused). */
    signatureRequestId: uuid('signature_request_id'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspections_property_idx').on(t.agencyId, t.propertyId, t.inspectionDate.desc()),
    index('inspections_entry_idx').on(t.entryInspectionId),
    check('inspections_kind_check', oneOf(t.kind, INSPECTION_KINDS)),
    check('inspections_status_check', oneOf(t.status, INSPECTION_STATUSES)),
    check('inspections_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A photo of an inspection, stored in the `inspections` bucket. Its id is made on the phone, so a
 * photo sent twice (a retry after a network cut) is stored once.
 */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: uuid('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('inspection_photos_inspection_idx').on(t.inspectionId)],
);

/** The agency's default elements per kind of room, edited once in « Mon agence » (absent: the built-in list). */
export const inspectionDefaults = pgTable('inspection_defaults', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  rooms: jsonb('rooms').$type<InspectionDefaults['rooms']>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
