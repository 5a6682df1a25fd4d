import type { BankLineStatus } from '@immopilote/contracts';
import { desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankImports, bankLines } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type BankLineRow = typeof bankLines.$inferSelect;

export async function insertBankImport(
  tx: DbOrTx,
  agencyId: string,
  values: { fileName: string; lineCount: number; createdBy: string },
) {
  const [row] = await tx.insert(bankImports).values(tenantRow(agencyId, values)).returning();
  return row!;
}

type NewLine = Omit<typeof bankLines.$inferInsert, 'agencyId' | 'id' | 'createdAt'>;

/**
 * A statement line, unless a line with its fingerprint is already there (this file or an earlier
 * one): then null, and the caller stores it as a duplicate. The unique index decides, so two
 * imports of one statement at once still make each line once.
 */
export async function insertLineOnce(tx: DbOrTx, agencyId: string, values: NewLine) {
  const [row] = await tx
    .insert(bankLines)
    .values(tenantRow(agencyId, values))
    .onConflictDoNothing({
      target: [bankLines.agencyId, bankLines.fingerprint],
      where: sql`${bankLines.status} <> 'duplicate'`,
    })
    .returning();
  return row ?? null;
}

export async function insertDuplicateLine(tx: DbOrTx, agencyId: string, values: NewLine) {
  const [row] = await tx
    .insert(bankLines)
    .values(tenantRow(agencyId, { ...values, status: 'duplicate' as const, rentCallId: null }))
    .returning();
  return row!;
}

/** The lines to review, and those reviewed or imported within `since`, latest import first. */
export async function listReviewLines(db: DbOrTx, agencyId: string, since: Date) {
  return db
    .select()
    .from(bankLines)
    .where(
      tenantWhere(
        bankLines,
        agencyId,
        or(inArray(bankLines.status, ['proposed', 'unmatched']), gte(bankLines.createdAt, since)),
      ),
    )
    .orderBy(desc(bankLines.createdAt), bankLines.lineNumber)
    .limit(500);
}

export async function linesOfImport(db: DbOrTx, agencyId: string, importId: string) {
  return db
    .select()
    .from(bankLines)
    .where(tenantWhere(bankLines, agencyId, eq(bankLines.importId, importId)))
    .orderBy(bankLines.lineNumber);
}

export async function findBankLine(db: DbOrTx, agencyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(bankLines)
    .where(tenantWhere(bankLines, agencyId, eq(bankLines.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function proposedLineIds(db: DbOrTx, agencyId: string) {
  const rows = await db
    .select({ id: bankLines.id })
    .from(bankLines)
    .where(tenantWhere(bankLines, agencyId, eq(bankLines.status, 'proposed')))
    .orderBy(bankLines.bookedOn, bankLines.lineNumber);
  return rows.map((r) => r.id);
}

export async function updateBankLine(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  values: { status: BankLineStatus; rentCallId?: string | null; paymentId?: string | null },
) {
  const [row] = await tx
    .update(bankLines)
    .set(values)
    .where(tenantWhere(bankLines, agencyId, eq(bankLines.id, id)))
    .returning();
  return row!;
}
