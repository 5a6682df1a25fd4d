import { endpoints, type PasswordResetCompleteInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

export const completePasswordReset = (input: PasswordResetCompleteInput) =>
  call(endpoints.auth.completePasswordReset, { body: input });

export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    // The API revoked every session of the user, including this browser's.
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
