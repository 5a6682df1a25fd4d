import { endpoints, type InvitationInput } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agencyQueryKey } from './get-agency-settings';

const invitationsQueryKey = [...agencyQueryKey, 'invitations'];

/** The invitations still usable, newest first (the head's only). */
export function useInvitations() {
  return useQuery({ queryKey: invitationsQueryKey, queryFn: () => call(endpoints.agency.invitations) });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) => call(endpoints.agency.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.agency.revokeInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
