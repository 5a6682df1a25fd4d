import { type ClientInput, normalizePhoneDigits } from '@immopilote/contracts';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike, foldedContains } from '../../db/search';
import type { z } from 'zod';
import type { clientInputSchema } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import { clients, documents } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
type ClientValues = z.output<typeof clientInputSchema>;
export type { ClientInput };

function requireAgency(agencyId: string) {
  if (!agencyId) throw new Error('agencyId is required');
}

/**
 * Full name or e-mail contain the query (case-insensitive), or the phone contains its digits
 * whatever the spaces, dots or +33 (phone_digits is normalised on write).
 */
function searchClause(q: string): SQL | undefined {
  if (!q) return undefined;
  const conditions: SQL[] = [foldedContains(clients.fullName, q), foldedContains(clients.email, q)];
  // Only a query that looks like a phone number searches phones: "12 rue" must not match every 12.
  if (/^[+\d\s.\-()]+$/.test(q)) {
    const digits = normalizePhoneDigits(q);
    if (digits.length >= 2) conditions.push(sql`${clients.phoneDigits} like ${`%${escapeLike(digits)}%`}`);
  }
  return or(...conditions);
}

export async function listClients(
  db: DbOrTx,
  agencyId: string,
  opts: { q: string; page: number; pageSize: number },
): Promise<{ items: ClientRow[]; total: number }> {
  requireAgency(agencyId);
  const where = and(eq(clients.agencyId, agencyId), searchClause(opts.q));
  const [items, [totalRow]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { items, total: Number(totalRow?.n ?? 0) };
}

export async function findClient(db: DbOrTx, agencyId: string, id: string): Promise<ClientRow | null> {
  requireAgency(agencyId);
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.agencyId, agencyId), eq(clients.id, id)));
  return row ?? null;
}

const withPhoneDigits = (input: ClientValues) => ({
  ...input,
  phoneDigits: input.phone ? normalizePhoneDigits(input.phone) : null,
});

export async function insertClient(db: DbOrTx, agencyId: string, input: ClientValues): Promise<ClientRow> {
  requireAgency(agencyId);
  const [row] = await db
    .insert(clients)
    .values({ agencyId, ...withPhoneDigits(input) })
    .returning();
  return row!;
}

export async function updateClient(
  db: DbOrTx,
  agencyId: string,
  id: string,
  input: ClientValues,
): Promise<ClientRow | null> {
  requireAgency(agencyId);
  const [row] = await db
    .update(clients)
    .set(withPhoneDigits(input))
    .where(and(eq(clients.agencyId, agencyId), eq(clients.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the client (its document rows cascade) and returns the storage keys its files had. */
export async function deleteClient(db: DbOrTx, agencyId: string, id: string): Promise<string[] | null> {
  requireAgency(agencyId);
  const keys = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(and(eq(documents.agencyId, agencyId), eq(documents.clientId, id)));
  const deleted = await db
    .delete(clients)
    .where(and(eq(clients.agencyId, agencyId), eq(clients.id, id)))
    .returning({ id: clients.id });
  return deleted.length ? keys.map((k) => k.key) : null;
}
