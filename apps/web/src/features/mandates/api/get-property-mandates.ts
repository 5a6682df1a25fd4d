import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mandateKeys } from './query-keys';

export const getPropertyMandatesQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: mandateKeys.property(propertyId),
    queryFn: ({ signal }) => call(endpoints.mandates.forProperty, { params: { id: propertyId }, signal }),
  });

export function usePropertyMandates(propertyId: string, enabled: boolean) {
  return useQuery({ ...getPropertyMandatesQueryOptions(propertyId), enabled });
}
