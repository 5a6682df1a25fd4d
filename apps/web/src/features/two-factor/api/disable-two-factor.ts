import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { twoFactorStatusKey } from './get-two-factor-status';

export const disableTwoFactor = (proof: string) => call(endpoints.twoFactor.disable, { body: { proof } });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
