import { uuidParam } from '../schemas/fields';
import {
  alertLinkSchema,
  alertTokenParam,
  proposalAnswerInputSchema,
  proposalListSchema,
  proposalSchema,
  proposeInputSchema,
  proposeResultSchema,
  prospectingConsentInputSchema,
  prospectingConsentSchema,
} from '../schemas/searches';
import { endpoint, json, noContent, ok } from './define';

/**
 * Proposals and alerts to clients (issue 28): consent first, every e-mail kept on the client record,
 * one-click unsubscribe and answers from the e-mail without signing in.
 */
export const prospectingEndpoints = {
  consent: endpoint({
    method: 'GET',
    path: '/api/clients/:id/prospecting-consent',
    params: uuidParam,
    response: ok(prospectingConsentSchema),
  }),
  setConsent: endpoint({
    method: 'PUT',
    path: '/api/clients/:id/prospecting-consent',
    params: uuidParam,
    body: json(prospectingConsentInputSchema),
    response: ok(prospectingConsentSchema),
  }),
  /** Proposes one or many matches by e-mail in one action (one e-mail per client). */
  propose: endpoint({
    method: 'POST',
    path: '/api/matches/propose',
    body: json(proposeInputSchema),
    response: ok(proposeResultSchema),
  }),
  /** « Propositions » of the client record, newest first. */
  clientProposals: endpoint({
    method: 'GET',
    path: '/api/clients/:id/proposals',
    params: uuidParam,
    response: ok(proposalListSchema),
  }),
  /** The agent records the client's answer. */
  answer: endpoint({
    method: 'PUT',
    path: '/api/proposals/:id/answer',
    params: uuidParam,
    body: json(proposalAnswerInputSchema),
    response: ok(proposalSchema),
  }),
  /** Public (the e-mail's links): what the page shows. */
  link: endpoint({
    method: 'GET',
    path: '/api/alerts/:token',
    params: alertTokenParam,
    response: ok(alertLinkSchema),
  }),
  /** Public, one click; also the target of `List-Unsubscribe-Post` (RFC 8058), which sends no CSRF header. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/alerts/:token/unsubscribe',
    params: alertTokenParam,
    response: noContent,
  }),
  /** Public: « Ça m'intéresse » / « Pas pour moi » from the e-mail, confirmed on the page (a GET changes nothing). */
  answerFromMail: endpoint({
    method: 'POST',
    path: '/api/alerts/:token/answer',
    params: alertTokenParam,
    body: json(proposalAnswerInputSchema),
    response: ok(alertLinkSchema),
  }),
} as const;
