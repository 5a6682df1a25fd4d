import { z } from 'zod';
import { ACCESS_KINDS } from '../constants';
import { accessLogMessages } from '../messages/access-log';
import { calendarDateField, numberField } from './fields';

export const ACCESS_LOG_PAGE_SIZE = 50;

const optionalDate = calendarDateField().optional();

/** « Journal des accès » filters: member, kind, a date range (Paris calendar days, inclusive) and client. */
export const accessLogQuerySchema = z
  .object({
    memberId: z.uuid(accessLogMessages.unknownMember).optional(),
    kind: z.enum(ACCESS_KINDS, { error: accessLogMessages.unknownKind }).optional(),
    from: optionalDate,
    to: optionalDate,
    clientId: z.uuid(accessLogMessages.unknownClient).optional(),
    page: numberField(z.number().int().min(1).max(100_000)).optional().default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: accessLogMessages.rangeInverted,
    path: ['to'],
  });
export type AccessLogQuery = z.input<typeof accessLogQuerySchema>;

export const accessLogEntrySchema = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  actorId: z.uuid(),
  actorName: z.string(),
  kind: z.enum(ACCESS_KINDS),
  /** The client concerned, named as the directory names them today (null once erased or deleted). */
  client: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  /** The downloaded document, its name as stored today (null once deleted). */
  document: z.object({ id: z.uuid(), fileName: z.string().nullable() }).nullable(),
  detail: z.string(),
  ip: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

const optionSchema = z.object({ id: z.uuid(), name: z.string() });

export const accessLogPageSchema = z.object({
  items: z.array(accessLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Who and whom the log names, for the filters (departed members and deleted clients included). */
  members: z.array(optionSchema),
  clients: z.array(optionSchema),
});
export type AccessLogPage = z.infer<typeof accessLogPageSchema>;
