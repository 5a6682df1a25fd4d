import type { Property } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './query-keys';

export const getPropertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => api.get<Property>(`/api/properties/${encodeURIComponent(id)}`, { signal }),
  });

export function useProperty(id: string) {
  return useQuery(getPropertyQueryOptions(id));
}
