import { endpoints } from '@immopilote/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export const getFeedStatusQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.feed(),
    queryFn: ({ signal }) => call(endpoints.calendar.feedStatus, { signal }),
  });

export function useFeedStatus() {
  return useQuery(getFeedStatusQueryOptions());
}

/** A new link (the old one stops working): its addresses are in the answer, and only there. */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.calendar.createFeed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed() }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.calendar.revokeFeed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed() }),
  });
}
