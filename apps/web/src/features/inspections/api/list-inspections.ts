import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export const listInspectionsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: inspectionKeys.list(propertyId),
    queryFn: async ({ signal }) =>
      (await call(endpoints.inspections.listForProperty, { params: { id: propertyId }, signal })).items,
  });

export function useInspections(propertyId: string) {
  return useQuery(listInspectionsQueryOptions(propertyId));
}
