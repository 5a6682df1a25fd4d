import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { twoFactorStatusKey } from './get-two-factor-status';

export const regenerateRecoveryCodes = (proof: string) =>
  call(endpoints.twoFactor.regenerateRecoveryCodes, { body: { proof } });

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}
