import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyInvitations } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type InvitationRow = typeof agencyInvitations.$inferSelect;

/** Neither used, revoked nor expired. */
const usable = () =>
  and(
    isNull(agencyInvitations.usedAt),
    isNull(agencyInvitations.revokedAt),
    gt(agencyInvitations.expiresAt, sql`now()`),
  );

export async function listUsableInvitations(db: DbOrTx, agencyId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(agencyInvitations)
    .where(tenantWhere(agencyInvitations, agencyId, usable()))
    .orderBy(desc(agencyInvitations.createdAt), desc(agencyInvitations.id));
}

/** How many the agency sent since `since`, and how many are still usable: the two limits. */
export async function invitationCounts(db: DbOrTx, agencyId: string, since: Date) {
  const [row] = await db
    .select({
      sent: count(sql`case when ${agencyInvitations.createdAt} >= ${since.toISOString()} then 1 end`),
      usable: count(sql`case when ${usable()} then 1 end`),
    })
    .from(agencyInvitations)
    .where(tenantWhere(agencyInvitations, agencyId));
  return { sent: row?.sent ?? 0, usable: row?.usable ?? 0 };
}

/** A new invitation to an address replaces the ones still usable: one link works, the newest. */
export async function revokeUsableInvitationsTo(db: DbOrTx, agencyId: string, email: string) {
  await db
    .update(agencyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(tenantWhere(agencyInvitations, agencyId, eq(agencyInvitations.email, email), usable()));
}

export async function insertInvitation(
  db: DbOrTx,
  agencyId: string,
  values: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(agencyInvitations).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** Revokes a usable invitation; another agency's, a used or an expired one is not found. */
export async function revokeInvitation(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(agencyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(tenantWhere(agencyInvitations, agencyId, eq(agencyInvitations.id, id), usable()))
    .returning({ id: agencyInvitations.id });
  return rows.length > 0;
}

/**
 * The invitation a link's token names, whatever its agency: the sign-up that follows the link knows
 * no agency yet, and the token (a secret only its recipient holds) is what names it.
 */
export async function findInvitationByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: agencyInvitations.id,
      agencyId: agencyInvitations.agencyId,
      email: agencyInvitations.email,
      usable: sql<boolean>`${usable()}`,
    })
    .from(agencyInvitations)
    .where(eq(agencyInvitations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Single use: true only for the one sign-up that burns it. */
export async function burnInvitation(db: DbOrTx, agencyId: string, id: string, userId: string) {
  const rows = await db
    .update(agencyInvitations)
    .set({ usedAt: sql`now()`, usedBy: userId })
    .where(tenantWhere(agencyInvitations, agencyId, eq(agencyInvitations.id, id), usable()))
    .returning({ id: agencyInvitations.id });
  return rows.length > 0;
}
