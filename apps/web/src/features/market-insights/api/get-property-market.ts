import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { marketInsightsKeys } from './query-keys';

/** « Marché de ce bien »: the market page from the property's own comparables; nothing asked without one. */
export function usePropertyMarket(propertyId: string | null) {
  return useQuery({
    queryKey: marketInsightsKeys.propertyMarket(propertyId ?? ''),
    queryFn: ({ signal }) =>
      call(endpoints.marketInsights.propertyMarket, { params: { id: propertyId! }, signal }),
    enabled: propertyId !== null,
    retry: false,
    staleTime: 10 * 60_000,
  });
}
