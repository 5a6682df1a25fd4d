import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dealKeys } from './query-keys';

/** The agency's active members, for the head's re-assignment of a file (the settings are the head's). */
export function useDealMembers(enabled: boolean) {
  return useQuery({
    queryKey: dealKeys.members,
    queryFn: async ({ signal }) =>
      (await call(endpoints.agency.settings, { signal })).members.filter((m) => m.status === 'active'),
    enabled,
  });
}
