import { ACCESS_LOG_KEEP_MONTHS, type AccessKind } from '@immopilote/contracts';
import { asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessLog, clients, documents, profiles } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export interface NewAccessEntry {
  actorId: string;
  kind: AccessKind;
  clientId?: string | null;
  documentId?: string | null;
  detail?: string;
  ip: string;
}

/** The actor's name is copied from their profile in the same statement: the entry keeps it after they leave. */
export async function insertAccessEntry(db: DbOrTx, agencyId: string, entry: NewAccessEntry) {
  const [profile] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, entry.actorId))
    .limit(1);
  await db.insert(accessLog).values(
    tenantRow(agencyId, {
      actorId: entry.actorId,
      actorName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
      kind: entry.kind,
      clientId: entry.clientId ?? null,
      documentId: entry.documentId ?? null,
      detail: entry.detail ?? '',
      ip: entry.ip,
    }),
  );
}

export interface AccessLogFilters {
  memberId?: string;
  kind?: AccessKind;
  /** Paris calendar days, inclusive. */
  from?: string;
  to?: string;
  clientId?: string;
}

function filterConditions(f: AccessLogFilters): (SQL | undefined)[] {
  return [
    f.memberId ? eq(accessLog.actorId, f.memberId) : undefined,
    f.kind ? eq(accessLog.kind, f.kind) : undefined,
    f.clientId ? eq(accessLog.clientId, f.clientId) : undefined,
    // A day is the agency's day (Paris), whatever the server's time zone.
    f.from
      ? sql`${accessLog.occurredAt} >= (${f.from}::date)::timestamp at time zone 'Europe/Paris'`
      : undefined,
    f.to
      ? sql`${accessLog.occurredAt} < ((${f.to}::date + 1)::timestamp at time zone 'Europe/Paris')`
      : undefined,
  ];
}

const clientName = sql<string | null>`${clients.fullName}`;

export async function listAccessEntries(
  db: DbOrTx,
  agencyId: string,
  filters: AccessLogFilters,
  page: { page: number; pageSize: number },
) {
  const where = tenantWhere(accessLog, agencyId, ...filterConditions(filters));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accessLog.id,
        occurredAt: accessLog.occurredAt,
        actorId: accessLog.actorId,
        actorName: accessLog.actorName,
        kind: accessLog.kind,
        clientId: accessLog.clientId,
        clientName,
        documentId: accessLog.documentId,
        fileName: documents.fileName,
        detail: accessLog.detail,
        ip: accessLog.ip,
      })
      .from(accessLog)
      // Today's names (ids are the agency's own, written by its services): an erased client leaves none.
      .leftJoin(clients, eq(clients.id, accessLog.clientId))
      .leftJoin(documents, eq(documents.id, accessLog.documentId))
      .where(where)
      .orderBy(desc(accessLog.occurredAt), desc(accessLog.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(accessLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Everyone the log names as actor, with the name of their latest entry. */
export async function loggedMembers(db: DbOrTx, agencyId: string) {
  return db
    .selectDistinctOn([accessLog.actorId], { id: accessLog.actorId, name: accessLog.actorName })
    .from(accessLog)
    .where(tenantWhere(accessLog, agencyId))
    .orderBy(asc(accessLog.actorId), desc(accessLog.occurredAt));
}

/** Every client the log names, with today's name (null once the client is gone). */
export async function loggedClients(db: DbOrTx, agencyId: string) {
  return db
    .selectDistinct({ id: sql<string>`${accessLog.clientId}`, name: clientName })
    .from(accessLog)
    .leftJoin(clients, eq(clients.id, accessLog.clientId))
    .where(tenantWhere(accessLog, agencyId, isNotNull(accessLog.clientId)));
}

/** Agencies, for the jobs that go through them one at a time. */
/**
 * Deletes the agency's entries past the retention period, measured by the database clock: the
 * same clock and period as the trigger that refuses any other deletion.
 */
export async function purgeExpiredEntries(db: DbOrTx, agencyId: string): Promise<number> {
  const rows = await db
    .delete(accessLog)
    .where(
      tenantWhere(
        accessLog,
        agencyId,
        sql`${accessLog.occurredAt} < now() - ${sql.raw(`interval '${ACCESS_LOG_KEEP_MONTHS} months'`)}`,
      ),
    )
    .returning({ id: accessLog.id });
  return rows.length;
}
