import type { AuthResult, SignUpInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export const signUp = (input: SignUpInput) => api.post<AuthResult>('/api/auth/sign-up', input);

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (result) => queryClient.setQueryData(meQueryKey, result.me),
  });
}
