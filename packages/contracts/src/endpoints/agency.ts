import {
  acceptMemberSchema,
  agencyInvitationSchema,
  agencyInvitationsSchema,
  agencySettingsSchema,
  invitationInputSchema,
  memberPermissionsSchema,
  pendingRequestsSchema,
} from '../schemas/agency';
import { agencyFieldsSchema } from '../schemas/auth';
import { uuidParam } from '../schemas/fields';
import { agencySchema } from '../schemas/me';
import { polirisAgencyIdInputSchema, polirisAgencyIdSchema } from '../schemas/portal-export';
import { feeScaleInputSchema, feeScaleSchema } from '../schemas/property-facts';
import { created, endpoint, json, noContent, ok } from './define';

export const agencyEndpoints = {
  settings: endpoint({ method: 'GET', path: '/api/agency', response: ok(agencySettingsSchema) }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/agency',
    body: json(agencyFieldsSchema),
    response: ok(agencySchema),
  }),
  /** A new code; the old one stops working at once. */
  regenerateCode: endpoint({ method: 'POST', path: '/api/agency/code', response: ok(agencySchema) }),
  /** The agency's fee scale (barème TTC), linked from every listing (arrêté du 10 janvier 2017). */
  updateFeeScale: endpoint({
    method: 'PUT',
    path: '/api/agency/fee-scale',
    body: json(feeScaleInputSchema),
    response: ok(feeScaleSchema),
  }),
  /** Poliris rank 1 « Identifiant agence », given by SeLoger; no portal export without it. */
  updatePolirisAgencyId: endpoint({
    method: 'PUT',
    path: '/api/agency/poliris-agency-id',
    body: json(polirisAgencyIdInputSchema),
    response: ok(polirisAgencyIdSchema),
  }),
  pendingRequests: endpoint({
    method: 'GET',
    path: '/api/agency/pending-requests',
    response: ok(pendingRequestsSchema),
  }),
  /** Accepts a join request with the permissions the head grants, in one request. */
  acceptMember: endpoint({
    method: 'POST',
    path: '/api/agency/members/:id/accept',
    params: uuidParam,
    body: json(acceptMemberSchema),
    response: noContent,
  }),
  rejectMember: endpoint({
    method: 'POST',
    path: '/api/agency/members/:id/reject',
    params: uuidParam,
    response: noContent,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/agency/members/:id',
    params: uuidParam,
    response: noContent,
  }),
  setPermissions: endpoint({
    method: 'PUT',
    path: '/api/agency/members/:id/permissions',
    params: uuidParam,
    body: json(memberPermissionsSchema),
    response: noContent,
  }),
  /** The caller hands headship to this active member: exactly one head before and after. */
  handOverHeadship: endpoint({
    method: 'POST',
    path: '/api/agency/members/:id/headship',
    params: uuidParam,
    response: noContent,
  }),
  /** The invitations still usable, newest first. */
  invitations: endpoint({
    method: 'GET',
    path: '/api/agency/invitations',
    response: ok(agencyInvitationsSchema),
  }),
  /** Mails a link that pre-fills the join tab of /signup with the code and the address. */
  invite: endpoint({
    method: 'POST',
    path: '/api/agency/invitations',
    body: json(invitationInputSchema),
    response: created(agencyInvitationSchema),
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/api/agency/invitations/:id',
    params: uuidParam,
    response: noContent,
  }),
} as const;
