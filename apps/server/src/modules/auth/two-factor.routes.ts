import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf, userScopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setAgencyRequirement,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.service';

/**
 * The user's own two-factor settings (« Mon profil » › Sécurité and /two-factor-setup), and the
 * agency's requirement its head sets. The own settings have a `user` guard: a member whose agency
 * requires two-factor sign-in must be able to enrol before anything else.
 */
export async function twoFactorRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, endpoints.twoFactor.status, { guard: guard.user }, ({ request }) =>
    twoFactorStatus(deps, userScopeOf(request)),
  );

  route(app, endpoints.twoFactor.startSetup, { guard: guard.user }, ({ request }) =>
    startTwoFactorSetup(deps, userScopeOf(request)),
  );

  route(app, endpoints.twoFactor.confirmSetup, { guard: guard.user }, ({ request, body }) =>
    confirmTwoFactorSetup(deps, userScopeOf(request), { code: body.code, ip: request.ip }),
  );

  route(app, endpoints.twoFactor.regenerateRecoveryCodes, { guard: guard.user }, ({ request, body }) =>
    regenerateRecoveryCodes(deps, userScopeOf(request), { proof: body.proof, ip: request.ip }),
  );

  route(app, endpoints.twoFactor.disable, { guard: guard.user }, async ({ request, body }) => {
    await disableTwoFactor(deps, userScopeOf(request), { proof: body.proof, ip: request.ip });
  });

  // The agency's rule, set by its head (Mon agence › Sécurité).
  route(app, endpoints.twoFactor.setAgencyRequirement, { guard: guard.boss() }, ({ request, body }) =>
    setAgencyRequirement(deps, scopeOf(request), body.required),
  );
}
