import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dealKeys } from './query-keys';

export const getPropertyOffersQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: dealKeys.offers(propertyId),
    queryFn: ({ signal }) => call(endpoints.offers.listForProperty, { params: { id: propertyId }, signal }),
  });

export function usePropertyOffers(propertyId: string, enabled = true) {
  return useQuery({ ...getPropertyOffersQueryOptions(propertyId), enabled });
}
