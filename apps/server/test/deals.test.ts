import {
  dealMessages as m,
  formatLongDate,
  LOAN_CONDITION_MIN_DAYS,
  PERMISSIONS,
  withdrawalEndsOn,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencySites,
  dealChecklistItems,
  dealDeadlines,
  deals,
  documents,
  feeInvoices,
  mandates,
  offers,
  properties,
} from '../src/db/schema';
import { expirePendingOffers } from '../src/modules/deals/offer-expiry';
import { createAgencyWithBoss, createClient, createProperty, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import {
  createDealReadyForDeed,
  createDealRow,
  createOfferRow,
  daysFromToday,
} from './helpers/deal-fixtures';
import { createMandator } from './helpers/mandate-fixtures';
import { buildPdf } from './helpers/pdf-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The legal facts an invoice prints (the deed and the keys issue them). */
const INVOICE_FACTS = {
  legalForm: 'SARL',
  siren: '732829320',
  rcsCity: 'Lyon',
  shareCapital: 15000,
  cardNumber: 'CPI 6901 2024 000 123 456',
  cardIssuer: 'CCI Lyon Métropole',
};

async function agencyWithTwoMembers({ facts = true } = {}) {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
  if (facts) await t.db.insert(agencySites).values({ agencyId: agency.id, ...INVOICE_FACTS });
  const member = await createUser(t.db, {
    agencyId: agency.id,
    status: 'active',
    permissions: [...PERMISSIONS],
  });
  return {
    agency,
    head: await signedInClient(t, boss.user.id),
    headId: boss.user.id,
    member: await signedInClient(t, member.user.id),
    memberId: member.user.id,
  };
}

const offerBody = (buyerClientId: string, over: Record<string, unknown> = {}) => ({
  buyerClientId,
  amount: 280_000,
  conditions: 'Sous réserve de l’obtention du prêt',
  financing: 'loan',
  loanAmount: 230_000,
  contribution: 50_000,
  validUntil: daysFromToday(14),
  ...over,
});

/** Offers received on a day long past: the walk's dates (compromis, withdrawal, deed) all lie before today. */
const backdateOffers = (propertyId: string, days: number) =>
  t.db
    .update(offers)
    .set({ receivedOn: daysFromToday(-days) })
    .where(eq(offers.propertyId, propertyId));

const statusOf = async (propertyId: string) =>
  (await t.db.select().from(properties).where(eq(properties.id, propertyId)))[0]!.status;

async function listingWithMandate(
  head: TestClient,
  agencyId: string,
  listing: Parameters<typeof createProperty>[2] = { type: 'Vente', copro: true, price: 300_000 },
) {
  const property = await createProperty(t.db, agencyId, { status: 'Disponible', ...listing });
  const mandator = await createMandator(t.db, agencyId);
  const mandate = await head.post('/api/mandates', {
    activity: 'transaction',
    kind: 'exclusif',
    propertyId: property.id,
    mandatorIds: [mandator.id],
    startDate: daysFromToday(-90),
    durationMonths: 6,
    feeTerms: '5 % TTC du prix, à la charge du vendeur',
    price: Math.round(property.price),
    feeMode: 'rate',
    feeRate: 5,
    feePayer: 'mandant',
    retractionApplies: false,
  });
  expect(mandate.status).toBe(201);
  return { property, mandator, mandateId: mandate.body.id as string };
}

describe('a sale from the offers to the deed', () => {
  it('walks two offers, a counter-offer, acceptance, compromis, conditions, deed and close', async () => {
    const { agency, head, headId } = await agencyWithTwoMembers();
    const { property, mandator, mandateId } = await listingWithMandate(head, agency.id);
    const [buyerA, buyerB] = [await createClient(t.db, agency.id), await createClient(t.db, agency.id)];

    const first = await head.post(`/api/properties/${property.id}/offers`, offerBody(buyerA.id));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      party: 'buyer',
      status: 'pending',
      buyer: { id: buyerA.id, name: buyerA.fullName },
    });
    const second = await head.post(
      `/api/properties/${property.id}/offers`,
      offerBody(buyerB.id, { amount: 285_000, financing: 'cash', loanAmount: null }),
    );
    expect(second.status).toBe(201);
    await backdateOffers(property.id, 70);

    const countered = await head.post(`/api/offers/${first.body.id}/answer`, {
      answer: 'counter',
      date: daysFromToday(-68),
      note: 'Le vendeur descend à 295 000 €.',
      counterAmount: 295_000,
      counterValidUntil: daysFromToday(5),
    });
    expect(countered.status).toBe(200);
    expect(countered.body.offer).toMatchObject({ status: 'countered', counterAmount: 295_000 });
    expect(countered.body.counterOffer).toMatchObject({
      party: 'owner',
      parentId: first.body.id,
      amount: 295_000,
      status: 'pending',
      buyer: { id: buyerA.id },
    });
    await backdateOffers(property.id, 70);

    const accepted = await head.post(`/api/offers/${countered.body.counterOffer.id}/answer`, {
      answer: 'accept',
      date: daysFromToday(-60),
    });
    expect(accepted.status).toBe(200);
    const dealId = accepted.body.dealId as string;
    expect(accepted.body.offer).toMatchObject({ status: 'accepted', dealId });
    expect(await statusOf(property.id)).toBe('En négociation');

    const list = await head.get(`/api/properties/${property.id}/offers`);
    expect(list.body.openDealId).toBe(dealId);
    const competing = list.body.items.find((o: { id: string }) => o.id === second.body.id);
    expect(competing).toMatchObject({ status: 'pending', competing: true });
    // The competing offer is answered later: a second acceptance is refused, a refusal recorded.
    const late = await head.post(`/api/offers/${second.body.id}/answer`, {
      answer: 'accept',
      date: daysFromToday(-59),
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(m.offerAlreadyAccepted);
    const refused = await head.post(`/api/offers/${second.body.id}/answer`, {
      answer: 'refuse',
      date: daysFromToday(-59),
    });
    expect(refused.body.offer).toMatchObject({ status: 'refused', competing: false });

    const opened = await head.get(`/api/deals/${dealId}`);
    expect(opened.body).toMatchObject({
      kind: 'sale',
      stage: 'offer_accepted',
      price: 295_000,
      expectedFee: 14_750,
      computedFee: 14_750,
      feeOverridden: false,
      party: { id: buyerA.id, name: buyerA.fullName },
      assignedTo: { id: headId },
      openedOn: daysFromToday(-60),
      acceptedOn: daysFromToday(-60),
      mandate: { id: mandateId, feePayer: 'mandant' },
      owners: [{ id: mandator.id, name: mandator.fullName }],
      checklistMissing: 5,
    });
    expect(opened.body.checklist.map((c: { item: string }) => c.item)).toContain('copro');

    // Deed before the compromis: wrong stage.
    const tooEarly = await head.post(`/api/deals/${dealId}/deed`, { date: daysFromToday(-1) });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.error.message).toBe(m.wrongStage(m.stages.offer_accepted));

    const compromis = {
      kind: 'compromis',
      signedOn: daysFromToday(-50),
      buyerNotary: 'Me Durand, Lyon',
      sellerNotary: 'Me Martin, Lyon',
      depositAmount: 14_750,
      depositHolder: 'Me Martin',
      firstPresentationOn: daysFromToday(-49),
      deedPlannedOn: daysFromToday(-5),
      loan: { amount: 230_000, rateMax: 4.2, deadline: daysFromToday(-20) },
      conditions: [{ label: 'Permis de construire d’une véranda', deadline: daysFromToday(-25) }],
    };
    for (const deadline of [daysFromToday(-50 + LOAN_CONDITION_MIN_DAYS - 1), daysFromToday(-51)]) {
      const refusedLoan = await head.put(`/api/deals/${dealId}/compromis`, {
        ...compromis,
        loan: { ...compromis.loan, deadline },
      });
      expect(refusedLoan.status).toBe(400);
      expect(refusedLoan.body.error.fieldErrors['loan.deadline']).toBe(
        m.loanDeadlineTooSoon(LOAN_CONDITION_MIN_DAYS),
      );
    }
    const beforeAcceptance = await head.put(`/api/deals/${dealId}/compromis`, {
      ...compromis,
      signedOn: daysFromToday(-61),
    });
    expect(beforeAcceptance.body.error.fieldErrors.signedOn).toBe(m.compromisBeforeAcceptance);

    const signed = await head.put(`/api/deals/${dealId}/compromis`, compromis);
    expect(signed.status).toBe(200);
    const withdrawalEnd = withdrawalEndsOn(daysFromToday(-49));
    expect(signed.body).toMatchObject({
      stage: 'compromis_signed',
      compromis: {
        signedOn: daysFromToday(-50),
        withdrawalEndsOn: withdrawalEnd,
        deedPlannedOn: daysFromToday(-5),
      },
      overdue: true,
    });
    const kinds = signed.body.deadlines.map((d: { kind: string; dueOn: string; overdue: boolean }) => [
      d.kind,
      d.dueOn,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['withdrawal', withdrawalEnd],
        ['loan', daysFromToday(-20)],
        ['condition', daysFromToday(-25)],
        ['deed', daysFromToday(-5)],
      ]),
    );
    expect(signed.body.deadlines).toHaveLength(4);

    // Corrected at that stage: the loan deadline moves, its row (the calendar UID) stays.
    const loanBefore = signed.body.deadlines.find((d: { kind: string }) => d.kind === 'loan');
    await t.db
      .update(dealDeadlines)
      .set({ remindedFor: loanBefore.dueOn })
      .where(eq(dealDeadlines.id, loanBefore.id));
    const corrected = await head.put(`/api/deals/${dealId}/compromis`, {
      ...compromis,
      loan: { ...compromis.loan, deadline: daysFromToday(-15) },
    });
    const loanAfter = corrected.body.deadlines.find((d: { kind: string }) => d.kind === 'loan');
    expect(loanAfter).toMatchObject({ id: loanBefore.id, dueOn: daysFromToday(-15) });
    expect(new Set(corrected.body.deadlines.map((d: { id: string }) => d.id))).toEqual(
      new Set(signed.body.deadlines.map((d: { id: string }) => d.id)),
    );
    const [stored] = await t.db.select().from(dealDeadlines).where(eq(dealDeadlines.id, loanBefore.id));
    expect(stored!.remindedFor).toBeNull();

    const lifted = await head.post(`/api/deals/${dealId}/conditions-lifted`, { date: daysFromToday(-12) });
    expect(lifted.status).toBe(200);
    expect(lifted.body.stage).toBe('conditions_lifted');
    for (const d of lifted.body.deadlines.filter((x: { kind: string }) => x.kind !== 'deed')) {
      expect(d.doneOn).not.toBeNull();
    }

    const future = await head.post(`/api/deals/${dealId}/deed`, { date: daysFromToday(1) });
    expect(future.body.error.fieldErrors.date).toBe(m.dateFuture);
    const deed = await head.post(`/api/deals/${dealId}/deed`, { date: daysFromToday(-3) });
    expect(deed.status).toBe(200);
    expect(deed.body).toMatchObject({
      stage: 'deed_signed',
      deedSignedOn: daysFromToday(-3),
      overdue: false,
    });
    expect(await statusOf(property.id)).toBe('Vendu');
    // The mandate's payer is the seller: one invoice of the whole fee, to the register's mandator.
    expect(deed.body.invoices).toMatchObject([
      {
        recipientRole: 'seller',
        recipientName: mandator.fullName,
        amountInclVatCents: 1_475_000,
        issuedOn: daysFromToday(-3),
      },
    ]);
    const [line] = await t.db.select().from(mandates).where(eq(mandates.id, mandateId));
    expect(line).toMatchObject({
      status: 'ended',
      closedOn: daysFromToday(-3),
      closeReason: m.deedMandateReason(formatLongDate(daysFromToday(-3))),
    });

    const closed = await head.post(`/api/deals/${dealId}/close`, { date: daysFromToday(0) });
    expect(closed.body).toMatchObject({ stage: 'closed', closedOn: daysFromToday(0) });
    const open = await head.get('/api/deals');
    expect(open.body.items.map((d: { id: string }) => d.id)).not.toContain(dealId);
    const all = await head.get('/api/deals?state=all&kind=sale');
    expect(all.body.items.map((d: { id: string }) => d.id)).toContain(dealId);
  });

  it('refuses a deed during the buyer’s withdrawal period', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const { deal } = await createDealRow(t.db, agency.id, {
      stage: 'conditions_lifted',
      compromisKind: 'compromis',
      compromisSignedOn: daysFromToday(-3),
      firstPresentationOn: daysFromToday(-2),
    });
    const res = await head.post(`/api/deals/${deal.id}/deed`, { date: daysFromToday(0) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      m.deedDuringWithdrawal(formatLongDate(withdrawalEndsOn(daysFromToday(-2)))),
    );
  });
});

