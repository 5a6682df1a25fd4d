import { uuidParam } from '../schemas/fields';
import {
  compromisInputSchema,
  dealCancelInputSchema,
  dealChecklistInputSchema,
  dealChecklistParams,
  dealDeadlineParams,
  dealDocumentOptionsSchema,
  dealKeysInputSchema,
  dealLeaseInputSchema,
  dealListQuerySchema,
  dealListSchema,
  dealParams,
  dealSchema,
  dealStepInputSchema,
  dealUpdateInputSchema,
  feeInvoiceListQuerySchema,
  feeInvoiceListSchema,
  feeInvoicePaidInputSchema,
  feeInvoiceParams,
  feeInvoiceSchema,
  offerAnswerInputSchema,
  offerAnswerResultSchema,
  offerInputSchema,
  offerListSchema,
  offerParams,
  offerSchema,
  rentalDealInputSchema,
} from '../schemas/deals';
import { z } from 'zod';
import { created, endpoint, file, json, multipart, ok } from './define';

/** Offers on a sale listing (issue 32): made, answered, countered; accepting one opens the sale file. */
export const offerEndpoints = {
  listForProperty: endpoint({
    method: 'GET',
    path: '/api/properties/:id/offers',
    params: uuidParam,
    response: ok(offerListSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/properties/:id/offers',
    params: uuidParam,
    body: json(offerInputSchema),
    response: created(offerSchema),
  }),
  /** accept (opens the file; 409 when another offer won), refuse, counter (a new offer from the other side), withdraw. */
  answer: endpoint({
    method: 'POST',
    path: '/api/offers/:id/answer',
    params: offerParams,
    body: json(offerAnswerInputSchema),
    response: ok(offerAnswerResultSchema),
  }),
  /** Multipart: the `document` file (PDF or image of the signed offer); replaces the previous one. */
  putDocument: endpoint({
    method: 'PUT',
    path: '/api/offers/:id/document',
    params: offerParams,
    body: multipart(z.object({})),
    response: ok(offerSchema),
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/offers/:id/document',
    params: offerParams,
    response: file,
  }),
};

/** Sale and rental files (« dossiers »): stages, deadlines, the notary's checklist, the fees. */
export const dealEndpoints = {
  /** « Ventes en cours »: the files by stage, the member's own or the agency's. */
  list: endpoint({
    method: 'GET',
    path: '/api/deals',
    query: dealListQuerySchema,
    response: ok(dealListSchema),
  }),
  get: endpoint({ method: 'GET', path: '/api/deals/:id', params: dealParams, response: ok(dealSchema) }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/deals/:id',
    params: dealParams,
    body: json(dealUpdateInputSchema),
    response: ok(dealSchema),
  }),
  /** Records (or corrects, at that stage) the compromis: the file moves to « Compromis signé ». */
  saveCompromis: endpoint({
    method: 'PUT',
    path: '/api/deals/:id/compromis',
    params: dealParams,
    body: json(compromisInputSchema),
    response: ok(dealSchema),
  }),
  /** A deadline's event recorded on a day (the period passed, the loan obtained, a condition met). */
  completeDeadline: endpoint({
    method: 'POST',
    path: '/api/deals/:id/deadlines/:deadlineId/done',
    params: dealDeadlineParams,
    body: json(dealStepInputSchema),
    response: ok(dealSchema),
  }),
  liftConditions: endpoint({
    method: 'POST',
    path: '/api/deals/:id/conditions-lifted',
    params: dealParams,
    body: json(dealStepInputSchema),
    response: ok(dealSchema),
  }),
  /** The deed: listing « Vendu », the register line's outcome, the fee invoice(s) issued. */
  recordDeed: endpoint({
    method: 'POST',
    path: '/api/deals/:id/deed',
    params: dealParams,
    body: json(dealStepInputSchema),
    response: ok(dealSchema),
  }),
  /** A rental file: the application chosen opens it (listing « En négociation »). */
  openRental: endpoint({
    method: 'POST',
    path: '/api/properties/:id/rental-deals',
    params: uuidParam,
    body: json(rentalDealInputSchema),
    response: created(dealSchema),
  }),
  recordLease: endpoint({
    method: 'POST',
    path: '/api/deals/:id/lease',
    params: dealParams,
    body: json(dealLeaseInputSchema),
    response: ok(dealSchema),
  }),
  /** Keys handed over: listing « Loué », the fee invoices to landlord and tenant issued. */
  recordKeys: endpoint({
    method: 'POST',
    path: '/api/deals/:id/keys',
    params: dealParams,
    body: json(dealKeysInputSchema),
    response: ok(dealSchema),
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/deals/:id/close',
    params: dealParams,
    body: json(dealStepInputSchema),
    response: ok(dealSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/deals/:id/cancel',
    params: dealParams,
    body: json(dealCancelInputSchema),
    response: ok(dealSchema),
  }),
  documentOptions: endpoint({
    method: 'GET',
    path: '/api/deals/:id/document-options',
    params: dealParams,
    response: ok(dealDocumentOptionsSchema),
  }),
  setChecklistDocument: endpoint({
    method: 'PUT',
    path: '/api/deals/:id/checklist/:item',
    params: dealChecklistParams,
    body: json(dealChecklistInputSchema),
    response: ok(dealSchema),
  }),
};

/** Fee invoices (« factures d'honoraires »): issued by the files, numbered without gaps, kept ten years. */
export const feeInvoiceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/fee-invoices',
    query: feeInvoiceListQuerySchema,
    response: ok(feeInvoiceListSchema),
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/fee-invoices/:id/pdf',
    params: feeInvoiceParams,
    response: file,
  }),
  markPaid: endpoint({
    method: 'POST',
    path: '/api/fee-invoices/:id/paid',
    params: feeInvoiceParams,
    body: json(feeInvoicePaidInputSchema),
    response: ok(feeInvoiceSchema),
  }),
};
