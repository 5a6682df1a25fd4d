import { uuidParam } from '../schemas/fields';
import {
  advanceRetentionClockSchema,
  noticeTokenParam,
  privacyNoticeSchema,
  privacySettingsSchema,
  purgeLogSchema,
  retentionSettingsInputSchema,
} from '../schemas/privacy';
import { endpoint, json, noContent, ok } from './define';

/** Retention, purge log, erasure and the information notice (issue 15, parts 3, 5 and 7). */
export const privacyEndpoints = {
  /** The head's retention periods, the notice's address and the retention clock. */
  settings: endpoint({ method: 'GET', path: '/api/privacy/settings', response: ok(privacySettingsSchema) }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/privacy/settings',
    body: json(retentionSettingsInputSchema),
    response: ok(privacySettingsSchema),
  }),
  purgeLog: endpoint({ method: 'GET', path: '/api/privacy/purge-log', response: ok(purgeLogSchema) }),
  /** Outside production: moves the retention clock forward, then runs the purge at the new time. */
  advanceClock: endpoint({
    method: 'POST',
    path: '/api/privacy/clock',
    body: json(advanceRetentionClockSchema),
    response: ok(privacySettingsSchema),
  }),
  /** « Effacer les données de ce client » (RGPD art. 17). */
  eraseClient: endpoint({
    method: 'POST',
    path: '/api/clients/:id/erase',
    params: uuidParam,
    response: noContent,
  }),
  /** The information notice the agency gives candidates: public, behind its unguessable token. */
  notice: endpoint({
    method: 'GET',
    path: '/api/privacy-notice/:token',
    params: noticeTokenParam,
    response: ok(privacyNoticeSchema),
  }),
} as const;
