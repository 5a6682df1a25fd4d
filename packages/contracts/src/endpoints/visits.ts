import { uuidParam } from '../schemas/fields';
import {
  ownerNoticeCadenceSchema,
  ownerNoticeListSchema,
  ownerNoticeParams,
  visitFeedbackInputSchema,
  visitHistoryParams,
  visitSchema,
  visitSlipInputSchema,
} from '../schemas/visits';
import { accepted, endpoint, file, json, ok } from './define';

/**
 * Visits (issue 30): a planned visit's « bon de visite » and feedback, by its history entry; the
 * owner notices of a mandate (décret 72-678 art. 77) and the agency's cadence for them.
 */
export const visitEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/visits/:historyId',
    params: visitHistoryParams,
    response: ok(visitSchema),
  }),
  /** Draws the slip and its signature request (signers: the visitors, in order). */
  slip: endpoint({
    method: 'POST',
    path: '/api/visits/:historyId/slip',
    params: visitHistoryParams,
    body: json(visitSlipInputSchema),
    response: ok(visitSchema),
  }),
  feedback: endpoint({
    method: 'PUT',
    path: '/api/visits/:historyId/feedback',
    params: visitHistoryParams,
    body: json(visitFeedbackInputSchema),
    response: ok(visitSchema),
  }),
  ownerNotices: endpoint({
    method: 'GET',
    path: '/api/mandates/:id/owner-notices',
    params: uuidParam,
    response: ok(ownerNoticeListSchema),
  }),
  /** « Envoyer maintenant »: the notice is written at once, the e-mail leaves with its job. */
  sendOwnerNotice: endpoint({
    method: 'POST',
    path: '/api/mandates/:id/owner-notices',
    params: uuidParam,
    response: accepted,
  }),
  ownerNoticePdf: endpoint({
    method: 'GET',
    path: '/api/mandates/:id/owner-notices/:noticeId/pdf',
    params: ownerNoticeParams,
    response: file,
  }),
  cadence: endpoint({
    method: 'GET',
    path: '/api/agency/owner-notice-cadence',
    response: ok(ownerNoticeCadenceSchema),
  }),
  setCadence: endpoint({
    method: 'PUT',
    path: '/api/agency/owner-notice-cadence',
    body: json(ownerNoticeCadenceSchema),
    response: ok(ownerNoticeCadenceSchema),
  }),
} as const;
