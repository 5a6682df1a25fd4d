import { addDays, parisToday } from '@immopilote/contracts';
import type { DbOrTx } from '../../src/db/client';
import { dealDeadlines, deals, offers } from '../../src/db/schema';
import { createClient, createProperty } from '../factories';

/** `n` days from today (Paris), negative for the past. */
export const daysFromToday = (n: number) => addDays(parisToday(), n);

/**
 * A file of the agency written straight to the tables at a given stage (its property « En
 * négociation », a buyer or tenant of the directory): the routes' own walk is in deals.test.ts.
 */
export async function createDealRow(
  db: DbOrTx,
  agencyId: string,
  over: Partial<typeof deals.$inferInsert> = {},
  property: Partial<Parameters<typeof createProperty>[2]> = {},
) {
  const kind = over.kind ?? 'sale';
  const listing = await createProperty(db, agencyId, {
    type: kind === 'sale' ? 'Vente' : 'Location',
    status: 'En négociation',
    surfaceHabitable: 40,
    ...property,
  });
  const party = await createClient(db, agencyId);
  const [row] = await db
    .insert(deals)
    .values({
      agencyId,
      kind,
      stage: kind === 'sale' ? 'offer_accepted' : 'application_chosen',
      propertyId: listing.id,
      propertyName: listing.name,
      propertyAddress: listing.address,
      partyClientId: party.id,
      partyName: party.fullName,
      price: kind === 'sale' ? 250_000 : 900,
      openedOn: daysFromToday(-60),
      ...over,
    })
    .returning();
  return { deal: row!, property: listing, party };
}

/** A file at « Conditions levées »: compromis 50 days ago, presented the next day, the period long over. */
export async function createDealReadyForDeed(db: DbOrTx, agencyId: string) {
  return createDealRow(db, agencyId, {
    stage: 'conditions_lifted',
    compromisKind: 'compromis',
    compromisSignedOn: daysFromToday(-50),
    firstPresentationOn: daysFromToday(-49),
    conditionsLiftedOn: daysFromToday(-10),
  });
}

export async function addDeadline(
  db: DbOrTx,
  agencyId: string,
  dealId: string,
  over: Partial<typeof dealDeadlines.$inferInsert> = {},
) {
  const [row] = await db
    .insert(dealDeadlines)
    .values({ agencyId, dealId, kind: 'loan', dueOn: daysFromToday(10), ...over })
    .returning();
  return row!;
}

/** A pending buyer's offer on a sale listing of the agency. */
export async function createOfferRow(
  db: DbOrTx,
  agencyId: string,
  over: Partial<typeof offers.$inferInsert> = {},
) {
  const property = over.propertyId
    ? { id: over.propertyId }
    : await createProperty(db, agencyId, { type: 'Vente', status: 'Disponible' });
  const buyer = await createClient(db, agencyId);
  const [row] = await db
    .insert(offers)
    .values({
      agencyId,
      propertyId: property.id,
      buyerClientId: buyer.id,
      buyerName: buyer.fullName,
      amount: 200_000,
      financing: 'cash',
      validUntil: daysFromToday(10),
      receivedOn: daysFromToday(0),
      ...over,
    })
    .returning();
  return row!;
}
