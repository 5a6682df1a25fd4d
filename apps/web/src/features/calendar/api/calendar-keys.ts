import type { CalendarScope } from '@immopilote/contracts';

/** Query keys of the calendar: a planned entry refreshes every range, the feed its status. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: (range: { from: string; to: string; scope: CalendarScope }) =>
    ['calendar', 'events', range.from, range.to, range.scope] as const,
  propertyOptions: () => ['calendar', 'property-options'] as const,
  feed: () => ['calendar', 'feed'] as const,
};
