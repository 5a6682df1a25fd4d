import { endpoints, type OwnerNoticeCadence } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const cadenceQueryKey = ['owner-notice-cadence'] as const;

export function useOwnerNoticeCadence() {
  return useQuery({
    queryKey: cadenceQueryKey,
    queryFn: ({ signal }) => call(endpoints.visits.cadence, { signal }),
  });
}

export function useSetOwnerNoticeCadence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cadence: OwnerNoticeCadence) => call(endpoints.visits.setCadence, { body: { cadence } }),
    onSuccess: (saved) => queryClient.setQueryData(cadenceQueryKey, saved),
  });
}
