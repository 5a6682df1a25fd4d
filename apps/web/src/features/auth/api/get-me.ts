import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user, profile and (for active members) agency; null when nobody is signed in. */
export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: async () => {
      try {
        return (await call(endpoints.auth.me)).me;
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 60_000,
  });

/** `refetchInterval` for a screen that waits on someone else's decision (the waiting screen). */
export function useMe(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...getMeQueryOptions(), ...options });
}
