import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from './query-keys';

export const getPropertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.properties.get, { params: { id }, signal }),
  });

export function useProperty(id: string) {
  return useQuery(getPropertyQueryOptions(id));
}
