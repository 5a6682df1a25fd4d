import { type AgencyFieldsInput, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';

export const createAgency = (input: AgencyFieldsInput) =>
  call(endpoints.onboarding.createAgency, { body: input });

export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgency,
    onSuccess: (result) => queryClient.setQueryData(meQueryKey, result.me),
  });
}
