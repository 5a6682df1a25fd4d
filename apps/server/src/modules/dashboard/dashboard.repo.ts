import type { PropertyView } from '@immopilote/contracts';
import { and, between, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, dashboardPreferences, mandates, properties, propertyHistory } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

/** A read model for the dashboard's figures: counts only, never rows of another module. */
export async function countListingsByStatus(db: DbOrTx, agencyId: string) {
  return db
    .select({ status: properties.status, n: count() })
    .from(properties)
    .where(tenantWhere(properties, agencyId))
    .groupBy(properties.status);
}

/** Visits per day between two Paris dates, both included. */
export async function countVisitsByDay(db: DbOrTx, agencyId: string, from: string, to: string) {
  return db
    .select({ date: sql<string>`${propertyHistory.date}::text`, n: count() })
    .from(propertyHistory)
    .where(
      tenantWhere(
        propertyHistory,
        agencyId,
        eq(propertyHistory.type, 'visit'),
        between(propertyHistory.date, from, to),
      ),
    )
    .groupBy(propertyHistory.date);
}

/** Clients created since the first day of a Paris month. */
export async function countClientsSince(db: DbOrTx, agencyId: string, parisDay: string) {
  const [row] = await db
    .select({ n: count() })
    .from(clients)
    .where(
      tenantWhere(
        clients,
        agencyId,
        gte(clients.createdAt, sql`(${parisDay}::date::timestamp at time zone 'Europe/Paris')`),
      ),
    );
  return row?.n ?? 0;
}

/** Mandates in force whose end date falls between two Paris dates, both included. */
export async function countMandatesEnding(db: DbOrTx, agencyId: string, from: string, to: string) {
  const [row] = await db
    .select({ n: count() })
    .from(mandates)
    .where(
      tenantWhere(
        mandates,
        agencyId,
        and(eq(mandates.status, 'active'), between(mandates.endDate, from, to)),
      ),
    );
  return row?.n ?? 0;
}

/** The member's stored view of the listings, or null before their first choice. */
export async function findPropertyView(db: DbOrTx, agencyId: string, userId: string) {
  const [row] = await db
    .select({ propertyView: dashboardPreferences.propertyView })
    .from(dashboardPreferences)
    .where(tenantWhere(dashboardPreferences, agencyId, eq(dashboardPreferences.userId, userId)))
    .limit(1);
  return row?.propertyView ?? null;
}

export async function savePropertyView(db: DbOrTx, agencyId: string, userId: string, view: PropertyView) {
  await db
    .insert(dashboardPreferences)
    .values(tenantRow(agencyId, { userId, propertyView: view }))
    .onConflictDoUpdate({
      target: [dashboardPreferences.agencyId, dashboardPreferences.userId],
      set: { propertyView: view, updatedAt: sql`now()` },
    });
}
