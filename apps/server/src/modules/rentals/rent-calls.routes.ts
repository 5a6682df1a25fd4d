import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { recordPayment } from './payments.service';
import { receiptPdf } from './receipts.service';
import { sendReceipt } from './receipts.send';
import { callPdf } from './rent-calls.documents';
import { issueRentCalls, leaseRent } from './rent-calls.service';

/** Rent calls, payments and receipts (issue 34): for those who edit properties, like the leases. */
export async function rentRoutes(app: FastifyInstance, deps: AppDeps) {
  const editors = { guard: guard.member({ permission: 'add_property' }) };
  const pdf = (reply: import('fastify').FastifyReply, file: { body: Buffer; fileName: string }) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);

  route(app, endpoints.rent.ofLease, editors, ({ request, params }) =>
    leaseRent(deps, scopeOf(request).agencyId, params.id),
  );
  route(app, endpoints.rent.issue, editors, async ({ request }) => ({
    issued: await issueRentCalls(deps, scopeOf(request).agencyId),
  }));
  route(app, endpoints.rent.callPdf, editors, async ({ request, reply, params }) =>
    pdf(reply, await callPdf(deps, scopeOf(request), params.id)),
  );
  route(app, endpoints.rent.recordPayment, editors, ({ request, params, body }) =>
    recordPayment(deps, scopeOf(request), {
      rentCallId: params.id,
      amountCents: body.amount,
      receivedOn: body.receivedOn,
      method: body.method,
      source: 'manual',
      note: body.note,
    }),
  );
  route(app, endpoints.rent.receiptPdf, editors, async ({ request, reply, params }) =>
    pdf(reply, await receiptPdf(deps, scopeOf(request), params.id)),
  );
  route(app, endpoints.rent.sendReceipt, editors, ({ request, params }) =>
    sendReceipt(deps, scopeOf(request), params.id),
  );
}
