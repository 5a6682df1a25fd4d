import { commonMessages, endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
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
  // (multipart/form-data or urlencoded « List-Unsubscribe=One-Click »); the unsubscribe page posts
  // nothing. In its own scope this route reads any small body itself; the token is the credential
  // and the action is idempotent.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    route(scope, e.unsubscribe, { ...link, csrfExempt: true }, async ({ request, params }) => {
      await checkOneClickBody(request.headers['content-type'], request.body);
      await unsubscribeByLink(deps, params);
    });
  });
}

const malformed = () => new AppError('BAD_REQUEST', commonMessages.badJson);

/**
 * The one-click body: none (the unsubscribe page), or RFC 8058's form holding
 * `List-Unsubscribe=One-Click`. A broken or different form is refused, as on every other route.
 */
async function checkOneClickBody(contentType: string | undefined, body: unknown): Promise<void> {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (!contentType && bytes.length === 0) return;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    if (bytes.length === 0) return;
    try {
      JSON.parse(bytes.toString('utf8'));
    } catch {
      throw malformed();
    }
    return;
  }
  let form: URLSearchParams | FormData;
  if (type === 'application/x-www-form-urlencoded') form = new URLSearchParams(bytes.toString('utf8'));
  else if (type === 'multipart/form-data') {
    try {
      form = await new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': contentType! },
        body: new Uint8Array(bytes),
      }).formData();
    } catch {
      throw malformed();
    }
  } else throw new AppError('UNSUPPORTED_MEDIA_TYPE', commonMessages.unsupportedMediaType);
  if (form.get('List-Unsubscribe') !== 'One-Click') throw malformed();
}
