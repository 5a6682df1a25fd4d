import { webhookMessages as m } from '@immopilote/contracts';
import { secretBoxOf } from '../../auth/secret-box';
import type { AppDeps } from '../../deps';
import type { JobLogger } from '../../jobs/job';
import { AppError } from '../../errors';
import { checkWebhookUrl, type WebhookResolver } from './webhook-address';
import { type SendOutcome, sendWebhook } from './webhook-send';
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
  WEBHOOK_USER_AGENT,
} from './webhook-signature';
import * as repo from './webhooks.repo';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The wait after each failed try: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then 6 h 24 min, so the
 * eighth and last try falls 24 hours after the first; a delivery still failing then is given up.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  6 * HOUR + 24 * MINUTE,
] as const;

/** When the next try is due after `attempts` tries failed, or null when the delivery is given up. */
export function nextTryAfter(attempts: number, now: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** Tries one pass sends at most, a few at a time: one slow endpoint never holds the pass for long. */
const CLAIM_LIMIT = 50;
const PARALLEL_TRIES = 5;

/** The resolver a test injects (no network); DNS otherwise. */
let resolverForTests: WebhookResolver | undefined;
export function useWebhookResolver(resolver: WebhookResolver | undefined) {
  resolverForTests = resolver;
}

export function addressRules(deps: Pick<AppDeps, 'config'>) {
  return {
    httpsOnly: deps.config.env === 'production',
    allowPrivate: deps.config.webhooks.allowPrivateAddresses,
    resolve: resolverForTests,
  };
}

/** The body sent: the stored event with its keys in the documented order. */
function rawBodyOf(payload: Record<string, unknown>): string {
  const { id, type, created, agency_id, data, ...rest } = payload;
  return JSON.stringify({ id, type, created, agency_id, data, ...rest });
}

/** One try of a claimed delivery: address checked again, signed, sent, its outcome recorded. */
export async function tryDelivery(
  deps: AppDeps,
  claimed: repo.WebhookDeliveryRow,
  endpoint: repo.WebhookEndpointRow | null,
  { manual = false, log }: { manual?: boolean; log?: JobLogger } = {},
): Promise<repo.WebhookDeliveryRow> {
  const { agencyId } = claimed;
  let outcome: SendOutcome;
  if (!endpoint) {
    outcome = { ok: false, statusCode: null, body: null, error: m.endpointGone };
  } else {
    try {
      const target = await checkWebhookUrl(endpoint.url, addressRules(deps));
      const secret = secretBoxOf(deps.config).open(endpoint.secretSealed, `webhook:${endpoint.id}`);
      const body = rawBodyOf(claimed.payload);
      outcome = await sendWebhook(target, {
        body,
        timeoutMs: deps.config.webhooks.timeoutMs,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': WEBHOOK_USER_AGENT,
          [EVENT_HEADER]: claimed.event,
          [DELIVERY_HEADER]: claimed.id,
          [SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
        },
      });
    } catch (err) {
      // A URL that now resolves to a private address is refused like at creation, and retried:
      // DNS may come back to a public answer.
      if (!(err instanceof AppError)) throw err;
      outcome = { ok: false, statusCode: null, body: null, error: err.message };
    }
  }
  const now = new Date();
  const next = outcome.ok || !endpoint ? null : nextTryAfter(claimed.attempts, now);
  // A manual « Renvoyer » of a delivery already settled keeps the automatic tries as they were.
  const settled = manual && claimed.status !== 'pending';
  const status = outcome.ok ? 'delivered' : next && !settled ? 'pending' : 'failed';
  const recorded = await repo.recordTry(deps.db, agencyId, claimed, {
    status,
    nextAttemptAt: status === 'pending' ? next : null,
    lastStatusCode: outcome.statusCode,
    lastResponse: outcome.body,
    lastError: outcome.ok ? null : outcome.error,
    ...(outcome.ok ? { deliveredAt: now } : {}),
  });
  // Ids, event and outcome only: never the secret, the signature or the body.
  log?.info(
    {
      deliveryId: claimed.id,
      event: claimed.event,
      attempt: claimed.attempts,
      status,
      statusCode: outcome.statusCode,
    },
    'webhook try',
  );
  return recorded ?? { ...claimed, status };
}

/** Every due try of the agency, a few at a time; answers how many were tried. */
export async function deliverDueWebhooks(
  deps: AppDeps,
  agencyId: string,
  { now = new Date(), log }: { now?: Date; log?: JobLogger } = {},
): Promise<number> {
  const leaseUntil = new Date(now.getTime() + deps.config.webhooks.timeoutMs + MINUTE);
  let tried = 0;
  for (;;) {
    const claimed = await repo.claimDueDeliveries(deps.db, agencyId, { now, leaseUntil, limit: CLAIM_LIMIT });
    if (claimed.length === 0) return tried;
    const endpoints = new Map(
      (await repo.findEndpoints(deps.db, agencyId, [...new Set(claimed.map((d) => d.endpointId))])).map(
        (e) => [e.id, e],
      ),
    );
    for (let i = 0; i < claimed.length; i += PARALLEL_TRIES) {
      await Promise.all(
        claimed
          .slice(i, i + PARALLEL_TRIES)
          .map((d) => tryDelivery(deps, d, endpoints.get(d.endpointId) ?? null, { log })),
      );
    }
    tried += claimed.length;
    if (claimed.length < CLAIM_LIMIT) return tried;
  }
}
