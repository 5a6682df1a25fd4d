import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, ownerNotices, properties, propertyHistory, visitRecords } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type VisitRecordRow = typeof visitRecords.$inferSelect;
export type OwnerNoticeRow = typeof ownerNotices.$inferSelect;

/** A history entry with its property's name and address, as the slip and the feedback need it. */
export async function findVisitEntry(db: DbOrTx, agencyId: string, historyId: string) {
  const [row] = await db
    .select({
      id: propertyHistory.id,
      propertyId: propertyHistory.propertyId,
      type: propertyHistory.type,
      date: propertyHistory.date,
      startTime: propertyHistory.startTime,
      clientId: propertyHistory.clientId,
      clientName: propertyHistory.clientName,
      clientEmail: propertyHistory.clientEmail,
      clientPhone: propertyHistory.clientPhone,
      propertyName: properties.name,
    })
    .from(propertyHistory)
    .innerJoin(properties, eq(properties.id, propertyHistory.propertyId))
    .where(tenantWhere(propertyHistory, agencyId, eq(propertyHistory.id, historyId)))
    .limit(1);
  return row ?? null;
}
export type VisitEntryRow = NonNullable<Awaited<ReturnType<typeof findVisitEntry>>>;

export async function findRecordByHistory(db: DbOrTx, agencyId: string, historyId: string) {
  const [row] = await db
    .select()
    .from(visitRecords)
    .where(tenantWhere(visitRecords, agencyId, eq(visitRecords.historyId, historyId)))
    .limit(1);
  return row ?? null;
}

/** Locks the visit's record (made first if need be), so two slips or feedbacks at once run in turn. */
export async function lockRecord(
  tx: DbOrTx,
  agencyId: string,
  values: Omit<typeof visitRecords.$inferInsert, 'agencyId'>,
): Promise<VisitRecordRow> {
  await tx.insert(visitRecords).values(tenantRow(agencyId, values)).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(visitRecords)
    .where(tenantWhere(visitRecords, agencyId, eq(visitRecords.historyId, values.historyId!)))
    .for('update');
  return row!;
}

export async function updateRecord(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: Partial<Omit<typeof visitRecords.$inferInsert, 'agencyId' | 'id'>>,
): Promise<VisitRecordRow> {
  const [row] = await db
    .update(visitRecords)
    .set(values)
    .where(tenantWhere(visitRecords, agencyId, eq(visitRecords.id, id)))
    .returning();
  return row!;
}

/** Feedback of these history entries, for the owner report. */
export async function listRecordsOfEntries(db: DbOrTx, agencyId: string, historyIds: readonly string[]) {
  if (historyIds.length === 0) return [];
  return db
    .select()
    .from(visitRecords)
    .where(tenantWhere(visitRecords, agencyId, inArray(visitRecords.historyId, [...historyIds])));
}

/**
 * Done visits (Paris date and time at or before `now`) since `since` that have no record yet, so
 * every visit reaches the owner, slip or not.
 */
export async function listDoneVisitsWithoutRecord(
  db: DbOrTx,
  agencyId: string,
  { since, today, time }: { since: string; today: string; time: string },
) {
  return db
    .select({
      id: propertyHistory.id,
      propertyId: propertyHistory.propertyId,
      propertyName: properties.name,
      date: propertyHistory.date,
      startTime: propertyHistory.startTime,
      clientId: propertyHistory.clientId,
      clientName: propertyHistory.clientName,
      clientEmail: propertyHistory.clientEmail,
      clientPhone: propertyHistory.clientPhone,
    })
    .from(propertyHistory)
    .innerJoin(properties, eq(properties.id, propertyHistory.propertyId))
    .where(
      tenantWhere(
        propertyHistory,
        agencyId,
        eq(propertyHistory.type, 'visit'),
        gte(propertyHistory.date, since),
        doneBy(propertyHistory.date, propertyHistory.startTime, today, time),
        sql`not exists (select 1 from ${visitRecords} where ${visitRecords.historyId} = ${propertyHistory.id})`,
      ),
    );
}

export async function insertRecords(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof visitRecords.$inferInsert, 'agencyId'>[],
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(visitRecords)
    .values(values.map((v) => tenantRow(agencyId, v)))
    .onConflictDoNothing();
}

type DateColumn = typeof visitRecords.visitDate | typeof propertyHistory.date;
type TimeColumn = typeof visitRecords.startTime | typeof propertyHistory.startTime;

/** Before `today`, or today at or before `time` (a day's entry without a time counts from the morning). */
const doneBy = (date: DateColumn, start: TimeColumn, today: string, time: string) =>
  or(sql`${date} < ${today}`, and(eq(date, today), or(isNull(start), sql`${start} <= ${time}::time`)));

