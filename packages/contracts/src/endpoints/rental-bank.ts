import { z } from 'zod';
import {
  bankImportResultSchema,
  bankLineListSchema,
  bankLineParams,
  bankLineSchema,
  confirmAllResultSchema,
  confirmBankLineInputSchema,
  rentCallBriefListSchema,
} from '../schemas/rental-bank';
import { created, endpoint, json, multipart, ok } from './define';

/**
 * Bank statement import and review (issue 34): a member uploads the bank's CSV, each credit line is
 * proposed for a rent call or left unmatched, then confirmed (a payment), matched by hand, or ignored.
 */
export const rentalBankEndpoints = {
  /** Multipart: the `file` (CSV, 5 MB at most). */
  upload: endpoint({
    method: 'POST',
    path: '/api/rentals/bank-imports',
    body: multipart(z.object({})),
    response: created(bankImportResultSchema),
  }),
  /** The lines still to review and the latest reviewed ones. */
  lines: endpoint({ method: 'GET', path: '/api/rentals/bank-lines', response: ok(bankLineListSchema) }),
  /** The unpaid calls whose balance covers the line: what the member may pick for it. */
  candidates: endpoint({
    method: 'GET',
    path: '/api/rentals/bank-lines/:id/candidates',
    params: bankLineParams,
    response: ok(rentCallBriefListSchema),
  }),
  /** The line becomes a payment of the proposed call, or of the call the member picked (409 twice). */
  confirm: endpoint({
    method: 'POST',
    path: '/api/rentals/bank-lines/:id/confirm',
    params: bankLineParams,
    body: json(confirmBankLineInputSchema),
    response: ok(bankLineSchema),
  }),
  /** Every proposed line, each on its own: the ones refused say why and stay proposed. */
  confirmAll: endpoint({
    method: 'POST',
    path: '/api/rentals/bank-lines/confirm-proposed',
    response: ok(confirmAllResultSchema),
  }),
  ignore: endpoint({
    method: 'POST',
    path: '/api/rentals/bank-lines/:id/ignore',
    params: bankLineParams,
    response: ok(bankLineSchema),
  }),
};
