import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { agencies, profiles, users } from '../../db/schema';
import { newAgencyCode } from '../../auth/tokens';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findAgencyIdByCode(db: DbOrTx, code: string): Promise<string | null> {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code)).limit(1);
  return row?.id ?? null;
}

export async function insertUserWithProfile(
  db: DbOrTx,
  input: { email: string; passwordHash: string; firstName: string; lastName: string; phone: string },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: input.email, passwordHash: input.passwordHash })
    .returning({ id: users.id });
  await db.insert(profiles).values({
    id: user!.id,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
  });
  return user!.id;
}

const MAX_CODE_ATTEMPTS = 8;

/** Inserts the agency with a fresh random code, retrying on the (rare) collision inside a savepoint. */
export async function insertAgencyWithUniqueCode(
  db: DbOrTx,
  fields: { name: string; address: string; city: string; zip: string },
  ownerId: string,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (sp) => {
        const [agency] = await sp
          .insert(agencies)
          .values({
            name: fields.name,
            address: fields.address,
            city: fields.city,
            zip: fields.zip,
            code: newAgencyCode(),
            ownerId,
          })
          .returning({ id: agencies.id });
        return agency!.id;
      });
    } catch (err) {
      if (attempt >= MAX_CODE_ATTEMPTS || !isUniqueViolation(err, 'agencies_code_key')) throw err;
    }
  }
}

export async function makeBossOf(db: DbOrTx, userId: string, agencyId: string) {
  await db
    .update(profiles)
    .set({ agencyId, isBoss: true, status: 'active', permissions: [] })
    .where(eq(profiles.id, userId));
}

/** A person's own name (their profile row is theirs to read). */
export async function findProfileName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}

export async function makePendingMemberOf(db: DbOrTx, userId: string, agencyId: string) {
  await db
    .update(profiles)
    .set({ agencyId, isBoss: false, status: 'pending', permissions: [] })
    .where(eq(profiles.id, userId));
}

/** The address is proven (a link mailed to it was followed). */
export async function markEmailVerified(db: DbOrTx, userId: string) {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
