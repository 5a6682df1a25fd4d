import type { OwnerNoticeCadence, Permission } from '@immopilote/contracts';
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { newAgencyCode } from '../../auth/tokens';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { agencies, calendarFeeds, profiles, signInFailures, users } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';
import { releasingProfilesOf } from '../../db/agency-scope';

export type AgencyRow = typeof agencies.$inferSelect;

/** The agency row is the tenant itself: its own id is the scope. */
function agencyIs(agencyId: string) {
  if (!agencyId) throw new Error('agencyId is required');
  return eq(agencies.id, agencyId);
}

export async function findAgency(db: DbOrTx, agencyId: string): Promise<AgencyRow | null> {
  const [row] = await db.select().from(agencies).where(agencyIs(agencyId)).limit(1);
  return row ?? null;
}

/**
 * Every change to the agency's membership takes this lock first (then the member's row), so
 * accept, reject, remove, permission changes and hand-overs of one agency run one after the other
 * and always in the same lock order (no deadlock).
 */
export async function lockAgency(tx: DbOrTx, agencyId: string) {
  await tx.select({ id: agencies.id }).from(agencies).where(agencyIs(agencyId)).for('update');
}

const memberColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: users.email,
  isBoss: profiles.isBoss,
  status: profiles.status,
  permissions: profiles.permissions,
};

/**
 * Pending requests and active members; rejected and removed people are no longer linked. With
 * each, the wrong passwords typed for their account in the last 30 days (auth/attempts.ts).
 */
export async function listMembers(db: DbOrTx, agencyId: string) {
  return db
    .select({
      ...memberColumns,
      failedSignIns: signInFailures.count,
      failedSignInsSince: signInFailures.since,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(
      signInFailures,
      and(eq(signInFailures.userId, profiles.id), gt(signInFailures.lastAt, sql`now() - interval '30 days'`)),
    )
    .where(tenantWhere(profiles, agencyId, inArray(profiles.status, ['pending', 'active'])))
    .orderBy(desc(profiles.isBoss), asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id));
}

export async function countPending(db: DbOrTx, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(tenantWhere(profiles, agencyId, eq(profiles.status, 'pending')));
  return row?.n ?? 0;
}

/** The member row, locked until the transaction ends; another agency's member is not found. */
export async function lockMember(tx: DbOrTx, agencyId: string, memberId: string) {
  const [row] = await tx
    .select(memberColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(tenantWhere(profiles, agencyId, eq(profiles.id, memberId)))
    .for('update', { of: profiles });
  return row ?? null;
}

export async function updateAgencyFields(
  db: DbOrTx,
  agencyId: string,
  fields: { name: string; address: string; city: string; zip: string },
): Promise<AgencyRow | null> {
  const [row] = await db.update(agencies).set(fields).where(agencyIs(agencyId)).returning();
  return row ?? null;
}

export async function setRequireTwoFactor(
  db: DbOrTx,
  agencyId: string,
  required: boolean,
): Promise<AgencyRow | null> {
  const [row] = await db
    .update(agencies)
    .set({ requireTwoFactor: required })
    .where(agencyIs(agencyId))
    .returning();
  return row ?? null;
}

export async function updateAgencyFeeScale(
  db: DbOrTx,
  agencyId: string,
  feeScaleUrl: string | null,
): Promise<AgencyRow | null> {
  const [row] = await db.update(agencies).set({ feeScaleUrl }).where(agencyIs(agencyId)).returning();
  return row ?? null;
}

export async function updateAgencyPolirisId(
  db: DbOrTx,
  agencyId: string,
  polirisAgencyId: string | null,
): Promise<AgencyRow | null> {
  const [row] = await db.update(agencies).set({ polirisAgencyId }).where(agencyIs(agencyId)).returning();
  return row ?? null;
}

const MAX_CODE_ATTEMPTS = 8;

/** A fresh random code; a collision with another agency's code is retried inside a savepoint. */
export async function replaceAgencyCode(db: DbOrTx, agencyId: string): Promise<AgencyRow | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (sp) => {
        const [row] = await sp
          .update(agencies)
          .set({ code: newAgencyCode() })
          .where(agencyIs(agencyId))
          .returning();
        return row ?? null;
      });
    } catch (err) {
      if (attempt >= MAX_CODE_ATTEMPTS || !isUniqueViolation(err, 'agencies_code_key')) throw err;
    }
  }
}

