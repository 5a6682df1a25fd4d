import { CSRF_HEADER } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/sessions';
import { DEFAULT_PASSWORD } from './factories';
import { namesApiPath } from '../src/http/request-path';
import { createWorld, type World } from './helpers/actors';
import { pathVariants, rawRequest } from './helpers/raw-request';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const FOREIGN = 'https://attaquant.example';
const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });

describe('an encoded path is checked like the route it reaches (issue 9 item 6)', () => {
  it('POST /%61pi/auth/sign-in from a foreign origin without the CSRF header is refused, no session', async () => {
    const { body, ...headers } = json({ email: world.actors.memberA.email, password: DEFAULT_PASSWORD });
    for (const path of ['/%61pi/auth/sign-in', '/api/%61uth/sign-in', '/%61%70%69/auth/sign-%69n']) {
      const res = await rawRequest(t.baseUrl, 'POST', path, {
        headers: { ...headers, origin: FOREIGN },
        body,
      });
      expect(res.status, path).toBe(403);
      expect(res.json.error.code).toBe('CSRF_REJECTED');
      expect(res.headers['set-cookie']).toBeUndefined();
      // The CSRF header alone does not make a foreign origin acceptable either.
      const withHeader = await rawRequest(t.baseUrl, 'POST', path, {
        headers: { ...headers, origin: FOREIGN, [CSRF_HEADER]: '1' },
        body,
      });
      expect(withHeader.status, path).toBe(403);
    }
    // The same encoded path does reach sign-in: what refused it above was the check.
    const ok = await rawRequest(t.baseUrl, 'POST', '/%61pi/auth/sign-in', {
      headers: { ...headers, [CSRF_HEADER]: '1' },
      body,
    });
    expect(ok.status).toBe(200);
  });

  it('POST /%61pi/auth/sign-out without the CSRF header leaves the session alive', async () => {
    const cookie = `${SESSION_COOKIE}=${world.actors.bossA.client.getCookie(SESSION_COOKIE)}`;
    const res = await rawRequest(t.baseUrl, 'POST', '/%61pi/auth/sign-out', {
      headers: { cookie, origin: FOREIGN },
    });
    expect(res.status).toBe(403);
    expect((await world.actors.bossA.client.get('/api/auth/me')).status).toBe(200);
  });

  it('guards apply on encoded paths: visitor 401, pending 403, member served', async () => {
    const cookieOf = (name: 'pending' | 'memberA') =>
      `${SESSION_COOKIE}=${world.actors[name].client.getCookie(SESSION_COOKIE)}`;
    for (const path of ['/%61pi/properties', '/api/%70roperties', '/%61pi/clients']) {
      expect((await rawRequest(t.baseUrl, 'GET', path)).status, path).toBe(401);
      expect(
        (await rawRequest(t.baseUrl, 'GET', path, { headers: { cookie: cookieOf('pending') } })).status,
      ).toBe(403);
      const member = await rawRequest(t.baseUrl, 'GET', path, { headers: { cookie: cookieOf('memberA') } });
      expect(member.status, path).toBe(200);
    }
  });

  it('variants the router does not match (double-encoded, other case, //, dot segments) are JSON 404s', async () => {
    const { body, ...headers } = json({ email: world.actors.memberA.email, password: DEFAULT_PASSWORD });
    for (const path of pathVariants('/api/auth/sign-in')) {
      const res = await rawRequest(t.baseUrl, 'POST', path, {
        headers: { ...headers, origin: FOREIGN },
        body,
      });
      expect([403, 404], path).toContain(res.status);
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
    for (const path of [
      '/API/auth/me',
      '//api/auth/me',
      '/%2561pi/auth/me',
      '/x/../api/auth/me',
      '/%61pi/inconnu',
    ]) {
      const res = await rawRequest(t.baseUrl, 'GET', path);
      expect([401, 404], path).toContain(res.status);
      expect(res.headers['content-type'], path).toMatch(/application\/json/);
    }
  });
});

describe('namesApiPath (the not-found handler decides JSON 404 or the web page)', () => {
  it.each([
    '/api/x',
    '/%61pi/x',
    '/%2561pi/x',
    '/API/x',
    '//api/x',
    '/x/../api/x',
    '/x/%2e%2e/api/x',
    '/dev/mailbox',
    '/%64ev/mailbox',
    '/api',
  ])('%s is an API path', (path) => expect(namesApiPath(path)).toBe(true));

  it.each(['/', '/contact', '/apiary', '/dashboard?next=/api/x', '/properties/api/x'])(
    '%s is a page',
    (path) => expect(namesApiPath(path)).toBe(false),
  );
});
