import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const valuationKeys = {
  latest: (propertyId: string) => ['market', 'valuation', propertyId] as const,
};

/** « Évaluer le prix »: one evaluation now, abortable (« Annuler » on the loading screen). */
export function evaluateProperty(propertyId: string, signal: AbortSignal) {
  return call(endpoints.market.evaluate, { params: { id: propertyId }, signal });
}

export const latestValuationQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: valuationKeys.latest(propertyId),
    queryFn: ({ signal }) => call(endpoints.market.latest, { params: { id: propertyId }, signal }),
  });

export function useLatestValuation(propertyId: string) {
  return useQuery(latestValuationQueryOptions(propertyId));
}
