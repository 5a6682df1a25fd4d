import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';

/** The account row, locked until the transaction ends: link mails of one account are decided one at a time. */
export async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function recentVerificationLinks(tx: DbOrTx, userId: string, since: Date) {
  return tx
    .select({
      createdAt: emailVerificationTokens.createdAt,
      expiresAt: emailVerificationTokens.expiresAt,
      usedAt: emailVerificationTokens.usedAt,
    })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, since)));
}

export async function insertVerificationToken(
  tx: DbOrTx,
  values: { id: string; userId: string; email: string; expiresAt: Date },
) {
  await tx.insert(emailVerificationTokens).values(values);
}

/**
 * Burns the link and marks its account's address verified, in one statement each inside the
 * caller's transaction; null when the link is unknown, used, expired or names an address the
 * account no longer has.
 */
export async function consumeVerificationToken(tx: DbOrTx, id: string): Promise<string | null> {
  const [token] = await tx
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerificationTokens.id, id),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  if (!token) return null;
  const [user] = await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, token.userId), eq(users.email, token.email)))
    .returning({ id: users.id });
  if (!user) return null;
  // The address is proven: the account's other links are of no further use.
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));
  return user.id;
}
