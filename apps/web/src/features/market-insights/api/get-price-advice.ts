import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { marketInsightsKeys } from './query-keys';

/** Computed by the server from the listing's history and its comparables, each time it is asked. */
export function usePriceAdvice(propertyId: string) {
  return useQuery({
    queryKey: marketInsightsKeys.priceAdvice(propertyId),
    queryFn: ({ signal }) =>
      call(endpoints.marketInsights.priceAdvice, { params: { id: propertyId }, signal }),
    retry: false,
  });
}
