import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition, inlineDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { inspectionPdf, signInspection } from './inspection-signing';

export async function inspectionDocumentRoutes(app: FastifyInstance, deps: AppDeps) {
  // Every member reads the agency's inspections, like its history; the members who handle
  // properties have them signed (the agency commits as the landlord's mandatary).
  route(app, endpoints.inspections.pdf, { guard: guard.member() }, async ({ request, reply, params }) => {
    const file = await inspectionPdf(deps, scopeOf(request), { id: params.id, ip: request.ip });
    return reply
      .header('Content-Type', 'application/pdf')
      .header(
        'Content-Disposition',
        file.preview ? inlineDisposition(file.fileName) : attachmentDisposition(file.fileName),
      )
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
  route(
    app,
    endpoints.inspections.sign,
    { guard: guard.member({ permission: 'add_property' }) },
    ({ request, params, body }) =>
      signInspection(deps, scopeOf(request), {
        id: params.id,
        baseVersion: body.baseVersion,
        landlordPresent: body.landlordPresent,
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );
}
