import { billingMessages, endpoints, type Invoice, PLANS, subscriptionMessages } from '@immopilote/contracts';
import { FileDown } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { endpointUrl } from '../../../lib/api-client';
import { formatCents, formatShortDate } from '../../../lib/format';

/** The agency's invoices, newest first: Stripe's hosted invoice, or our own numbered PDF. */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <EmptyState compact title={billingMessages.invoicesEmpty} />;
  return (
    <ul className="divide-y divide-slate-200">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
          <span className="font-medium text-slate-900">{invoice.number}</span>
          <span className="text-slate-700">{formatShortDate(invoice.issuedAt)}</span>
          <span className="text-slate-700">{PLANS.find((p) => p.id === invoice.plan)?.name}</span>
          <span className="ml-auto text-slate-900">
            {subscriptionMessages.inclTax(formatCents(invoice.amountTtcCents))}
          </span>
          <a
            href={
              invoice.hostedUrl ??
              endpointUrl(endpoints.subscription.invoicePdf, { params: { id: invoice.id } })
            }
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline"
            {...(invoice.hostedUrl ? { target: '_blank', rel: 'noreferrer' } : { download: true })}
          >
            <FileDown className="size-4" aria-hidden />
            {billingMessages.invoicePdf}
            <span className="sr-only">{subscriptionMessages.ofInvoice(invoice.number)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
