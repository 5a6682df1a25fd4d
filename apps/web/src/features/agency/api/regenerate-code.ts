import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { agencyQueryKey } from './get-agency-settings';

export function useRegenerateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.agency.regenerateCode),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
