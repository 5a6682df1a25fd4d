import { type AccessLogQuery, endpoints } from '@immopilote/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const accessLogQueryKey = ['agency', 'access-log'] as const;

export const getAccessLogQueryOptions = (query: AccessLogQuery) =>
  queryOptions({
    queryKey: [...accessLogQueryKey, query],
    queryFn: ({ signal }) => call(endpoints.accessLog.list, { query, signal }),
  });

/** The page stays on screen while the next one (or a new filter) loads. */
export function useAccessLog(query: AccessLogQuery) {
  return useQuery({ ...getAccessLogQueryOptions(query), placeholderData: keepPreviousData });
}
