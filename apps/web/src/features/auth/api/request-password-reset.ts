import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  api.post<{ ok: true }>('/api/auth/password-reset/request', { email });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
