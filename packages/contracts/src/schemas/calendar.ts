import { z } from 'zod';
import { CALENDAR_DEFAULT_DURATION, CALENDAR_MAX_RANGE_DAYS, CALENDAR_SCOPES } from '../constants';
import { calendarMessages } from '../messages/calendar';
import { calendarDateField, durationField, timeField } from './fields';
import { blankToNull, checkParisClock, hasClient, historyEntryFields } from './history';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

export const calendarScopeField = z.enum(CALENDAR_SCOPES, calendarMessages.scopeInvalid);

/** One calendar page: the days from `from` to `to` included, the member's own entries or everyone's. */
export const calendarQuerySchema = z
  .object({
    from: calendarDateField(calendarMessages.rangeInvalid),
    to: calendarDateField(calendarMessages.rangeInvalid),
    scope: calendarScopeField.default('agency'),
  })
  .refine((q) => daysBetween(q.from, q.to) >= 0, { path: ['to'], message: calendarMessages.rangeInvalid })
  .refine((q) => daysBetween(q.from, q.to) < CALENDAR_MAX_RANGE_DAYS, {
    path: ['to'],
    message: calendarMessages.rangeTooLong,
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

/**
 * A planned appointment: a history entry of the property (the one place visits and check-in/outs
 * are kept) with a start time and a duration. Its type follows the property, as in the history.
 */
export const plannedEntryInputSchema = z
  .object({
    propertyId: z.uuid(calendarMessages.propertyRequired),
    date: calendarDateField(),
    startTime: z.preprocess(
      blankToNull<string>,
      z.string({ error: calendarMessages.timeRequired }).pipe(timeField()),
    ),
    durationMinutes: durationField.default(CALENDAR_DEFAULT_DURATION),
    ...historyEntryFields,
  })
  .refine(hasClient, { path: ['clientName'], message: calendarMessages.clientRequired })
  .superRefine(checkParisClock);
export type PlannedEntryInput = z.input<typeof plannedEntryInputSchema>;

export const calendarEventSchema = z.object({
  /** The history entry's id: stable, so a feed's UID never changes for one appointment. */
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  type: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  description: z.string(),
  clientName: z.string(),
  authorId: z.uuid().nullable(),
  /** Null when the author's account was deleted. */
  authorName: z.string().nullable(),
  /**
   * A sale or rental file's deadline (issue 32) rather than an appointment: `id` is the deadline's,
   * the author is the member in charge of the file, and the event links to the file.
   */
  dealId: z.uuid().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventListSchema = z.object({ items: z.array(calendarEventSchema) });
export type CalendarEventList = z.infer<typeof calendarEventListSchema>;

/** A property as offered by the planning dialog. */
export const calendarPropertyOptionSchema = z.object({ id: z.uuid(), name: z.string(), type: z.string() });
export const calendarPropertyOptionListSchema = z.object({ items: z.array(calendarPropertyOptionSchema) });
export type CalendarPropertyOption = z.infer<typeof calendarPropertyOptionSchema>;

/** Whether the member has a feed link; the link itself is shown only when it is made. */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new link, one address per scope (same secret); answered once, never stored in clear. */
export const calendarFeedLinkSchema = z.object({
  urls: z.object({ mine: z.url(), agency: z.url() }),
  createdAt: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** 32 random bytes in base64url: anything else cannot be a feed token. */
export const calendarFeedParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, calendarMessages.feedNotFound),
});
export const calendarFeedQuerySchema = z.object({ scope: calendarScopeField.default('agency') });
