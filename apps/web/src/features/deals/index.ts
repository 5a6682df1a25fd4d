/** What the rest of the app (and the file page) may use from the sales files: the invoices' hooks and row. */
export { useFeeInvoices } from './api/list-fee-invoices';
export { useMarkInvoicePaid } from './api/mark-invoice-paid';
export { InvoiceRow } from './components/invoice-row';
