import { leaseParams } from '../schemas/leases';
import {
  rentRevisionListSchema,
  revisionConfirmedSchema,
  revisionConfirmSchema,
  revisionLetterParams,
  revisionProposalSchema,
} from '../schemas/revisions';
import { created, endpoint, file, json, ok } from './define';

/**
 * The yearly rent revision of a lease (issue 34): the proposal for its next due date, computed
 * today; the confirmation (recomputed by the server from the due date alone); the past revisions and
 * their letters.
 */
export const revisionEndpoints = {
  proposal: endpoint({
    method: 'GET',
    path: '/api/leases/:id/revision-proposal',
    params: leaseParams,
    response: ok(revisionProposalSchema),
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/leases/:id/revisions',
    params: leaseParams,
    body: json(revisionConfirmSchema),
    response: created(revisionConfirmedSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/leases/:id/revisions',
    params: leaseParams,
    response: ok(rentRevisionListSchema),
  }),
  letter: endpoint({
    method: 'GET',
    path: '/api/leases/:id/revisions/:revisionId/letter',
    params: revisionLetterParams,
    response: file,
  }),
} as const;
