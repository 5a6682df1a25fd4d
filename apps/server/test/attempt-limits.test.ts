import { commonMessages } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../src/db/schema';
import { UNTRUSTED_CEILING_FACTOR } from '../src/auth/attempts';
import { purgeAttemptWindowsJob } from '../src/auth/purge-attempt-windows.job';
import { createAgencyWithBoss, createUser, unique } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

/*
 * One budget per IP, spent by every route that checks a password or a code (sign-in, sign-up,
 * agency code, reset link); per account, wrong passwords lock out the clients that typed them
 * (auth/attempts.ts). Kept in the database so every API process shares them.
 */
const MAX = 3;
let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy the client's IP is the forwarded one, so a test can be many clients.
  t = await startTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

const signUpBody = (email: string, extra: Record<string, string> = {}) => ({
  mode: 'create',
  firstName: 'Camille',
  lastName: 'Durand',
  email,
  phone: '06 12 34 56 78',
  password: 'mauvais-secret',
  agencyName: 'Agence du Parc',
  agencyAddress: '12 rue Victor Hugo',
  agencyCity: 'Lyon',
  agencyZip: '69002',
  ...extra,
});

async function userWithoutAgency(app: TestApp): Promise<{ email: string; client: TestClient }> {
  const u = await createUser(app.db, {});
  return { email: u.user.email, client: await signedInClient(app, u.user.id) };
}

function expectLimited(res: {
  status: number;
  headers: Headers;
  body: { error: { code: string; message: string } };
}) {
  expect(res.status).toBe(429);
  // The client is told to wait for what is left of the window (60 s by default), never 0.
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.body.error).toMatchObject({ code: 'RATE_LIMITED', message: commonMessages.rateLimited });
}

describe('one budget per IP', () => {
  it('is shared by sign-in, sign-up and agency-code join', async () => {
    const ip = newIp();
    const c = t.client();
    const joiner = await userWithoutAgency(t);
    expect(
      (await c.post('/api/auth/sign-in', { email: `a.${unique()}@exemple.fr`, password: 'x' }, from(ip)))
        .status,
    ).toBe(401);
    const existing = await createUser(t.db, {});
    expect((await c.post('/api/auth/sign-up', signUpBody(existing.user.email), from(ip))).status).toBe(401);
    expect(
      (await joiner.client.post('/api/onboarding/join', { agencyCode: 'NOPE00' }, from(ip))).status,
    ).toBe(400);
    // The budget is spent: even a right password or code from this IP waits for the window to end.
    expectLimited(
      await c.post(
        '/api/auth/sign-in',
        { email: existing.user.email, password: existing.password },
        from(ip),
      ),
    );
    const { agency } = await createAgencyWithBoss(t.db);
    expectLimited(await joiner.client.post('/api/onboarding/join', { agencyCode: agency.code }, from(ip)));
    expectLimited(await c.post('/api/auth/sign-up', signUpBody(`b.${unique()}@exemple.fr`), from(ip)));
    // Another IP is not affected.
    expect(
      (
        await c.post(
          '/api/auth/sign-in',
          { email: existing.user.email, password: existing.password },
          from(newIp()),
        )
      ).status,
    ).toBe(200);
  });

  it('also covers the reset-link routes', async () => {
    const ip = newIp();
    const c = t.client();
    expect((await c.post('/api/auth/password-reset/check', { token: 'a'.repeat(43) }, from(ip))).status).toBe(
      400,
    );
    expect(
      (
        await c.post(
          '/api/auth/password-reset/complete',
          { token: 'a'.repeat(43), password: 'nouveau-secret', confirmPassword: 'nouveau-secret' },
          from(ip),
        )
      ).status,
    ).toBe(400);
    expect(
      (await c.post('/api/auth/password-reset/request', { email: `r.${unique()}@exemple.fr` }, from(ip)))
        .status,
    ).toBe(202);
    expectLimited(await c.post('/api/auth/password-reset/check', { token: 'a'.repeat(43) }, from(ip)));
  });

  it('counts the address the proxy saw, whatever the client wrote before it in X-Forwarded-For', async () => {
    const ip = newIp();
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 1; i++) {
      const spoofed = { headers: { 'x-forwarded-for': `10.9.8.${i}, ${ip}` } };
      statuses.push(
        (await c.post('/api/auth/sign-in', { email: `s${i}.${unique()}@exemple.fr`, password: 'x' }, spoofed))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(MAX).fill(401), 429]);
  });

  it('spends nothing on a request refused before any check (malformed body)', async () => {
    const ip = newIp();
    const c = t.client();
    for (let i = 0; i < MAX + 2; i++) {
      expect((await c.post('/api/auth/sign-in', { email: 'pas-un-email' }, from(ip))).status).toBe(400);
    }
    expect(
      (await c.post('/api/auth/sign-in', { email: `c.${unique()}@exemple.fr`, password: 'x' }, from(ip)))
        .status,
    ).toBe(401);
  });

  it('lets exactly MAX of a burst of parallel guesses through', async () => {
    const ip = newIp();
    const c = t.client();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        c.post('/api/auth/sign-in', { email: `p${i}.${unique()}@exemple.fr`, password: 'x' }, from(ip)),
      ),
    ).then((all) => all.map((res) => res.status));
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - MAX);
  });
});

