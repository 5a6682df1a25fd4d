import { authMessages, twoFactorMessages as m } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/sessions';
import { passwordResetTokens, twoFactorChallenges, userTwoFactor } from '../src/db/schema';
import { hashToken, newToken } from '../src/auth/tokens';
import { createAgencyWithBoss, createUser, DEFAULT_PASSWORD } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What an authenticator app shows `steps` periods from now (the server accepts ±1). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

interface Enrolled {
  client: TestClient;
  email: string;
  userId: string;
  secret: string;
  recoveryCodes: string[];
}

/** Enrols through the API as the profile page does; the confirming code uses the current step. */
async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/profile/two-factor/setup');
  expect(setup.status).toBe(200);
  const confirm = await client.post('/api/profile/two-factor/confirm', { code: codeFor(setup.body.secret) });
  expect(confirm.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: confirm.body.recoveryCodes };
}

async function enrolledUser(input: Parameters<typeof createUser>[1] = {}): Promise<Enrolled> {
  const u = await createUser(t.db, input);
  const client = await signedInClient(t, u.user.id);
  return { client, email: u.user.email, userId: u.user.id, ...(await enrol(client)) };
}

async function passwordStep(email: string, password = DEFAULT_PASSWORD) {
  const client = t.client();
  const res = await client.post('/api/auth/sign-in', { email, password });
  return { client, res };
}

