import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, profiles, users } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';
import { releasingProfilesOf } from '../../db/agency-scope';

export async function updateProfileFields(
  db: DbOrTx,
  userId: string,
  fields: { firstName: string; lastName: string; phone: string },
) {
  await db.update(profiles).set(fields).where(eq(profiles.id, userId));
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      email: users.email,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}

/** The account to delete, locked for the deletion's transaction. */
export async function lockAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      agencyId: profiles.agencyId,
      isBoss: profiles.isBoss,
      status: profiles.status,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The agency row is the tenant itself: its own id is the scope. Locked so no one joins meanwhile. */
export async function lockAgency(db: DbOrTx, agencyId: string) {
  if (!agencyId) throw new Error('agencyId is required');
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The agency's active or pending members but `userId` (every one when null), with their e-mails. */
export async function otherMembers(db: DbOrTx, agencyId: string, userId: string | null) {
  return db
    .select({ id: profiles.id, firstName: profiles.firstName, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      tenantWhere(
        profiles,
        agencyId,
        userId ? ne(profiles.id, userId) : undefined,
        inArray(profiles.status, ['active', 'pending']),
      ),
    );
}

/** Spec 001 §4 "remove": agency link cleared, permissions cleared, status removed. */
export async function releaseMembers(db: DbOrTx, agencyId: string, userId: string | null) {
  const leaving = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(tenantWhere(profiles, agencyId, userId ? ne(profiles.id, userId) : undefined));
  await releasingProfilesOf(
    db,
    leaving.map((p) => p.id),
  );
  await db
    .update(profiles)
    .set({ agencyId: null, isBoss: false, permissions: [], status: 'removed' })
    .where(tenantWhere(profiles, agencyId, userId ? ne(profiles.id, userId) : undefined));
}

/** The agency's subscription at the payment provider (none when it never paid). */
export async function subscriptionRefs(db: DbOrTx, agencyId: string): Promise<string[]> {
  if (!agencyId) throw new Error('agencyId is required');
  const rows = await db
    .select({ ref: agencies.paymentSubscriptionRef })
    .from(agencies)
    .where(and(eq(agencies.id, agencyId), isNotNull(agencies.paymentSubscriptionRef)));
  return rows.flatMap((r) => (r.ref ? [r.ref] : []));
}

/** Every agency-owned row goes with it by foreign-key cascade (the tables' `agency_id` references). */
export async function deleteAgency(db: DbOrTx, agencyId: string) {
  if (!agencyId) throw new Error('agencyId is required');
  await db.delete(agencies).where(eq(agencies.id, agencyId));
}

/**
 * Profile, sessions and reset links go by cascade; what the user created for the agency
 * (properties, history entries, checkouts) stays, with its author set to null.
 */
export async function deleteUser(db: DbOrTx, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}
