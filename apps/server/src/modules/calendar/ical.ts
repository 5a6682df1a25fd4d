import { TZDate } from '@date-fns/tz';
import { type CalendarEvent, calendarMessages, PRODUCT_NAME } from '@immopilote/contracts';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { dealEventTitle } from '../deals/deal-agenda.service';

const PARIS = 'Europe/Paris';

/** YYYY-MM-DD and HH:MM in Paris to the instant, daylight saving included (TZDate knows the rules). */
export function parisInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, PARIS).getTime());
}

/**
 * The feed as iCalendar text. Timed events are written in UTC (`…Z`), which every client places
 * correctly without a VTIMEZONE block; a day's entry is an all-day DATE. The UID is the history
 * entry's id, so an appointment stays one event in the subscriber's calendar across refreshes.
 */
export function renderIcal(opts: {
  name: string;
  publicUrl: string;
  events: readonly CalendarEvent[];
}): string {
  const calendar = ical({
    name: opts.name,
    prodId: { company: PRODUCT_NAME, product: 'agenda', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    // Subscribed calendars refresh at their own pace; this asks for hourly where it is honoured.
    ttl: 60 * 60,
    x: { 'X-WR-TIMEZONE': PARIS },
  });
  for (const e of opts.events) {
    const host = new URL(opts.publicUrl).host;
    const description = [
      e.description,
      e.clientName ? calendarMessages.clientLine(e.clientName) : null,
      e.authorName ? calendarMessages.authorLine(e.authorName) : null,
    ]
      .filter(Boolean)
      .join('\n');
    // A file's deadline (issue 32) names its step and opens the file; an appointment, the property's history.
    const common = {
      id: `${e.id}@${host}`,
      summary: e.dealId ? dealEventTitle(e) : calendarMessages.eventTitle(e.type, e.propertyName),
      description,
      url: e.dealId
        ? `${opts.publicUrl}/ventes/${e.dealId}`
        : `${opts.publicUrl}/property-history/${e.propertyId}`,
    };
    if (e.startTime) {
      const start = parisInstant(e.date, e.startTime);
      const end = new Date(start.getTime() + (e.durationMinutes ?? 60) * 60_000);
      calendar.createEvent({ ...common, start, end });
    } else {
      const [y, m, d] = e.date.split('-').map(Number) as [number, number, number];
      calendar.createEvent({ ...common, start: new Date(Date.UTC(y, m - 1, d)), allDay: true });
    }
  }
  // RFC 5545 ends every content line, the last one included, with CRLF; ical-generator stops short.
  return `${calendar.toString()}\r\n`;
}
