/**
 * Day arithmetic on calendar dates (YYYY-MM-DD) and the French public holidays, for the legal
 * periods of a sale file. Done at noon UTC so no offset moves the day.
 */

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, « Meeus/Jones/Butcher »). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The eleven public holidays of metropolitan France (Code du travail L3133-1). Alsace-Moselle's
 * two more (Good Friday, 26 December) are not counted: docs/decisions/deals.md.
 */
export function frenchPublicHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map(
    (md) => `${year}-${md}`,
  );
  return new Set([...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
}

/** Saturday, Sunday or a public holiday: not a « jour ouvrable » in the sense of CPC art. 642. */
export function isNonWorkingDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return true;
  return frenchPublicHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}
