import { parisToday } from '@immopilote/contracts';
import { issueTestInvoice } from '../helpers/invoice-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** A fresh invoice of agency A, issued by its head. */
async function invoiceOfA({ t, world }: MatrixContext) {
  return issueTestInvoice(t, world.agencyA.id, world.actors.bossA.userId!);
}

/** Fee invoices (issue 32): those who edit properties (memberA has every permission) read them and mark them paid. */
export const feeInvoicesMatrix: MatrixCase[] = [
  { route: 'GET /api/fee-invoices', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/fee-invoices/:id/pdf',
    request: async (ctx) => ({ url: `/api/fee-invoices/${(await invoiceOfA(ctx)).id}/pdf` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/fee-invoices/:id/paid',
    request: async (ctx) => ({
      url: `/api/fee-invoices/${(await invoiceOfA(ctx)).id}/paid`,
      json: { paidOn: parisToday() },
    }),
    expect: memberRoute(200),
  },
];
