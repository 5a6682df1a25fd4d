import {
  adminAgencyDetailSchema,
  adminAgencyListQuerySchema,
  adminAgencyListSchema,
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminStatsSchema,
  outboxMailListSchema,
  outboxSmsListSchema,
} from '../schemas/admin';
import { uuidParam } from '../schemas/fields';
import { endpoint, ok } from './define';

/**
 * The administrator panel (ADMIN_EMAILS only): counters, agencies, one agency's detail, the audit
 * log, and the outbox.
 */
export const adminEndpoints = {
  stats: endpoint({ method: 'GET', path: '/api/admin/stats', response: ok(adminStatsSchema) }),
  agencies: endpoint({
    method: 'GET',
    path: '/api/admin/agencies',
    query: adminAgencyListQuerySchema,
    response: ok(adminAgencyListSchema),
  }),
  /** Every call is written to the audit log. */
  agency: endpoint({
    method: 'GET',
    path: '/api/admin/agencies/:id',
    params: uuidParam,
    response: ok(adminAgencyDetailSchema),
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: adminAuditQuerySchema,
    response: ok(adminAuditListSchema),
  }),
  /** The e-mails kept when no SMTP server is configured: only the administrator reads them. */
  outbox: endpoint({ method: 'GET', path: '/api/admin/outbox', response: ok(outboxMailListSchema) }),
  /** The SMS outbox (no SMS gateway configured): the latest text messages, newest first. */
  smsOutbox: endpoint({ method: 'GET', path: '/api/admin/sms-outbox', response: ok(outboxSmsListSchema) }),
} as const;
