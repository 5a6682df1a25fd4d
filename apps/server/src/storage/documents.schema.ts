import { CLIENT_DOCUMENT_TYPES } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../db/columns';
import { agencies } from '../modules/agency/agency.schema';
import { clients } from '../modules/clients/clients.schema';
import { propertyHistory } from '../modules/history/history.schema';
import { properties } from '../modules/properties/properties.schema';

/**
 * Not beside modules/documents: its owners' modules (clients, properties, history) use the
 * documents service, so a documents table pointing at their tables from there would make the
 * documents module need its dependants. Like the other helpers several modules share, it sits here.
 *
 * Every stored file that is not a photo: client and property documents (with extracted text) and
 * history attachments. Exactly one owner column is set; the file lives in object storage.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    historyId: uuid('history_id').references(() => propertyHistory.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** A client document's type from the closed list (décret 2015-1437 and contracts); null otherwise. */
    documentType: text('document_type'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    text: text('text'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('documents_type_check', sql`(${t.clientId} is null) = (${t.documentType} is null)`),
    check('documents_type_known', oneOf(t.documentType, CLIENT_DOCUMENT_TYPES)),
    index('documents_client_idx').on(t.clientId),
    index('documents_property_idx').on(t.propertyId),
    index('documents_history_idx').on(t.historyId),
    check('documents_one_owner', sql`num_nonnulls(${t.clientId}, ${t.propertyId}, ${t.historyId}) = 1`),
  ],
);
