import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { attachmentDisposition } from '../../http/content-disposition';
import { ownerReportPdf } from './owner-report-file';
import { createOwnerReport, listOwnerReports, sendOwnerReport } from './owner-reports.service';

/** « Rapports propriétaires » (Pro, Premium): the members who market properties, as for mandates. */
export async function ownerReportsRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property', feature: 'owner_reports' }) };

  route(app, endpoints.ownerReports.list, config, ({ request, params }) =>
    listOwnerReports(deps, scopeOf(request), params),
  );

  route(app, endpoints.ownerReports.create, config, ({ request, params, body }) =>
    createOwnerReport(deps, scopeOf(request), { id: params.id, recommendation: body.recommendation }),
  );

  route(app, endpoints.ownerReports.pdf, config, async ({ request, reply, params }) => {
    const file = await ownerReportPdf(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  route(app, endpoints.ownerReports.send, config, ({ request, params, body }) =>
    sendOwnerReport(deps, scopeOf(request), { ...params, clientId: body.clientId }),
  );
}
