import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, profiles } from '../../db/schema';

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
