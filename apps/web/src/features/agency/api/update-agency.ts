import { type AgencyFieldsInput, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { agencyQueryKey } from './get-agency-settings';

/** The dashboard's agency card reads `me`: both are refreshed. */
export function useUpdateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyFieldsInput) => call(endpoints.agency.update, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
