import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import {
  AGENCY_CODE_LENGTH,
  CALENDAR_MAX_DURATION,
  CALENDAR_MIN_DURATION,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { calendarMessages } from '../messages/calendar';
import { commonMessages } from '../messages/common';
import { fieldMessages } from '../messages/fields';

// Field atoms: each carries its normalisation and French message once (STYLE habit 1).

/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate has no UTF-8 encoding: either
 * would reach the database as an error. Every text atom refuses them up front, in French.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused here.
const UNSTORABLE = /\u0000|\p{Cs}/u;
export const isStorableText = (value: string) => !UNSTORABLE.test(value);

/** The base of every text atom: a string PostgreSQL can store. */
export const storableString = (params?: { error?: string }) =>
  z.string(params).refine(isStorableText, commonMessages.invalidCharacters);

/** YYYY-MM-DD, checked against the calendar. */
export const calendarDateField = (message: string = commonMessages.invalidDate) =>
  storableString({ error: message }).trim().refine(isCalendarDate, message);

/** A time of day, HH:MM on 24 hours (the calendar's start times, in Europe/Paris). */
export const timeField = (message: string = calendarMessages.timeInvalid) =>
  storableString({ error: message })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/** Digits as a person types them, grouped by thousands or not, with a decimal comma or point: « 1 250,5 », « -3 ». */
const DECIMAL_TEXT = /^-?\d{1,3}(?:[ \u00a0\u202f]?\d{3})*(?:[.,]\d+)?$|^-?\d+(?:[.,]\d+)?$/;

/**
 * The one way a value becomes a number: a JSON number stays as it is, decimal text (a form's field,
 * a URL's parameter) is read, French or not. Anything else (null, "", true, "0x10", "1e3") is left
 * for the number schema to refuse in French, never turned into 0 or 1 as zod's coercion would.
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace('−', '-');
  return DECIMAL_TEXT.test(text) ? Number(text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')) : value;
}

/** A number from JSON or from decimal text; `schema` carries the bounds and the French message. */
export const numberField = <S extends z.ZodType<number>>(schema: S) =>
  z.preprocess((value: string | number) => numberFromText(value), schema);

/**
 * An amount of money typed in euros (« 812,37 », « 1 250 », or a JSON number), held as integer cents:
 * more than two decimals, a negative amount or one over a billion euros is refused with `message`.
 * `min` is in cents (1 by default: a payment of nothing is no payment).
 */
export const centsField = (message: string, { min = 1 }: { min?: number } = {}) =>
  numberField(
    z
      .number({ error: message })
      .refine(
        (euros) => Number.isFinite(euros) && Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6,
        message,
      )
      .transform((euros) => Math.round(euros * 100))
      .pipe(z.number().int().min(min, message).max(100_000_000_000, message)),
  );

/** An appointment's length in minutes, from a number or the form's string. */
export const durationField = numberField(
  z
    .number({ error: calendarMessages.durationInvalid })
    .int(calendarMessages.durationInvalid)
    .min(CALENDAR_MIN_DURATION, calendarMessages.durationInvalid)
    .max(CALENDAR_MAX_DURATION, calendarMessages.durationInvalid),
);

export const requiredText = (max = 200) =>
  storableString({ error: commonMessages.required })
    .trim()
    .min(1, commonMessages.required)
    .max(max, commonMessages.tooLong);

export const optionalText = (max = 5000) =>
  storableString()
    .trim()
    .max(max, commonMessages.tooLong)
    .optional()
    .transform((v) => (v ? v : null));

export const emailField = storableString({ error: commonMessages.required })
  .trim()
  .toLowerCase()
  .min(1, commonMessages.required)
  .max(254, commonMessages.tooLong)
  .pipe(z.email(fieldMessages.emailInvalid));

export const passwordField = storableString({ error: commonMessages.required })
  .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, fieldMessages.passwordTooLong);

/** French numbers: 0612345678, 06 12 34 56 78, 06.12.34.56.78, +33 6 12 34 56 78, and foreign +XX numbers. */
/** A telephone number as people write it: digits, spaces, dots, dashes, brackets, a leading +. */
const PHONE = /^\+?[0-9][0-9 .\-()]{5,}$/;

export const phoneField = storableString({ error: commonMessages.required })
  .trim()
  .min(1, commonMessages.required)
  .max(30, commonMessages.tooLong)
  .regex(PHONE, fieldMessages.phoneInvalid);

/** The same number where it may be left blank (null then). */
export const optionalPhoneField = storableString()
  .trim()
  .max(30, commonMessages.tooLong)
  .refine((v) => v === '' || PHONE.test(v), fieldMessages.phoneInvalid)
  .optional()
  .transform((v) => (v ? v : null));

export const zipField = storableString({ error: commonMessages.required })
  .trim()
  .min(1, commonMessages.required)
  .regex(/^\d{5}$/, fieldMessages.zipInvalid);

export const agencyCodeField = storableString({ error: fieldMessages.agencyCodeRequired })
  .trim()
  .min(1, fieldMessages.agencyCodeRequired)
  .max(AGENCY_CODE_LENGTH * 2, fieldMessages.agencyCodeRequired)
  .transform((v) => v.toUpperCase());

/** Digits, optionally grouped by thousands with a space, then a decimal comma or point: « 250 000 », « 1250,50 ». */
const FRENCH_DECIMAL = /^\d{1,3}(?:[ \u00a0\u202f]?\d{3})*(?:[.,]\d+)?$/;

/**
 * A finite decimal number, or its French writing. Nothing JavaScript would also turn into a
 * number: no null, boolean, hexadecimal (« 0x10 »), exponent or empty string.
 */
export const priceField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(FRENCH_DECIMAL)
        .transform((v) => Number(v.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'))),
    ],
    { error: fieldMessages.priceInvalid },
  )
  .pipe(
    z
      .number()
      .finite(fieldMessages.priceInvalid)
      .min(0, fieldMessages.priceInvalid)
      .max(1_000_000_000, fieldMessages.priceInvalid),
  );

export const uuidParam = z.object({ id: z.uuid(commonMessages.notFound) });

/** A search box: trimmed, bounded, storable (it is compared with stored text). */
export const searchQueryField = (max: number) => storableString().trim().max(max, commonMessages.tooLong);
