import { commonMessages, endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isLoopback } from '../../http/loopback';
import { route } from '../../http/route';
import { createDevSignatureRequest } from './dev-signatures.service';

/**
 * Development and end-to-end helper, registered only with DEV_MAILBOX=true beside the mailbox and,
 * like it, answering this machine only: a signature request on a made-up document, so the signing
 * page can be walked before a mandate or a visit slip makes a real one.
 */
export async function devSignatureRoutes(parent: FastifyInstance, deps: AppDeps) {
  await parent.register(async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.ip)) throw new AppError('NOT_FOUND', commonMessages.routeNotFound);
    });
    route(
      app,
      endpoints.dev.signatureRequest,
      { guard: guard.member({ permission: 'add_property' }) },
      async ({ request, body }) =>
        createDevSignatureRequest(deps, scopeOf(request), request.auth?.agency?.name ?? '', body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
    );
  });
}
