import type { AgencyFieldsInput, AuthResult } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../auth/api/get-me';

export const createAgency = (input: AgencyFieldsInput) =>
  api.post<AuthResult>('/api/onboarding/create-agency', input);

export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgency,
    onSuccess: (result) => queryClient.setQueryData(meQueryKey, result.me),
  });
}
