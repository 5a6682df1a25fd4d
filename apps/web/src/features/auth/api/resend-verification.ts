import { endpoints } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const resendVerification = () => call(endpoints.auth.resendVerification);

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
