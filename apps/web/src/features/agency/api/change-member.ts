import { endpoints, type Permission } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { agencyQueryKey } from './get-agency-settings';

/** What the head may do to one member; each answers 204 and changes the member list and the pending count. */
export type MemberChange =
  | { kind: 'accept'; id: string; permissions: Permission[] }
  | { kind: 'reject'; id: string }
  | { kind: 'remove'; id: string }
  | { kind: 'permissions'; id: string; permissions: Permission[] }
  | { kind: 'headship'; id: string };

function send(change: MemberChange) {
  const params = { id: change.id };
  switch (change.kind) {
    case 'accept':
      return call(endpoints.agency.acceptMember, { params, body: { permissions: change.permissions } });
    case 'reject':
      return call(endpoints.agency.rejectMember, { params });
    case 'remove':
      return call(endpoints.agency.removeMember, { params });
    case 'permissions':
      return call(endpoints.agency.setPermissions, { params, body: { permissions: change.permissions } });
    case 'headship':
      return call(endpoints.agency.handOverHeadship, { params });
  }
}

export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_, change) => {
      if (change.kind !== 'headship') return queryClient.invalidateQueries({ queryKey: agencyQueryKey });
      // The caller is no longer the head: the agency's settings are no longer theirs to read (the
      // page leaves), and the shell must know at once.
      queryClient.removeQueries({ queryKey: agencyQueryKey });
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
