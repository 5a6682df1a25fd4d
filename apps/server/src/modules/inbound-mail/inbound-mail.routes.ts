import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import { getLeadDetail } from '../leads/leads.service';
import {
  emlUploadLimits,
  getInboundMail,
  importUploadedMessage,
  pollNow,
  receiveInboundWebhook,
  removeImap,
  rotateWebhookSecret,
  updateImap,
} from './inbound-mail.service';

/** The webhook's body: a raw message of 10 MB, as JSON (escaped), with room to spare. */
const WEBHOOK_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The inbound mailbox (issue 29): the head configures IMAP and the webhook's secret in « Mon
 * agence » (every member may read the state); mail services post to the webhook; members with the
 * client directory drop a .eml in the inbox (`leads.importMessage`).
 */
export async function inboundMailRoutes(app: FastifyInstance, deps: AppDeps) {
  const head = { guard: guard.boss() };

  route(app, endpoints.inboundMail.get, { guard: guard.member() }, ({ request }) =>
    getInboundMail(deps, scopeOf(request)),
  );
  route(app, endpoints.inboundMail.updateImap, head, ({ request, body }) =>
    updateImap(deps, scopeOf(request), body),
  );
  route(app, endpoints.inboundMail.removeImap, head, ({ request }) => removeImap(deps, scopeOf(request)));
  route(app, endpoints.inboundMail.pollNow, head, ({ request }) => pollNow(deps, scopeOf(request)));
  route(app, endpoints.inboundMail.rotateWebhookSecret, head, ({ request }) =>
    rotateWebhookSecret(deps, scopeOf(request)),
  );

  route(
    app,
    endpoints.leads.importMessage,
    { guard: guard.member({ permission: 'client_directory' }) },
    async ({ request }) => {
      const scope = scopeOf(request);
      const form = await readForm(request, emlUploadLimits);
      const leadId = await importUploadedMessage(deps, scope, form.files);
      return getLeadDetail(deps, scope, { id: leadId });
    },
  );

  // A mail service posts here: no session, no CSRF header; the signature over the exact bytes is
  // the check, so this route keeps the raw body (its own parser, in its own scope), as Stripe's.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    route(
      scope,
      endpoints.inboundMail.webhook,
      { guard: guard.public, csrfExempt: true, bodyLimit: WEBHOOK_BODY_LIMIT },
      async ({ request, params }) => {
        const signature = request.headers['x-immopilote-signature'];
        await receiveInboundWebhook(deps, {
          agencyId: params.agencyId,
          body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
        });
      },
    );
  });
}
