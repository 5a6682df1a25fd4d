import { emailVerificationMessages } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  agencies,
  emailVerificationTokens,
  mailOutbox,
  passwordResetTokens,
  profiles,
  sessions,
  users,
} from '../src/db/schema';
import { signedInClient } from './helpers/actors';
import { createAgencyWithBoss, createUser, unique } from './factories';
import { startTestApp, type TestApp, TEST_ADMIN_EMAIL } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const person = () => ({
  firstName: 'Camille',
  lastName: 'Durand',
  email: `camille.${unique()}@exemple.fr`,
  phone: '06 12 34 56 78',
  password: 'secret123',
});
const createBody = () => ({
  mode: 'create',
  ...person(),
  agencyName: 'Agence du Parc',
  agencyAddress: '12 rue Victor Hugo',
  agencyCity: 'Lyon',
  agencyZip: '69002',
});

async function count(table: typeof users | typeof agencies | typeof sessions) {
  return (await t.db.select().from(table)).length;
}

describe('sign-up, create mode', () => {
  it('creates user, boss profile and agency with a 6-character code, signs in, sends to /subscription', async () => {
    const c = t.client();
    const body = createBody();
    const res = await c.post('/api/auth/sign-up', body);
    expect(res.status).toBe(201);
    expect(res.body.next).toBe('/subscription');
    expect(res.body.me.profile).toMatchObject({ isBoss: true, status: 'active', firstName: 'Camille' });
    expect(res.body.me.agency.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(res.body.me.agency.subscriptionStatus).toBe('inactive');
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await c.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.me.user.email).toBe(body.email);
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, res.body.me.agency.id));
    expect(agency!.ownerId).toBe(res.body.me.user.id);
  });

  it('stores the password hashed with argon2id, never in clear', async () => {
    const body = createBody();
    await t.client().post('/api/auth/sign-up', body);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(body.password);
  });

  it('refuses missing fields with French field errors and creates nothing', async () => {
    const before = [await count(users), await count(agencies)];
    const res = await t
      .client()
      .post('/api/auth/sign-up', { ...createBody(), agencyZip: '', firstName: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fieldErrors.firstName).toBe('Ce champ est obligatoire.');
    expect(res.body.error.fieldErrors.agencyZip).toBeTruthy();
    expect([await count(users), await count(agencies)]).toEqual(before);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const res = await t.client().post('/api/auth/sign-up', { ...createBody(), password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.password).toBe('Le mot de passe doit contenir au moins 6 caractères.');
  });

  it('gives the ADMIN_EMAILS address administrator rights only once its owner followed the e-mailed link', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/sign-up', { ...createBody(), email: TEST_ADMIN_EMAIL.toUpperCase() });
    expect(res.status).toBe(201);
    // Whoever signs up first with the address is not administrator for it: a head like any other.
    expect(res.body.me.isAdmin).toBe(false);
    expect(res.body.me.user.emailVerified).toBe(false);
    expect(res.body.next).toBe('/subscription');
    expect((await c.get('/api/admin/outbox')).status).toBe(403);

    const token = (await latestLink(TEST_ADMIN_EMAIL, 'verify-email'))!;
    expect(token).toBeTruthy();
    // The link needs no session: the mailbox proves the address.
    expect((await t.client().post('/api/auth/verify-email', { token })).status).toBe(204);
    const me = await c.get('/api/auth/me');
    expect(me.body.me).toMatchObject({ isAdmin: true, user: { emailVerified: true } });
    expect(me.body.next).toBe('/dashboard');
    expect((await c.get('/api/admin/outbox')).status).toBe(200);

    const again = await t.client().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({
      code: 'INVALID_VERIFICATION_LINK',
      message: 'Ce lien de confirmation est invalide ou a expiré.',
    });
  });
});

