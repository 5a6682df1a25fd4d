import { endpoints, type IrlInput } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../lib/api-client';

/** The revision screen's and the IRL page's queries. */
export const revisionKeys = {
  all: ['rent-revisions'] as const,
  proposal: (leaseId: string) => ['rent-revisions', leaseId, 'proposal'] as const,
  list: (leaseId: string) => ['rent-revisions', leaseId, 'list'] as const,
  irl: ['irl', 'current'] as const,
  adminIrl: ['irl', 'admin'] as const,
};

export function useRevisionProposal(leaseId: string) {
  return useQuery({
    queryKey: revisionKeys.proposal(leaseId),
    queryFn: ({ signal }) => call(endpoints.revisions.proposal, { params: { id: leaseId }, signal }),
  });
}

export function useLeaseRevisions(leaseId: string) {
  return useQuery({
    queryKey: revisionKeys.list(leaseId),
    queryFn: ({ signal }) => call(endpoints.revisions.list, { params: { id: leaseId }, signal }),
  });
}

/** The current index values every member reads (the latest published quarter is shown beside the proposal). */
export function useCurrentIrl() {
  return useQuery({
    queryKey: revisionKeys.irl,
    queryFn: ({ signal }) => call(endpoints.irl.current, { signal }),
  });
}

/** Confirms the revision of one due date; the server computes it again. */
export function useConfirmRevision(leaseId: string, alsoInvalidate: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dueOn: string) =>
      call(endpoints.revisions.confirm, { params: { id: leaseId }, body: { dueOn } }),
    onSettled: () =>
      Promise.all(
        [revisionKeys.proposal(leaseId), revisionKeys.list(leaseId), ...alsoInvalidate].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const revisionLetterUrl = (leaseId: string, revisionId: string) =>
  endpointUrl(endpoints.revisions.letter, { params: { id: leaseId, revisionId } });

export function useAdminIrl() {
  return useQuery({
    queryKey: revisionKeys.adminIrl,
    queryFn: ({ signal }) => call(endpoints.irl.adminList, { signal }),
  });
}

/** Adds a quarter, or corrects one (a new version); the revision screens read the new values. */
export function useSaveIrl(kind: 'add' | 'correct') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IrlInput) =>
      call(kind === 'add' ? endpoints.irl.add : endpoints.irl.correct, { body }),
    onSuccess: () =>
      Promise.all(
        [revisionKeys.adminIrl, revisionKeys.irl, revisionKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
