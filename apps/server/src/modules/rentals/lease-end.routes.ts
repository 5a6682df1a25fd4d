import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { depositPdf } from './deposit-return.service';
import { endLease, getDepositView, returnDeposit, setDepositDeductions } from './lease-end.service';

/** The end of a lease and its deposit: the members who manage properties, as for the leases. */
export async function leaseEndRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };
  const e = endpoints.leaseEnd;

  route(app, e.deposit, config, ({ request, params }) => getDepositView(deps, scopeOf(request), params));
  route(app, e.end, config, ({ request, params, body }) =>
    endLease(deps, scopeOf(request), { id: params.id, body }),
  );
  route(app, e.deductions, config, ({ request, params, body }) =>
    setDepositDeductions(deps, scopeOf(request), { id: params.id, deductions: body.deductions }),
  );
  route(app, e.returnDeposit, config, ({ request, params, body }) =>
    returnDeposit(deps, scopeOf(request), { id: params.id, returnedOn: body.returnedOn }),
  );
  route(app, e.depositPdf, config, async ({ request, reply, params }) => {
    const file = await depositPdf(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
