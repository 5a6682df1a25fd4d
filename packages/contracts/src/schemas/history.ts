import { z } from 'zod';
import { CLIENT_NOTE_MAX } from '../constants';
import { commonMessages } from '../messages/common';
import { fieldMessages } from '../messages/fields';
import { historyMessages } from '../messages/history';
import { calendarMessages } from '../messages/calendar';
import { formatLongDate } from '../format';
import { parisClockGap } from '../paris-time';
import {
  calendarDateField,
  durationField,
  numberField,
  optionalPhoneField,
  storableString,
  timeField,
} from './fields';
import { storedDocumentSchema } from './properties';

export const HISTORY_DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
export const HISTORY_DOCUMENTS_MAX = 10;
/** What the file picker offers; the server checks the content itself. */
export const HISTORY_DOCUMENT_ACCEPT =
  'image/*,application/pdf,.pdf,application/msword,.doc,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx';

/**
 * A blank text is no value (null). `T` is what the field takes (a form's text, JSON's value or
 * null): a preprocess takes its input type from this parameter, so forms get a real input type.
 */
export const blankToNull = <T>(v: T): T | null => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The fields a history entry and a planned appointment share: what happened, and with whom. */
export const historyEntryFields = {
  description: storableString({ error: historyMessages.requiredFields })
    .trim()
    .min(1, historyMessages.requiredFields)
    .max(20_000, commonMessages.tooLong),
  clientId: z.preprocess(
    blankToNull<string | null | undefined>,
    z.uuid(historyMessages.clientNotFound).nullable().default(null),
  ),
  clientName: z.preprocess(
    blankToNull<string | null | undefined>,
    storableString().trim().max(200, commonMessages.tooLong).nullable().default(null),
  ),
  clientEmail: z.preprocess(
    blankToNull<string | null | undefined>,
    storableString().trim().max(254).pipe(z.email(fieldMessages.emailInvalid)).nullable().default(null),
  ),
  clientPhone: z.preprocess(
    blankToNull<string | null | undefined>,
    optionalPhoneField.nullable().default(null),
  ),
};

/** Either a chosen client or a typed client name (000 §5). */
export const hasClient = (v: { clientId: string | null; clientName: string | null }) =>
  v.clientId !== null || v.clientName !== null;

/** A time Paris's clocks skip (the hour summer time jumps over) is refused, the gap named. */
export function checkParisClock(v: { date: string; startTime: string | null }, ctx: z.RefinementCtx) {
  if (v.startTime === null) return;
  const gap = parisClockGap(v.date, v.startTime);
  if (!gap) return;
  ctx.addIssue({
    code: 'custom',
    path: ['startTime'],
    message: calendarMessages.timeInClockGap(formatLongDate(v.date), v.startTime, gap.from, gap.to),
  });
}

/**
 * A history entry (000 §5): description, and either a chosen client or a typed client name. The
 * start time and duration are optional: with them the entry is an appointment in the calendar.
 */
export const historyEntryInputSchema = z
  .object({
    date: calendarDateField(historyMessages.dateInvalid),
    ...historyEntryFields,
    startTime: z.preprocess(blankToNull<string | null | undefined>, timeField().nullable().default(null)),
    durationMinutes: z.preprocess(
      blankToNull<string | number | null | undefined>,
      durationField.nullable().default(null),
    ),
    clientNote: z.preprocess(
      blankToNull<string | number | null | undefined>,
      numberField(
        z
          .number({ error: historyMessages.noteInvalid })
          .int(historyMessages.noteInvalid)
          .min(0, historyMessages.noteInvalid)
          .max(CLIENT_NOTE_MAX, historyMessages.noteInvalid),
      )
        .nullable()
        .default(null),
    ),
  })
  .refine(hasClient, { path: ['clientName'], message: historyMessages.clientRequired })
  .refine((v) => v.startTime !== null || v.durationMinutes === null, {
    path: ['durationMinutes'],
    message: calendarMessages.durationWithoutTime,
  })
  .superRefine(checkParisClock);
export type HistoryEntryInput = z.input<typeof historyEntryInputSchema>;

/** A history attachment; a photo also has a thumbnail (the full image stays behind the download). */
export const historyDocumentSchema = storedDocumentSchema.extend({ thumbnailUrl: z.string().nullable() });
export type HistoryDocument = z.infer<typeof historyDocumentSchema>;

export const historyEntrySchema = z.object({
  id: z.uuid(),
  type: z.string(),
  date: z.string(),
  description: z.string(),
  clientId: z.uuid().nullable(),
  clientName: z.string(),
  // Left out for members without the client_directory permission.
  clientEmail: z.string().nullable().optional(),
  clientPhone: z.string().nullable().optional(),
  clientNote: z.number().int().nullable(),
  /** HH:MM in Europe/Paris, with the duration in minutes; both null for a day's entry. */
  startTime: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  createdAt: z.string(),
  documents: z.array(historyDocumentSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyListSchema = z.object({
  property: z.object({ id: z.uuid(), name: z.string(), type: z.string() }),
  entries: z.array(historyEntrySchema),
  total: z.number().int(),
});
export type HistoryList = z.infer<typeof historyListSchema>;

/** A client as offered by the history form's picker. */
export const historyClientOptionSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type HistoryClientOption = z.infer<typeof historyClientOptionSchema>;

export const historyClientOptionListSchema = z.object({ items: z.array(historyClientOptionSchema) });
export type HistoryClientOptionList = z.infer<typeof historyClientOptionListSchema>;
