import {
  type Deal,
  dealMessages as dm,
  dealScreenMessages as sm,
  endpoints,
  formatCents,
  formatLongDate,
} from '@immopilote/contracts';
import { DownloadLink } from '../../../components/download-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { endpointUrl } from '../../../lib/api-client';
import { useMarkDealInvoicePaid } from '../api/update-deal';
import { DealStepDialog } from './deal-step-dialog';

/** The file's fee invoices: number, recipient, amount, the PDF, and « Marquer payée » while unpaid. */
export function DealInvoices({ deal }: { deal: Deal }) {
  const markPaid = useMarkDealInvoicePaid();
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
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <DownloadLink
                    href={endpointUrl(endpoints.feeInvoices.pdf, { params: { id: invoice.id } })}
                    fileName={sm.invoices.fileName(invoice.reference)}
                  >
                    {sm.invoices.pdf}
                  </DownloadLink>
                  {invoice.status === 'issued' && (
                    <DealStepDialog
                      trigger={
                        <Button variant="secondary" size="sm">
                          {sm.invoices.markPaid}
                        </Button>
                      }
                      title={sm.invoices.markPaidTitle(invoice.reference)}
                      description={sm.invoices.markPaidDescription}
                      dateLabel={sm.invoices.paidDate}
                      submitLabel={sm.invoices.markPaid}
                      doneTitle={sm.invoices.paid}
                      onSubmit={(input) => markPaid.mutateAsync({ ...input, invoiceId: invoice.id })}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
