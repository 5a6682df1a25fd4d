import { dealMessages, privacyMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAgency } from '../src/db/agency-scope';
import { clients, deals, offers, propertyHistory } from '../src/db/schema';
import { purgeAgency } from '../src/modules/privacy/privacy.service';
import { createAgencyWithBoss, createHistoryEntry } from './factories';
import { signedInClient } from './helpers/actors';
import {
  cancelDeal,
  inDays,
  insertDeadline,
  insertDeal,
  propertyUnderMandate,
  today,
  updateDeal,
} from './helpers/deal-rows';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function agency() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  return { id: agency.id, head: await signedInClient(t, boss.user.id) };
}

const clientExists = async (id: string) =>
  (await t.db.select().from(clients).where(eq(clients.id, id))).length === 1;

async function insertOffer(agencyId: string, propertyId: string, buyer: { id: string; fullName: string }) {
  const [row] = await t.db
    .insert(offers)
    .values({
      agencyId,
      propertyId,
      buyerClientId: buyer.id,
      buyerName: buyer.fullName,
      amount: 290_000,
      financing: 'cash',
      validUntil: inDays(10),
      receivedOn: inDays(-1),
      status: 'accepted',
      answeredOn: today(),
    })
    .returning();
  return row!;
}

describe('the parties of an open file', () => {
  it('refuses to delete or erase the buyer or a mandator of an open file, with the reason; nothing goes', async () => {
    const a = await agency();
    const sale = await propertyUnderMandate(t.db, a.id, { name: 'Maison des Glycines' });
    const deal = await insertDeal(t.db, a.id, sale);
    const visit = await createHistoryEntry(t.db, sale.property, {
      clientId: sale.party.id,
      clientName: sale.party.fullName,
    });
    const refusal = { code: 'CONFLICT', message: dealMessages.clientInOpenDeal('Maison des Glycines') };

    for (const person of [sale.party, sale.mandator]) {
      const deleted = await a.head.request('DELETE', `/api/clients/${person.id}`);
      expect(deleted.status).toBe(409);
      expect(deleted.body).toEqual({ error: refusal });
      const erased = await a.head.request('POST', `/api/clients/${person.id}/erase`);
      expect(erased.status).toBe(409);
      expect(erased.body).toEqual({ error: refusal });
      expect(await clientExists(person.id)).toBe(true);
    }
    // The erasure's transaction rolled back: the history entry still names the buyer.
    const [entry] = await t.db.select().from(propertyHistory).where(eq(propertyHistory.id, visit.id));
    expect(entry?.clientName).toBe(sale.party.fullName);

    // Another client of the agency is deleted as before.
    const other = await propertyUnderMandate(t.db, a.id);
    expect((await a.head.request('DELETE', `/api/clients/${other.party.id}`)).status).toBe(204);

    // Once the file is cancelled, the mandator may go.
    await cancelDeal(t.db, deal.id);
    expect((await a.head.request('DELETE', `/api/clients/${sale.mandator.id}`)).status).toBe(204);
  });

  it('erases a buyer of a closed file: their name leaves the offers and the file, which stay', async () => {
    const a = await agency();
    const sale = await propertyUnderMandate(t.db, a.id);
    const offer = await insertOffer(a.id, sale.property.id, sale.party);
    const deal = await insertDeal(t.db, a.id, sale, { offerId: offer.id });
    await updateDeal(t.db, deal.id, { stage: 'closed', deedSignedOn: today(), closedOn: today() });

    expect((await a.head.request('POST', `/api/clients/${sale.party.id}/erase`)).status).toBe(204);
    const [keptOffer] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    const [keptDeal] = await t.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(keptOffer?.buyerName).toBe(privacyMessages.anonymisedName);
    expect(keptDeal).toMatchObject({
      partyName: privacyMessages.anonymisedName,
      stage: 'closed',
      price: 300_000,
    });
  });
});