/** The done visits of the agency (or of one property) not yet told to their owner, oldest first. */
export async function listUnnotifiedVisits(
  db: DbOrTx,
  agencyId: string,
  { today, time, propertyId }: { today: string; time: string; propertyId?: string },
): Promise<VisitRecordRow[]> {
  return db
    .select()
    .from(visitRecords)
    .where(
      tenantWhere(
        visitRecords,
        agencyId,
        isNull(visitRecords.ownerNoticeId),
        propertyId ? eq(visitRecords.propertyId, propertyId) : isNotNull(visitRecords.propertyId),
        doneBy(visitRecords.visitDate, visitRecords.startTime, today, time),
      ),
    )
    .orderBy(asc(visitRecords.visitDate), asc(visitRecords.startTime), asc(visitRecords.id));
}

export async function insertNotice(
  tx: DbOrTx,
  agencyId: string,
  values: Omit<typeof ownerNotices.$inferInsert, 'agencyId'>,
): Promise<OwnerNoticeRow> {
  const [row] = await tx.insert(ownerNotices).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/**
 * Takes these visits for the notice, each only if no other notice took it first: the row lock of
 * the UPDATE makes a second process wait, then see `owner_notice_id` set and skip the row.
 */
export async function claimVisits(
  tx: DbOrTx,
  agencyId: string,
  noticeId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(visitRecords)
    .set({ ownerNoticeId: noticeId })
    .where(
      tenantWhere(
        visitRecords,
        agencyId,
        inArray(visitRecords.id, [...ids]),
        isNull(visitRecords.ownerNoticeId),
      ),
    )
    .returning({ id: visitRecords.id });
  return rows.map((r) => r.id);
}

export async function setNoticeCount(tx: DbOrTx, agencyId: string, id: string, visitCount: number) {
  await tx
    .update(ownerNotices)
    .set({ visitCount })
    .where(tenantWhere(ownerNotices, agencyId, eq(ownerNotices.id, id)));
}

export async function findNotice(db: DbOrTx, agencyId: string, id: string): Promise<OwnerNoticeRow | null> {
  const [row] = await db
    .select()
    .from(ownerNotices)
    .where(tenantWhere(ownerNotices, agencyId, eq(ownerNotices.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listNoticeVisits(db: DbOrTx, agencyId: string, noticeId: string) {
  return db
    .select()
    .from(visitRecords)
    .where(tenantWhere(visitRecords, agencyId, eq(visitRecords.ownerNoticeId, noticeId)))
    .orderBy(asc(visitRecords.visitDate), asc(visitRecords.startTime), asc(visitRecords.id));
}

/** Sent: set once; a retry of the job that finds it set sends nothing again. */
export async function markNoticeSent(db: DbOrTx, agencyId: string, id: string, pdfKey: string, sentAt: Date) {
  const rows = await db
    .update(ownerNotices)
    .set({ pdfKey, sentAt })
    .where(tenantWhere(ownerNotices, agencyId, eq(ownerNotices.id, id), isNull(ownerNotices.sentAt)))
    .returning({ id: ownerNotices.id });
  return rows.length > 0;
}

export async function listNoticesOfMandate(db: DbOrTx, agencyId: string, mandateId: string) {
  return db
    .select()
    .from(ownerNotices)
    .where(tenantWhere(ownerNotices, agencyId, eq(ownerNotices.mandateId, mandateId)))
    .orderBy(desc(ownerNotices.createdAt));
}

/** Agencies with visits that may be waiting for a notice (the hourly pass reads across agencies). */
export async function agenciesWithRecentVisits(db: DbOrTx, since: string): Promise<string[]> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      or(
        sql`exists (select 1 from ${propertyHistory} where ${propertyHistory.agencyId} = ${agencies.id} and ${propertyHistory.type} = 'visit' and ${propertyHistory.date} >= ${since})`,
        sql`exists (select 1 from ${visitRecords} where ${visitRecords.agencyId} = ${agencies.id} and ${visitRecords.ownerNoticeId} is null and ${visitRecords.propertyId} is not null)`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Notices written but not marked sent since `before`: their mail job is enqueued again (same key). */
export async function listUnsentNotices(db: DbOrTx, agencyId: string, before: Date) {
  return db
    .select({ id: ownerNotices.id })
    .from(ownerNotices)
    .where(
      tenantWhere(
        ownerNotices,
        agencyId,
        isNull(ownerNotices.sentAt),
        sql`${ownerNotices.visitCount} > 0`,
        sql`${ownerNotices.createdAt} < ${before.toISOString()}`,
      ),
    );
}
