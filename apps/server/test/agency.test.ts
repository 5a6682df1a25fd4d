import { agencyMessages, commonMessages, onboardingMessages, PERMISSIONS } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencies, mailOutbox, profiles } from '../src/db/schema';
import { createAgencyWithBoss, createProperty, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Team {
  agency: { id: string; code: string; name: string };
  head: TestClient;
  headId: string;
  member: TestClient;
  memberId: string;
  pending: TestClient;
  pendingId: string;
  pendingEmail: string;
}

/** A paid agency with its head, one active member without permissions, one pending request. */
async function team(): Promise<Team> {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  const member = await createUser(t.db, { agencyId: agency.id, status: 'active' });
  const pending = await createUser(t.db, { agencyId: agency.id, status: 'pending', firstName: 'Inès' });
  return {
    agency,
    head: await signedInClient(t, boss.user.id),
    headId: boss.user.id,
    member: await signedInClient(t, member.user.id),
    memberId: member.user.id,
    pending: await signedInClient(t, pending.user.id),
    pendingId: pending.user.id,
    pendingEmail: pending.user.email,
  };
}

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const mailsTo = async (to: string) => {
  await t.deps.jobs.runUntilIdle();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
};
const headsOf = async (agencyId: string) =>
  t.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.agencyId, agencyId), eq(profiles.isBoss, true)));

let a: Team;
beforeEach(async () => {
  a = await team();
});

describe('Informations', () => {
  it('lists the head, the active member and the pending request, with their e-mails', async () => {
    const res = await a.head.get('/api/agency');
    expect(res.status).toBe(200);
    expect(res.body.agency).toMatchObject({ id: a.agency.id, code: a.agency.code });
    const byId = Object.fromEntries(res.body.members.map((m: { id: string }) => [m.id, m]));
    expect(byId[a.headId]).toMatchObject({ isBoss: true, status: 'active' });
    expect(byId[a.memberId]).toMatchObject({ isBoss: false, status: 'active', permissions: [] });
    expect(byId[a.pendingId]).toMatchObject({ status: 'pending', email: a.pendingEmail });
    expect(res.body.members[0].id).toBe(a.headId);
  });

  it('saves name, address, city and postal code; bad input is a French 400 that changes nothing', async () => {
    const fields = { name: 'Agence des Canuts', address: '4 rue Royale', city: 'Lyon', zip: '69001' };
    const saved = await a.head.patch('/api/agency', fields);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(fields);

    const bad = await a.head.patch('/api/agency', { ...fields, name: '  ', zip: '6900' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors).sort()).toEqual(['name', 'zip']);
    expect(bad.body.error.fieldErrors.name).toBe(commonMessages.required);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, a.agency.id));
    expect(row).toMatchObject(fields);
  });

  it('regenerates the code: the old one stops working for joining, the new one works', async () => {
    const res = await a.head.post('/api/agency/code');
    expect(res.status).toBe(200);
    expect(res.body.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(res.body.code).not.toBe(a.agency.code);

    const newcomer = await signedInClient(t, (await createUser(t.db)).user.id);
    const old = await newcomer.post('/api/onboarding/join', { agencyCode: a.agency.code });
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe(onboardingMessages.invalidAgencyCode);
    const joined = await newcomer.post('/api/onboarding/join', { agencyCode: res.body.code });
    expect(joined.status).toBe(200);
    expect(joined.body.next).toBe('/waiting-for-approval');
  });

  it('refuses members and pending members with 403 (the head only)', async () => {
    expect((await a.member.get('/api/agency')).status).toBe(403);
    expect((await a.pending.get('/api/agency')).status).toBe(403);
    expect(
      (await a.member.patch('/api/agency', { name: 'x', address: 'x', city: 'x', zip: '69001' })).status,
    ).toBe(403);
  });
});