describe('the retention purge', () => {
  it('keeps a rejected candidate who is the tenant of an open file, anonymises the others, then them once the file is closed', async () => {
    const a = await agency();
    const rental = await propertyUnderMandate(t.db, a.id, { type: 'Location' });
    const other = await propertyUnderMandate(t.db, a.id, { type: 'Location' });
    const longAgo = new Date(Date.now() - 2 * 365 * 86_400_000);
    for (const id of [rental.party.id, other.party.id]) {
      await t.db
        .update(clients)
        .set({
          roles: ['candidat_locataire'],
          candidateStatus: 'non_retenu',
          candidateStatusChangedAt: longAgo,
        })
        .where(eq(clients.id, id));
    }
    const deal = await insertDeal(t.db, a.id, rental);
    const log = { info() {}, warn() {}, error() {} };
    const purge = () => withAgency({ agencyId: a.id }, () => purgeAgency(t.deps, a.id, new Date(), log));
    const nameOf = async (id: string) =>
      (await t.db.select().from(clients).where(eq(clients.id, id)))[0]?.fullName;

    expect(await purge()).toMatchObject({ clientsAnonymised: 1 });
    expect(await nameOf(other.party.id)).toBe(privacyMessages.anonymisedName);
    expect(await nameOf(rental.party.id)).toBe(rental.party.fullName);

    await updateDeal(t.db, deal.id, { stage: 'closed', closedOn: today() });
    expect(await purge()).toMatchObject({ clientsAnonymised: 1 });
    expect(await nameOf(rental.party.id)).toBe(privacyMessages.anonymisedName);
    const [closed] = await t.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(closed?.partyName).toBe(privacyMessages.anonymisedName);
  });
});

describe('the exports', () => {
  it('lists a client’s offers and files in their own export, and every offer, file and deadline in the agency’s', async () => {
    const a = await agency();
    const sale = await propertyUnderMandate(t.db, a.id, { name: 'Domaine du Lac' });
    const offer = await insertOffer(a.id, sale.property.id, sale.party);
    const deal = await insertDeal(t.db, a.id, sale, { offerId: offer.id });
    const deadline = await insertDeadline(t.db, deal, {
      kind: 'loan',
      dueOn: inDays(30),
      loanAmount: 200_000,
    });

    const own = await a.head.request('GET', `/api/clients/${sale.party.id}/export`);
    expect(own.status).toBe(200);
    const entries = unzipSync(new Uint8Array(own.raw));
    const data = JSON.parse(strFromU8(entries['donnees.json']!));
    expect(data.offers.map((o: { id: string }) => o.id)).toEqual([offer.id]);
    expect(data.deals.map((d: { id: string }) => d.id)).toEqual([deal.id]);
    expect(strFromU8(entries['dossiers.csv']!)).toContain('Domaine du Lac');
    // The seller (a mandator of the file's mandate) finds the file in theirs, and no offer.
    const seller = unzipSync(
      new Uint8Array((await a.head.request('GET', `/api/clients/${sale.mandator.id}/export`)).raw),
    );
    const sellerData = JSON.parse(strFromU8(seller['donnees.json']!));
    expect(sellerData.deals.map((d: { id: string }) => d.id)).toEqual([deal.id]);
    expect(sellerData.offers).toEqual([]);

    expect((await a.head.request('POST', '/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const { latest } = (await a.head.request('GET', '/api/agency/export')).body as {
      latest: { id: string; status: string };
    };
    expect(latest.status).toBe('ready');
    const zip = unzipSync(
      new Uint8Array((await a.head.request('GET', `/api/agency/export/${latest.id}/download`)).raw),
    );
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['offres.csv', 'dossiers.csv', 'echeances.csv']));
    const archive = JSON.parse(strFromU8(zip['donnees.json']!));
    expect(archive.offers.map((o: { id: string }) => o.id)).toEqual([offer.id]);
    expect(archive.deals[0]).toMatchObject({ id: deal.id, propertyName: 'Domaine du Lac', price: 300_000 });
    expect(archive.dealDeadlines).toEqual([
      expect.objectContaining({ id: deadline.id, loanAmount: 200_000 }),
    ]);
    expect(strFromU8(zip['echeances.csv']!)).toContain(deadline.id);
  });
});
