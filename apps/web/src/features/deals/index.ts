/**
 * What the rest of the app may use from the sales files: the invoices' hooks and row, and the
 * property page's offers panel.
 */
export { useFeeInvoices } from './api/list-fee-invoices';
export { useMarkInvoicePaid } from './api/mark-invoice-paid';
export { InvoiceRow } from './components/invoice-row';
export { PropertyOffers } from './components/property-offers';
