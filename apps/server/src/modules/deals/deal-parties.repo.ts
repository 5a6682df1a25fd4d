import { DEAL_OPEN_STAGES } from '@immopilote/contracts';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deals, mandateMandators, offers } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

/** The mandates naming this client among their mandators. */
const mandatesOfMandator = (db: DbOrTx, agencyId: string, clientId: string) =>
  db
    .select({ id: mandateMandators.mandateId })
    .from(mandateMandators)
    .where(tenantWhere(mandateMandators, agencyId, eq(mandateMandators.clientId, clientId)));

/**
 * The open files this client is party to: the buyer or tenant, or a mandator of the file's
 * mandate (seller or landlord), the oldest first.
 */
export async function listOpenDealsOfClient(db: DbOrTx, agencyId: string, clientId: string) {
  return db
    .select({ id: deals.id, propertyName: deals.propertyName })
    .from(deals)
    .where(
      tenantWhere(
        deals,
        agencyId,
        inArray(deals.stage, [...DEAL_OPEN_STAGES]),
        or(
          eq(deals.partyClientId, clientId),
          inArray(deals.mandateId, mandatesOfMandator(db, agencyId, clientId)),
        ),
      ),
    )
    .orderBy(asc(deals.openedOn), asc(deals.id));
}

/** Replaces the buyer's (or tenant's) name copied in their offers and files. */
export async function replacePartyNames(db: DbOrTx, agencyId: string, clientId: string, name: string) {
  const offersChanged = await db
    .update(offers)
    .set({ buyerName: name })
    .where(tenantWhere(offers, agencyId, eq(offers.buyerClientId, clientId)))
    .returning({ id: offers.id });
  const dealsChanged = await db
    .update(deals)
    .set({ partyName: name, updatedAt: new Date() })
    .where(tenantWhere(deals, agencyId, eq(deals.partyClientId, clientId)))
    .returning({ id: deals.id });
  return { offers: offersChanged.length, deals: dealsChanged.length };
}
