import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, userScopeOf } from '../../auth/guards';
import { clearSessionCookie } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { deleteOwnAccount, sendOwnPasswordReset, updateOwnProfile } from './profile.service';

/** « Mon profil »: any signed-in user, with or without an agency, manages their own account. */
export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  const rateLimit = { max: deps.config.authRateLimit.max, timeWindow: deps.config.authRateLimit.windowMs };

  route(app, endpoints.profile.update, { guard: guard.user }, ({ request, body }) =>
    updateOwnProfile(deps, userScopeOf(request), body),
  );

  route(
    app,
    endpoints.profile.requestPasswordReset,
    { guard: guard.user, rateLimit },
    async ({ request }) => {
      await sendOwnPasswordReset(deps, userScopeOf(request));
    },
  );

  // Rate-limited like sign-in: the password is checked again.
  route(
    app,
    endpoints.profile.deleteAccount,
    { guard: guard.user, rateLimit },
    async ({ request, reply, body }) => {
      await deleteOwnAccount(deps, userScopeOf(request), body, request.log);
      clearSessionCookie(reply);
    },
  );
}
