import { billingMessages, type Invoice } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import { notFound } from '../../errors';
import type { BillingDeps } from './billing-events.service';
import * as billing from './billing.repo';
import { renderInvoicePdf } from './invoice-pdf';

/** The agency's invoices: the list, and the PDF of those the local provider issued. */
export async function listInvoices(deps: BillingDeps, scope: MemberScope): Promise<{ items: Invoice[] }> {
  const rows = await billing.listInvoices(deps.db, scope.agencyId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      plan: row.plan,
      amountHtCents: row.amountHtCents,
      vatCents: row.vatCents,
      amountTtcCents: row.amountTtcCents,
      status: row.status,
      hostedUrl: row.hostedUrl,
    })),
  };
}

export async function invoicePdf(deps: BillingDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await billing.findInvoice(deps.db, scope.agencyId, id);
  // Stripe's invoices are Stripe's documents (hosted URL); we render only our own.
  if (!row || row.hostedUrl) throw notFound(billingMessages.invoiceNotFound);
  const body = await renderInvoicePdf(row, {
    site: deps.config.site,
    vatNumber: deps.config.payments.sellerVatNumber,
  });
  return { body, fileName: `facture-${row.number}.pdf` };
}