describe('the pending path', () => {
  it('tells the pending member the agency name only, and the head the pending count', async () => {
    const res = await a.pending.get('/api/onboarding/pending-agency');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: a.agency.name });
    expect((await a.pending.get('/api/auth/me')).body.me.agency).toBeNull();
    expect((await a.head.get('/api/agency/pending-requests')).body).toEqual({ count: 1 });
  });

  it('accepting lets the member in at once and sends them an e-mail', async () => {
    expect((await a.head.post(`/api/agency/members/${a.pendingId}/accept`, { permissions: [] })).status).toBe(
      204,
    );
    const me = await a.pending.get('/api/auth/me');
    expect(me.body.next).toBe('/dashboard');
    expect(me.body.me.agency.id).toBe(a.agency.id);
    expect((await a.pending.get('/api/properties')).status).toBe(200);
    expect((await a.pending.get('/api/onboarding/pending-agency')).status).toBe(404);
    expect((await a.head.get('/api/agency/pending-requests')).body).toEqual({ count: 0 });

    const mails = await mailsTo(a.pendingEmail);
    expect(mails.map((m) => m.subject)).toEqual([agencyMessages.acceptedMailSubject]);
    expect(mails[0]!.text).toContain(a.agency.name);
    expect(mails[0]!.text).toContain('http://immopilote.test/dashboard');

    const again = await a.head.post(`/api/agency/members/${a.pendingId}/accept`, { permissions: [] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(agencyMessages.requestAlreadyHandled);
  });

  it('rejecting sends the member to /join-agency with an e-mail; they can join another agency', async () => {
    expect((await a.head.post(`/api/agency/members/${a.pendingId}/reject`)).status).toBe(204);
    const me = await a.pending.get('/api/auth/me');
    expect(me.body.next).toBe('/join-agency');
    expect(await profileOf(a.pendingId)).toMatchObject({ status: 'rejected', agencyId: null });
    expect((await mailsTo(a.pendingEmail)).map((m) => m.subject)).toEqual([
      agencyMessages.rejectedMailSubject,
    ]);
    expect((await a.head.get('/api/agency')).body.members.map((m: { id: string }) => m.id)).not.toContain(
      a.pendingId,
    );

    const other = await createAgencyWithBoss(t.db);
    const joined = await a.pending.post('/api/onboarding/join', { agencyCode: other.agency.code });
    expect(joined.status).toBe(200);
    expect(joined.body.next).toBe('/waiting-for-approval');
    expect((await a.pending.get('/api/onboarding/pending-agency')).body).toEqual({ name: other.agency.name });
  });

  it('removing a member cuts their access to the agency data at once; they can join another agency', async () => {
    const property = await createProperty(t.db, a.agency.id);
    expect((await a.member.get(`/api/properties/${property.id}`)).status).toBe(200);
    expect((await a.head.delete(`/api/agency/members/${a.memberId}`)).status).toBe(204);

    expect((await a.member.get(`/api/properties/${property.id}`)).status).toBe(403);
    expect((await a.member.get('/api/properties')).status).toBe(403);
    expect((await a.member.get('/api/auth/me')).body.next).toBe('/join-agency');
    expect(await profileOf(a.memberId)).toMatchObject({ status: 'removed', agencyId: null, permissions: [] });
    const email = (await a.member.get('/api/auth/me')).body.me.user.email;
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([agencyMessages.removedMailSubject]);

    const other = await createAgencyWithBoss(t.db);
    expect((await a.member.post('/api/onboarding/join', { agencyCode: other.agency.code })).status).toBe(200);
  });
});

describe('rules the API enforces', () => {
  it('a head cannot remove themself, change their own permissions or hand headship to themself', async () => {
    const self = await a.head.delete(`/api/agency/members/${a.headId}`);
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(agencyMessages.cannotRemoveSelf);
    expect(
      (await a.head.put(`/api/agency/members/${a.headId}/permissions`, { permissions: [] })).status,
    ).toBe(409);
    expect((await a.head.post(`/api/agency/members/${a.headId}/headship`)).status).toBe(409);
    expect(await profileOf(a.headId)).toMatchObject({
      isBoss: true,
      status: 'active',
      agencyId: a.agency.id,
    });
  });

  it('a pending request cannot be removed, given permissions or headship; an active member cannot be accepted', async () => {
    expect((await a.head.delete(`/api/agency/members/${a.pendingId}`)).status).toBe(409);
    expect(
      (await a.head.put(`/api/agency/members/${a.pendingId}/permissions`, { permissions: ['web_search'] }))
        .status,
    ).toBe(409);
    expect((await a.head.post(`/api/agency/members/${a.pendingId}/headship`)).status).toBe(409);
    expect((await a.head.post(`/api/agency/members/${a.memberId}/reject`)).status).toBe(409);
    expect(await profileOf(a.pendingId)).toMatchObject({ status: 'pending', permissions: [], isBoss: false });
  });

  it("another agency's member is a 404 for every action, and nothing changes", async () => {
    const b = await team();
    const routes: [string, string, unknown?][] = [
      ['POST', `/api/agency/members/${b.pendingId}/accept`, { permissions: ['add_property'] }],
      ['POST', `/api/agency/members/${b.pendingId}/reject`],
      ['DELETE', `/api/agency/members/${b.memberId}`],
      ['PUT', `/api/agency/members/${b.memberId}/permissions`, { permissions: ['add_property'] }],
      ['POST', `/api/agency/members/${b.memberId}/headship`],
      ['POST', `/api/agency/members/${b.headId}/headship`],
    ];
    for (const [method, url, json] of routes) {
      const res = await a.head.request(method, url, { json });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error.message).toBe(agencyMessages.memberNotFound);
    }
    expect(await profileOf(b.pendingId)).toMatchObject({ status: 'pending', agencyId: b.agency.id });
    expect(await profileOf(b.memberId)).toMatchObject({ status: 'active', permissions: [], isBoss: false });
    expect(await headsOf(b.agency.id)).toEqual([{ id: b.headId }]);
  });
});

