/**
 * Time counted in the agency's opening hours (issue 29: « a lead left unanswered for 2 hours during
 * opening hours »). Opening hours are wall-clock ranges in Paris, Monday first; an instant is turned
 * into Paris's wall clock and back with the time zone database, so the day summer time starts has
 * 23 hours and the day it ends 25, and a range is counted as the real minutes it lasted.
 */

import { parisInstantOfWall, parisWall } from '../paris-time';

/** One opening range in Paris wall-clock time, `HH:MM` to `HH:MM` (the end after the start). */
export interface BusinessRange {
  from: string;
  to: string;
}
/** Seven days, Monday first, each with its ranges; an empty day is closed. */
export type BusinessHours = readonly (readonly BusinessRange[])[];

const MINUTE = 60_000;
const DAY = 86_400_000;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * Whole minutes between two instants that fall inside the opening hours (Paris time). Zero when
 * `to` is not after `from`. `cap` stops counting once reached (an overdue check needs no more).
 */
export function businessMinutesBetween(
  from: Date,
  to: Date,
  hours: BusinessHours,
  options: { cap?: number } = {},
): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start) || Number.isNaN(start) || Number.isNaN(end)) return 0;
  if (!hours.some((ranges) => ranges.length > 0)) return 0;
  const cap = options.cap === undefined ? Number.POSITIVE_INFINITY : options.cap * MINUTE;
  const firstWall = parisWall(start);
  const lastWall = parisWall(end);
  let day = firstWall - (firstWall % DAY);
  let total = 0;
  for (; day <= lastWall && total < cap; day += DAY) {
    // getUTCDay: Sunday 0; the opening hours start on Monday.
    const weekday = (new Date(day).getUTCDay() + 6) % 7;
    for (const range of hours[weekday] ?? []) {
      const open = parisInstantOfWall(day + minutesOf(range.from) * MINUTE);
      const close = parisInstantOfWall(day + minutesOf(range.to) * MINUTE);
      const overlap = Math.min(close, end) - Math.max(open, start);
      if (overlap > 0) total += overlap;
    }
  }
  return Math.floor(Math.min(total, cap) / MINUTE);
}
