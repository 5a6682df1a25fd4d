import { z } from 'zod';
import {
  feeScaleTableInputSchema,
  feeScaleTableSchema,
  agencySiteInputSchema,
  agencySiteSchema,
  inboundMailboxInputSchema,
  inboundMailboxSchema,
  slugAvailabilityQuerySchema,
  slugAvailabilitySchema,
  webhookSecretSchema,
} from '../schemas/agency-site';
import { uuidParam } from '../schemas/fields';
import {
  clientLeadListSchema,
  leadConvertResultSchema,
  leadConvertSchema,
  leadDetailSchema,
  leadListQuerySchema,
  leadListSchema,
  leadMergeSchema,
  leadSummarySchema,
  leadUpdateSchema,
  leadVisitInputSchema,
} from '../schemas/leads';
import { accepted, created, endpoint, file, json, multipart, noContent, ok } from './define';

/**
 * The agency's public site settings (issue 29), edited by the head in « Mon agence »; every member
 * reads them. The public pages themselves are server-rendered HTML, not API endpoints.
 */
export const agencySiteEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/agency/site', response: ok(agencySiteSchema) }),
  update: endpoint({
    method: 'PUT',
    path: '/api/agency/site',
    body: json(agencySiteInputSchema),
    response: ok(agencySiteSchema),
  }),
  slugAvailability: endpoint({
    method: 'GET',
    path: '/api/agency/site/slug',
    query: slugAvailabilityQuerySchema,
    response: ok(slugAvailabilitySchema),
  }),
  feeScale: endpoint({
    method: 'GET',
    path: '/api/agency/fee-scale-table',
    response: ok(feeScaleTableSchema),
  }),
  updateFeeScale: endpoint({
    method: 'PUT',
    path: '/api/agency/fee-scale-table',
    body: json(feeScaleTableInputSchema),
    response: ok(feeScaleTableSchema),
  }),
} as const;

/** The inbox « Demandes »: members with `client_directory` (the leads are future clients). */
export const leadEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/leads',
    query: leadListQuerySchema,
    response: ok(leadListSchema),
  }),
  summary: endpoint({ method: 'GET', path: '/api/leads/summary', response: ok(leadSummarySchema) }),
  get: endpoint({ method: 'GET', path: '/api/leads/:id', params: uuidParam, response: ok(leadDetailSchema) }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/leads/:id',
    params: uuidParam,
    body: json(leadUpdateSchema),
    response: ok(leadDetailSchema),
  }),
  /** Attaches the lead to an existing client: both histories stay, the client's record lists the lead. */
  merge: endpoint({
    method: 'POST',
    path: '/api/leads/:id/merge',
    params: uuidParam,
    body: json(leadMergeSchema),
    response: ok(leadDetailSchema),
  }),
  convert: endpoint({
    method: 'POST',
    path: '/api/leads/:id/convert',
    params: uuidParam,
    body: json(leadConvertSchema),
    response: created(leadConvertResultSchema),
  }),
  /**
   * « Planifier une visite »: converts the lead first when it has no client (one action), then plans
   * the visit in the calendar (a history entry of the property) and moves the lead to `visite_planifiee`.
   */
  visit: endpoint({
    method: 'POST',
    path: '/api/leads/:id/visit',
    params: uuidParam,
    body: json(leadVisitInputSchema),
    response: created(leadDetailSchema),
  }),
  /** The client record's « Demandes »: the leads merged into or converted to this client. */
  ofClient: endpoint({
    method: 'GET',
    path: '/api/clients/:id/leads',
    params: uuidParam,
    response: ok(clientLeadListSchema),
  }),
  /** The raw e-mail the lead came from (message/rfc822), as an attachment. */
  rawMessage: endpoint({ method: 'GET', path: '/api/leads/:id/raw', params: uuidParam, response: file }),
  /** A .eml file dropped in the inbox: read like any inbound message (the offline way in). */
  importMessage: endpoint({
    method: 'POST',
    path: '/api/leads/import',
    body: multipart(z.object({})),
    response: created(leadDetailSchema),
  }),
} as const;

/** The inbound mailbox of portal lead e-mails: the head configures it; the webhook is for mail services. */
export const inboundMailEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/agency/inbound-mail', response: ok(inboundMailboxSchema) }),
  updateImap: endpoint({
    method: 'PUT',
    path: '/api/agency/inbound-mail/imap',
    body: json(inboundMailboxInputSchema),
    response: ok(inboundMailboxSchema),
  }),
  removeImap: endpoint({ method: 'DELETE', path: '/api/agency/inbound-mail/imap', response: noContent }),
  /** Polls now (the job), rather than waiting for the next round. */
  pollNow: endpoint({ method: 'POST', path: '/api/agency/inbound-mail/poll', response: accepted }),
  /** A new secret for the webhook; the previous one stops working at once. Shown once. */
  rotateWebhookSecret: endpoint({
    method: 'POST',
    path: '/api/agency/inbound-mail/webhook-secret',
    response: created(webhookSecretSchema),
  }),
  /** Mail services post inbound messages here; signed with the agency's secret, no session. */
  webhook: endpoint({
    method: 'POST',
    path: '/api/inbound-mail/:agencyId',
    params: z.object({ agencyId: z.uuid() }),
    response: accepted,
  }),
} as const;
