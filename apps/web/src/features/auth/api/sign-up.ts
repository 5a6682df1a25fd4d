import { endpoints, type SignUpInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export const signUp = (input: SignUpInput) => call(endpoints.auth.signUp, { body: input });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (result) => queryClient.setQueryData(meQueryKey, result.me),
  });
}
