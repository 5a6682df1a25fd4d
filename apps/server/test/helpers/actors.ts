import { PERMISSIONS } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../src/db/schema';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions';
import { createAgencyWithBoss, createUser, defaultPasswordHash } from '../factories';
import { findUserByEmail } from '../../src/modules/auth/accounts.repo';
import type { TestApp } from './test-app';
import { TEST_ADMIN_EMAIL } from './test-app';
import type { TestClient } from './test-client';

export const ACTOR_NAMES = ['visitor', 'pending', 'memberA', 'bossA', 'bossB', 'admin'] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export interface Actor {
  name: ActorName;
  client: TestClient;
  userId: string | null;
  email: string | null;
}

export interface World {
  agencyA: { id: string; code: string };
  agencyB: { id: string; code: string };
  actors: Record<ActorName, Actor>;
}

export async function signedInClient(t: TestApp, userId: string): Promise<TestClient> {
  const client = t.client();
  const { token } = await createSession(t.db, userId, t.config.sessionTtlMs, 'vitest');
  client.setCookie(SESSION_COOKIE, token);
  return client;
}

/**
 * The authorization matrix's cast: a visitor, a pending member of A, an active member of A (all
 * permissions), the head of A, the head of B, and the administrator (no agency of their own).
 */
export async function createWorld(t: TestApp): Promise<World> {
  const a = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  const b = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  const member = await createUser(t.db, {
    agencyId: a.agency.id,
    status: 'active',
    permissions: [...PERMISSIONS],
  });
  const pending = await createUser(t.db, { agencyId: a.agency.id, status: 'pending' });
  const existingAdmin = await findUserByEmail(t.db, TEST_ADMIN_EMAIL);
  const admin = existingAdmin ? { user: existingAdmin } : await createUser(t.db, { email: TEST_ADMIN_EMAIL });
  // One administrator per database: each world gives them back their starting state (no agency).
  await t.db
    .update(profiles)
    .set({ agencyId: null, isBoss: false, status: 'pending', permissions: [] })
    .where(eq(profiles.id, admin.user.id));
  // A route under test (password reset) may have changed their password.
  await t.db
    .update(users)
    .set({ passwordHash: await defaultPasswordHash() })
    .where(eq(users.id, admin.user.id));
  const actor = async (name: ActorName, user: { id: string; email: string } | null): Promise<Actor> => ({
    name,
    client: user ? await signedInClient(t, user.id) : t.client(),
    userId: user?.id ?? null,
    email: user?.email ?? null,
  });
  return {
    agencyA: { id: a.agency.id, code: a.agency.code },
    agencyB: { id: b.agency.id, code: b.agency.code },
    actors: {
      visitor: await actor('visitor', null),
      pending: await actor('pending', pending.user),
      memberA: await actor('memberA', member.user),
      bossA: await actor('bossA', a.boss.user),
      bossB: await actor('bossB', b.boss.user),
      admin: await actor('admin', admin.user),
    },
  };
}