describe('enrolment from « Mon profil »', () => {
  it('shows the secret once as a QR code, keeps it encrypted, and turns on with a code', async () => {
    const u = await createUser(t.db);
    const client = await signedInClient(t, u.user.id);
    expect((await client.get('/api/profile/two-factor')).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredByAgency: false,
    });

    const setup = await client.post('/api/profile/two-factor/setup');
    expect(setup.status).toBe(200);
    const uri = new URL(setup.body.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/ImmoPilote:${u.user.email}`);
    expect(uri.searchParams.get('issuer')).toBe('ImmoPilote');
    expect(uri.searchParams.get('secret')).toBe(setup.body.secret);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, u.user.id));
    expect(row!.secret).not.toContain(setup.body.secret);
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.enabledAt).toBeNull();

    // Pending: sign-in does not ask for a code yet.
    expect((await passwordStep(u.user.email)).res.body.me).toBeDefined();

    const wrong = await client.post('/api/profile/two-factor/confirm', { code: '000000' });
    if (wrong.status !== 200) {
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.fieldErrors).toEqual({ code: m.wrongCode });
    }
    const confirm = await client.post('/api/profile/two-factor/confirm', {
      code: codeFor(setup.body.secret),
    });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    expect((await client.get('/api/profile/two-factor')).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await client.get('/api/auth/me')).body.me.user.twoFactorEnabled).toBe(true);
    // Once on, the secret is never shown again.
    const again = await client.post('/api/profile/two-factor/setup');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.alreadyEnabled);
  });

  it('refuses a confirmation without a pending secret', async () => {
    const client = await signedInClient(t, (await createUser(t.db)).user.id);
    const res = await client.post('/api/profile/two-factor/confirm', { code: '123456' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(m.noPendingSetup);
  });
});

describe('sign-in with a code', () => {
  it('answers a challenge instead of a session, then signs in with the code', async () => {
    const u = await enrolledUser();
    const { client, res } = await passwordStep(u.email);
    expect(res.status).toBe(200);
    expect(res.body.me).toBeUndefined();
    expect(typeof res.body.twoFactorChallenge).toBe('string');
    expect(res.headers.getSetCookie().join()).not.toContain(`${SESSION_COOKIE}=`);
    expect((await client.get('/api/auth/me')).status).toBe(401);

    const wrong = await client.post('/api/auth/two-factor', {
      challenge: res.body.twoFactorChallenge,
      code: '12345a',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'INVALID_TWO_FACTOR_CODE', message: m.wrongCode });

    const ok = await client.post('/api/auth/two-factor', {
      challenge: res.body.twoFactorChallenge,
      code: codeFor(u.secret, 1),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.me.user.email).toBe(u.email);
    expect(ok.body.next).toBe('/join-agency');
    expect((await client.get('/api/auth/me')).status).toBe(200);

    // Single use: the same challenge cannot open a second session.
    const reuse = await t.client().post('/api/auth/two-factor', {
      challenge: res.body.twoFactorChallenge,
      code: u.recoveryCodes[0],
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toEqual({ code: 'TWO_FACTOR_CHALLENGE_EXPIRED', message: m.challengeExpired });
  });

  it('accepts each code once (no replay), and refuses an unknown or expired challenge', async () => {
    const u = await enrolledUser();
    const code = codeFor(u.secret, 1);
    const first = await passwordStep(u.email);
    expect(
      (
        await first.client.post('/api/auth/two-factor', {
          challenge: first.res.body.twoFactorChallenge,
          code,
        })
      ).status,
    ).toBe(200);
    const second = await passwordStep(u.email);
    const replay = await second.client.post('/api/auth/two-factor', {
      challenge: second.res.body.twoFactorChallenge,
      code,
    });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');

    const unknown = await t.client().post('/api/auth/two-factor', { challenge: newToken(), code });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe(m.challengeExpired);

    await t.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.id, hashToken(second.res.body.twoFactorChallenge)));
    const late = await second.client.post('/api/auth/two-factor', {
      challenge: second.res.body.twoFactorChallenge,
      code: codeFor(u.secret, -1) === code ? codeFor(u.secret, 0) : codeFor(u.secret, -1),
    });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('a recovery code signs in once', async () => {
    const u = await enrolledUser();
    const recovery = u.recoveryCodes[3]!;
    const first = await passwordStep(u.email);
    const ok = await first.client.post('/api/auth/two-factor', {
      challenge: first.res.body.twoFactorChallenge,
      code: recovery.toUpperCase(),
    });
    expect(ok.status).toBe(200);
    expect((await first.client.get('/api/profile/two-factor')).body.recoveryCodesLeft).toBe(9);

    const second = await passwordStep(u.email);
    const again = await second.client.post('/api/auth/two-factor', {
      challenge: second.res.body.twoFactorChallenge,
      code: recovery,
    });
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe(m.wrongCode);
  });

  it('a wrong password still answers the usual error, without a challenge', async () => {
    const u = await enrolledUser();
    const { res } = await passwordStep(u.email, 'pas-le-bon');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(authMessages.invalidCredentials);
  });

  it('a password reset does not bypass the code', async () => {
    const u = await enrolledUser();
    const token = newToken();
    await t.db
      .insert(passwordResetTokens)
      .values({ id: hashToken(token), userId: u.userId, expiresAt: new Date(Date.now() + 60_000) });
    const reset = await t.client().post('/api/auth/password-reset/complete', {
      token,
      password: 'nouveau-secret',
      confirmPassword: 'nouveau-secret',
    });
    expect(reset.status).toBe(204);
    const { res } = await passwordStep(u.email, 'nouveau-secret');
    expect(res.body.twoFactorChallenge).toBeDefined();
    expect(res.body.me).toBeUndefined();
  });

  it('sign-up with the e-mail and password of a two-factor account opens no session', async () => {
    const u = await enrolledUser();
    const client = t.client();
    const res = await client.post('/api/auth/sign-up', {
      mode: 'create',
      firstName: 'Léa',
      lastName: 'Martin',
      email: u.email,
      phone: '06 12 34 56 78',
      password: DEFAULT_PASSWORD,
      agencyName: 'Agence',
      agencyAddress: '1 rue Neuve',
      agencyCity: 'Lyon',
      agencyZip: '69002',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(m.signUpExistingAccount);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('recovery codes and disabling', () => {
  it('regenerating asks for the password or a code and replaces every code', async () => {
    const u = await enrolledUser();
    const wrong = await u.client.post('/api/profile/two-factor/recovery-codes', { proof: 'pas-le-bon' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fieldErrors).toEqual({ proof: m.wrongProof });

    const byPassword = await u.client.post('/api/profile/two-factor/recovery-codes', {
      proof: DEFAULT_PASSWORD,
    });
    expect(byPassword.status).toBe(200);
    const fresh: string[] = byPassword.body.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(u.recoveryCodes[0]);

    // An old code no longer signs in; a new one does.
    const old = await passwordStep(u.email);
    const oldRes = await old.client.post('/api/auth/two-factor', {
      challenge: old.res.body.twoFactorChallenge,
      code: u.recoveryCodes[0],
    });
    expect(oldRes.status).toBe(401);

    const byCode = await u.client.post('/api/profile/two-factor/recovery-codes', {
      proof: codeFor(u.secret, 1),
    });
    expect(byCode.status).toBe(200);
  });

  it('disabling asks for the password or a code; then sign-in opens a session at once', async () => {
    const u = await enrolledUser();
    expect((await u.client.post('/api/profile/two-factor/disable', { proof: '999999' })).status).toBe(400);
    const res = await u.client.post('/api/profile/two-factor/disable', { proof: u.recoveryCodes[0] });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, u.userId))).toEqual([]);
    expect((await passwordStep(u.email)).res.body.me.user.twoFactorEnabled).toBe(false);
    const twice = await u.client.post('/api/profile/two-factor/disable', { proof: DEFAULT_PASSWORD });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(m.notEnabled);
  });
});

describe('the agency head requires it of every member', () => {
  it('gates members without it until they enrol, and only in that agency', async () => {
    const a = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const b = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, a.boss.user.id);
    const member = await signedInClient(
      t,
      (await createUser(t.db, { agencyId: a.agency.id, status: 'active' })).user.id,
    );
    const memberOfB = await signedInClient(
      t,
      (await createUser(t.db, { agencyId: b.agency.id, status: 'active' })).user.id,
    );

    // The head must have it first.
    const early = await head.put('/api/agency/two-factor-requirement', { required: true });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(m.requireNeedsOwn);
    await enrol(head);
    const on = await head.put('/api/agency/two-factor-requirement', { required: true });
    expect(on.status).toBe(200);
    expect(on.body.requireTwoFactor).toBe(true);

    // The member without it: no agency data, sent to /two-factor-setup, may still manage their account.
    const blocked = await member.get('/api/properties');
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED', message: m.setupRequired });
    expect((await member.get('/api/agency/pending-requests')).status).toBe(403);
    const me = await member.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.next).toBe('/two-factor-setup');
    expect((await member.get('/api/profile/two-factor')).body.requiredByAgency).toBe(true);

    expect((await memberOfB.get('/api/properties')).status).toBe(200);
    expect((await head.get('/api/properties')).status).toBe(200);

    const { recoveryCodes } = await enrol(member);
    expect((await member.get('/api/properties')).status).toBe(200);
    expect((await member.get('/api/auth/me')).body.next).toBe('/dashboard');

    // While required, nobody in the agency can turn it off.
    const off = await member.post('/api/profile/two-factor/disable', { proof: recoveryCodes[0] });
    expect(off.status).toBe(409);
    expect(off.body.error.message).toBe(m.requiredByAgency);

    const relaxed = await head.put('/api/agency/two-factor-requirement', { required: false });
    expect(relaxed.body.requireTwoFactor).toBe(false);
    expect((await member.post('/api/profile/two-factor/disable', { proof: recoveryCodes[0] })).status).toBe(
      204,
    );
  });

  it('only the head may change it', async () => {
    const a = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const member = await signedInClient(
      t,
      (await createUser(t.db, { agencyId: a.agency.id, status: 'active' })).user.id,
    );
    await enrol(member);
    expect((await member.put('/api/agency/two-factor-requirement', { required: true })).status).toBe(403);
  });
});

describe('attempt limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => limited.close());

  it('code checks spend the account’s budget like passwords', async () => {
    const u = await createUser(limited.db);
    const client = await signedInClient(limited, u.user.id);
    const setup = await client.post(
      '/api/profile/two-factor/setup',
      {},
      { headers: { 'x-forwarded-for': '203.0.113.1' } },
    );
    // Three guesses, each from another address: the account's budget stops the fourth.
    for (const n of [2, 3, 4]) {
      const res = await client.post(
        '/api/profile/two-factor/confirm',
        { code: 'abcdef' },
        { headers: { 'x-forwarded-for': `203.0.113.${n}` } },
      );
      expect(res.status).toBe(400);
    }
    const limitedRes = await client.post(
      '/api/profile/two-factor/confirm',
      { code: codeFor(setup.body.secret) },
      { headers: { 'x-forwarded-for': '203.0.113.5' } },
    );
    expect(limitedRes.status).toBe(429);
  });

  it('the sign-in code step spends the IP’s and the account’s budgets', async () => {
    const ip = { headers: { 'x-forwarded-for': '203.0.113.50' } };
    const u = await createUser(limited.db);
    const owner = await signedInClient(limited, u.user.id);
    const setup = await owner.post('/api/profile/two-factor/setup', {}, ip);
    await owner.post(
      '/api/profile/two-factor/confirm',
      { code: codeFor(setup.body.secret) },
      {
        headers: { 'x-forwarded-for': '203.0.113.51' },
      },
    );
    const c = limited.client();
    const start = await c.post(
      '/api/auth/sign-in',
      { email: u.user.email, password: DEFAULT_PASSWORD },
      {
        headers: { 'x-forwarded-for': '203.0.113.52' },
      },
    );
    const challenge = start.body.twoFactorChallenge;
    const statuses: number[] = [];
    for (const n of [53, 54, 55]) {
      statuses.push(
        (
          await c.post(
            '/api/auth/two-factor',
            { challenge, code: '000000' },
            {
              headers: { 'x-forwarded-for': `203.0.113.${n}` },
            },
          )
        ).status,
      );
    }
    // The account has spent sign-in, confirm and three codes: over 3 well before the end.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses).toContain(429);
  });
});
