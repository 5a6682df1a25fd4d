import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { feeInvoicePdf, listFeeInvoices, markInvoicePaid } from './fee-invoices.service';

/** Fee invoices (issue 32): issued by the files, read and marked paid by those who edit properties, like the files. */
export async function feeInvoicesRoutes(app: FastifyInstance, deps: AppDeps) {
  const editors = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.feeInvoices.list, editors, ({ request, query }) =>
    listFeeInvoices(deps, scopeOf(request), query),
  );
  route(app, endpoints.feeInvoices.markPaid, editors, ({ request, params, body }) =>
    markInvoicePaid(deps, scopeOf(request), { id: params.id, paidOn: body.paidOn }),
  );
  route(app, endpoints.feeInvoices.pdf, editors, async ({ request, reply, params }) => {
    const file = await feeInvoicePdf(deps, scopeOf(request), { id: params.id, ip: request.ip });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
