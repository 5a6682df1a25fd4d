import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

export async function recentResetLinks(db: DbOrTx, userId: string, since: Date) {
  return db
    .select({
      createdAt: passwordResetTokens.createdAt,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
}

export async function insertResetToken(db: DbOrTx, values: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(values);
}

/** Unused and unexpired; `id` is the SHA-256 of the token sent by e-mail. */
export async function findUsableResetToken(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** False when another request burnt it first (two clicks on one link). */
export async function burnResetToken(db: DbOrTx, id: string): Promise<boolean> {
  const burnt = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return burnt.length > 0;
}

export async function burnUserResetTokens(db: DbOrTx, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
