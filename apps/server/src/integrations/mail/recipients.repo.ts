import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** True when an account has this address and its owner proved it (followed the confirmation link). */
export async function isVerifiedAccountAddress(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return !!row;
}
