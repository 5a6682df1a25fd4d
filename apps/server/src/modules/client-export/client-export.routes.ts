import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { attachmentDisposition } from '../../http/content-disposition';
import { exportClientData } from './client-export.service';

/** A client's own data export, from the client record: the client directory permission, like the record. */
export async function clientExportRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'client_directory' }) };
  route(app, endpoints.clientExport.download, config, async ({ request, reply, params }) => {
    const { body, fileName } = await exportClientData(
      deps,
      scopeOf(request),
      { ...params, ip: request.ip },
      request.log,
    );
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });
}
