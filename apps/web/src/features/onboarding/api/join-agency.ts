import type { AuthResult, JoinAgencyInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../auth/api/get-me';

export const joinAgency = (input: JoinAgencyInput) => api.post<AuthResult>('/api/onboarding/join', input);

export function useJoinAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinAgency,
    onSuccess: (result) => queryClient.setQueryData(meQueryKey, result.me),
  });
}
