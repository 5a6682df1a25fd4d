import { endpoints, type Portal, type PropertyPortals } from '@immopilote/contracts';
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
  const key = portalsKeys.property(id);
  return useMutation({
    mutationFn: (portals: Portal[]) =>
      call(endpoints.portals.setPropertyPortals, { params: { id }, body: { portals } }),
    // The tick shows at once; a refused change puts the previous choice back.
    onMutate: (portals) => {
      const previous = queryClient.getQueryData<PropertyPortals>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, selected: portals });
      return { previous };
    },
    onError: (_error, _portals, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
