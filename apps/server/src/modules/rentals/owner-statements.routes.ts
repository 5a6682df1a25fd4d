import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { addOwnerExpense, listOwnerExpenses, removeOwnerExpense } from './owner-expenses.service';
import { createOwnerStatement, listOwnerStatements, ownerStatementPdf } from './owner-statements.service';

/** The owner's expenses and statements: the members who manage properties. */
export async function ownerStatementsRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };
  const e = endpoints.ownerStatements;

  route(app, e.expenses, config, ({ request, params }) => listOwnerExpenses(deps, scopeOf(request), params));
  route(app, e.addExpense, config, ({ request, params, body }) =>
    addOwnerExpense(deps, scopeOf(request), { id: params.id, body }),
  );
  route(app, e.removeExpense, config, ({ request, params }) =>
    removeOwnerExpense(deps, scopeOf(request), params),
  );
  route(app, e.list, config, ({ request, params }) => listOwnerStatements(deps, scopeOf(request), params));
  route(app, e.create, config, ({ request, params, body }) =>
    createOwnerStatement(deps, scopeOf(request), { id: params.id, period: body.period, month: body.month }),
  );
  route(app, e.pdf, config, async ({ request, reply, params }) => {
    const file = await ownerStatementPdf(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
