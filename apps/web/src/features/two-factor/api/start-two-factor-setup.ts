import { endpoints } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const startTwoFactorSetup = () => call(endpoints.twoFactor.startSetup);

/** A new secret and its QR code, shown during enrolment only (never cached). */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
