/**
 * Issue 27 §3, the first week of a team: the head hears of a join request, accepts it with the
 * permissions they choose in one request, invites by e-mail; each permission is held by the API.
 */
import { agencyMessages, commonMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyInvitations, mailOutbox, profiles } from '../src/db/schema';
import { INVITATIONS_PER_DAY } from '../src/modules/agency/invitations.service';
import { createAgencyWithBoss, createUser, unique } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function agencyWithHead() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  return { agency, headEmail: boss.user.email, head: await signedInClient(t, boss.user.id) };
}

const mailsTo = async (to: string) => {
  await t.deps.jobs.runUntilIdle();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
};
const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

const person = (email = `lea.${unique()}@exemple.fr`) => ({
  firstName: 'Léa',
  lastName: 'Garnier',
  email,
  phone: '06 12 34 56 78',
  password: 'secret123',
});

/** The invitation link mailed to `email`: its query, as the sign-up page reads it. */
async function invitationLink(email: string) {
  const [mail] = (await mailsTo(email)).slice(-1);
  const href = /https?:\/\/\S+\/signup\?\S+/.exec(mail?.text ?? '')?.[0];
  return new URL(href!).searchParams;
}

describe('a join request', () => {
  it('mails the head, by code at sign-up and by code after sign-up', async () => {
    const { agency, headEmail } = await agencyWithHead();
    const joiner = person();
    const res = await t
      .client()
      .post('/api/auth/sign-up', { mode: 'join', ...joiner, agencyCode: agency.code });
    expect(res.status).toBe(201);
    const later = await createUser(t.db, { firstName: 'Hugo' });
    const client = await signedInClient(t, later.user.id);
    expect((await client.post('/api/onboarding/join', { agencyCode: agency.code })).status).toBe(200);

    const mails = await mailsTo(headEmail);
    expect(mails.map((m) => m.subject)).toEqual([
      agencyMessages.joinRequestMailSubject,
      agencyMessages.joinRequestMailSubject,
    ]);
    expect(mails[0]!.text).toContain(`Léa Garnier (${joiner.email})`);
    expect(mails[0]!.text).toContain('/agency-settings?onglet=membres');
    expect(mails[1]!.text).toContain(later.user.email);
  });
});

describe('accepting with permissions', () => {
  it('grants the chosen permissions in the same request and mails the new member', async () => {
    const { agency, head } = await agencyWithHead();
    const pending = await createUser(t.db, { agencyId: agency.id, status: 'pending' });
    const res = await head.post(`/api/agency/members/${pending.user.id}/accept`, {
      permissions: ['client_directory', 'add_property'],
    });
    expect(res.status).toBe(204);
    // Stored in the catalogue's order whatever the order sent.
    expect(await profileOf(pending.user.id)).toMatchObject({
      status: 'active',
      permissions: ['add_property', 'client_directory'],
    });
    expect((await mailsTo(pending.user.email)).map((m) => m.subject)).toEqual([
      agencyMessages.acceptedMailSubject,
    ]);
  });

  it('refuses a missing, unknown or repeated permission with a French 400 that changes nothing', async () => {
    const { agency, head } = await agencyWithHead();
    const pending = await createUser(t.db, { agencyId: agency.id, status: 'pending' });
    const url = `/api/agency/members/${pending.user.id}/accept`;
    expect((await head.post(url)).status).toBe(400);
    const unknown = await head.post(url, { permissions: ['delete_agency'] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.error)).toContain(agencyMessages.unknownPermission);
    const twice = await head.post(url, { permissions: ['web_search', 'web_search'] });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body.error)).toContain(agencyMessages.duplicatePermission);
    expect(await profileOf(pending.user.id)).toMatchObject({ status: 'pending', permissions: [] });
  });

  it('is the head’s alone, and another agency’s request is a 404', async () => {
    const a = await agencyWithHead();
    const b = await agencyWithHead();
    const pending = await createUser(t.db, { agencyId: a.agency.id, status: 'pending' });
    const member = await createUser(t.db, {
      agencyId: a.agency.id,
      status: 'active',
      permissions: ['add_property', 'client_directory', 'web_search', 'review_analysis'],
    });
    const url = `/api/agency/members/${pending.user.id}/accept`;
    const body = { permissions: ['add_property'] };
    expect((await (await signedInClient(t, member.user.id)).post(url, body)).status).toBe(403);
    const elsewhere = await b.head.post(url, body);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(agencyMessages.memberNotFound);
    expect(await profileOf(pending.user.id)).toMatchObject({ status: 'pending', agencyId: a.agency.id });
  });
});

