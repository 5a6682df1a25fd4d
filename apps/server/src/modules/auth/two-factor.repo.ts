import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  agencies,
  profiles,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  userTwoFactor,
  users,
} from '../../db/schema';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: DbOrTx, userId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row ?? null;
}

/** A new pending secret; an enabled one is never overwritten (false then). */
export async function savePendingSecret(db: DbOrTx, userId: string, sealedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secret: sealedSecret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret: sealedSecret, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

const stepIsNew = (step: number) =>
  or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step));

/** Turns on the pending secret with the step of its first code; false if it was enabled meanwhile. */
export async function enableTwoFactor(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ enabledAt: sql`now()`, lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Records `step` as used when it is later than the last accepted one: one statement, so two
 * requests carrying the same code cannot both pass (replay).
 */
export async function claimStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt), stepIsNew(step)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, codeHashes: readonly string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Burns an unused recovery code; false when it is unknown or was used already. */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteTwoFactor(db: DbOrTx, userId: string) {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash ?? null;
}

/** The user is an active member of an agency whose head requires two-factor sign-in. */
export async function agencyRequiresTwoFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: agencies.requireTwoFactor })
    .from(profiles)
    .innerJoin(agencies, eq(agencies.id, profiles.agencyId))
    .where(and(eq(profiles.id, userId), eq(profiles.status, 'active')))
    .limit(1);
  return row?.required ?? false;
}

export async function insertChallenge(db: DbOrTx, values: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(twoFactorChallenges).values(values);
}

/** A live challenge with its user's e-mail (the attempt budget is the account's). */
export async function findLiveChallenge(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId, email: users.email })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(and(eq(twoFactorChallenges.id, id), gt(twoFactorChallenges.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/** Single use: the first caller gets the user, any other nothing. */
export async function consumeChallenge(db: DbOrTx, id: string): Promise<string | null> {
  const rows = await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.id, id), gt(twoFactorChallenges.expiresAt, sql`now()`)))
    .returning({ userId: twoFactorChallenges.userId });
  return rows[0]?.userId ?? null;
}

export async function purgeExpiredChallenges(db: Db) {
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, sql`now()`));
}
