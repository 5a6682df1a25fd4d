import { leaseParams } from '../schemas/leases';
import {
  leaseRentSchema,
  recordedPaymentSchema,
  rentCallParams,
  rentIssueResultSchema,
  rentPaymentInputSchema,
  rentReceiptParams,
} from '../schemas/rent';
import { accepted, created, endpoint, file, json, ok } from './define';

/** Rent calls, payments and receipts (issue 34): read and written by those who edit properties. */
export const rentEndpoints = {
  ofLease: endpoint({
    method: 'GET',
    path: '/api/leases/:id/rent',
    params: leaseParams,
    response: ok(leaseRentSchema),
  }),
  /** The monthly run, for this agency, now: the calls due to be issued that are not yet. */
  issue: endpoint({
    method: 'POST',
    path: '/api/rent-calls/issue',
    response: ok(rentIssueResultSchema),
  }),
  callPdf: endpoint({
    method: 'GET',
    path: '/api/rent-calls/:id/pdf',
    params: rentCallParams,
    response: file,
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: '/api/rent-calls/:id/payments',
    params: rentCallParams,
    body: json(rentPaymentInputSchema),
    response: created(recordedPaymentSchema),
  }),
  receiptPdf: endpoint({
    method: 'GET',
    path: '/api/rent-receipts/:id/pdf',
    params: rentReceiptParams,
    response: file,
  }),
  /** E-mails the receipt to the tenants who consented; the mail leaves through a job. */
  sendReceipt: endpoint({
    method: 'POST',
    path: '/api/rent-receipts/:id/send',
    params: rentReceiptParams,
    response: accepted,
  }),
};
