import { addDays, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import { type CalendarEvent, DEAL_CALENDAR_TYPES } from '@immopilote/contracts';

/** A file's deadline whose event was recorded (its words are the event's `description`). */
export const isDoneDeadline = (e: Pick<CalendarEvent, 'dealId' | 'type'>) =>
  e.dealId !== null && e.type === DEAL_CALENDAR_TYPES.done;

/** Weeks start on Monday (France). */
export const WEEK_STARTS_ON = 1;
/** Days the list view shows from its first day. */
export const LIST_LENGTH = 30;

export type CalendarView = 'month' | 'week' | 'day' | 'agenda';

export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** The days a view shows around `date`, first and last included: what to ask the API for. */
export function visibleRange(view: CalendarView, date: Date): { from: string; to: string } {
  switch (view) {
    case 'month':
      return {
        from: isoDay(startOfWeek(startOfMonth(date), { weekStartsOn: WEEK_STARTS_ON })),
        to: isoDay(endOfWeek(endOfMonth(date), { weekStartsOn: WEEK_STARTS_ON })),
      };
    case 'week':
      return {
        from: isoDay(startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON })),
        to: isoDay(endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON })),
      };
    case 'day':
      return { from: isoDay(date), to: isoDay(date) };
    case 'agenda':
      return { from: isoDay(date), to: isoDay(addDays(date, LIST_LENGTH)) };
  }
}

/**
 * Times are the agency's (Europe/Paris) as typed; the calendar draws them on the browser's clock,
 * which is the same one for agents working in France.
 */
export function eventBounds(e: CalendarEvent): { start: Date; end: Date; allDay: boolean } {
  const [y, m, d] = e.date.split('-').map(Number) as [number, number, number];
  // A file's deadline is a day, not an appointment: drawn with the day's other all-day items.
  if (!e.startTime || e.dealId) {
    const day = new Date(y, m - 1, d);
    return { start: day, end: day, allDay: true };
  }
  const [h, min] = e.startTime.split(':').map(Number) as [number, number];
  const start = new Date(y, m - 1, d, h, min);
  return { start, end: new Date(start.getTime() + (e.durationMinutes ?? 60) * 60_000), allDay: false };
}
