/**
 * The calendar rule without zod: the web app's date fields use it, and the public pages' shared
 * chunk must stay free of the schema library (`npm run bench -- public-site`).
 */
const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * A real day of the proleptic Gregorian calendar, years 0001 to 9999 (what PostgreSQL's `date`
 * and a four-digit ISO year both hold): 2024-02-31, 2023-02-29 and 0000-01-01 are refused.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