describe('Permissions', () => {
  it('a granted permission opens its tool at once; an unknown one is a French 400 that changes nothing', async () => {
    expect((await a.member.get('/api/clients')).status).toBe(403);
    const url = `/api/agency/members/${a.memberId}/permissions`;
    expect((await a.head.put(url, { permissions: ['client_directory', 'add_property'] })).status).toBe(204);
    // Stored in the catalogue's order whatever the order sent.
    expect((await profileOf(a.memberId)).permissions).toEqual(['add_property', 'client_directory']);
    expect((await a.member.get('/api/clients')).status).toBe(200);

    for (const permissions of [['admin'], ['add_property', 'add_property'], 'add_property']) {
      const bad = await a.head.put(url, { permissions });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await profileOf(a.memberId)).permissions).toEqual(['add_property', 'client_directory']);

    expect((await a.head.put(url, { permissions: [] })).status).toBe(204);
    expect((await a.member.get('/api/clients')).status).toBe(403);
  });
});

describe('headship', () => {
  it('hands headship over in one step: one head, the former head keeps every permission', async () => {
    expect((await a.head.post(`/api/agency/members/${a.memberId}/headship`)).status).toBe(204);
    expect(await headsOf(a.agency.id)).toEqual([{ id: a.memberId }]);
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, a.agency.id));
    expect(agency!.ownerId).toBe(a.memberId);

    const former = (await a.head.get('/api/auth/me')).body.me;
    expect(former.profile).toMatchObject({ isBoss: false, status: 'active', permissions: [...PERMISSIONS] });
    expect((await a.head.get('/api/agency')).status).toBe(403);
    expect((await a.member.get('/api/auth/me')).body.me.profile.isBoss).toBe(true);
    expect((await a.member.get('/api/agency')).status).toBe(200);
    const memberEmail = (await a.member.get('/api/auth/me')).body.me.user.email;
    expect((await mailsTo(memberEmail)).map((m) => m.subject)).toEqual([agencyMessages.headshipMailSubject]);

    // The new head can now remove the former one, who is an ordinary member.
    expect((await a.member.delete(`/api/agency/members/${a.headId}`)).status).toBe(204);
  });
});

describe('concurrency', () => {
  it('accept and remove of the same member at once end in one consistent state', async () => {
    for (let round = 0; round < 6; round++) {
      const fresh = await team();
      const url = `/api/agency/members/${fresh.pendingId}`;
      const [accepted, removed] = await Promise.all([
        fresh.head.post(`${url}/accept`, { permissions: [] }),
        fresh.head.delete(url),
      ]);
      const profile = await profileOf(fresh.pendingId);
      expect(accepted.status).toBe(204);
      if (removed.status === 204) {
        expect(profile).toMatchObject({ status: 'removed', agencyId: null, permissions: [] });
      } else {
        expect(removed.status).toBe(409);
        expect(profile).toMatchObject({ status: 'active', agencyId: fresh.agency.id });
      }
    }
  });

  it('permissions granted while the member is removed never stay on a removed member', async () => {
    for (let round = 0; round < 6; round++) {
      const fresh = await team();
      const url = `/api/agency/members/${fresh.memberId}`;
      await Promise.all([
        fresh.head.put(`${url}/permissions`, { permissions: [...PERMISSIONS] }),
        fresh.head.delete(url),
      ]);
      expect(await profileOf(fresh.memberId)).toMatchObject({
        status: 'removed',
        agencyId: null,
        permissions: [],
      });
    }
  });

  it('two hand-overs at once leave exactly one head', async () => {
    const second = await createUser(t.db, { agencyId: a.agency.id, status: 'active' });
    const results = await Promise.all([
      a.head.post(`/api/agency/members/${a.memberId}/headship`),
      a.head.post(`/api/agency/members/${second.user.id}/headship`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([204, 403]);
    const heads = await headsOf(a.agency.id);
    expect(heads).toHaveLength(1);
    expect([a.memberId, second.user.id]).toContain(heads[0]!.id);
  });
});
