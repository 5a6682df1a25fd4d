import { allEndpoints } from '@immopilote/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeGuard } from '../src/auth/guards';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('every API route declares its guard', () => {
  const routes = t.app.registeredRoutes;
  expect(routes.length).toBeGreaterThan(5);
  const unguarded = routes.filter((r) => !r.guard).map((r) => `${r.method} ${r.url}`);
  expect(unguarded).toEqual([]);
});

/** The routes of one guard, as `METHOD /url`, sorted. */
function routesGuardedBy(...descriptions: string[]): string[] {
  return t.app.registeredRoutes
    .filter((r) => r.guard && descriptions.includes(describeGuard(r.guard)))
    .map((r) => `${r.method} ${r.url}`)
    .sort();
}

// A route that should need an agency, a role or an administrator but was declared with a weaker guard
// answers the wrong people with no other test noticing: the weak guards' routes are listed here by
// hand, so widening one is a reviewed change of this list.
it('opens exactly these routes to callers who are not agency members', () => {
  expect(routesGuardedBy('public')).toEqual(
    [
      'GET /api/health',
      'GET /api/site-info',
      'POST /api/auth/sign-in',
      'POST /api/auth/two-factor',
      'POST /api/auth/sign-up',
      'POST /api/auth/sign-out',
      'POST /api/auth/password-reset/request',
      'POST /api/auth/password-reset/check',
      'POST /api/auth/password-reset/complete',
      // The token in the e-mailed link stands for the session.
      'POST /api/auth/verify-email',
      // Signed by Stripe, checked in the route.
      'POST /api/webhooks/stripe',
      // Inbound mail posted by a mail service, signed with the agency's secret (issue 29).
      'POST /api/inbound-mail/:agencyId',
      // A secret token in the address stands for the session.
      'GET /api/calendar/ical/:token',
      'GET /api/privacy-notice/:token',
      // The links of an alert e-mail: unsubscribe (RFC 8058 one click) and the client's answer.
      'GET /api/alerts/:token',
      'POST /api/alerts/:token/unsubscribe',
      'POST /api/alerts/:token/answer',
      // The signing page (issue 30): the secret of a link or of the agent's device names one signer.
      'GET /api/sign/:token',
      'POST /api/sign/:token/code',
      'POST /api/sign/:token/verify',
      'GET /api/sign/:token/document',
      'POST /api/sign/:token/sign',
      'POST /api/sign/:token/refuse',
      // The open API's description (issue 33): its OpenAPI document and reference page.
      'GET /api/v1/openapi.json',
      'GET /api/v1/docs',
      'GET /api/v1/docs/assets/:file',
      // Only with DEV_MAILBOX=true, and only from this machine (checked in the route).
      'GET /api/dev/mailbox',
      'GET /dev/mailbox',
    ].sort(),
  );
  expect(routesGuardedBy('user', 'onboarding')).toEqual(
    [
      'GET /api/auth/me',
      'POST /api/auth/verify-email/resend',
      'GET /api/onboarding/pending-agency',
      'POST /api/onboarding/join',
      'POST /api/onboarding/create-agency',
      'PATCH /api/profile',
      'POST /api/profile/password-reset',
      'POST /api/profile/delete-account',
      'GET /api/profile/two-factor',
      'POST /api/profile/two-factor/setup',
      'POST /api/profile/two-factor/confirm',
      'POST /api/profile/two-factor/recovery-codes',
      'POST /api/profile/two-factor/disable',
    ].sort(),
  );
  // Every administrator route, and only those, sits under /api/admin.
  const adminRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin/'));
  expect(routesGuardedBy('admin')).toEqual(adminRoutes.map((r) => `${r.method} ${r.url}`).sort());
  expect(adminRoutes.length).toBeGreaterThan(3);
});

it('serves exactly the endpoints the contracts declare, no more, no fewer', () => {
  const served = t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  const declared = allEndpoints()
    .map((e) => `${e.method} ${e.path}`)
    .sort();
  expect(served).toEqual(declared);
});

it('refuses to serve a route registered without a guard', async () => {
  const extra = await startTestApp();
  try {
    await extra.app.close();
    const { buildApp } = await import('../src/app');
    const app = await buildApp(extra.deps);
    app.get('/api/oubli', async () => ({ secret: true }));
    await app.ready();
    expect(app.registeredRoutes.find((r) => r.url === '/api/oubli')?.guard).toBeUndefined();
    const res = await app.inject({ method: 'GET', url: '/api/oubli' });
    expect(res.statusCode).toBe(403);
    await app.close();
  } finally {
    await extra.database.close();
  }
});
