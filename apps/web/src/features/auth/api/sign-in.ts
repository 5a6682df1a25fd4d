import { endpoints, type SignInInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export const signIn = (input: SignInInput) => call(endpoints.auth.signIn, { body: input });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => queryClient.setQueryData(meQueryKey, result.me),
  });
}
