import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, userScopeOf } from '../../auth/guards';
import { clearSessionCookie } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { deleteOwnAccount, sendOwnPasswordReset, updateOwnProfile } from './profile.service';

/** « Mon profil »: any signed-in user, with or without an agency, manages their own account. */
export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, endpoints.profile.update, { guard: guard.user }, ({ request, body }) =>
    updateOwnProfile(deps, userScopeOf(request), body),
  );

  // Both spend an attempt like sign-in and the login page's reset (`auth_attempts`, per IP and account).
  route(app, endpoints.profile.requestPasswordReset, { guard: guard.user }, async ({ request }) => {
    await sendOwnPasswordReset(deps, userScopeOf(request), request.ip);
  });

  route(app, endpoints.profile.deleteAccount, { guard: guard.user }, async ({ request, reply, body }) => {
    await deleteOwnAccount(
      deps,
      userScopeOf(request),
      { password: body.password, ip: request.ip },
      request.log,
    );
    clearSessionCookie(reply);
  });
}
