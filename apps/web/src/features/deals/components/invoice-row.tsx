import { type FeeInvoice, dealMessages } from '@immopilote/contracts';
import { formatDate, formatInvoiceAmount } from '../../../lib/format';
import { InvoiceActions } from './invoice-actions';
import { InvoiceStatus } from './invoice-status';

/**
 * One fee invoice as a line of a list (a file's page lists its invoices with it): number, date,
 * recipient, amount TTC, status, the PDF and « Marquer payée ». Render it inside a `<ul>`.
 */
export function InvoiceRow({
  invoice,
  showProperty = false,
}: {
  invoice: FeeInvoice;
  showProperty?: boolean;
}) {
  return (
    <li className="grid gap-x-4 gap-y-1 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900">{invoice.reference}</span>
          <time dateTime={invoice.issuedOn} className="text-slate-600">
            {formatDate(invoice.issuedOn, 'medium')}
          </time>
        </p>
        <p className="text-slate-800">
          {invoice.recipientName}
          <span className="text-slate-600"> · {dealMessages.recipientRoles[invoice.recipientRole]}</span>
          {showProperty && <span className="text-slate-600"> · {invoice.propertyName}</span>}
        </p>
        <InvoiceStatus invoice={invoice} />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:justify-end">
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatInvoiceAmount(invoice.amountInclVatCents)}
        </span>
        <InvoiceActions invoice={invoice} />
      </div>
    </li>
  );
}
