import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { twoFactorStatusKey } from './get-two-factor-status';

export const confirmTwoFactorSetup = (code: string) =>
  call(endpoints.twoFactor.confirmSetup, { body: { code } });

/**
 * `me` is refreshed only once the recovery codes have been read (`onDone` of the codes panel): on
 * /two-factor-setup a fresh `me` would move the user on before they saw their codes.
 */
export function useConfirmTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactorSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}
