import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf, userScopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  acceptMember,
  getAgencySettings,
  handOverHeadship,
  pendingAgency,
  pendingRequests,
  regenerateAgencyCode,
  rejectMember,
  removeMember,
  setAgencyFeeScale,
  setAgencyPolirisId,
  setPermissions,
  updateAgency,
} from './agency.service';
import {
  getAgencySite,
  getFeeScaleTable,
  slugAvailability,
  updateAgencySite,
  updateFeeScaleTable,
} from './agency-site.service';
import { invite, listInvitations, revokeInvitation } from './invitations.service';

/** /agency-settings is the head's (spec 001 §2): every route but the waiting member's is boss-only. */
export async function agencyRoutes(app: FastifyInstance, deps: AppDeps) {
  const head = { guard: guard.boss() };

  route(app, endpoints.agency.settings, head, ({ request }) => getAgencySettings(deps, scopeOf(request)));

  route(app, endpoints.agency.update, head, ({ request, body }) =>
    updateAgency(deps, scopeOf(request), body),
  );

  route(app, endpoints.agency.updateFeeScale, head, ({ request, body }) =>
    setAgencyFeeScale(deps, scopeOf(request), body),
  );

  route(app, endpoints.agency.updatePolirisAgencyId, head, ({ request, body }) =>
    setAgencyPolirisId(deps, scopeOf(request), body),
  );

  route(app, endpoints.agency.regenerateCode, head, ({ request }) =>
    regenerateAgencyCode(deps, scopeOf(request)),
  );

  route(app, endpoints.agency.pendingRequests, head, ({ request }) =>
    pendingRequests(deps, scopeOf(request)),
  );

  route(app, endpoints.agency.acceptMember, head, ({ request, params, body }) =>
    acceptMember(deps, scopeOf(request), { id: params.id, permissions: body.permissions }),
  );

  route(app, endpoints.agency.rejectMember, head, ({ request, params }) =>
    rejectMember(deps, scopeOf(request), params),
  );

  route(app, endpoints.agency.removeMember, head, ({ request, params }) =>
    removeMember(deps, scopeOf(request), params),
  );

  route(app, endpoints.agency.setPermissions, head, ({ request, params, body }) =>
    setPermissions(deps, scopeOf(request), { id: params.id, permissions: body.permissions }),
  );

  route(app, endpoints.agency.handOverHeadship, head, ({ request, params }) =>
    handOverHeadship(deps, scopeOf(request), params),
  );

  route(app, endpoints.agency.invitations, head, ({ request }) => listInvitations(deps, scopeOf(request)));

  route(app, endpoints.agency.invite, head, ({ request, body }) => invite(deps, scopeOf(request), body));

  route(app, endpoints.agency.revokeInvitation, head, ({ request, params }) =>
    revokeInvitation(deps, scopeOf(request), params),
  );

  // The public site's settings (issue 29): every active member reads them, the head writes them.
  const member = { guard: guard.member() };

  route(app, endpoints.agencySite.get, member, ({ request }) => getAgencySite(deps, scopeOf(request)));

  route(app, endpoints.agencySite.update, head, ({ request, body }) =>
    updateAgencySite(deps, scopeOf(request), body),
  );

  // Which agency holds an address is another agency's row: the one read across agencies that
  // finds what an address names (`signIn`), answering only available or not.
  route(
    app,
    endpoints.agencySite.slugAvailability,
    { guard: guard.boss(), signIn: true },
    ({ request, query }) => slugAvailability(deps, scopeOf(request), query),
  );

  route(app, endpoints.agencySite.feeScale, member, ({ request }) =>
    getFeeScaleTable(deps, scopeOf(request)),
  );

  route(app, endpoints.agencySite.updateFeeScale, head, ({ request, body }) =>
    updateFeeScaleTable(deps, scopeOf(request), body),
  );

  // Signed in, whatever the membership: the service answers only a pending member.
  route(app, endpoints.onboarding.pendingAgency, { guard: guard.user }, ({ request }) =>
    pendingAgency(deps, userScopeOf(request)),
  );
}
