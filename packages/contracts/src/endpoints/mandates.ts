import {
  mandateCloseSchema,
  mandateExportParams,
  mandateFormOptionsSchema,
  mandateInputSchema,
  mandateListSchema,
  mandateRegisterQuerySchema,
  mandateRetractionSchema,
  mandateSchema,
} from '../schemas/mandates';
import { uuidParam } from '../schemas/fields';
import { created, endpoint, file, json, ok } from './define';

/** Mandates and the agency's register (issue 12, item 5): members with « Ajouter des biens » and the head. */
export const mandateEndpoints = {
  /** One register (transaction or gestion), in chronological order: number 1 first. */
  register: endpoint({
    method: 'GET',
    path: '/api/mandates',
    query: mandateRegisterQuerySchema,
    response: ok(mandateListSchema),
  }),
  /** The register for inspection: XLSX (people), CSV (programs: UTF-8 with BOM, `;`) or PDF, as an attachment. */
  exportRegister: endpoint({
    method: 'GET',
    path: '/api/mandates/export/:format',
    params: mandateExportParams,
    query: mandateRegisterQuerySchema,
    response: file,
  }),
  formOptions: endpoint({
    method: 'GET',
    path: '/api/mandates/form-options',
    response: ok(mandateFormOptionsSchema),
  }),
  /** Takes the register's next number in the transaction that writes the mandate. */
  create: endpoint({
    method: 'POST',
    path: '/api/mandates',
    body: json(mandateInputSchema),
    response: created(mandateSchema),
  }),
  get: endpoint({ method: 'GET', path: '/api/mandates/:id', params: uuidParam, response: ok(mandateSchema) }),
  /** Ends or cancels: the line stays, with the date and the reason. */
  close: endpoint({
    method: 'POST',
    path: '/api/mandates/:id/close',
    params: uuidParam,
    body: json(mandateCloseSchema),
    response: ok(mandateSchema),
  }),
  /**
   * « Générer le mandat et le faire signer »: draws the PDF (register number on every page) and opens
   * its signature request, the agency first, then each mandator, in one transaction.
   */
  sign: endpoint({
    method: 'POST',
    path: '/api/mandates/:id/signature',
    params: uuidParam,
    response: created(mandateSchema),
  }),
  /** Loi Hamon: a retraction within the period closes the line; its number stays. */
  retraction: endpoint({
    method: 'POST',
    path: '/api/mandates/:id/retraction',
    params: uuidParam,
    body: json(mandateRetractionSchema),
    response: ok(mandateSchema),
  }),
  forProperty: endpoint({
    method: 'GET',
    path: '/api/properties/:id/mandates',
    params: uuidParam,
    response: ok(mandateListSchema),
  }),
} as const;
