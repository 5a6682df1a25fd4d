import { type CalendarScope, endpoints } from '@immopilote/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export const getCalendarEventsQueryOptions = (range: { from: string; to: string; scope: CalendarScope }) =>
  queryOptions({
    queryKey: calendarKeys.events(range),
    queryFn: async ({ signal }) => (await call(endpoints.calendar.events, { query: range, signal })).items,
  });

/** Keeps the previous page on screen while the next week or month loads (no blank flash). */
export function useCalendarEvents(range: { from: string; to: string; scope: CalendarScope }) {
  return useQuery({ ...getCalendarEventsQueryOptions(range), placeholderData: keepPreviousData });
}
