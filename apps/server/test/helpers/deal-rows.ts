import { addDaysToDate, parisToday } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { dealDeadlines, deals } from '../../src/db/schema';
import { insertMandate, takeNextNumber } from '../../src/modules/mandates/mandates.repo';
import { createClient, createProperty } from '../factories';
import { createMandator } from './mandate-fixtures';

/**
 * Sale and rental files written as rows (as the table's owner), for the parts that read them: the
 * calendar, the dashboard's figures, the reminders, the parties' guard, the exports.
 */
export const today = () => parisToday();
export const inDays = (days: number) => addDaysToDate(parisToday(), days);

/** A property under a mandate of the given fee, its mandator and a buyer (or tenant) client. */
export async function propertyUnderMandate(
  db: DbOrTx,
  agencyId: string,
  input: {
    type?: 'Vente' | 'Location';
    name?: string;
    feeMode?: 'rate' | 'amount';
    feeRate?: number;
    feeAmount?: number;
  } = {},
) {
  const type = input.type ?? 'Vente';
  const property = await createProperty(db, agencyId, { type, ...(input.name ? { name: input.name } : {}) });
  const mandator = await createMandator(db, agencyId);
  const party = await createClient(db, agencyId);
  const mandate = await db.transaction(async (tx) => {
    const activity = type === 'Vente' ? 'transaction' : 'gestion';
    const number = await takeNextNumber(tx, agencyId, activity);
    return insertMandate(
      tx,
      agencyId,
      {
        number,
        activity,
        kind: 'simple',
        registeredOn: parisToday(),
        propertyId: property.id,
        object: type === 'Vente' ? 'Vente' : 'Location',
        propertyNature: property.name,
        propertyLocation: `${property.address}, ${property.zip} ${property.city}`,
        startDate: parisToday(),
        durationMonths: 3,
        endDate: addDaysToDate(parisToday(), 90),
        feeTerms: 'Selon le mandat',
        feeMode: input.feeMode ?? 'rate',
        feeRate: input.feeMode === 'amount' ? null : (input.feeRate ?? 5),
        feeAmount: input.feeMode === 'amount' ? (input.feeAmount ?? 5_000) : null,
        feePayer: 'mandant',
      },
      [{ clientId: mandator.id, name: mandator.fullName, address: mandator.address }],
    );
  });
  return { property, mandator, party, mandate };
}

export async function insertDeal(
  db: DbOrTx,
  agencyId: string,
  under: Awaited<ReturnType<typeof propertyUnderMandate>>,
  values: Partial<typeof deals.$inferInsert> = {},
) {
  const kind = under.property.type === 'Location' ? 'rental' : 'sale';
  const [row] = await db
    .insert(deals)
    .values({
      agencyId,
      kind,
      stage: kind === 'sale' ? 'offer_accepted' : 'application_chosen',
      propertyId: under.property.id,
      propertyName: under.property.name,
      propertyAddress: `${under.property.address}, ${under.property.zip} ${under.property.city}`,
      mandateId: under.mandate.id,
      partyClientId: under.party.id,
      partyName: under.party.fullName,
      price: kind === 'sale' ? 300_000 : 1_000,
      openedOn: parisToday(),
      ...values,
    })
    .returning();
  return row!;
}

export async function updateDeal(db: DbOrTx, id: string, values: Partial<typeof deals.$inferInsert>) {
  await db.update(deals).set(values).where(eq(deals.id, id));
}

export async function cancelDeal(db: DbOrTx, id: string) {
  await updateDeal(db, id, {
    stage: 'cancelled',
    cancelledOn: parisToday(),
    cancelReason: 'Financement refusé',
  });
}

export async function insertDeadline(
  db: DbOrTx,
  deal: { id: string; agencyId: string },
  values: Partial<typeof dealDeadlines.$inferInsert> & { dueOn: string },
) {
  const [row] = await db
    .insert(dealDeadlines)
    .values({ agencyId: deal.agencyId, dealId: deal.id, kind: 'loan', ...values })
    .returning();
  return row!;
}
