import { isCalendarDate } from '@immopilote/contracts';

/**
 * The text of the date and time fields, read the French way whatever the browser's locale: the
 * form keeps YYYY-MM-DD and HH:MM (what the schemas and the API take), the person types and reads
 * jj/mm/aaaa and hh:mm.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** « 12/03/2026 », « 1/3/2026 », « 12.03.2026 », « 12-03-2026 » or a pasted 2026-03-12 → 2026-03-12; null when no such day. */
export function frenchDateToIso(text: string): string | null {
  const trimmed = text.trim();
  if (isCalendarDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const iso = `${match[3]}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  return isCalendarDate(iso) ? iso : null;
}

/** 2026-03-12 → « 12/03/2026 »; anything else (a half-typed date) is shown as it is. */
export function isoToFrenchDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** « 14:30 », « 9:05 », « 14h30 », « 14 h 30 », « 14h » → 14:30, 09:05, 14:00; null when not a time of day. */
export function frenchTimeToHhmm(text: string): string | null {
  const match = /^(\d{1,2})\s*(?:[:h]\s*(\d{2})?)?$/i.exec(text.trim());
  if (!match || (match[2] === undefined && !/h/i.test(text))) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/**
 * What the form holds for a typed date: YYYY-MM-DD when it is a day, blank when blank, else the text
 * itself, which the schema then refuses with the field's own message.
 */
export function dateFieldValue(text: string): string {
  return frenchDateToIso(text) ?? text.trim();
}

/** The same for a typed time: HH:MM, blank, or the text for the schema to refuse. */
export function timeFieldValue(text: string): string {
  return frenchTimeToHhmm(text) ?? text.trim();
}

/** A calendar day (YYYY-MM-DD) as the local Date the date picker shows; null when not a day. */
export function isoToPickerDay(value: string): Date | null {
  if (!isCalendarDate(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The day picked in the date picker (a local Date) as YYYY-MM-DD. */
export function pickerDayToIso(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
