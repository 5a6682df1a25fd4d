import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  advanceRetentionClock,
  eraseClient,
  getPrivacySettings,
  privacyNotice,
  purgeLogOf,
  updatePrivacySettings,
} from './privacy.service';

/**
 * Retention settings and the purge log are the head's (Mon agence); erasing a client is for whoever
 * may manage the client directory, like deleting one; the information notice is public behind its token.
 */
export async function privacyRoutes(app: FastifyInstance, deps: AppDeps) {
  const head = { guard: guard.boss() };

  route(app, endpoints.privacy.settings, head, ({ request }) => getPrivacySettings(deps, scopeOf(request)));

  route(app, endpoints.privacy.updateSettings, head, ({ request, body }) =>
    updatePrivacySettings(deps, scopeOf(request), body),
  );

  route(app, endpoints.privacy.purgeLog, head, ({ request }) => purgeLogOf(deps, scopeOf(request)));

  route(app, endpoints.privacy.advanceClock, head, ({ request, body }) =>
    advanceRetentionClock(deps, scopeOf(request), body, request.log),
  );

  route(
    app,
    endpoints.privacy.eraseClient,
    { guard: guard.member({ permission: 'client_directory' }) },
    ({ request, params }) => eraseClient(deps, scopeOf(request), params, request.log),
  );

  // The token in the address names the agency: found across agencies, like a calendar feed.
  route(app, endpoints.privacy.notice, { guard: guard.public, signIn: true }, ({ params }) =>
    privacyNotice(deps, params),
  );
}
