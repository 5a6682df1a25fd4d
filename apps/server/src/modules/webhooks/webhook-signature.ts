import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>` (Stripe's scheme). */
export const SIGNATURE_HEADER = 'ImmoPilote-Signature';
export const EVENT_HEADER = 'ImmoPilote-Event';
export const DELIVERY_HEADER = 'ImmoPilote-Delivery';
export const WEBHOOK_USER_AGENT = 'ImmoPilote-Webhooks/1.0';

/** A signing secret: `whsec_` and 32 random bytes (base64url), shown once to the head. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The signature of one try: HMAC-SHA256 with the endpoint's secret over `<t>.<raw body>`, in hex.
 * The timestamp is signed too, so a captured request replayed later fails the receiver's tolerance.
 */
export function signatureHeader(secret: string, rawBody: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * The receiver's side, exactly as docs/api/webhooks.md shows it (tests run this copy): the header
 * parsed, the timestamp within `toleranceSeconds` of now, the expected signature compared in
 * constant time with every `v1` given.
 */
export function verifyWebhookSignature(
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`, 'utf8').digest();
  return signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
