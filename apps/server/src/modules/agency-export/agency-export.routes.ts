import { AsyncResource } from 'node:async_hooks';
import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { attachmentDisposition } from '../../http/content-disposition';
import { exportState, openExport, requestExport } from './agency-export.service';

export async function agencyExportRoutes(app: FastifyInstance, deps: AppDeps) {
  // The head only, and also while the agency is read-only (its last chance to take its data).
  const options = { guard: guard.boss({ anySubscription: true }) };
  route(app, endpoints.agencyExport.state, options, ({ request }) => exportState(deps, scopeOf(request)));
  route(app, endpoints.agencyExport.start, options, ({ request }) => requestExport(deps, scopeOf(request)));
  route(app, endpoints.agencyExport.download, options, async ({ request, reply, params }) => {
    const { object, fileName, settle } = await openExport(deps, scopeOf(request), {
      ...params,
      ip: request.ip,
    });
    // Sent whole → the archive is consumed; cut short → it can be downloaded again. Bound to this
    // request's context: the socket's event would otherwise run without the caller's agency.
    reply.raw.once(
      'close',
      AsyncResource.bind(() => {
        settle(reply.raw.writableFinished).catch((err: unknown) =>
          request.log.error({ err }, 'agency export download not settled'),
        );
      }),
    );
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', String(object.size))
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('Cache-Control', 'private, no-store')
      .send(object.body);
  });
}
