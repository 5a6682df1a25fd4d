import { endpoints, type Portal } from '@immopilote/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { portalsKeys } from './get-connections';

export const getPropertyPortalsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: portalsKeys.property(id),
    queryFn: ({ signal }) => call(endpoints.portals.propertyPortals, { params: { id }, signal }),
  });

export function usePropertyPortals(id: string) {
  return useQuery(getPropertyPortalsQueryOptions(id));
}

export function useSetPropertyPortals(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (portals: Portal[]) =>
      call(endpoints.portals.setPropertyPortals, { params: { id }, body: { portals } }),
    onSuccess: (data) => queryClient.setQueryData(portalsKeys.property(id), data),
  });
}