describe('invitations by e-mail', () => {
  it('mails a link that pre-fills code and address; the sign-up through it is a pending request and burns it', async () => {
    const { agency, head, headEmail } = await agencyWithHead();
    const email = `nina.${unique()}@exemple.fr`;
    const sent = await head.post('/api/agency/invitations', {
      email: ` ${email.toUpperCase()} `,
      firstName: 'Nina',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email, firstName: 'Nina', lastName: null });
    const days = (Date.parse(sent.body.expiresAt) - Date.parse(sent.body.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    expect((await head.get('/api/agency/invitations')).body.items.map((i: { id: string }) => i.id)).toEqual([
      sent.body.id,
    ]);

    const link = await invitationLink(email);
    expect(Object.fromEntries(link)).toMatchObject({ mode: 'join', code: agency.code, email });
    const token = link.get('invitation')!;
    // The database holds the token's hash only.
    const [row] = await t.db.select().from(agencyInvitations).where(eq(agencyInvitations.id, sent.body.id));
    expect(row!.tokenHash).not.toContain(token);

    // The code changed since: the invitation still names the agency.
    expect((await head.post('/api/agency/code')).status).toBe(200);
    const joined = await t.client().post('/api/auth/sign-up', {
      mode: 'join',
      ...person(email),
      agencyCode: link.get('code'),
      invitation: token,
    });
    expect(joined.status).toBe(201);
    expect(joined.body.next).toBe('/waiting-for-approval');
    // Following the mailed link proved the address: no confirmation mail, no banner.
    expect(joined.body.me.user.emailVerified).toBe(true);
    expect((await mailsTo(email)).filter((m) => m.text.includes('/verify-email'))).toEqual([]);
    const newcomer = await profileOf(joined.body.me.user.id);
    expect(newcomer).toMatchObject({ agencyId: agency.id, status: 'pending', permissions: [] });
    expect((await mailsTo(headEmail)).map((m) => m.subject)).toEqual([agencyMessages.joinRequestMailSubject]);
    expect((await head.get('/api/agency/invitations')).body.items).toEqual([]);

    // Single use.
    const again = await t.client().post('/api/auth/sign-up', {
      mode: 'join',
      ...person(email.replace('nina', 'nina2')),
      agencyCode: link.get('code'),
      invitation: token,
    });
    expect(again.status).toBe(400);
  });

  it('works only for the address it was sent to, and not once revoked or expired', async () => {
    const { head } = await agencyWithHead();
    const invite = async () => {
      const email = `paul.${unique()}@exemple.fr`;
      const res = await head.post('/api/agency/invitations', { email });
      expect(res.status).toBe(201);
      return { id: res.body.id as string, email, link: await invitationLink(email) };
    };
    const signUp = (email: string, link: URLSearchParams) =>
      t.client().post('/api/auth/sign-up', {
        mode: 'join',
        ...person(email),
        agencyCode: link.get('code'),
        invitation: link.get('invitation'),
      });

    const other = await invite();
    const wrong = await signUp(`autre.${unique()}@exemple.fr`, other.link);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fieldErrors.email).toBe(agencyMessages.invitationOtherEmail);

    const revoked = await invite();
    expect((await head.delete(`/api/agency/invitations/${revoked.id}`)).status).toBe(204);
    expect((await head.delete(`/api/agency/invitations/${revoked.id}`)).status).toBe(404);
    const afterRevoke = await signUp(revoked.email, revoked.link);
    expect(afterRevoke.status).toBe(400);
    expect(afterRevoke.body.error.fieldErrors.agencyCode).toBe(agencyMessages.invalidInvitation);

    const expired = await invite();
    await t.db
      .update(agencyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencyInvitations.id, expired.id));
    expect((await signUp(expired.email, expired.link)).status).toBe(400);
    const listed = (await head.get('/api/agency/invitations')).body.items.map((i: { id: string }) => i.id);
    expect(listed).toEqual([other.id]);
  });

  it('refuses a bad address with a French field error, a member or a pending request with a clear one', async () => {
    const { agency, head } = await agencyWithHead();
    const bad = await head.post('/api/agency/invitations', { email: 'pas-une-adresse' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.email).toBeTruthy();
    expect((await head.post('/api/agency/invitations', { email: '' })).body.error.fieldErrors.email).toBe(
      commonMessages.required,
    );
    const member = await createUser(t.db, { agencyId: agency.id, status: 'active' });
    const asMember = await head.post('/api/agency/invitations', { email: member.user.email.toUpperCase() });
    expect(asMember.status).toBe(409);
    expect(asMember.body.error.fieldErrors.email).toBe(agencyMessages.alreadyMember);
    const pending = await createUser(t.db, { agencyId: agency.id, status: 'pending' });
    const asPending = await head.post('/api/agency/invitations', { email: pending.user.email });
    expect(asPending.body.error.fieldErrors.email).toBe(agencyMessages.alreadyRequested);
    expect((await head.get('/api/agency/invitations')).body.items).toEqual([]);
  });

  it('a second invitation to one address replaces the first; an agency sends a limited number a day', async () => {
    const { head } = await agencyWithHead();
    const email = `zoe.${unique()}@exemple.fr`;
    const first = await head.post('/api/agency/invitations', { email });
    const second = await head.post('/api/agency/invitations', { email });
    const listed = (await head.get('/api/agency/invitations')).body.items.map((i: { id: string }) => i.id);
    expect(listed).toEqual([second.body.id]);
    expect(listed).not.toContain(first.body.id);
    for (let i = 2; i < INVITATIONS_PER_DAY; i++) {
      expect(
        (await head.post('/api/agency/invitations', { email: `x${i}.${unique()}@exemple.fr` })).status,
      ).toBe(201);
    }
    const refused = await head.post('/api/agency/invitations', { email: `trop.${unique()}@exemple.fr` });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(agencyMessages.tooManyInvitations);
  });

  it('is the head’s alone; another agency’s invitation is a 404 and stays usable', async () => {
    const a = await agencyWithHead();
    const b = await agencyWithHead();
    const member = await createUser(t.db, {
      agencyId: a.agency.id,
      status: 'active',
      permissions: ['add_property', 'client_directory', 'web_search', 'review_analysis'],
    });
    const asMember = await signedInClient(t, member.user.id);
    expect((await asMember.get('/api/agency/invitations')).status).toBe(403);
    expect(
      (await asMember.post('/api/agency/invitations', { email: `m.${unique()}@exemple.fr` })).status,
    ).toBe(403);
    const sent = await a.head.post('/api/agency/invitations', { email: `c.${unique()}@exemple.fr` });
    expect((await asMember.delete(`/api/agency/invitations/${sent.body.id}`)).status).toBe(403);
    expect((await b.head.delete(`/api/agency/invitations/${sent.body.id}`)).status).toBe(404);
    expect((await b.head.get('/api/agency/invitations')).body.items).toEqual([]);
    expect((await a.head.get('/api/agency/invitations')).body.items).toHaveLength(1);
  });
});

describe('a member without a permission', () => {
  const ROUTES: Record<string, [string, string][]> = {
    add_property: [
      ['POST', '/api/properties'],
      ['GET', '/api/mandates'],
    ],
    client_directory: [
      ['GET', '/api/clients'],
      ['POST', '/api/clients'],
    ],
    web_search: [['GET', '/api/market/search?city=Lyon']],
    review_analysis: [
      ['GET', '/api/ai/review-analyses'],
      ['POST', '/api/ai/review-analyses'],
    ],
  };

  it('is refused by the API on the routes of each permission', async () => {
    const { agency } = await agencyWithHead();
    const member = await createUser(t.db, { agencyId: agency.id, status: 'active', permissions: [] });
    const client: TestClient = await signedInClient(t, member.user.id);
    for (const [permission, routes] of Object.entries(ROUTES)) {
      for (const [method, url] of routes) {
        const res = method === 'GET' ? await client.get(url) : await client.post(url, {});
        expect(res.status, `${method} ${url} without ${permission}`).toBe(403);
      }
    }
  });
});
