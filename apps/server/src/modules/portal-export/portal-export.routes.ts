import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { attachmentDisposition } from '../../http/content-disposition';
import {
  latestPortalExport,
  openPortalExport,
  propertyPublicationCheck,
  startPortalExport,
} from './portal-export.service';

/**
 * « Exporter vers les portails » (issue 12, item 6), every plan: the people who add properties and
 * the head, who also hold the mandates the export names.
 */
export async function portalExportRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.portalExport.start, config, ({ request }) =>
    startPortalExport(deps, scopeOf(request)),
  );

  route(app, endpoints.portalExport.latest, config, ({ request }) =>
    latestPortalExport(deps, scopeOf(request)),
  );

  route(app, endpoints.portalExport.download, config, async ({ request, reply, params }) => {
    const file = await openPortalExport(deps, scopeOf(request), { ...params, ip: request.ip });
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', file.size)
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  // The checklist of the property page, which every member who sees the property reads.
  route(app, endpoints.portalExport.propertyCheck, { guard: guard.member() }, ({ request, params }) =>
    propertyPublicationCheck(deps, scopeOf(request), params),
  );
}
