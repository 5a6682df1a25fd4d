/**
 * The in-process session cache (auth/session-cache.ts) never serves a revoked right: each test warms
 * the cache with a few calls, revokes (through the API or straight in the database, as another
 * process or a job would), and calls again at once. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, profiles, sessions, userTwoFactor } from '../src/db/schema';
import { createAgencyWithBoss, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function agencyWithMember() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  const member = await createUser(t.db, {
    agencyId: agency.id,
    status: 'active',
    permissions: ['client_directory', 'add_property'],
  });
  return {
    agency,
    bossClient: await signedInClient(t, boss.user.id),
    memberId: member.user.id,
    memberClient: await signedInClient(t, member.user.id),
  };
}

/** Several answered calls, so the next one would be served from the cache if it were allowed to. */
async function warm(client: TestClient, url: string) {
  for (let i = 0; i < 3; i++) expect((await client.get(url)).status).toBe(200);
}

describe('session cache revocation (same process)', () => {
  it('a permission withdrawn by the head is refused on the very next call', async () => {
    const { bossClient, memberId, memberClient } = await agencyWithMember();
    await warm(memberClient, '/api/clients');
    const put = await bossClient.put(`/api/agency/members/${memberId}/permissions`, {
      permissions: ['add_property'],
    });
    expect(put.status).toBe(204);
    const after = await memberClient.get('/api/clients');
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe('FORBIDDEN');
  });

  it('a removed member loses the agency on the very next call', async () => {
    const { bossClient, memberId, memberClient } = await agencyWithMember();
    await warm(memberClient, '/api/properties');
    expect((await bossClient.delete(`/api/agency/members/${memberId}`)).status).toBe(204);
    expect((await memberClient.get('/api/properties')).status).not.toBe(200);
  });

  it('sign-out ends the session at once', async () => {
    const { memberClient } = await agencyWithMember();
    await warm(memberClient, '/api/auth/me');
    const token = memberClient.getCookie('immopilote_session')!;
    expect((await memberClient.post('/api/auth/sign-out', {})).status).toBe(204);
    // The same token replayed (the cookie was cleared by the answer).
    memberClient.setCookie('immopilote_session', token);
    expect((await memberClient.get('/api/auth/me')).status).toBe(401);
  });

  it('sessions deleted in the database (password reset, another process) are refused at once', async () => {
    const { memberId, memberClient } = await agencyWithMember();
    await warm(memberClient, '/api/auth/me');
    await t.db.delete(sessions).where(eq(sessions.userId, memberId));
    expect((await memberClient.get('/api/auth/me')).status).toBe(401);
  });

  it('a plan that expires (job or webhook writing the agency) closes the agency at once', async () => {
    const { agency, memberClient } = await agencyWithMember();
    await warm(memberClient, '/api/properties');
    await t.db.update(agencies).set({ subscriptionStatus: 'inactive' }).where(eq(agencies.id, agency.id));
    const after = await memberClient.get('/api/properties');
    expect(after.status).toBe(402);
    expect(after.body.error.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('a read-only agency refuses writes at once', async () => {
    const { agency, memberClient } = await agencyWithMember();
    await warm(memberClient, '/api/properties');
    await t.db.update(agencies).set({ subscriptionStatus: 'read_only' }).where(eq(agencies.id, agency.id));
    const write = await memberClient.post('/api/clients', { firstName: 'Léa', lastName: 'Martin' });
    expect(write.body.error?.code).toBe('READ_ONLY');
  });

  it('a member demoted to pending, or required to enrol in two-factor, is stopped at once', async () => {
    const { agency, memberId, memberClient } = await agencyWithMember();
    await warm(memberClient, '/api/properties');
    await t.db.update(agencies).set({ requireTwoFactor: true }).where(eq(agencies.id, agency.id));
    expect((await memberClient.get('/api/properties')).body.error?.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    await t.db.insert(userTwoFactor).values({ userId: memberId, secret: 'x', enabledAt: new Date() });
    expect((await memberClient.get('/api/properties')).status).toBe(200);
    await t.db.update(profiles).set({ status: 'pending' }).where(eq(profiles.id, memberId));
    expect((await memberClient.get('/api/properties')).body.error?.code).toBe('PENDING_APPROVAL');
  });

  it('revocations racing with a burst of calls: no call after the write is answered 200', async () => {
    const { bossClient, memberId, memberClient } = await agencyWithMember();
    const burst = Array.from({ length: 20 }, () => memberClient.get('/api/clients'));
    const put = await bossClient.put(`/api/agency/members/${memberId}/permissions`, { permissions: [] });
    expect(put.status).toBe(204);
    await Promise.all(burst);
    const after = await Promise.all(Array.from({ length: 10 }, () => memberClient.get('/api/clients')));
    expect(after.map((r) => r.status)).toEqual(Array(10).fill(403));
  });
});
