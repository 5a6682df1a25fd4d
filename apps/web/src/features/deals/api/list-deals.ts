import { type DealKind, type CalendarScope, endpoints } from '@immopilote/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface DealListFilter {
  kind?: DealKind;
  state: 'open' | 'all';
  scope: CalendarScope;
}

/**
 * Under « deals » so that any change to a file (a stage, the fee, the member) refreshes the list;
 * the dashboard's figures follow through their own « properties » key.
 */
export const dealListKeys = {
  all: ['deals', 'list'] as const,
  filtered: (filter: DealListFilter) => ['deals', 'list', filter] as const,
};

export const dealListQueryOptions = (filter: DealListFilter) =>
  queryOptions({
    queryKey: dealListKeys.filtered(filter),
    queryFn: ({ signal }) => call(endpoints.deals.list, { query: filter, signal }),
    select: (data) => data.items,
  });

/** « Ventes en cours »: the files of the filter; the previous list stays while a new filter loads. */
export function useDeals(filter: DealListFilter) {
  return useQuery({ ...dealListQueryOptions(filter), placeholderData: keepPreviousData });
}
