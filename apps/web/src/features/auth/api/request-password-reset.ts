import { endpoints } from '@immopilote/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  call(endpoints.auth.requestPasswordReset, { body: { email } });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
