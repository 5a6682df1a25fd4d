import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';

export const deleteAccount = (password: string) =>
  call(endpoints.profile.deleteAccount, { body: { password } });

/** Spec 001 §4 "Account deletion": delete, the session is gone, then the landing page. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Leave the signed-in screens before forgetting `me`, or the shell's gate would go to /login.
      await navigate('/', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
