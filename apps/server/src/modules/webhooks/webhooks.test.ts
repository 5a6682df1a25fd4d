import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { webhookMessages as m } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { addressRange, checkWebhookUrl, isPublicAddress, type WebhookResolver } from './webhook-address';
import { nextTryAfter, WEBHOOK_RETRY_DELAYS_MS } from './webhook-delivery';
import { newWebhookSecret, signatureHeader, verifyWebhookSignature } from './webhook-signature';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/api/webhooks.md');

/** The verification function of docs/api/webhooks.md, run as an integrator would paste it. */
function documentedVerifier(): (body: string, header: string, secret: string, tolerance?: number) => boolean {
  const doc = fs.readFileSync(DOC, 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!code) throw new Error('no js block in docs/api/webhooks.md');
  const context = vm.createContext({ require: createRequire(import.meta.url), Buffer, Date, Number, Math });
  vm.runInContext(code, context);
  return context.verifyImmoPiloteSignature;
}

describe('the signature (Stripe’s scheme)', () => {
  const secret = 'whsec_test_secret';
  const body = '{"id":"evt_1","type":"property.created"}';

  it('is t=<seconds>,v1=<64 hex>, the HMAC-SHA256 of "<t>.<body>"', () => {
    const header = signatureHeader(secret, body, 1_795_903_200);
    expect(header).toMatch(/^t=1795903200,v1=[0-9a-f]{64}$/);
    // A known value, computed independently: printf '1795903200.<body>' | openssl dgst -sha256 -hmac whsec_test_secret
    const expected = createHmac('sha256', secret).update(`1795903200.${body}`).digest('hex');
    expect(header).toBe(`t=1795903200,v1=${expected}`);
  });

  it('the documented Node example verifies a fresh signature and refuses the rest', () => {
    const verify = documentedVerifier();
    const now = Math.floor(Date.now() / 1000);
    expect(verify(body, signatureHeader(secret, body, now), secret)).toBe(true);
    // Another secret, another body, a timestamp changed, an old request (6 minutes), garbage.
    expect(verify(body, signatureHeader('whsec_other', body, now), secret)).toBe(false);
    expect(verify(`${body} `, signatureHeader(secret, body, now), secret)).toBe(false);
    expect(verify(body, signatureHeader(secret, body, now).replace(`t=${now}`, `t=${now - 1}`), secret)).toBe(
      false,
    );
    expect(verify(body, signatureHeader(secret, body, now - 360), secret)).toBe(false);
    expect(verify(body, 'nonsense', secret)).toBe(false);
    expect(verify(body, `t=${now},v1=abc`, secret)).toBe(false);
    // The server's own copy agrees.
    expect(verifyWebhookSignature(body, signatureHeader(secret, body, now), secret)).toBe(true);
    expect(verifyWebhookSignature(body, signatureHeader(secret, body, now - 360), secret)).toBe(false);
  });

  it('a secret is whsec_ and 32 random bytes, never twice the same', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe('the retry schedule', () => {
  it('1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 6 h 24: the eighth try 24 hours after the first, then given up', () => {
    const minutes = WEBHOOK_RETRY_DELAYS_MS.map((ms) => ms / 60_000);
    expect(minutes).toEqual([1, 5, 30, 120, 300, 600, 384]);
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(24 * 60);
    const now = new Date('2026-11-28T01:00:00Z');
    expect(nextTryAfter(1, now)?.toISOString()).toBe('2026-11-28T01:01:00.000Z');
    expect(nextTryAfter(4, now)?.toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(nextTryAfter(7, now)?.toISOString()).toBe('2026-11-28T07:24:00.000Z');
    expect(nextTryAfter(8, now)).toBeNull();
  });
});

describe('which addresses a webhook may reach', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '240.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '2002:7f00:1::1',
    '64:ff9b::a00:1',
    '2001:db8::1',
    'not-an-address',
  ])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('an IPv4-mapped IPv6 address is judged as its IPv4', () => {
    expect(addressRange('::ffff:192.168.0.1')).toBe('private');
    expect(addressRange('::ffff:7f00:1')).toBe('loopback');
  });
});

describe('checkWebhookUrl', () => {
  const resolver =
    (table: Record<string, string[]>): WebhookResolver =>
    async (host) =>
      (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const dns = resolver({
    'localtest.me': ['127.0.0.1'],
    'crochet.exemple.fr': ['93.184.216.34', '10.0.0.7'],
    'hooks.exemple.fr': ['93.184.216.34', '2606:4700::1'],
    'metadata.exemple.fr': ['169.254.169.254'],
  });
  const production = { httpsOnly: true, allowPrivate: false, resolve: dns };

  const refusal = async (url: string, rules = production) => {
    try {
      await checkWebhookUrl(url, rules);
    } catch (err) {
      return (err as Error).message;
    }
    return null;
  };

  it('a public name: the first address it resolves to is the one the try connects to', async () => {
    const target = await checkWebhookUrl('https://hooks.exemple.fr/immopilote?x=1', production);
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(target.url.pathname).toBe('/immopilote');
  });

  it('loopback, private and metadata addresses are refused in French, by literal or after DNS', async () => {
    expect(await refusal('https://localtest.me/')).toBe(m.urlPrivate('localtest.me'));
    expect(await refusal('https://127.0.0.1/')).toBe(m.urlPrivate('127.0.0.1'));
    expect(await refusal('https://10.0.0.1:8443/x')).toBe(m.urlPrivate('10.0.0.1'));
    expect(await refusal('https://[::1]/')).toBe(m.urlPrivate('::1'));
    expect(await refusal('https://[::ffff:127.0.0.1]/')).toBe(m.urlPrivate('::ffff:7f00:1'));
    expect(await refusal('https://metadata.exemple.fr/')).toBe(m.urlPrivate('metadata.exemple.fr'));
    // One private address among public ones is enough to refuse.
    expect(await refusal('https://crochet.exemple.fr/')).toBe(m.urlPrivate('crochet.exemple.fr'));
    // Decimal and short forms of 127.0.0.1 are normalised by the URL parser, then refused.
    expect(await refusal('https://2130706433/')).toBe(m.urlPrivate('127.0.0.1'));
    expect(await refusal('https://127.1/')).toBe(m.urlPrivate('127.0.0.1'));
  });

  it('https only in production; no credentials; a name that does not resolve', async () => {
    expect(await refusal('http://hooks.exemple.fr/')).toBe(m.urlHttpsRequired);
    expect(await refusal('ftp://hooks.exemple.fr/')).toBe(m.urlScheme);
    expect(await refusal('https://user:pw@hooks.exemple.fr/')).toBe(m.urlCredentials);
    expect(await refusal('https://inconnu.exemple.fr/')).toBe(m.urlUnresolved('inconnu.exemple.fr'));
    expect(await refusal('pas une adresse')).toBe(m.urlInvalid);
  });

  it('outside production http is allowed, and the tests’ flag lets loopback through', async () => {
    const dev = { httpsOnly: false, allowPrivate: false, resolve: dns };
    expect(await refusal('http://hooks.exemple.fr/', dev)).toBeNull();
    expect(await refusal('http://127.0.0.1:4000/', dev)).toBe(m.urlPrivate('127.0.0.1'));
    const tests = { httpsOnly: false, allowPrivate: true, resolve: dns };
    expect(await checkWebhookUrl('http://localtest.me:4000/', tests)).toMatchObject({ address: '127.0.0.1' });
  });
});
