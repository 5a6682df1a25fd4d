import { uuidParam } from '../schemas/fields';
import {
  ownerReportInputSchema,
  ownerReportListSchema,
  ownerReportParams,
  ownerReportSchema,
  ownerReportSendSchema,
} from '../schemas/owner-reports';
import { clientScoreSchema, scoringContextSchema, scoringInputSchema } from '../schemas/scoring';
import { accepted, created, endpoint, file, json, ok } from './define';

/** « Lancer le scoring client » (Pro, Premium): members with the client directory permission. */
export const scoringEndpoints = {
  /** The facts read from the client's documents, the rentals they visited, and past scores. */
  context: endpoint({
    method: 'GET',
    path: '/api/clients/:id/scoring',
    params: uuidParam,
    response: ok(scoringContextSchema),
  }),
  /** Scores the confirmed facts, saves client_score and a line of history. */
  compute: endpoint({
    method: 'POST',
    path: '/api/clients/:id/scoring',
    params: uuidParam,
    body: json(scoringInputSchema),
    response: created(clientScoreSchema),
  }),
} as const;

/** « Rapports propriétaires » (Pro, Premium): members who add properties (the mandates' people). */
export const ownerReportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/properties/:id/owner-reports',
    params: uuidParam,
    response: ok(ownerReportListSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/properties/:id/owner-reports',
    params: uuidParam,
    body: json(ownerReportInputSchema),
    response: created(ownerReportSchema),
  }),
  /** The PDF, drawn from the property's data of the moment and the report's recommendation. */
  pdf: endpoint({
    method: 'GET',
    path: '/api/properties/:id/owner-reports/:reportId/pdf',
    params: ownerReportParams,
    response: file,
  }),
  /** E-mails the PDF to a mandator of a mandate in force on the property (202: the mail job sends it). */
  send: endpoint({
    method: 'POST',
    path: '/api/properties/:id/owner-reports/:reportId/send',
    params: ownerReportParams,
    body: json(ownerReportSendSchema),
    response: accepted,
  }),
} as const;
