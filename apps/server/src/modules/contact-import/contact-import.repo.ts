import { normalizePhoneDigits } from '@immopilote/contracts';
import { desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clientSearchEvents,
  clientSearches,
  clients,
  imports,
  prospectingConsentEvents,
  prospectingConsents,
} from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type ImportRow = typeof imports.$inferSelect;
type ImportValues = Partial<typeof imports.$inferInsert>;
export type NewClient = Omit<typeof clients.$inferInsert, 'agencyId' | 'id' | 'phoneDigits'>;
export type NewSearch = Omit<typeof clientSearches.$inferInsert, 'agencyId' | 'id' | 'clientId'>;

const isContacts = eq(imports.kind, 'contacts');

export async function insertImport(
  db: DbOrTx,
  agencyId: string,
  values: { id: string; fileName: string; requestedBy: string },
): Promise<ImportRow> {
  const [row] = await db
    .insert(imports)
    .values(tenantRow(agencyId, { ...values, kind: 'contacts' as const, status: 'analysing' as const }))
    .returning();
  return row!;
}

export async function findImport(db: DbOrTx, agencyId: string, id: string): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(imports)
    .where(tenantWhere(imports, agencyId, isContacts, eq(imports.id, id)))
    .limit(1);
  return row ?? null;
}

/** The import locked for the caller's transaction: one batch at a time moves its counter. */
export async function lockImport(tx: DbOrTx, agencyId: string, id: string): Promise<ImportRow | null> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(tenantWhere(imports, agencyId, isContacts, eq(imports.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateImport(db: DbOrTx, agencyId: string, id: string, values: ImportValues) {
  await db
    .update(imports)
    .set(values)
    .where(tenantWhere(imports, agencyId, isContacts, eq(imports.id, id)));
}

export async function deleteImport(db: DbOrTx, agencyId: string, id: string) {
  await db.delete(imports).where(tenantWhere(imports, agencyId, isContacts, eq(imports.id, id)));
}

/** The job's sign of life. */
export async function touchImport(db: DbOrTx, agencyId: string, id: string) {
  await updateImport(db, agencyId, id, { heartbeatAt: sql`now()` as unknown as Date });
}

/** Running contact imports whose job has shown no sign of life since `before` died with it: failed (and resumable). */
export async function failStaleImports(db: DbOrTx, agencyId: string, before: Date) {
  await db
    .update(imports)
    .set({ status: 'failed' })
    .where(
      tenantWhere(
        imports,
        agencyId,
        isContacts,
        eq(imports.status, 'running'),
        lt(imports.heartbeatAt, before),
      ),
    );
}

/**
 * Contact imports left at the mapping step since `before`: cancelled (their report was never
 * confirmed); answers the keys of their stored files, which go too.
 */
export async function cancelAbandonedImports(db: DbOrTx, agencyId: string, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: imports.id, key: imports.storageKey })
    .from(imports)
    .where(
      tenantWhere(imports, agencyId, isContacts, eq(imports.status, 'ready'), lt(imports.createdAt, before)),
    );
  if (rows.length === 0) return [];
  await db
    .update(imports)
    .set({ status: 'cancelled', storageKey: null, finishedAt: new Date() })
    .where(
      tenantWhere(
        imports,
        agencyId,
        eq(imports.status, 'ready'),
        inArray(
          imports.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

export async function runningImports(db: DbOrTx, agencyId: string) {
  return db
    .select({ id: imports.id })
    .from(imports)
    .where(tenantWhere(imports, agencyId, isContacts, eq(imports.status, 'running')))
    .orderBy(desc(imports.createdAt));
}

/** The agency's clients sharing an e-mail (any case) or a phone number (digits, +33 folded to 0) with the batch. */
export async function clientsMatching(
  db: DbOrTx,
  agencyId: string,
  { emails, phones }: { emails: readonly string[]; phones: readonly string[] },
) {
  if (emails.length === 0 && phones.length === 0) return [];
  const digits = phones.map(normalizePhoneDigits);
  return db
    .select({ id: clients.id, fullName: clients.fullName, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(
      tenantWhere(
        clients,
        agencyId,
        or(
          emails.length > 0 ? inArray(sql<string>`lower(trim(${clients.email}))`, [...emails]) : undefined,
          digits.length > 0 ? inArray(clients.phoneDigits, digits) : undefined,
        ),
      ),
    );
}

export async function insertClients(tx: DbOrTx, agencyId: string, rows: readonly NewClient[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(clients)
    .values(
      rows.map((r) =>
        tenantRow(agencyId, { ...r, phoneDigits: r.phone ? normalizePhoneDigits(r.phone) : null }),
      ),
    )
    .returning({ id: clients.id, fullName: clients.fullName });
}

export async function insertSearches(
  tx: DbOrTx,
  agencyId: string,
  rows: readonly (NewSearch & { clientId: string })[],
  history: { userId: string | null; text: string },
) {
  if (rows.length === 0) return [];
  const created = await tx
    .insert(clientSearches)
    .values(rows.map((r) => tenantRow(agencyId, r)))
    .returning({ id: clientSearches.id });
  await tx
    .insert(clientSearchEvents)
    .values(
      created.map((s) => tenantRow(agencyId, { searchId: s.id, userId: history.userId, text: history.text })),
    );
  return created;
}

/** The file says the client agreed to be prospected: the consent, from « autre » source, and its history entry. */
export async function insertConsents(
  tx: DbOrTx,
  agencyId: string,
  clientIds: readonly string[],
  byUserId: string | null,
) {
  if (clientIds.length === 0) return;
  const now = new Date();
  await tx
    .insert(prospectingConsents)
    .values(
      clientIds.map((clientId) =>
        tenantRow(agencyId, { clientId, consentedAt: now, source: 'autre' as const }),
      ),
    );
  await tx.insert(prospectingConsentEvents).values(
    clientIds.map((clientId) =>
      tenantRow(agencyId, {
        clientId,
        action: 'granted' as const,
        source: 'autre' as const,
        byUserId,
        byClient: false,
      }),
    ),
  );
}