describe('the deed without the agency’s legal facts', () => {
  it('is refused with the invoices’ French message, and nothing is written', async () => {
    const { agency, head } = await agencyWithTwoMembers({ facts: false });
    const { deal, property } = await createDealReadyForDeed(t.db, agency.id);
    await t.db.update(deals).set({ feeOverride: 10_000 }).where(eq(deals.id, deal.id));
    const res = await head.post(`/api/deals/${deal.id}/deed`, { date: daysFromToday(-1) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.message).toContain('Complétez les informations légales');
    const [after] = await t.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(after).toMatchObject({ stage: 'conditions_lifted', deedSignedOn: null });
    expect(await statusOf(property.id)).toBe('En négociation');
    expect(await t.db.select().from(feeInvoices).where(eq(feeInvoices.dealId, deal.id))).toHaveLength(0);
  });
});

describe('offers: bad input', () => {
  it('refuses an offer on a rental, on another agency’s listing, from another agency’s client, a negative amount, a past validity', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const other = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const buyer = await createClient(t.db, agency.id);
    const sale = await createProperty(t.db, agency.id, { type: 'Vente', status: 'Disponible' });
    const rental = await createProperty(t.db, agency.id, { type: 'Location', status: 'Disponible' });
    const theirs = await createProperty(t.db, other.agency.id, { type: 'Vente', status: 'Disponible' });
    const theirBuyer = await createClient(t.db, other.agency.id);

    const onRental = await head.post(`/api/properties/${rental.id}/offers`, offerBody(buyer.id));
    expect(onRental.status).toBe(409);
    expect(onRental.body.error.message).toBe(m.offerOnRental);
    expect((await head.post(`/api/properties/${theirs.id}/offers`, offerBody(buyer.id))).status).toBe(404);
    const foreignBuyer = await head.post(`/api/properties/${sale.id}/offers`, offerBody(theirBuyer.id));
    expect(foreignBuyer.status).toBe(404);
    expect(foreignBuyer.body.error.fieldErrors.buyerClientId).toBe(m.buyerRequired);
    const negative = await head.post(
      `/api/properties/${sale.id}/offers`,
      offerBody(buyer.id, { amount: -5 }),
    );
    expect(negative.status).toBe(400);
    expect(negative.body.error.fieldErrors.amount).toBe(m.amountInvalid);
    const past = await head.post(
      `/api/properties/${sale.id}/offers`,
      offerBody(buyer.id, { validUntil: daysFromToday(-1) }),
    );
    expect(past.body.error.fieldErrors.validUntil).toBe(m.validUntilPast);
    const tomorrow = await head.post(
      `/api/properties/${sale.id}/offers`,
      offerBody(buyer.id, { receivedOn: daysFromToday(1) }),
    );
    expect(tomorrow.body.error.fieldErrors.receivedOn).toBe(m.receivedOnFuture);
    await t.db.update(properties).set({ status: 'Vendu' }).where(eq(properties.id, sale.id));
    const sold = await head.post(`/api/properties/${sale.id}/offers`, offerBody(buyer.id));
    expect(sold.status).toBe(409);
    expect(sold.body.error.message).toBe(m.listingNotAvailable);
    expect(await t.db.select().from(offers).where(eq(offers.agencyId, agency.id))).toHaveLength(0);
  });

  it('dates an answer neither in the future nor before the offer, and answers an offer once', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const offer = await createOfferRow(t.db, agency.id);
    const future = await head.post(`/api/offers/${offer.id}/answer`, {
      answer: 'refuse',
      date: daysFromToday(1),
    });
    expect(future.body.error.fieldErrors.date).toBe(m.answerDateFuture);
    const before = await head.post(`/api/offers/${offer.id}/answer`, {
      answer: 'refuse',
      date: daysFromToday(-1),
    });
    expect(before.body.error.fieldErrors.date).toBe(m.answerBeforeOffer);
    // An offer on paper recorded later: its answer may be dated from the day it arrived.
    const onPaper = await head.post(`/api/properties/${offer.propertyId}/offers`, {
      ...offerBody(offer.buyerClientId!),
      receivedOn: daysFromToday(-20),
    });
    expect(onPaper.body.receivedOn).toBe(daysFromToday(-20));
    const refusedLongAgo = await head.post(`/api/offers/${onPaper.body.id}/answer`, {
      answer: 'refuse',
      date: daysFromToday(-19),
    });
    expect(refusedLongAgo.body.offer).toMatchObject({ status: 'refused', answeredOn: daysFromToday(-19) });
    const withdrawn = await head.post(`/api/offers/${offer.id}/answer`, {
      answer: 'withdraw',
      date: daysFromToday(0),
    });
    expect(withdrawn.body.offer.status).toBe('withdrawn');
    const again = await head.post(`/api/offers/${offer.id}/answer`, {
      answer: 'accept',
      date: daysFromToday(0),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.offerNotPending);
  });

  it('expires pending offers past their validity, and only those', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const stale = await createOfferRow(t.db, agency.id, { validUntil: daysFromToday(-1) });
    const fresh = await createOfferRow(t.db, agency.id, { validUntil: daysFromToday(0) });
    expect(await expirePendingOffers(t.deps)).toBeGreaterThanOrEqual(1);
    const list = await head.get(`/api/properties/${stale.propertyId}/offers`);
    expect(list.body.items[0]).toMatchObject({ status: 'expired', answeredOn: null });
    const kept = await head.get(`/api/properties/${fresh.propertyId}/offers`);
    expect(kept.body.items[0].status).toBe('pending');
  });

  it('stores the signed offer as a document of the property, and downloads it', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const offer = await createOfferRow(t.db, agency.id);
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(Buffer.from('MZ not a pdf'))]), 'offre.exe');
    const refused = await head.upload('PUT', `/api/offers/${offer.id}/document`, form);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(m.offerDocumentType);
    const pdf = await buildPdf([{ text: ['Offre d’achat', 'Bon pour accord'] }]);
    const good = new FormData();
    good.append('document', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'offre-signee.pdf');
    const saved = await head.upload('PUT', `/api/offers/${offer.id}/document`, good);
    expect(saved.status).toBe(200);
    expect(saved.body.document.fileName).toBe('offre-signee.pdf');
    const [row] = await t.db.select().from(documents).where(eq(documents.id, saved.body.document.id));
    expect(row!.propertyId).toBe(offer.propertyId);
    const file = await head.get(`/api/offers/${offer.id}/document`);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.raw).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('two members accepting two offers at once', () => {
  it('lets exactly one win; the other gets the French 409 and one file exists', async () => {
    const { agency, head, member } = await agencyWithTwoMembers();
    const property = await createProperty(t.db, agency.id, { type: 'Vente', status: 'Disponible' });
    const a = await createOfferRow(t.db, agency.id, { propertyId: property.id, amount: 300_000 });
    const b = await createOfferRow(t.db, agency.id, { propertyId: property.id, amount: 301_000 });
    const today = daysFromToday(0);
    const answers = await Promise.all([
      head.post(`/api/offers/${a.id}/answer`, { answer: 'accept', date: today }),
      member.post(`/api/offers/${b.id}/answer`, { answer: 'accept', date: today }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(loser.body.error.message).toBe(m.offerAlreadyAccepted);
    const files = await t.db.select().from(deals).where(eq(deals.propertyId, property.id));
    expect(files).toHaveLength(1);
    const statuses = (await t.db.select().from(offers).where(eq(offers.propertyId, property.id))).map(
      (o) => o.status,
    );
    expect(statuses.sort()).toEqual(['accepted', 'pending']);
  });
});

describe('the file’s life', () => {
  it('cancels from an open stage with its reason and puts the listing back; a second cancel is refused', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const { deal, property } = await createDealRow(t.db, agency.id);
    const noReason = await head.post(`/api/deals/${deal.id}/cancel`, {
      date: daysFromToday(0),
      reason: ' ',
      listingStatus: 'Disponible',
    });
    expect(noReason.status).toBe(400);
    const cancelled = await head.post(`/api/deals/${deal.id}/cancel`, {
      date: daysFromToday(0),
      reason: 'Financement refusé',
      listingStatus: 'Disponible',
    });
    expect(cancelled.body).toMatchObject({ stage: 'cancelled', cancelReason: 'Financement refusé' });
    expect(await statusOf(property.id)).toBe('Disponible');
    const again = await head.post(`/api/deals/${deal.id}/cancel`, {
      date: daysFromToday(0),
      reason: 'Encore',
      listingStatus: 'Retiré',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.wrongStage(m.stages.cancelled));
  });

  it('changes the member in charge (an active member only), the fee and the planned deed date', async () => {
    const { agency, head, memberId } = await agencyWithTwoMembers();
    const other = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const { deal } = await createDealRow(t.db, agency.id, {
      stage: 'compromis_signed',
      compromisKind: 'compromis',
      compromisSignedOn: daysFromToday(-10),
    });
    const stranger = await head.patch(`/api/deals/${deal.id}`, { assignedToId: other.boss.user.id });
    expect(stranger.body.error.fieldErrors.assignedToId).toBe(m.assignedNotMember);
    const moved = await head.patch(`/api/deals/${deal.id}`, {
      assignedToId: memberId,
      feeOverride: 9_000,
      deedPlannedOn: daysFromToday(30),
    });
    expect(moved.body).toMatchObject({
      assignedTo: { id: memberId },
      expectedFee: 9_000,
      feeOverridden: true,
    });
    expect(moved.body.deadlines).toMatchObject([{ kind: 'deed', dueOn: daysFromToday(30) }]);
    const mine = await head.get('/api/deals?scope=mine');
    expect(mine.body.items.map((d: { id: string }) => d.id)).not.toContain(deal.id);
  });

  it('links a checklist item to a document of the property only', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const { deal, property } = await createDealRow(t.db, agency.id);
    await t.db
      .insert(dealChecklistItems)
      .values({ agencyId: agency.id, dealId: deal.id, item: 'diagnostics' });
    const elsewhere = await createProperty(t.db, agency.id);
    const [mine, foreign] = await t.db
      .insert(documents)
      .values([
        {
          agencyId: agency.id,
          propertyId: property.id,
          storageKey: `${agency.id}/a.pdf`,
          fileName: 'ddt.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 10,
        },
        {
          agencyId: agency.id,
          propertyId: elsewhere.id,
          storageKey: `${agency.id}/b.pdf`,
          fileName: 'autre.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 10,
        },
      ])
      .returning();
    const options = await head.get(`/api/deals/${deal.id}/document-options`);
    expect(options.body.items).toEqual([
      { id: mine!.id, fileName: 'ddt.pdf', owner: m.documentOwnerProperty },
    ]);
    const refused = await head.put(`/api/deals/${deal.id}/checklist/diagnostics`, {
      documentId: foreign!.id,
    });
    expect(refused.body.error.fieldErrors.documentId).toBe(m.documentNotOfDeal);
    const linked = await head.put(`/api/deals/${deal.id}/checklist/diagnostics`, { documentId: mine!.id });
    expect(linked.body).toMatchObject({
      checklist: [{ item: 'diagnostics', document: { id: mine!.id } }],
      checklistMissing: 0,
    });
  });
});

describe('a rental file', () => {
  it('opens on a rental only, checks the lease against loi ALUR, and the keys let the listing', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const tenant = await createMandator(t.db, agency.id, '5 rue Neuve\n69001 Lyon');
    const sale = await createProperty(t.db, agency.id, { type: 'Vente', status: 'Disponible' });
    const onSale = await head.post(`/api/properties/${sale.id}/rental-deals`, {
      tenantClientId: tenant.id,
      date: daysFromToday(0),
    });
    expect(onSale.status).toBe(409);
    expect(onSale.body.error.message).toBe(m.rentalDealOnSale);

    const { property: flat, mandator: landlord } = await listingWithMandate(head, agency.id, {
      type: 'Location',
      price: 850,
      surfaceHabitable: 30,
    });
    const opened = await head.post(`/api/properties/${flat.id}/rental-deals`, {
      tenantClientId: tenant.id,
      date: daysFromToday(-5),
      keysPlannedOn: daysFromToday(10),
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      kind: 'rental',
      stage: 'application_chosen',
      party: { id: tenant.id },
      // The lease form shows the caps before any zone is saved: the living area is there from the start.
      rental: { surface: 30, caps: null },
    });
    expect(opened.body.deadlines).toMatchObject([{ kind: 'keys', dueOn: daysFromToday(10) }]);
    expect(await statusOf(flat.id)).toBe('En négociation');
    const twice = await head.post(`/api/properties/${flat.id}/rental-deals`, {
      tenantClientId: tenant.id,
      date: daysFromToday(0),
    });
    expect(twice.body.error.message).toBe(m.dealAlreadyOpen);

    const id = opened.body.id as string;
    const lease = {
      signedOn: daysFromToday(-2),
      rent: 850,
      zone: 'tendue',
      tenantFees: 390,
      tenantFeesInventory: 95,
      landlordFees: 400,
    };
    const above = await head.post(`/api/deals/${id}/lease`, lease);
    expect(above.status).toBe(400);
    expect(above.body.error.fieldErrors).toEqual({
      tenantFeesInventory: m.alurInventoryCapExceeded('90\u00a0€'),
    });
    const signed = await head.post(`/api/deals/${id}/lease`, { ...lease, tenantFeesInventory: 90 });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      stage: 'lease_signed',
      expectedFee: 790,
      rental: { rent: 850, surface: 30, zone: 'tendue', caps: { tenantFees: 300, inventory: 90 } },
    });
    const keys = await head.post(`/api/deals/${id}/keys`, {
      date: daysFromToday(0),
      entryInspectionId: null,
    });
    expect(keys.body).toMatchObject({
      stage: 'keys_handed_over',
      rental: { keysHandedOverOn: daysFromToday(0) },
    });
    expect(keys.body.deadlines[0].doneOn).toBe(daysFromToday(0));
    expect(await statusOf(flat.id)).toBe('Loué');
    expect(keys.body.invoices).toMatchObject([
      { recipientRole: 'landlord', recipientName: landlord.fullName, amountInclVatCents: 40_000 },
      { recipientRole: 'tenant', recipientName: tenant.fullName, amountInclVatCents: 39_000 },
    ]);
  });

  it('asks for the living area before checking the fees', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const { deal } = await createDealRow(t.db, agency.id, { kind: 'rental' }, { surfaceHabitable: null });
    const res = await head.post(`/api/deals/${deal.id}/lease`, {
      signedOn: daysFromToday(0),
      rent: 700,
      zone: 'autre',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.surfaceRequired);
  });
});

describe('deed fixture', () => {
  it('records the deed on a file ready for it without a mandate', async () => {
    const { agency, head } = await agencyWithTwoMembers();
    const { deal, property } = await createDealReadyForDeed(t.db, agency.id);
    const res = await head.post(`/api/deals/${deal.id}/deed`, { date: daysFromToday(-1) });
    expect(res.body).toMatchObject({ stage: 'deed_signed', mandate: null, expectedFee: 0 });
    expect(await statusOf(property.id)).toBe('Vendu');
  });
});