export async function activateMember(
  tx: DbOrTx,
  agencyId: string,
  memberId: string,
  permissions: Permission[],
) {
  await tx
    .update(profiles)
    .set({ status: 'active', isBoss: false, permissions })
    .where(tenantWhere(profiles, agencyId, eq(profiles.id, memberId)));
}

/**
 * Rejected or removed: the link to the agency goes with the permissions (spec 001 §4), so the
 * very next request of that person sees no agency data.
 */
export async function detachMember(
  tx: DbOrTx,
  agencyId: string,
  memberId: string,
  status: 'rejected' | 'removed',
) {
  await releasingProfilesOf(tx, [memberId]);
  await tx
    .update(profiles)
    .set({ status, agencyId: null, isBoss: false, permissions: [] })
    .where(tenantWhere(profiles, agencyId, eq(profiles.id, memberId), eq(profiles.isBoss, false)));
  // A member who leaves takes no calendar feed along: a later return to the same agency must
  // not revive an old link.
  await tx
    .delete(calendarFeeds)
    .where(tenantWhere(calendarFeeds, agencyId, eq(calendarFeeds.userId, memberId)));
}

export async function setMemberPermissions(
  tx: DbOrTx,
  agencyId: string,
  memberId: string,
  permissions: Permission[],
) {
  await tx
    .update(profiles)
    .set({ permissions })
    .where(tenantWhere(profiles, agencyId, eq(profiles.id, memberId), eq(profiles.isBoss, false)));
}

/**
 * The old head steps down before the new one steps up: the partial unique index
 * `profiles_one_head_per_agency_key` would refuse two heads at any moment.
 */
export async function moveHeadship(
  tx: DbOrTx,
  agencyId: string,
  { from, to, formerHeadPermissions }: { from: string; to: string; formerHeadPermissions: Permission[] },
) {
  await tx
    .update(profiles)
    .set({ isBoss: false, permissions: formerHeadPermissions })
    .where(tenantWhere(profiles, agencyId, eq(profiles.id, from)));
  await tx
    .update(profiles)
    .set({ isBoss: true, permissions: [] })
    .where(tenantWhere(profiles, agencyId, eq(profiles.id, to), ne(profiles.id, from)));
  await tx.update(agencies).set({ ownerId: to }).where(agencyIs(agencyId));
}

/** The agency a pending member asked to join: its name only. */
export async function findPendingAgencyName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: agencies.name })
    .from(profiles)
    .innerJoin(agencies, eq(agencies.id, profiles.agencyId))
    .where(and(eq(profiles.id, userId), eq(profiles.status, 'pending')))
    .limit(1);
  return row?.name ?? null;
}

/** Every agency's id, for the jobs that work agency by agency (retention purges). */
export async function allAgencyIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: agencies.id }).from(agencies);
  return rows.map((r) => r.id);
}

/** The head's name and address, for the mail that tells them someone asks to join. */
export async function findHead(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(tenantWhere(profiles, agencyId, eq(profiles.isBoss, true), eq(profiles.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** Whether this address is already a member of the agency, or asked to be. */
export async function findMemberStatusByEmail(db: DbOrTx, agencyId: string, email: string) {
  const [row] = await db
    .select({ status: profiles.status })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      tenantWhere(
        profiles,
        agencyId,
        eq(users.email, email),
        inArray(profiles.status, ['pending', 'active']),
      ),
    )
    .limit(1);
  return row?.status ?? null;
}

export async function updateOwnerNoticeCadence(
  db: DbOrTx,
  agencyId: string,
  ownerNoticeCadence: OwnerNoticeCadence,
): Promise<AgencyRow | null> {
  const [row] = await db.update(agencies).set({ ownerNoticeCadence }).where(agencyIs(agencyId)).returning();
  return row ?? null;
}
