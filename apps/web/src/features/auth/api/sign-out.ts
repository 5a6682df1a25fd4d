import { authMessages, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api-client';
import { forgetDeviceData } from '../../../lib/device-data';
import { toast } from '../../../lib/toast';
import { meQueryKey } from './get-me';

export const signOut = () => call(endpoints.auth.signOut);

let signedOutAt = 0;

/**
 * Where a screen sends someone it finds without a session: home right after a sign-out (the
 * spec's destination), otherwise the login page. A screen still mounted while the sign-out
 * navigation completes would otherwise race it to /login.
 */
export function pathWithoutSession(): string {
  return Date.now() - signedOutAt < 10_000 ? '/' : '/login';
}

/** Sign out, forget every cached query of the previous user, and return to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      signedOutAt = Date.now();
      // Leave the signed-in screens first: clearing `me` while they are mounted would make the
      // shell's gate redirect to /login instead of the landing page the spec asks for.
      await navigate('/', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      await forgetDeviceData();
      toast.info(authMessages.logoutTitle, authMessages.logout);
    },
    onError: (error) =>
      toast.error(authMessages.signOutFailedTitle, error.message || authMessages.somethingWentWrong),
  });
}
