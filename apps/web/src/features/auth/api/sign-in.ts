import { endpoints, type SignInInput, type TwoFactorVerifyInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export const signIn = (input: SignInInput) => call(endpoints.auth.signIn, { body: input });

/** The password step: a session (`me`), or a challenge when the account asks for a code. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if ('me' in result) queryClient.setQueryData(meQueryKey, result.me);
    },
  });
}

export const verifySignInCode = (input: TwoFactorVerifyInput) =>
  call(endpoints.twoFactor.verifySignIn, { body: input });

/** The code step of a two-factor sign-in: only now is the session opened. */
export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySignInCode,
    onSuccess: (result) => queryClient.setQueryData(meQueryKey, result.me),
  });
}
