import { asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, properties, propertyHistory } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type HistoryRow = typeof propertyHistory.$inferSelect;

/** Newest first (000 §7: ordered by date descending); same-day entries by creation. */
export async function listHistory(db: DbOrTx, agencyId: string, propertyId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(propertyHistory)
    .where(tenantWhere(propertyHistory, agencyId, eq(propertyHistory.propertyId, propertyId)))
    .orderBy(desc(propertyHistory.date), desc(propertyHistory.createdAt), desc(propertyHistory.id));
}

export async function insertHistory(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof propertyHistory.$inferInsert, 'agencyId'>,
): Promise<HistoryRow> {
  const [row] = await db.insert(propertyHistory).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/**
 * Calendar rows: the entry, its property's name and its author's name, by day then start time
 * (a day's entries without a time first).
 */
export async function listAgenda(
  db: DbOrTx,
  agencyId: string,
  filter: { from?: string; to?: string; authorId?: string; ids?: string[] },
) {
  return db
    .select({
      id: propertyHistory.id,
      propertyId: propertyHistory.propertyId,
      propertyName: properties.name,
      type: propertyHistory.type,
      date: propertyHistory.date,
      startTime: propertyHistory.startTime,
      durationMinutes: propertyHistory.durationMinutes,
      description: propertyHistory.description,
      clientName: propertyHistory.clientName,
      userId: propertyHistory.userId,
      authorFirstName: profiles.firstName,
      authorLastName: profiles.lastName,
    })
    .from(propertyHistory)
    .innerJoin(properties, eq(properties.id, propertyHistory.propertyId))
    .leftJoin(profiles, eq(profiles.id, propertyHistory.userId))
    .where(
      tenantWhere(
        propertyHistory,
        agencyId,
        filter.from ? gte(propertyHistory.date, filter.from) : undefined,
        filter.to ? lte(propertyHistory.date, filter.to) : undefined,
        filter.authorId ? eq(propertyHistory.userId, filter.authorId) : undefined,
        filter.ids ? inArray(propertyHistory.id, filter.ids) : undefined,
      ),
    )
    .orderBy(
      asc(propertyHistory.date),
      sql`${propertyHistory.startTime} asc nulls first`,
      asc(propertyHistory.createdAt),
      asc(propertyHistory.id),
    );
}

/** The history entries that name a client (linked to their record), newest first, with each property's id. */
export async function listClientHistory(
  db: DbOrTx,
  agencyId: string,
  clientId: string,
): Promise<HistoryRow[]> {
  return db
    .select()
    .from(propertyHistory)
    .where(tenantWhere(propertyHistory, agencyId, eq(propertyHistory.clientId, clientId)))
    .orderBy(desc(propertyHistory.date), desc(propertyHistory.createdAt), desc(propertyHistory.id));
}