describe('one budget per account', () => {
  const signIn = (c: TestClient, body: { email: string; password: string }, ip: string) =>
    c.post('/api/auth/sign-in', body, from(ip));

  it('locks out the clients that guessed wrong, not the owner typing the right password elsewhere', async () => {
    const victim = await createUser(t.db, {});
    const right = { email: victim.user.email, password: victim.password };
    const wrong = { ...right, password: 'mauvais-secret' };
    // A browser that signed in before the attack: a known device of the account.
    const ownLaptop = t.client();
    expect((await signIn(ownLaptop, right, newIp())).status).toBe(200);

    const attackers = [newIp(), newIp(), newIp()];
    const c = t.client();
    expect((await signIn(c, wrong, attackers[0]!)).status).toBe(401);
    expect(
      (await c.post('/api/auth/sign-up', signUpBody(victim.user.email), from(attackers[1]!))).status,
    ).toBe(401);
    expect(
      (await signIn(c, { ...wrong, email: victim.user.email.toUpperCase() }, attackers[2]!)).status,
    ).toBe(401);
    // MAX wrong passwords: an address that took part is refused, even with the right password…
    expectLimited(await signIn(c, right, attackers[0]!));
    expectLimited(
      await c.post(
        '/api/auth/sign-up',
        signUpBody(victim.user.email, { password: victim.password }),
        from(attackers[1]!),
      ),
    );
    // …while the owner signs in from an address with no failure, and from the known device anywhere.
    expect((await signIn(t.client(), right, newIp())).status).toBe(200);
    expect((await signIn(ownLaptop, right, attackers[2]!)).status).toBe(200);
    // A device cookie is the account's: another account's does not open this lock.
    const other = await createUser(t.db, {});
    const otherLaptop = t.client();
    expect(
      (await signIn(otherLaptop, { email: other.user.email, password: other.password }, newIp())).status,
    ).toBe(200);
    expectLimited(await signIn(otherLaptop, right, attackers[0]!));
  });

  it('keeps only known devices signing in once guesses come from more addresses than the ceiling', async () => {
    const victim = await createUser(t.db, {});
    const right = { email: victim.user.email, password: victim.password };
    const ownLaptop = t.client();
    expect((await signIn(ownLaptop, right, newIp())).status).toBe(200);
    const c = t.client();
    for (let i = 0; i < MAX * UNTRUSTED_CEILING_FACTOR; i++) {
      expect((await signIn(c, { ...right, password: `faux-${i}` }, newIp())).status).toBe(401);
    }
    expectLimited(await signIn(t.client(), right, newIp()));
    expect((await signIn(ownLaptop, right, newIp())).status).toBe(200);
  });

  it('locks out a known device that guesses wrong itself', async () => {
    const victim = await createUser(t.db, {});
    const right = { email: victim.user.email, password: victim.password };
    const device = t.client();
    expect((await signIn(device, right, newIp())).status).toBe(200);
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(device, { ...right, password: `faux-${i}` }, newIp())).status).toBe(401);
    }
    expectLimited(await signIn(device, right, newIp()));
  });

  it('records wrong passwords on a member’s account, shown to the head with the date of the first', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db);
    const member = await createUser(t.db, { agencyId: agency.id, status: 'active' });
    const wrong = { email: member.user.email, password: 'mauvais-secret' };
    const before = new Date();
    for (let i = 0; i < 2; i++) expect((await signIn(t.client(), wrong, newIp())).status).toBe(401);
    const head = await signedInClient(t, boss.user.id);
    const settings = await head.get('/api/agency');
    const row = settings.body.members.find((m: { id: string }) => m.id === member.user.id);
    expect(row.failedSignIns.count).toBe(2);
    expect(new Date(row.failedSignIns.since).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(settings.body.members.find((m: { id: string }) => m.id === boss.user.id).failedSignIns).toBeNull();
  });

  it('is not spent by reset requests, which anyone can send for any address', async () => {
    const joiner = await userWithoutAgency(t);
    for (let i = 0; i < MAX; i++) {
      expect(
        (await t.client().post('/api/auth/password-reset/request', { email: joiner.email }, from(newIp())))
          .status,
      ).toBe(202);
    }
    // Reset requests have a budget of their own…
    expectLimited(
      await t.client().post('/api/auth/password-reset/request', { email: joiner.email }, from(newIp())),
    );
    // …and the owner's code checks still have theirs.
    const { agency } = await createAgencyWithBoss(t.db);
    expect(
      (await joiner.client.post('/api/onboarding/join', { agencyCode: agency.code }, from(newIp()))).status,
    ).toBe(200);
  });

  it('limits agency codes tried by one signed-in user, from any IP', async () => {
    const joiner = await userWithoutAgency(t);
    for (let i = 0; i < MAX; i++) {
      expect(
        (await joiner.client.post('/api/onboarding/join', { agencyCode: `NOPE0${i}` }, from(newIp()))).status,
      ).toBe(400);
    }
    const { agency } = await createAgencyWithBoss(t.db);
    expectLimited(
      await joiner.client.post('/api/onboarding/join', { agencyCode: agency.code }, from(newIp())),
    );
  });
});

