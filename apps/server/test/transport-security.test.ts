import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

/** HSTS whenever the request came over HTTPS, here through a TLS-terminating proxy; never on plain HTTP. */
const URLS = ['/api/health', '/', '/login', '/api/auth/me', '/api/nope', '/dev/mailbox'];

describe('Strict-Transport-Security', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await startTestApp();
    proxied = await startTestApp({ TRUST_PROXY: 'true' }, { database: direct.database });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('is sent on every answer to a request that reached the trusted proxy over HTTPS', async () => {
    for (const url of URLS) {
      const res = await proxied.client().get(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security'), url).toBe('max-age=31536000');
    }
  });

  it('is not sent over plain HTTP, nor on a forwarded protocol nobody trusts', async () => {
    for (const url of URLS) {
      expect((await direct.client().get(url)).headers.get('strict-transport-security'), url).toBeNull();
      const spoofed = await direct.client().get(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers.get('strict-transport-security'), url).toBeNull();
      const plain = await proxied.client().get(url, { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers.get('strict-transport-security'), url).toBeNull();
      expect((await proxied.client().get(url)).headers.get('strict-transport-security'), url).toBeNull();
    }
  });
});
