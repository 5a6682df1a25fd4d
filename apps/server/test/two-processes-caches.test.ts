/**
 * Each API process keeps signed-in sessions (auth/session-cache.ts) and the agencies' property
 * lists (modules/properties/property-list-cache.ts) in memory. Two processes on one PostgreSQL: a
 * revocation or a property written through one (or straight in the database, as a job or a
 * webhook would) must show on the other's very next call, its cache warm. PostgreSQL pass only
 * (DATABASE_URL): PGlite belongs to one process.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { agencies, properties, sessions } from '../src/db/schema';
import { createAgencyWithBoss, createProperty, createUser } from './factories';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import type { TestClient } from './helpers/test-client';
import { createPostgresTestDatabase } from './helpers/test-database';

const WITH_POSTGRES = Boolean(process.env.DATABASE_URL);

describe.skipIf(!WITH_POSTGRES)(
  'session and list caches across two API processes on one PostgreSQL (skipped without DATABASE_URL)',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let seed: Database;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      seed = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
      [a, b] = await Promise.all([
        startServerProcess({ DATABASE_URL: database.url }),
        startServerProcess({ DATABASE_URL: database.url }),
      ]);
    }, 300_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await seed?.close();
      await database?.drop();
    });

    /** A head and a member of one agency, each signed in on both processes with the same cookie. */
    async function cast() {
      const { agency, boss } = await createAgencyWithBoss(seed.ownerDb, { subscription: 'premium' });
      const member = await createUser(seed.ownerDb, {
        agencyId: agency.id,
        status: 'active',
        permissions: ['client_directory'],
      });
      const signIn = async (email: string, password: string) => {
        const onA = a.client();
        expect((await onA.post('/api/auth/sign-in', { email, password })).status).toBe(200);
        const onB = b.client();
        onB.setCookie('immopilote_session', onA.getCookie('immopilote_session')!);
        return { onA, onB };
      };
      return {
        agency,
        memberId: member.user.id,
        boss: await signIn(boss.user.email, boss.password),
        member: await signIn(member.user.email, member.password),
      };
    }

    async function warm(client: TestClient, url: string) {
      for (let i = 0; i < 3; i++) expect((await client.get(url)).status).toBe(200);
    }

    it('a permission withdrawn on A is refused by B on the next call', async () => {
      const { boss, member, memberId } = await cast();
      await warm(member.onB, '/api/clients');
      const put = await boss.onA.put(`/api/agency/members/${memberId}/permissions`, { permissions: [] });
      expect(put.status).toBe(204);
      expect((await member.onB.get('/api/clients')).status).toBe(403);
    });

    it('a sign-out on A ends the session on B at once', async () => {
      const { member } = await cast();
      await warm(member.onB, '/api/auth/me');
      expect((await member.onA.post('/api/auth/sign-out', {})).status).toBe(204);
      expect((await member.onB.get('/api/auth/me')).status).toBe(401);
    });

    it('a member removed on A loses the agency on B at once', async () => {
      const { boss, member, memberId } = await cast();
      await warm(member.onB, '/api/properties');
      expect((await boss.onA.delete(`/api/agency/members/${memberId}`)).status).toBe(204);
      expect((await member.onB.get('/api/properties')).status).not.toBe(200);
    });

    it('sessions dropped and a plan expired by another writer are seen by both processes at once', async () => {
      const { agency, boss, member, memberId } = await cast();
      await Promise.all([warm(member.onA, '/api/properties'), warm(boss.onB, '/api/properties')]);
      await seed.ownerDb.delete(sessions).where(eq(sessions.userId, memberId));
      expect((await member.onA.get('/api/properties')).status).toBe(401);
      await seed.ownerDb
        .update(agencies)
        .set({ subscriptionStatus: 'inactive' })
        .where(eq(agencies.id, agency.id));
      expect((await boss.onB.get('/api/properties')).body.error?.code).toBe('SUBSCRIPTION_REQUIRED');
    });

    it('a property changed on A or in the database shows in B’s list at once', async () => {
      const { agency, boss } = await cast();
      const property = await createProperty(seed.ownerDb, agency.id, { name: 'Avant' });
      await warm(boss.onB, '/api/properties');
      const put = await boss.onA.patch(`/api/properties/${property.id}/status`, { status: 'Loué' });
      expect(put.status).toBe(200);
      expect((await boss.onB.get('/api/properties')).body.items[0]).toMatchObject({ status: 'Loué' });
      await warm(boss.onB, '/api/properties');
      await seed.ownerDb.update(properties).set({ name: 'Après' }).where(eq(properties.id, property.id));
      expect((await boss.onB.get('/api/properties')).body.items[0]).toMatchObject({ name: 'Après' });
      expect((await boss.onA.delete(`/api/properties/${property.id}`)).status).toBe(204);
      expect((await boss.onB.get('/api/properties')).body.total).toBe(0);
    });
  },
);