/** The token of the latest link of this kind mailed to the address, once the mail jobs have run. */
async function latestLink(email: string, page: 'verify-email' | 'update-password') {
  await t.deps.jobs.runUntilIdle();
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
  const links = mails.map((m) => new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`).exec(m.text)?.[1]);
  return links.filter(Boolean).at(-1);
}

async function mailsTo(email: string) {
  await t.deps.jobs.runUntilIdle();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

/** Moves every link of the account back in time, as if they had been sent that long ago. */
async function ageLinks(
  table: typeof emailVerificationTokens | typeof passwordResetTokens,
  userId: string,
  minutes: number,
) {
  await t.db
    .update(table)
    .set({ createdAt: sql`${table.createdAt} - ${minutes} * interval '1 minute'` })
    .where(eq(table.userId, userId));
}

describe('e-mail verification', () => {
  it('is asked for at sign-up with a link valid 24 hours; an expired link proves nothing', async () => {
    const body = createBody();
    const res = await t.client().post('/api/auth/sign-up', body);
    expect(res.body.me.user.emailVerified).toBe(false);
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toBe('ImmoPilote — Confirmez votre adresse e-mail');
    expect(mail!.text).toContain('valable 24 heures');
    const [row] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, res.body.me.user.id));
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - 24 * 3600_000)).toBeLessThan(5000);
    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, res.body.me.user.id));
    const token = (await latestLink(body.email, 'verify-email'))!;
    expect((await t.client().post('/api/auth/verify-email', { token })).status).toBe(400);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user!.emailVerifiedAt).toBeNull();
  });

  it('resends a link at most 3 times an hour, never while one sent less than 5 minutes ago is valid', async () => {
    const body = createBody();
    const c = t.client();
    const { me } = (await c.post('/api/auth/sign-up', body)).body;
    const resend = () => c.post('/api/auth/verify-email/resend');
    const soon = await resend();
    expect(soon.status).toBe(429);
    expect(soon.body.error.message).toBe(emailVerificationMessages.recentlySent);
    expect(emailVerificationMessages.recentlySent).toMatch(
      /^Un lien vous a été envoyé il y a moins de 5 minutes/,
    );
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(200);
    await ageLinks(emailVerificationTokens, me.user.id, 6);
    expect((await resend()).status).toBe(202);
    await ageLinks(emailVerificationTokens, me.user.id, 6);
    expect((await resend()).status).toBe(202);
    await ageLinks(emailVerificationTokens, me.user.id, 6);
    const fourth = await resend();
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toBe('Vous avez demandé 3 liens en une heure. Réessayez plus tard.');
    expect(await mailsTo(body.email)).toHaveLength(3);
    // An hour after the first, one more.
    await ageLinks(emailVerificationTokens, me.user.id, 45);
    expect((await resend()).status).toBe(202);
    const token = (await latestLink(body.email, 'verify-email'))!;
    expect((await t.client().post('/api/auth/verify-email', { token })).status).toBe(204);
    const done = await resend();
    expect(done.status).toBe(409);
    expect(done.body.error.message).toBe('Votre adresse e-mail est déjà confirmée.');
  });

  it('sends no reset link and no alert to an unverified address, until its owner confirms it', async () => {
    const body = createBody();
    await t.client().post('/api/auth/sign-up', body);
    expect((await t.client().post('/api/auth/password-reset/request', { email: body.email })).status).toBe(
      202,
    );
    expect(await latestLink(body.email, 'update-password')).toBeUndefined();

    // A pending member with an unverified address is accepted: the head's decision mails nobody.
    const { agency, boss } = await createAgencyWithBoss(t.db);
    const unverified = await createUser(t.db, {
      agencyId: agency.id,
      status: 'pending',
      emailVerified: false,
    });
    const verified = await createUser(t.db, { agencyId: agency.id, status: 'pending' });
    const head = await signedInClient(t, boss.user.id);
    for (const member of [unverified, verified]) {
      expect(
        (await head.post(`/api/agency/members/${member.user.id}/accept`, { permissions: [] })).status,
      ).toBe(204);
    }
    expect(await mailsTo(unverified.user.email)).toHaveLength(0);
    expect(await mailsTo(verified.user.email)).toHaveLength(1);

    const token = (await latestLink(body.email, 'verify-email'))!;
    expect((await t.client().post('/api/auth/verify-email', { token })).status).toBe(204);
    await t.client().post('/api/auth/password-reset/request', { email: body.email });
    expect(await latestLink(body.email, 'update-password')).toBeTruthy();
  });
});

describe('reset-mail bombing', () => {
  it('mails at most 3 links an hour to an account, none while one sent less than 5 minutes ago is valid, and answers alike for unknown addresses', async () => {
    const u = await createUser(t.db, {});
    const request = (email: string) => t.client().post('/api/auth/password-reset/request', { email });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await request(u.user.email));
    const unknown = await request(`inconnu.${unique()}@exemple.fr`);
    for (const res of answers) {
      expect({ status: res.status, text: res.text }).toEqual({ status: unknown.status, text: unknown.text });
    }
    expect(await mailsTo(u.user.email)).toHaveLength(1);

    for (const expected of [2, 3, 3]) {
      await ageLinks(passwordResetTokens, u.user.id, 6);
      for (let i = 0; i < 3; i++) await request(u.user.email);
      expect(await mailsTo(u.user.email)).toHaveLength(expected);
    }
    // A link that was used no longer holds the next one back, but the hour still counts.
    await t.db
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(eq(passwordResetTokens.userId, u.user.id));
    await request(u.user.email);
    expect(await mailsTo(u.user.email)).toHaveLength(3);
    await ageLinks(passwordResetTokens, u.user.id, 60);
    await request(u.user.email);
    expect(await mailsTo(u.user.email)).toHaveLength(4);
  });
});

describe('sign-up, join mode', () => {
  it('checks the code before creating anything', async () => {
    const before = [await count(users), await count(agencies), await count(sessions)];
    const res = await t
      .client()
      .post('/api/auth/sign-up', { mode: 'join', ...person(), agencyCode: 'zzzzzz' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Code d’agence invalide ou introuvable.');
    expect([await count(users), await count(agencies), await count(sessions)]).toEqual(before);
  });

  it('upper-cases the code, makes the user pending and hides the agency from them', async () => {
    const { agency } = await createAgencyWithBoss(t.db);
    const c = t.client();
    const res = await c.post('/api/auth/sign-up', {
      mode: 'join',
      ...person(),
      agencyCode: agency.code.toLowerCase(),
    });
    expect(res.status).toBe(201);
    expect(res.body.next).toBe('/waiting-for-approval');
    expect(res.body.me.profile).toMatchObject({ isBoss: false, status: 'pending', agencyId: agency.id });
    expect(res.body.me.agency).toBeNull();
  });
});

describe('sign-up with an existing e-mail', () => {
  it('signs in with the given password (Compte existant)', async () => {
    const { boss } = await createAgencyWithBoss(t.db);
    const res = await t
      .client()
      .post('/api/auth/sign-up', { ...createBody(), email: boss.user.email, password: boss.password });
    expect(res.status).toBe(200);
    expect(res.body.existingAccount).toBe(true);
    expect(res.body.next).toBe('/dashboard');
    expect(await t.db.select().from(users).where(eq(users.email, boss.user.email))).toHaveLength(1);
  });

  it('sends a user without agency to /join-agency', async () => {
    const u = await createUser(t.db, {});
    const res = await t
      .client()
      .post('/api/auth/sign-up', { ...createBody(), email: u.user.email, password: u.password });
    expect(res.body.next).toBe('/join-agency');
  });

  it('answers like a failed sign-in when the password is wrong, and creates no agency', async () => {
    const u = await createUser(t.db, {});
    const before = await count(agencies);
    const res = await t
      .client()
      .post('/api/auth/sign-up', { ...createBody(), email: u.user.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('E-mail ou mot de passe incorrect.');
    expect(await count(agencies)).toBe(before);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same generic error for an unknown e-mail and a wrong password', async () => {
    const u = await createUser(t.db, {});
    const unknown = await t
      .client()
      .post('/api/auth/sign-in', { email: 'personne@exemple.fr', password: 'secret123' });
    const wrong = await t.client().post('/api/auth/sign-in', { email: u.user.email, password: 'nope-nope' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rotates the session at sign-in and invalidates it at sign-out', async () => {
    const { boss } = await createAgencyWithBoss(t.db);
    const c = t.client();
    await c.post('/api/auth/sign-in', { email: boss.user.email, password: boss.password });
    const first = c.getCookie('immopilote_session')!;
    await c.post('/api/auth/sign-in', { email: boss.user.email.toUpperCase(), password: boss.password });
    const second = c.getCookie('immopilote_session')!;
    expect(second).not.toBe(first);
    const stale = t.client();
    stale.setCookie('immopilote_session', first);
    expect((await stale.get('/api/auth/me')).status).toBe(401);

    expect((await c.post('/api/auth/sign-out')).status).toBe(204);
    const replay = t.client();
    replay.setCookie('immopilote_session', second);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses state-changing requests without the CSRF header or from another origin', async () => {
    const c = t.client();
    const noHeader = await c.post(
      '/api/auth/sign-in',
      { email: 'a@b.fr', password: 'x' },
      { withoutCsrf: true },
    );
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.error.code).toBe('CSRF_REJECTED');
    const foreign = await c.post(
      '/api/auth/sign-in',
      { email: 'a@b.fr', password: 'x' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const u = await createUser(proxied.db, {});
      const res = await proxied
        .client()
        .post(
          '/api/auth/sign-in',
          { email: u.user.email, password: u.password },
          { headers: { 'x-forwarded-proto': 'https' } },
        );
      expect(res.headers.get('set-cookie')).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe('password reset', () => {
  async function latestResetToken(email: string) {
    // The request answers before its mail job runs.
    await t.deps.jobs.runUntilIdle();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const text = mails.at(-1)?.text ?? '';
    return /update-password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  }

  it('does the same work for known and unknown e-mails: the request only enqueues the lookup', async () => {
    const u = await createUser(t.db, {});
    const enqueued: { job: string; payload: unknown }[] = [];
    const enqueue = t.deps.jobs.enqueue.bind(t.deps.jobs);
    // Recorded, not run: what the request itself does, before any job.
    t.deps.jobs.enqueue = async (job, payload) => {
      enqueued.push({ job: job.name, payload });
    };
    const requestFor = async (email: string) => {
      enqueued.length = 0;
      const res = await t.client().post('/api/auth/password-reset/request', { email });
      expect(res.status).toBe(202);
      return [...enqueued];
    };
    try {
      expect(await requestFor(u.user.email)).toEqual([
        { job: 'password-reset-link', payload: { email: u.user.email } },
      ]);
      expect(await requestFor('inconnu.timing@exemple.fr')).toEqual([
        { job: 'password-reset-link', payload: { email: 'inconnu.timing@exemple.fr' } },
      ]);
    } finally {
      t.deps.jobs.enqueue = enqueue;
    }
    // The job then sends the link to the account only.
    await t.client().post('/api/auth/password-reset/request', { email: u.user.email });
    await t.client().post('/api/auth/password-reset/request', { email: 'inconnu.timing@exemple.fr' });
    expect(await latestResetToken(u.user.email)).toBeTruthy();
    expect(await latestResetToken('inconnu.timing@exemple.fr')).toBeUndefined();
  });

  it('answers 202 for unknown e-mails without sending anything', async () => {
    const res = await t.client().post('/api/auth/password-reset/request', { email: 'inconnu@exemple.fr' });
    expect(res.status).toBe(202);
    expect(await latestResetToken('inconnu@exemple.fr')).toBeUndefined();
  });

  it('sends a single-use link that changes the password and signs every session out', async () => {
    const u = await createUser(t.db, {});
    const c = t.client();
    await c.post('/api/auth/sign-in', { email: u.user.email, password: u.password });
    expect((await t.client().post('/api/auth/password-reset/request', { email: u.user.email })).status).toBe(
      202,
    );
    const token = (await latestResetToken(u.user.email))!;
    expect(token).toBeTruthy();
    expect((await t.client().post('/api/auth/password-reset/check', { token })).status).toBe(204);

    const mismatch = await t.client().post('/api/auth/password-reset/complete', {
      token,
      password: 'nouveau-secret',
      confirmPassword: 'autre',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.message).toBe('Les mots de passe ne correspondent pas.');

    const done = await t.client().post('/api/auth/password-reset/complete', {
      token,
      password: 'nouveau-secret',
      confirmPassword: 'nouveau-secret',
    });
    expect(done.status).toBe(204);
    expect((await c.get('/api/auth/me')).status).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in', { email: u.user.email, password: u.password })).status,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in', { email: u.user.email, password: 'nouveau-secret' }))
        .status,
    ).toBe(200);

    const reuse = await t.client().post('/api/auth/password-reset/complete', {
      token,
      password: 'encore-autre',
      confirmPassword: 'encore-autre',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.message).toBe('Lien invalide ou expiré');
  });

  it('refuses an expired link', async () => {
    const short = await startTestApp({ PASSWORD_RESET_TTL_MINUTES: '5' });
    try {
      const u = await createUser(short.db, {});
      await short.client().post('/api/auth/password-reset/request', { email: u.user.email });
      await short.deps.jobs.runUntilIdle();
      const [mail] = await short.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.user.email));
      const token = /#token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
      const { passwordResetTokens } = await import('../src/db/schema');
      await short.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      const res = await short.client().post('/api/auth/password-reset/check', { token });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_RESET_TOKEN');
    } finally {
      await short.close();
    }
  });
});

describe('onboarding after sign-up', () => {
  it('lets a user without agency join by code (pending) or create one (boss)', async () => {
    const { agency } = await createAgencyWithBoss(t.db);
    const joiner = await createUser(t.db, {});
    const c = t.client();
    await c.post('/api/auth/sign-in', { email: joiner.user.email, password: joiner.password });
    const bad = await c.post('/api/onboarding/join', { agencyCode: 'NOPE00' });
    expect(bad.status).toBe(400);
    const ok = await c.post('/api/onboarding/join', { agencyCode: ` ${agency.code.toLowerCase()} ` });
    expect(ok.status).toBe(200);
    expect(ok.body.next).toBe('/waiting-for-approval');
    const again = await c.post('/api/onboarding/create-agency', {
      name: 'X',
      address: 'Y',
      city: 'Z',
      zip: '75001',
    });
    expect(again.status).toBe(409);

    const creator = await createUser(t.db, {});
    const c2 = t.client();
    await c2.post('/api/auth/sign-in', { email: creator.user.email, password: creator.password });
    const created = await c2.post('/api/onboarding/create-agency', {
      name: 'Agence Bellecour',
      address: '1 place Bellecour',
      city: 'Lyon',
      zip: '69002',
    });
    expect(created.status).toBe(200);
    expect(created.body.next).toBe('/subscription');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, creator.user.id));
    expect(profile).toMatchObject({ isBoss: true, status: 'active' });
  });
});

describe('subscription with the demonstration provider', () => {
  it('activates the chosen plan and opens the agency data', async () => {
    const { boss, agency } = await createAgencyWithBoss(t.db, { subscription: null });
    const c = t.client();
    const signIn = await c.post('/api/auth/sign-in', { email: boss.user.email, password: boss.password });
    expect(signIn.body.next).toBe('/subscription');
    const bad = await c.post('/api/subscription/checkout', { plan: 'gold' });
    expect(bad.status).toBe(400);
    const checkout = await c.post('/api/subscription/checkout', { plan: 'premium' });
    expect(checkout.status).toBe(200);
    const id = /\/demo-checkout\/([0-9a-f-]{36})$/.exec(checkout.body.url)![1]!;
    expect((await c.get(`/api/subscription/checkout/${id}`)).body).toMatchObject({
      plan: 'premium',
      amountEur: 780,
    });
    expect((await c.post(`/api/subscription/checkout/${id}/confirm`)).status).toBe(200);
    expect((await c.post(`/api/subscription/checkout/${id}/confirm`)).status).toBe(409);
    const me = await c.get('/api/auth/me');
    expect(me.body.next).toBe('/dashboard');
    expect(me.body.me.agency).toMatchObject({
      id: agency.id,
      subscriptionStatus: 'active',
      subscriptionPlan: 'premium',
    });
  });
});