describe('the counters live in the database', () => {
  it('are shared by two API instances on one database', async () => {
    const second = await startTestApp(
      { AUTH_RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: 'true' },
      { database: t.database },
    );
    try {
      const ip = newIp();
      const guess = (app: TestApp) =>
        app
          .client()
          .post('/api/auth/sign-in', { email: `d.${unique()}@exemple.fr`, password: 'x' }, from(ip));
      expect((await guess(t)).status).toBe(401);
      expect((await guess(second)).status).toBe(401);
      expect((await guess(t)).status).toBe(401);
      expectLimited(await guess(second));
      expectLimited(await guess(t));
    } finally {
      await second.close();
    }
  });

  it('start a new window once the old one has ended, and the purge job removes ended windows', async () => {
    const short = await startTestApp(
      { AUTH_RATE_LIMIT_MAX: '1', AUTH_RATE_LIMIT_WINDOW_SECONDS: '1', TRUST_PROXY: 'true' },
      { database: t.database },
    );
    try {
      const ip = newIp();
      const guess = () =>
        short
          .client()
          .post('/api/auth/sign-in', { email: `e.${unique()}@exemple.fr`, password: 'x' }, from(ip));
      expect((await guess()).status).toBe(401);
      expectLimited(await guess());
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await guess()).status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const before = await t.db.select().from(authAttempts);
      expect(before.some((row) => row.key === `ip:${ip}`)).toBe(true);
      await short.deps.jobs.enqueue(purgeAttemptWindowsJob, {});
      await short.deps.jobs.runUntilIdle();
      const after = await t.db.select().from(authAttempts);
      expect(after.some((row) => row.key === `ip:${ip}`)).toBe(false);
      // Windows still running are kept.
      expect(after.length).toBeGreaterThan(0);
    } finally {
      await short.close();
    }
  });
});
