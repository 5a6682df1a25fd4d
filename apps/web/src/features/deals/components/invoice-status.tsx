import { type FeeInvoice, dealFiguresScreenMessages as sm, dealMessages } from '@immopilote/contracts';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';

const TONES = {
  issued: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  paid: 'bg-green-50 text-green-800 ring-green-600/30',
} as const;

/** « Émise » with its due date, or « Payée » with the day it was paid. */
export function InvoiceStatus({ invoice }: { invoice: FeeInvoice }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1',
          TONES[invoice.status],
        )}
      >
        {dealMessages.invoiceStatuses[invoice.status]}
      </span>
      <span className="text-xs text-slate-600">
        {invoice.status === 'paid' && invoice.paidOn
          ? sm.invoices.paidOn(formatDate(invoice.paidOn, 'medium'))
          : sm.invoices.dueOn(formatDate(invoice.dueOn, 'medium'))}
      </span>
    </span>
  );
}
