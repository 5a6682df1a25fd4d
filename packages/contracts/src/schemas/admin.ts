import { z } from 'zod';
import { MEMBER_STATUSES, PLAN_IDS, PROPERTY_TYPES } from '../constants';
import { commonMessages } from '../messages/common';
import { numberField, searchQueryField } from './fields';

/** The three counters of the admin panel (spec 001 §2, §7 "Admin counters"). */
export const adminStatsSchema = z.object({
  users: z.number().int(),
  agencies: z.number().int(),
  properties: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ADMIN_PAGE_SIZE = 20;

const whole = (max: number) =>
  numberField(
    z
      .number({ error: commonMessages.invalidData })
      .int(commonMessages.invalidData)
      .min(1, commonMessages.invalidData)
      .max(max, commonMessages.invalidData),
  );

const pageQuery = {
  page: whole(100_000).optional().default(1),
  pageSize: whole(100).optional().default(ADMIN_PAGE_SIZE),
};

export const adminAgencyListQuerySchema = z.object({
  q: searchQueryField(200).optional().default(''),
  ...pageQuery,
});
export type AdminAgencyListQuery = z.input<typeof adminAgencyListQuerySchema>;

export const adminAgencyRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  /** The head's name; null when the head's account is gone. */
  ownerName: z.string().nullable(),
  members: z.number().int(),
  properties: z.number().int(),
  /** The plan of an active subscription; null shows « Aucun ». */
  plan: z.enum(PLAN_IDS).nullable(),
  /** What the payment provider reported that could not be applied as is (a price of no plan). */
  billingAlert: z.string().nullable(),
});
export type AdminAgencyRow = z.infer<typeof adminAgencyRowSchema>;

export const adminAgencyListSchema = z.object({
  items: z.array(adminAgencyRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAgencyList = z.infer<typeof adminAgencyListSchema>;

/** At most this many properties in the detail view (newest first); `propertyTotal` tells how many exist. */
export const ADMIN_DETAIL_PROPERTIES = 200;

export const adminAgencyDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  plan: z.enum(PLAN_IDS).nullable(),
  billingAlert: z.string().nullable(),
  members: z.array(
    z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      isBoss: z.boolean(),
      status: z.enum(MEMBER_STATUSES),
    }),
  ),
  properties: z.array(
    z.object({ id: z.uuid(), name: z.string(), type: z.enum(PROPERTY_TYPES), price: z.number().nullable() }),
  ),
  propertyTotal: z.number().int(),
});
export type AdminAgencyDetail = z.infer<typeof adminAgencyDetailSchema>;

export const ADMIN_AUDIT_ACTIONS = ['view-agency'] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const adminAuditQuerySchema = z.object(pageQuery);
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditListSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      adminEmail: z.string(),
      action: z.enum(ADMIN_AUDIT_ACTIONS),
      agencyId: z.uuid().nullable(),
      agencyName: z.string(),
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

/** An e-mail kept in the outbox (no SMTP server configured): the administrator reads it in the app. */
export const outboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Extra headers it carried (`List-Unsubscribe`, `List-Unsubscribe-Post`), when any. */
  headers: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxMailListSchema = z.object({ items: z.array(outboxMailSchema) });
export type OutboxMailList = z.infer<typeof outboxMailListSchema>;

/** A text message kept by the offline SMS adapter (no gateway configured): signing codes (issue 30). */
export const outboxSmsSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxSms = z.infer<typeof outboxSmsSchema>;
export const outboxSmsListSchema = z.object({ items: z.array(outboxSmsSchema) });
export type OutboxSmsList = z.infer<typeof outboxSmsListSchema>;
