import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks the API whether a reset link is still usable; the token itself is not consumed. */
export const checkResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', 'check', token],
    queryFn: () => api.post<{ valid: true }>('/api/auth/password-reset/check', { token }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useCheckResetToken(token: string) {
  return useQuery(checkResetTokenQueryOptions(token));
}
