import { desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, profiles, users, userTwoFactor } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';
import { apiKeys, apiKeyWindows } from './api-keys.schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof apiKeys.$inferInsert, 'agencyId' | 'id' | 'createdAt'>,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** The agency's keys with the name of who created them. */
function keysWithAuthor(db: DbOrTx, agencyId: string, ...conditions: SQL[]) {
  return db
    .select({ key: apiKeys, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(apiKeys)
    .leftJoin(profiles, eq(profiles.id, apiKeys.createdBy))
    .where(tenantWhere(apiKeys, agencyId, ...conditions));
}

/** Newest first. */
export function listApiKeys(db: DbOrTx, agencyId: string) {
  return keysWithAuthor(db, agencyId).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countUsableKeys(db: DbOrTx, agencyId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(
      tenantWhere(
        apiKeys,
        agencyId,
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > ${now}`),
      ),
    );
  return row?.n ?? 0;
}

/** Revokes once: a second revocation keeps the first date. */
export async function revokeApiKey(db: DbOrTx, agencyId: string, id: string, now: Date) {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now})` })
    .where(tenantWhere(apiKeys, agencyId, eq(apiKeys.id, id)));
}

export async function findApiKey(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await keysWithAuthor(db, agencyId, eq(apiKeys.id, id));
  return row ?? null;
}

/**
 * The key a secret names, by its hash only: the one read of `api_keys` across agencies (the
 * caller runs it under the `apiKey` purpose), which learns the key's agency and nothing else.
 */
export async function findKeyByHash(db: DbOrTx, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      agencyId: apiKeys.agencyId,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      rateLimitPerMinute: apiKeys.rateLimitPerMinute,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      createdBy: apiKeys.createdBy,
    })
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, secretHash))
    .limit(1);
  return row ?? null;
}
export type FoundKey = NonNullable<Awaited<ReturnType<typeof findKeyByHash>>>;

/** The person a key acts for, read bound to the key's agency: their user, profile and agency rows. */
export async function findKeyActor(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      user: { id: users.id, email: users.email },
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      profile: profiles,
      agency: agencies,
      twoFactorEnabled: sql<boolean>`${userTwoFactor.enabledAt} is not null`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(agencies, eq(agencies.id, profiles.agencyId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Counts one request in the key's current minute: one upsert, answering the count so far. */
export async function countRequest(db: DbOrTx, agencyId: string, keyId: string, windowStart: Date) {
  const [row] = await db
    .insert(apiKeyWindows)
    .values(tenantRow(agencyId, { keyId, windowStart, count: 1 }))
    .onConflictDoUpdate({
      target: [apiKeyWindows.keyId, apiKeyWindows.windowStart],
      set: { count: sql`${apiKeyWindows.count} + 1` },
    })
    .returning({ count: apiKeyWindows.count });
  return row?.count ?? 1;
}

/** « Dernier usage », written at most once a minute per key (the condition holds across processes). */
export async function touchLastUsed(db: DbOrTx, agencyId: string, keyId: string, now: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      tenantWhere(
        apiKeys,
        agencyId,
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 60_000))),
      ),
    );
}

export async function purgeEndedWindows(db: DbOrTx, agencyId: string, before: Date): Promise<number> {
  const rows = await db
    .delete(apiKeyWindows)
    .where(tenantWhere(apiKeyWindows, agencyId, lt(apiKeyWindows.windowStart, before)))
    .returning({ keyId: apiKeyWindows.keyId });
  return rows.length;
}
