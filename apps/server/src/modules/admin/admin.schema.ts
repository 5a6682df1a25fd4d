import { ADMIN_AUDIT_ACTIONS } from '@immopilote/contracts';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../db/columns';
import { users } from '../../auth/identity.schema';

/**
 * What administrators looked at (ADMIN_EMAILS): one row per view of an agency's detail. Not an
 * agency-owned table: the entry outlives the agency (no foreign key) and keeps its name and the
 * administrator's e-mail as they were.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    agencyId: uuid('agency_id'),
    agencyName: text('agency_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('admin_audit_log_action_check', oneOf(t.action, ADMIN_AUDIT_ACTIONS)),
  ],
);
