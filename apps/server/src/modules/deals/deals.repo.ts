import { DEAL_OPEN_STAGES, type DealChecklistItem, type DealKind } from '@immopilote/contracts';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealChecklistItems, dealDeadlines, deals, documents } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type DealRow = typeof deals.$inferSelect;
export type NewDeal = Omit<typeof deals.$inferInsert, 'agencyId' | 'id' | 'createdAt' | 'updatedAt'>;
export type DeadlineRow = typeof dealDeadlines.$inferSelect;
export type NewDeadline = Omit<typeof dealDeadlines.$inferInsert, 'agencyId' | 'id' | 'createdAt' | 'dealId'>;
export type ChecklistRow = typeof dealChecklistItems.$inferSelect;

export async function insertDeal(tx: DbOrTx, agencyId: string, values: NewDeal): Promise<DealRow> {
  const [row] = await tx.insert(deals).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function findDeal(db: DbOrTx, agencyId: string, id: string): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(tenantWhere(deals, agencyId, eq(deals.id, id)))
    .limit(1);
  return row ?? null;
}

/** The file locked until the transaction ends: two steps on one file run one after the other. */
export async function lockDeal(db: DbOrTx, agencyId: string, id: string): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(tenantWhere(deals, agencyId, eq(deals.id, id)))
    .for('update');
  return row ?? null;
}

/** The property's open file, if any (read under the property's lock). */
export async function findOpenDealOfProperty(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(
      tenantWhere(
        deals,
        agencyId,
        eq(deals.propertyId, propertyId),
        inArray(deals.stage, [...DEAL_OPEN_STAGES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateDeal(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  values: Partial<NewDeal>,
): Promise<DealRow> {
  const [row] = await tx
    .update(deals)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(deals, agencyId, eq(deals.id, id)))
    .returning();
  return row!;
}

export async function listDeals(
  db: DbOrTx,
  agencyId: string,
  filter: { kind?: DealKind; openOnly: boolean; assignedTo?: string },
): Promise<DealRow[]> {
  return db
    .select()
    .from(deals)
    .where(
      tenantWhere(
        deals,
        agencyId,
        filter.kind ? eq(deals.kind, filter.kind) : undefined,
        filter.openOnly ? inArray(deals.stage, [...DEAL_OPEN_STAGES]) : undefined,
        filter.assignedTo ? eq(deals.assignedTo, filter.assignedTo) : undefined,
      ),
    )
    .orderBy(desc(deals.openedOn), desc(deals.createdAt));
}

// ---- deadlines ------------------------------------------------------------------------------

export async function listDeadlines(db: DbOrTx, agencyId: string, dealIds: readonly string[]) {
  if (dealIds.length === 0) return [];
  return db
    .select()
    .from(dealDeadlines)
    .where(tenantWhere(dealDeadlines, agencyId, inArray(dealDeadlines.dealId, [...dealIds])))
    .orderBy(asc(dealDeadlines.dueOn), asc(dealDeadlines.createdAt), asc(dealDeadlines.id));
}

export async function insertDeadlines(
  tx: DbOrTx,
  agencyId: string,
  dealId: string,
  rows: readonly NewDeadline[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(dealDeadlines).values(rows.map((r) => tenantRow(agencyId, { ...r, dealId })));
}

/** Changes a deadline in place: its id is the calendar event's UID. */
export async function updateDeadline(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  values: Partial<NewDeadline>,
): Promise<void> {
  await tx
    .update(dealDeadlines)
    .set(values)
    .where(tenantWhere(dealDeadlines, agencyId, eq(dealDeadlines.id, id)));
}

export async function deleteDeadlines(tx: DbOrTx, agencyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(dealDeadlines)
    .where(tenantWhere(dealDeadlines, agencyId, inArray(dealDeadlines.id, [...ids])));
}

// ---- checklist ------------------------------------------------------------------------------

export async function insertChecklist(
  tx: DbOrTx,
  agencyId: string,
  dealId: string,
  items: readonly DealChecklistItem[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(dealChecklistItems).values(items.map((item) => tenantRow(agencyId, { dealId, item })));
}

export async function listChecklist(db: DbOrTx, agencyId: string, dealId: string) {
  return db
    .select({
      item: dealChecklistItems.item,
      documentId: dealChecklistItems.documentId,
      fileName: documents.fileName,
    })
    .from(dealChecklistItems)
    .leftJoin(documents, eq(documents.id, dealChecklistItems.documentId))
    .where(tenantWhere(dealChecklistItems, agencyId, eq(dealChecklistItems.dealId, dealId)));
}

/** How many items of each file still lack their document. */
export async function countChecklistMissing(db: DbOrTx, agencyId: string, dealIds: readonly string[]) {
  if (dealIds.length === 0) return [];
  return db
    .select({ dealId: dealChecklistItems.dealId, item: dealChecklistItems.item })
    .from(dealChecklistItems)
    .where(
      tenantWhere(
        dealChecklistItems,
        agencyId,
        inArray(dealChecklistItems.dealId, [...dealIds]),
        isNull(dealChecklistItems.documentId),
      ),
    );
}

export async function setChecklistDocument(
  tx: DbOrTx,
  agencyId: string,
  dealId: string,
  item: DealChecklistItem,
  documentId: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(dealChecklistItems)
    .set({ documentId, updatedAt: new Date() })
    .where(
      tenantWhere(
        dealChecklistItems,
        agencyId,
        and(eq(dealChecklistItems.dealId, dealId), eq(dealChecklistItems.item, item)),
      ),
    )
    .returning({ item: dealChecklistItems.item });
  return rows.length > 0;
}

/** The documents a checklist may point at: the property's and these clients'. */
export async function listOwnedDocuments(
  db: DbOrTx,
  agencyId: string,
  owners: { propertyId: string | null; clientIds: readonly string[] },
) {
  const conditions = [
    owners.propertyId ? eq(documents.propertyId, owners.propertyId) : undefined,
    owners.clientIds.length > 0 ? inArray(documents.clientId, [...owners.clientIds]) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      propertyId: documents.propertyId,
      clientId: documents.clientId,
    })
    .from(documents)
    .where(tenantWhere(documents, agencyId, or(...conditions)))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
}
