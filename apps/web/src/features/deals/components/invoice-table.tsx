import {
  type FeeInvoice,
  type FeeInvoiceStatus,
  dealFiguresScreenMessages as sm,
  dealMessages,
} from '@immopilote/contracts';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading, Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDate, formatInvoiceAmount } from '../../../lib/format';
import { useFeeInvoices } from '../api/list-fee-invoices';
import { InvoiceActions } from './invoice-actions';
import { InvoiceStatus } from './invoice-status';

const COLUMNS: readonly DataColumn<FeeInvoice>[] = [
  {
    header: sm.invoices.columns.reference,
    rowHeader: true,
    card: 'title',
    width: 'w-32',
    cell: (invoice) => invoice.reference,
  },
  {
    header: sm.invoices.columns.issuedOn,
    width: 'w-32',
    cell: (invoice) => <time dateTime={invoice.issuedOn}>{formatDate(invoice.issuedOn, 'medium')}</time>,
  },
  {
    header: sm.invoices.columns.recipient,
    cell: (invoice) => (
      <>
        {invoice.recipientName}
        <span className="block text-xs text-slate-600">
          {dealMessages.recipientRoles[invoice.recipientRole]}
        </span>
      </>
    ),
  },
  { header: sm.invoices.columns.property, cell: (invoice) => invoice.propertyName },
  {
    header: sm.invoices.columns.amount,
    numeric: true,
    width: 'w-32',
    cell: (invoice) => formatInvoiceAmount(invoice.amountInclVatCents),
  },
  {
    header: sm.invoices.columns.status,
    width: 'w-44',
    cell: (invoice) => <InvoiceStatus invoice={invoice} />,
  },
  {
    header: sm.invoices.columns.actions,
    srOnlyHeader: true,
    card: 'plain',
    width: 'w-56',
    cell: (invoice) => <InvoiceActions invoice={invoice} />,
  },
];

type StatusFilter = FeeInvoiceStatus | 'all';

/** « Factures »: the agency's fee invoices, all or by status, each with its PDF and its payment. */
export function InvoiceTable() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const invoices = useFeeInvoices(status === 'all' ? undefined : status);
  return (
    <div className="space-y-4">
      <fieldset className="flex w-fit rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">{sm.invoices.statusLabel}</legend>
        {(Object.keys(sm.invoices.statuses) as StatusFilter[]).map((key) => (
          <label
            key={key}
            className={cn(
              'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-slate-700 sm:min-h-9 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              status === key && 'bg-white text-brand-800 shadow-sm',
            )}
          >
            <input
              type="radio"
              name="invoice-status"
              value={key}
              checked={status === key}
              onChange={() => setStatus(key)}
              className="sr-only"
            />
            {sm.invoices.statuses[key]}
          </label>
        ))}
      </fieldset>
      {invoices.isError ? (
        <EmptyState title={sm.invoices.loadFailed} description={invoices.error.message} />
      ) : !invoices.data ? (
        <Loading>
          <div className="space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        </Loading>
      ) : invoices.data.length === 0 ? (
        status === 'all' ? (
          <EmptyState title={sm.invoices.empty} description={sm.invoices.emptyHint} />
        ) : (
          <EmptyState title={sm.invoices.emptyFiltered} />
        )
      ) : (
        <DataTable
          caption={sm.invoices.caption}
          columns={COLUMNS}
          rows={invoices.data}
          rowKey={(invoice) => invoice.id}
          muted={(invoice) => invoice.status === 'paid'}
          wideFrom="lg"
          framed
        />
      )}
    </div>
  );
}
