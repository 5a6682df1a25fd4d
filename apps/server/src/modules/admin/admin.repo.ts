import type { AdminAuditAction } from '@immopilote/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAuditLog, agencies, profiles, properties, users } from '../../db/schema';
import { containsPattern, foldedContains } from '../../db/search';

/*
 * The one repository that reads across agencies, for the platform administrator (ADMIN_EMAILS)
 * only: it takes no agency id on purpose. Every other repository scopes agency-owned tables with
 * `tenantWhere`; test/architecture.test.ts holds that rule and names this file as its only
 * exception. Callers must sit behind `guard.admin`.
 */

export interface AgencyOverview {
  id: string;
  name: string;
  city: string;
  code: string;
  subscriptionStatus: (typeof agencies.$inferSelect)['subscriptionStatus'];
  subscriptionPlan: (typeof agencies.$inferSelect)['subscriptionPlan'];
  billingAlert: string | null;
  createdAt: Date;
  activeMembers: number;
  pendingMembers: number;
}

/** Every agency with its member counts, oldest first. */
export async function listAgenciesWithMemberCounts(db: DbOrTx): Promise<AgencyOverview[]> {
  const rows = await db
    .select({
      id: agencies.id,
      name: agencies.name,
      city: agencies.city,
      code: agencies.code,
      subscriptionStatus: agencies.subscriptionStatus,
      subscriptionPlan: agencies.subscriptionPlan,
      billingAlert: agencies.billingAlert,
      createdAt: agencies.createdAt,
      activeMembers: count(sql`case when ${profiles.status} = 'active' then 1 end`),
      pendingMembers: count(sql`case when ${profiles.status} = 'pending' then 1 end`),
    })
    .from(agencies)
    .leftJoin(profiles, eq(profiles.agencyId, agencies.id))
    .groupBy(agencies.id)
    .orderBy(asc(agencies.createdAt), asc(agencies.id));
  return rows.map((r) => ({
    ...r,
    activeMembers: Number(r.activeMembers),
    pendingMembers: Number(r.pendingMembers),
  }));
}

/** The panel's three counters (spec 001 §7 "Admin counters": profiles, agencies, properties). */
export async function platformCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*) from ${profiles})`.mapWith(Number),
      agencies: sql<number>`(select count(*) from ${agencies})`.mapWith(Number),
      properties: sql<number>`(select count(*) from ${properties})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** Agencies whose name, city, or head's name or e-mail contains the query (accents and case ignored). */
function agencySearch(q: string): SQL | undefined {
  if (!q) return undefined;
  return or(
    foldedContains(agencies.name, q),
    foldedContains(agencies.city, q),
    sql`immopilote_fold(${profiles.firstName} || ' ' || ${profiles.lastName}) like immopilote_fold(${containsPattern(q)})`,
    foldedContains(users.email, q),
  );
}

/** One page of agencies, newest first, with their head's name and their member and property counts. */
export async function listAgencyPage(
  db: DbOrTx,
  { q, page, pageSize }: { q: string; page: number; pageSize: number },
) {
  const where = agencySearch(q);
  const base = db
    .select({
      id: agencies.id,
      name: agencies.name,
      city: agencies.city,
      ownerFirstName: profiles.firstName,
      ownerLastName: profiles.lastName,
      subscriptionStatus: agencies.subscriptionStatus,
      subscriptionPlan: agencies.subscriptionPlan,
      billingAlert: agencies.billingAlert,
      members:
        sql<number>`(select count(*) from ${profiles} as m where m.agency_id = ${agencies.id} and m.status = 'active')`.mapWith(
          Number,
        ),
      properties:
        sql<number>`(select count(*) from ${properties} as p where p.agency_id = ${agencies.id})`.mapWith(
          Number,
        ),
    })
    .from(agencies)
    .leftJoin(profiles, eq(profiles.id, agencies.ownerId))
    .leftJoin(users, eq(users.id, agencies.ownerId));
  const rows = await base
    .where(where)
    .orderBy(desc(agencies.createdAt), desc(agencies.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(agencies)
    .leftJoin(profiles, eq(profiles.id, agencies.ownerId))
    .leftJoin(users, eq(users.id, agencies.ownerId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAgency(db: DbOrTx, id: string) {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
  return row ?? null;
}

/** The agency's active and pending members with their e-mails, the head first. */
export async function listAgencyMembers(db: DbOrTx, agencyId: string) {
  return db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      isBoss: profiles.isBoss,
      status: profiles.status,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.agencyId, agencyId), inArray(profiles.status, ['active', 'pending'])))
    .orderBy(desc(profiles.isBoss), asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id));
}

/** The agency's newest properties (at most `limit`) and how many it has. */
export async function listAgencyProperties(db: DbOrTx, agencyId: string, limit: number) {
  const rows = await db
    .select({ id: properties.id, name: properties.name, type: properties.type, price: properties.price })
    .from(properties)
    .where(eq(properties.agencyId, agencyId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(properties).where(eq(properties.agencyId, agencyId));
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertAuditEntry(
  db: DbOrTx,
  values: {
    adminUserId: string;
    adminEmail: string;
    action: AdminAuditAction;
    agencyId: string;
    agencyName: string;
  },
) {
  await db.insert(adminAuditLog).values(values);
}

/** The audit log, newest first; `agencyExists` tells whether the agency is still there. */
export async function listAuditEntries(db: DbOrTx, { page, pageSize }: { page: number; pageSize: number }) {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      adminEmail: adminAuditLog.adminEmail,
      action: adminAuditLog.action,
      agencyId: adminAuditLog.agencyId,
      agencyName: adminAuditLog.agencyName,
      createdAt: adminAuditLog.createdAt,
      agencyExists: sql<boolean>`exists (select 1 from ${agencies} where ${agencies.id} = ${adminAuditLog.agencyId})`,
    })
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(adminAuditLog);
  return { rows, total: Number(total?.n ?? 0) };
}
