import { type FeeInvoice, dealFiguresScreenMessages as sm } from '@immopilote/contracts';
import { DownloadLink } from '../../../components/download-link';
import { invoicePdfUrl } from '../api/invoice-pdf-url';
import { InvoicePaidDialog } from './invoice-paid-dialog';

/** The PDF through its authorised route, and « Marquer payée » while the invoice is unpaid. */
export function InvoiceActions({ invoice }: { invoice: FeeInvoice }) {
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <DownloadLink
        href={invoicePdfUrl(invoice.id)}
        fileName={sm.invoices.fileName(invoice.reference)}
        label={sm.invoices.downloadLabel(invoice.reference)}
      >
        {sm.invoices.download}
      </DownloadLink>
      {invoice.status === 'issued' && <InvoicePaidDialog invoice={invoice} />}
    </span>
  );
}
