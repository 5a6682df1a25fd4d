import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import {
  changeNoticeCadence,
  listMandateNotices,
  noticeCadence,
  ownerNoticePdf,
  sendMandateNoticeNow,
} from './owner-notices.service';
import { drawVisitSlip, getVisit, recordVisitFeedback } from './visits.service';

export async function visitsRoutes(app: FastifyInstance, deps: AppDeps) {
  // Visits are the agency's history and calendar, open to every active member like them.
  const member = { guard: guard.member() };
  // The owner notices sit on the mandate, for the members who market properties.
  const marketing = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.visits.get, member, ({ request, params }) => getVisit(deps, scopeOf(request), params));
  route(app, endpoints.visits.slip, member, ({ request, params, body }) =>
    drawVisitSlip(deps, scopeOf(request), {
      historyId: params.historyId,
      visitors: body.visitors,
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );
  route(app, endpoints.visits.feedback, member, ({ request, params, body }) =>
    recordVisitFeedback(deps, scopeOf(request), { historyId: params.historyId, ...body }),
  );

  route(app, endpoints.visits.ownerNotices, marketing, ({ request, params }) =>
    listMandateNotices(deps, scopeOf(request), params),
  );
  route(app, endpoints.visits.sendOwnerNotice, marketing, ({ request, params }) =>
    sendMandateNoticeNow(deps, scopeOf(request), params),
  );
  route(app, endpoints.visits.ownerNoticePdf, marketing, async ({ request, reply, params }) => {
    const file = await ownerNoticePdf(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  route(app, endpoints.visits.cadence, member, ({ request }) => noticeCadence(deps, scopeOf(request)));
  // The head chooses how owners hear of visits.
  route(app, endpoints.visits.setCadence, { guard: guard.boss() }, ({ request, body }) =>
    changeNoticeCadence(deps, scopeOf(request), body.cadence),
  );
}
