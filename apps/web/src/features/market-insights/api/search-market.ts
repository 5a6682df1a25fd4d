import { endpoints, type MarketSearchQuery } from '@immopilote/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { marketInsightsKeys } from './query-keys';

/** The sales matching the criteria; nothing is asked before the first search. */
export function useMarketSearch(query: MarketSearchQuery | null) {
  return useQuery({
    queryKey: marketInsightsKeys.search(query ?? { commune: '', kind: 'appartement' }),
    queryFn: ({ signal }) => call(endpoints.marketInsights.search, { query: query!, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 10 * 60_000,
  });
}
