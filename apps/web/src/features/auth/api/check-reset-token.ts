import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Asks the API whether a reset link is still usable; the token itself is not consumed. */
export const checkResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', 'check', token],
    queryFn: async () => {
      await call(endpoints.auth.checkResetToken, { body: { token } });
      return { valid: true } as const;
    },
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useCheckResetToken(token: string) {
  return useQuery(checkResetTokenQueryOptions(token));
}
