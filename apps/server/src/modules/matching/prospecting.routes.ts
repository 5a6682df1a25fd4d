import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  alertLink,
  answerByLink,
  answerProposalForClient,
  getProspectingConsent,
  listClientProposals,
  proposeMatches,
  setProspectingConsent,
  unsubscribeByLink,
} from './prospecting.service';

/** The largest body the one-click unsubscribe accepts (RFC 8058 sends « List-Unsubscribe=One-Click »). */
const ONE_CLICK_BODY_LIMIT = 4096;

export async function prospectingRoutes(app: FastifyInstance, deps: AppDeps) {
  const directory = { guard: guard.member({ permission: 'client_directory' }) };
  const e = endpoints.prospecting;

  route(app, e.consent, directory, ({ request, params }) =>
    getProspectingConsent(deps, scopeOf(request), params),
  );
  route(app, e.setConsent, directory, ({ request, params, body }) =>
    setProspectingConsent(deps, scopeOf(request), params, body),
  );
  route(app, e.propose, directory, ({ request, body }) => proposeMatches(deps, scopeOf(request), body));
  route(app, e.clientProposals, directory, ({ request, params }) =>
    listClientProposals(deps, scopeOf(request), params),
  );
  route(app, e.answer, directory, ({ request, params, body }) =>
    answerProposalForClient(deps, scopeOf(request), params, body),
  );

  // The e-mail's links work without signing in: the secret in the address is the credential (so it
  // stays out of the access log), found across agencies like a calendar feed's.
  const link = { guard: guard.public, logLevel: 'warn', signIn: true } as const;
  route(app, e.link, link, ({ params }) => alertLink(deps, params));
  route(app, e.answerFromMail, link, ({ params, body }) => answerByLink(deps, params, body));

  // Mail providers post the one-click unsubscribe (RFC 8058) without our CSRF header, as a form
  // (multipart/form-data or urlencoded « List-Unsubscribe=One-Click »): in its own scope this route
  // takes any small body and ignores it; the token is the credential and the action is idempotent.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_req, _body, done) => done(null, null),
    );
    route(scope, e.unsubscribe, { ...link, csrfExempt: true }, ({ params }) =>
      unsubscribeByLink(deps, params),
    );
  });
}
