import type { OfferStatus } from '@immopilote/contracts';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, deals, documents, offers, profiles } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = Omit<typeof offers.$inferInsert, 'agencyId' | 'id' | 'createdAt'>;

export async function insertOffer(tx: DbOrTx, agencyId: string, values: NewOffer): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function findOffer(db: DbOrTx, agencyId: string, id: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(tenantWhere(offers, agencyId, eq(offers.id, id)))
    .limit(1);
  return row ?? null;
}

/** The offer locked until the transaction ends: two answers to one offer run one after the other. */
export async function lockOffer(db: DbOrTx, agencyId: string, id: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(tenantWhere(offers, agencyId, eq(offers.id, id)))
    .for('update');
  return row ?? null;
}

/** A property's offers, newest first. */
export async function listPropertyOffers(db: DbOrTx, agencyId: string, propertyId: string) {
  return db
    .select()
    .from(offers)
    .where(tenantWhere(offers, agencyId, eq(offers.propertyId, propertyId)))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

/** The counter-offers answering these offers (their `parent_offer_id`). */
export async function listCounterOffers(db: DbOrTx, agencyId: string, parentIds: readonly string[]) {
  if (parentIds.length === 0) return [];
  return db
    .select({ id: offers.id, parentOfferId: offers.parentOfferId, amount: offers.amount })
    .from(offers)
    .where(tenantWhere(offers, agencyId, inArray(offers.parentOfferId, [...parentIds])))
    .orderBy(asc(offers.createdAt));
}

/** The files these offers opened. */
export async function listDealsOfOffers(db: DbOrTx, agencyId: string, offerIds: readonly string[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({ id: deals.id, offerId: deals.offerId })
    .from(deals)
    .where(tenantWhere(deals, agencyId, inArray(deals.offerId, [...offerIds])));
}

export async function documentNames(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: documents.id, fileName: documents.fileName })
    .from(documents)
    .where(tenantWhere(documents, agencyId, inArray(documents.id, [...ids])));
}

/** The names of these people as the agency's members (a former member is not found). */
export async function memberNames(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      status: profiles.status,
    })
    .from(profiles)
    .where(tenantWhere(profiles, agencyId, inArray(profiles.id, [...ids])));
}

export async function answerOffer(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  values: { status: OfferStatus; answeredOn: string; answerNote: string | null; answeredBy: string },
): Promise<OfferRow> {
  const [row] = await tx
    .update(offers)
    .set(values)
    .where(tenantWhere(offers, agencyId, eq(offers.id, id)))
    .returning();
  return row!;
}

export async function setOfferDocument(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  documentId: string,
): Promise<OfferRow | null> {
  const [row] = await tx
    .update(offers)
    .set({ documentId })
    .where(tenantWhere(offers, agencyId, eq(offers.id, id)))
    .returning();
  return row ?? null;
}

/** Agencies holding a pending offer whose last valid day is before `today` (the expiry job's round). */
export async function agenciesWithExpiredOffers(db: DbOrTx, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      sql`exists (select 1 from ${offers} where ${offers.agencyId} = ${agencies.id} and ${offers.status} = 'pending' and ${offers.validUntil} < ${today})`,
    );
  return rows.map((r) => r.id);
}

/** Pending offers past their last valid day become « expirée »; how many. */
export async function expireOffers(tx: DbOrTx, agencyId: string, today: string): Promise<number> {
  const rows = await tx
    .update(offers)
    .set({ status: 'expired' })
    .where(tenantWhere(offers, agencyId, and(eq(offers.status, 'pending'), lt(offers.validUntil, today))))
    .returning({ id: offers.id });
  return rows.length;
}
