import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealDeadlines, deals, mandateMandators, offers } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

/** The agency's offers, files and deadlines as stored (the agency export). */
export async function agencyDealRows(db: DbOrTx, agencyId: string) {
  const [offerRows, dealRows, deadlineRows] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(tenantWhere(offers, agencyId))
      .orderBy(asc(offers.createdAt), asc(offers.id)),
    db.select().from(deals).where(tenantWhere(deals, agencyId)).orderBy(asc(deals.openedOn), asc(deals.id)),
    db
      .select()
      .from(dealDeadlines)
      .where(tenantWhere(dealDeadlines, agencyId))
      .orderBy(asc(dealDeadlines.dealId), asc(dealDeadlines.dueOn), asc(dealDeadlines.id)),
  ]);
  return { offers: offerRows, deals: dealRows, deadlines: deadlineRows };
}

/**
 * What names one client: the offers they made (or that answered theirs: the owner's counter-offers
 * carry the buyer too), the files they are the buyer or tenant of, and those of the mandates they
 * are a mandator of.
 */
export async function clientDealRows(db: DbOrTx, agencyId: string, clientId: string) {
  const mandates = db
    .select({ id: mandateMandators.mandateId })
    .from(mandateMandators)
    .where(tenantWhere(mandateMandators, agencyId, eq(mandateMandators.clientId, clientId)));
  const [offerRows, dealRows] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(tenantWhere(offers, agencyId, eq(offers.buyerClientId, clientId)))
      .orderBy(asc(offers.createdAt), asc(offers.id)),
    db
      .select()
      .from(deals)
      .where(
        tenantWhere(
          deals,
          agencyId,
          or(eq(deals.partyClientId, clientId), inArray(deals.mandateId, mandates)),
        ),
      )
      .orderBy(asc(deals.openedOn), asc(deals.id)),
  ]);
  return { offers: offerRows, deals: dealRows };
}
