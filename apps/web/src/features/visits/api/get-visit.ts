import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const visitQueryKey = (historyId: string) => ['visit', historyId] as const;

export const getVisitQueryOptions = (historyId: string) =>
  queryOptions({
    queryKey: visitQueryKey(historyId),
    queryFn: ({ signal }) => call(endpoints.visits.get, { params: { historyId }, signal }),
  });

export function useVisit(historyId: string) {
  return useQuery(getVisitQueryOptions(historyId));
}
