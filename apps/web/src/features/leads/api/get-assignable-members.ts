import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useMe } from '../../auth';
import { leadsKeys } from './query-keys';

export interface MemberOption {
  id: string;
  name: string;
}

/**
 * Whom a lead may be given to. The head reads the agency's active members (/api/agency, theirs
 * only); another member knows themself and the members already following a lead (`known`), which
 * the server checks anyway (an active member of the agency, else a field error).
 */
export function useAssignableMembers(known: readonly (MemberOption | null)[]): MemberOption[] {
  const me = useMe().data;
  const isHead = me?.profile.isBoss ?? false;
  const agency = useQuery({
    queryKey: leadsKeys.members,
    queryFn: async ({ signal }) => {
      const settings = await call(endpoints.agency.settings, { signal });
      return settings.members
        .filter((m) => m.status === 'active')
        .map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() }));
    },
    enabled: isHead,
    staleTime: 5 * 60_000,
  });
  const self = me ? [{ id: me.user.id, name: `${me.profile.firstName} ${me.profile.lastName}`.trim() }] : [];
  const all = [...(agency.data ?? []), ...self, ...known.filter((m): m is MemberOption => m !== null)];
  return all
    .filter((m, i) => all.findIndex((o) => o.id === m.id) === i)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
