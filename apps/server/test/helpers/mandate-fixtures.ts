import { parisToday } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { clients } from '../../src/db/schema';
import type { DbOrTx } from '../../src/db/client';
import { insertMandate, takeNextNumber } from '../../src/modules/mandates/mandates.repo';
import { createClient, createProperty } from '../factories';

/** A directory client with the postal address a mandator needs. */
export async function createMandator(db: DbOrTx, agencyId: string, address = '8 rue des Lilas\n69003 Lyon') {
  const client = await createClient(db, agencyId);
  await db.update(clients).set({ address }).where(eq(clients.id, client.id));
  return { ...client, address };
}

/** The body of a valid « Nouveau mandat » for this agency (a fresh property and mandator). */
export async function mandateBody(db: DbOrTx, agencyId: string, over: Record<string, unknown> = {}) {
  const property = await createProperty(db, agencyId, { type: 'Vente' });
  const mandator = await createMandator(db, agencyId);
  return {
    activity: 'transaction',
    kind: 'exclusif',
    propertyId: property.id,
    mandatorIds: [mandator.id],
    startDate: '2026-11-02',
    durationMonths: 3,
    feeTerms: '5 % TTC du prix, à la charge de l’acquéreur',
    ...over,
  };
}

/** A register line written straight through the repository (next number, one transaction). */
export async function createMandateRow(db: DbOrTx, agencyId: string, over: { endDate?: string } = {}) {
  const property = await createProperty(db, agencyId, { type: 'Vente' });
  const mandator = await createMandator(db, agencyId);
  return db.transaction(async (tx) => {
    const number = await takeNextNumber(tx, agencyId, 'transaction');
    return insertMandate(
      tx,
      agencyId,
      {
        number,
        activity: 'transaction',
        kind: 'simple',
        registeredOn: parisToday(),
        propertyId: property.id,
        object: 'Vente',
        propertyNature: property.name,
        propertyLocation: `${property.address}, ${property.zip} ${property.city}`,
        startDate: '2026-11-02',
        durationMonths: 3,
        endDate: '2027-02-02',
        feeTerms: '4 % TTC',
        ...over,
      },
      [{ clientId: mandator.id, name: mandator.fullName, address: mandator.address }],
    );
  });
}
