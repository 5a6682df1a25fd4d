import { type ClientInput, type clientInputSchema, normalizePhoneDigits } from '@immopilote/contracts';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { clients, properties, propertyHistory } from '../../db/schema';
import { containsPattern, foldedContains } from '../../db/search';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type ClientRow = typeof clients.$inferSelect;
type ClientValues = z.output<typeof clientInputSchema>;
export type { ClientInput };

/**
 * Full name or e-mail contain the query (ignoring case and accents), or the phone contains its digits
 * whatever the spaces, dots or +33 (phone_digits is normalised on write).
 */
function searchClause(q: string): SQL | undefined {
  if (!q) return undefined;
  const conditions: SQL[] = [foldedContains(clients.fullName, q), foldedContains(clients.email, q)];
  // Only a query that looks like a phone number searches phones: "12 rue" must not match every 12.
  if (/^[+\d\s.\-()]+$/.test(q)) {
    const digits = normalizePhoneDigits(q);
    if (digits.length >= 2) conditions.push(sql`${clients.phoneDigits} like ${containsPattern(digits)}`);
  }
  return or(...conditions);
}

export async function listClients(
  db: DbOrTx,
  agencyId: string,
  opts: {
    q: string;
    page: number;
    pageSize: number;
    role?: ClientRow['roles'][number];
    candidateStatus?: NonNullable<ClientRow['candidateStatus']>;
    /** YYYY-MM-DD (Europe/Paris): entries after it are planned, not yet a contact. */
    today: string;
  },
): Promise<{ items: (ClientRow & { lastContactOn: string | null })[]; total: number }> {
  const where = tenantWhere(
    clients,
    agencyId,
    searchClause(opts.q),
    opts.role ? arrayContains(clients.roles, [opts.role]) : undefined,
    opts.candidateStatus ? eq(clients.candidateStatus, opts.candidateStatus) : undefined,
  );
  // Evaluated for the page's rows only, in the same statement (no query per client).
  const lastContact = db
    .select({ day: sql<string | null>`max(${propertyHistory.date})::text` })
    .from(propertyHistory)
    .where(
      tenantWhere(
        propertyHistory,
        agencyId,
        eq(propertyHistory.clientId, clients.id),
        lte(propertyHistory.date, opts.today),
      ),
    );
  const [items, [totalRow]] = await Promise.all([
    db
      .select({ ...getTableColumns(clients), lastContactOn: sql<string | null>`(${lastContact})` })
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { items, total: Number(totalRow?.n ?? 0) };
}

/** The history entries naming the client, newest first, with their property's name. */
export async function listClientVisits(db: DbOrTx, agencyId: string, clientId: string) {
  return db
    .select({
      id: propertyHistory.id,
      propertyId: propertyHistory.propertyId,
      propertyName: properties.name,
      type: propertyHistory.type,
      date: propertyHistory.date,
      startTime: propertyHistory.startTime,
      description: propertyHistory.description,
      clientNote: propertyHistory.clientNote,
    })
    .from(propertyHistory)
    .innerJoin(properties, eq(properties.id, propertyHistory.propertyId))
    .where(
      and(
        tenantWhere(propertyHistory, agencyId, eq(propertyHistory.clientId, clientId)),
        tenantWhere(properties, agencyId),
      ),
    )
    .orderBy(
      desc(propertyHistory.date),
      sql`${propertyHistory.startTime} desc nulls last`,
      desc(propertyHistory.createdAt),
      desc(propertyHistory.id),
    );
}

export async function findClient(db: DbOrTx, agencyId: string, id: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)));
  return row ?? null;
}

/** Locks the row for the transaction: a concurrent delete waits, so attached files keep their owner. */
export async function lockClient(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)))
    .for('update');
  return rows.length > 0;
}

/**
 * Name and postal address of these clients, locked for share in the caller's transaction: a
 * concurrent delete waits until the mandate naming them is written (then sets its link null).
 */
export async function lockClientAddresses(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: clients.id, fullName: clients.fullName, address: clients.address })
    .from(clients)
    .where(tenantWhere(clients, agencyId, inArray(clients.id, [...ids])))
    .for('share');
}

export async function listClientAddresses(db: DbOrTx, agencyId: string) {
  return db
    .select({ id: clients.id, fullName: clients.fullName, address: clients.address })
    .from(clients)
    .where(tenantWhere(clients, agencyId))
    .orderBy(asc(clients.fullName), asc(clients.id));
}

const contactColumns = {
  id: clients.id,
  fullName: clients.fullName,
  email: clients.email,
  phone: clients.phone,
};

export async function findClientContact(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select(contactColumns)
    .from(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)))
    .limit(1);
  return row ?? null;
}

/** The visit form's search: the matching clients by name, `limit` at most. */
export async function searchClientContacts(db: DbOrTx, agencyId: string, q: string, limit: number) {
  return db
    .select(contactColumns)
    .from(clients)
    .where(tenantWhere(clients, agencyId, searchClause(q)))
    .orderBy(asc(clients.fullName), asc(clients.id))
    .limit(limit);
}

export async function listClientContacts(db: DbOrTx, agencyId: string) {
  return db
    .select(contactColumns)
    .from(clients)
    .where(tenantWhere(clients, agencyId))
    .orderBy(asc(clients.fullName), asc(clients.id));
}

const withPhoneDigits = (input: ClientValues) => ({
  ...input,
  phoneDigits: input.phone ? normalizePhoneDigits(input.phone) : null,
});

/** `now` is the retention clock: the date a candidate's status changed starts their period. */
export async function insertClient(
  db: DbOrTx,
  agencyId: string,
  input: ClientValues & { id?: string },
  now: Date,
): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values(
      tenantRow(agencyId, {
        ...withPhoneDigits(input),
        candidateStatusChangedAt: input.candidateStatus ? now : null,
      }),
    )
    .returning();
  return row!;
}

export async function updateClient(
  db: DbOrTx,
  agencyId: string,
  id: string,
  input: ClientValues,
  now: Date,
): Promise<ClientRow | null> {
  // Compared with the stored status in the same statement: only a real change moves the date.
  const changedAt = input.candidateStatus
    ? sql`case when ${clients.candidateStatus} is distinct from ${input.candidateStatus} then ${now.toISOString()}::timestamptz else ${clients.candidateStatusChangedAt} end`
    : null;
  const [row] = await db
    .update(clients)
    .set({ ...withPhoneDigits(input), candidateStatusChangedAt: changedAt })
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the client; its document rows go with it (foreign-key cascade). */
export async function deleteClient(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)))
    .returning({ id: clients.id });
  return deleted.length > 0;
}

/** Sets the latest score (the N/100 badge), locking the row for the caller's transaction; false when not the agency's. */
export async function setClientScore(
  db: DbOrTx,
  agencyId: string,
  id: string,
  score: number,
): Promise<boolean> {
  const rows = await db
    .update(clients)
    .set({ clientScore: score })
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length > 0;
}
