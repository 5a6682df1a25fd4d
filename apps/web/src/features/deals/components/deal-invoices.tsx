import {
  type Deal,
  dealMessages as dm,
  dealScreenMessages as sm,
  formatCents,
  formatLongDate,
} from '@immopilote/contracts';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { InvoiceActions } from './invoice-actions';

/** The file's fee invoices: number, recipient, amount; the PDF and « Marquer payée » are the invoices list's own actions. */
export function DealInvoices({ deal }: { deal: Deal }) {
  return (
    <section aria-labelledby="deal-invoices-title">
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 id="deal-invoices-title" className="text-lg font-semibold text-slate-900">
          {sm.invoices.title}
        </h2>
        {deal.invoices.length === 0 ? (
          <EmptyState compact title={sm.invoices.empty} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {deal.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {sm.invoices.line(invoice.reference, invoice.recipientName)} ·{' '}
                    {formatCents(invoice.amountInclVatCents)}
                  </p>
                  <p className="text-slate-700">
                    {dm.recipientRoles[invoice.recipientRole]} ·{' '}
                    {sm.invoices.issuedOn(formatLongDate(invoice.issuedOn))}
                    {invoice.paidOn && ` · ${sm.invoices.paidOn(formatLongDate(invoice.paidOn))}`}
                  </p>
                </div>
                <InvoiceActions invoice={invoice} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
