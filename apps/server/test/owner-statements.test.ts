import { rentalOwnerMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, ownerStatements } from '../src/db/schema';
import { sweepOrphanFiles } from '../src/storage/orphan-sweep';
import { managementFeeCents, statementPeriod } from '../src/modules/rentals/owner-statements.service';
import { createWorld, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createLease, createPayment, createRentCall } from './rental-owner-factories';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const m = rentalOwnerMessages.statements;
const em = rentalOwnerMessages.expenses;
const head = () => world.actors.bossA.client;
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('the statement’s period and fee', () => {
  it('runs a month, a quarter from its first month, a year from January', () => {
    expect(statementPeriod('month', '2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(statementPeriod('quarter', '2026-04')).toEqual({ start: '2026-04-01', end: '2026-06-30' });
    expect(statementPeriod('year', '2025-01')).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    expect(() => statementPeriod('quarter', '2026-02')).toThrow(m.errors.quarterStart);
    expect(() => statementPeriod('year', '2026-03')).toThrow(m.errors.yearStart);
  });

  it('rounds the fee to the cent', () => {
    expect(managementFeeCents(90_000, 750)).toBe(6_750);
    expect(managementFeeCents(81_237, 750)).toBe(6_093);
    expect(managementFeeCents(81_234, 750)).toBe(6_093);
  });
});

async function octoberWithAPaymentAndAnExpense() {
  const lease = await createLease(t.db, world.agencyA.id, {
    landlords: [{ name: 'Paul Bernard', email: `paul.${Math.random().toString(36).slice(2)}@exemple.fr` }],
  });
  const call = await createRentCall(t.db, lease, '2026-10');
  await createPayment(t.db, call, { receivedOn: '2026-10-05' });
  // Received in November: the next statement's.
  const november = await createRentCall(t.db, lease, '2026-11');
  await createPayment(t.db, november, { receivedOn: '2026-11-03' });
  const expense = await head().post(`/api/leases/${lease.id}/owner-expenses`, {
    spentOn: '2026-10-12',
    kind: 'travaux',
    label: 'Remplacement du chauffe-eau',
    amount: '120',
  });
  expect(expense.status).toBe(201);
  return { lease, expenseId: expense.body.id as string };
}

describe('owner statements', () => {
  it('figures a month: rents received, a 7,5 % fee, one expense, the transfer; PDF and e-mail to the landlord', async () => {
    const { lease } = await octoberWithAPaymentAndAnExpense();
    const res = await head().post(`/api/leases/${lease.id}/owner-statements`, { month: '2026-10' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      rentsCents: 90_000,
      feesCents: 6_750,
      expensesCents: 12_000,
      transferredCents: 71_250,
      sentAt: null,
    });

    const pdf = await head().get(`/api/leases/${lease.id}/owner-statements/${res.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(
      'compte-rendu-de-gestion-2026-10-01-2026-10-31.pdf',
    );
    const text = flat((await extractText(new Uint8Array(pdf.raw), { mergePages: true })).text);
    expect(text).toContain('Compte rendu de gestion');
    expect(text).toContain('Période du 1er octobre 2026 au 31 octobre 2026');
    expect(text).toContain('Loyer d’octobre 2026 — reçu le 5 octobre 2026');
    expect(text).not.toContain('Loyer de novembre');
    expect(text).toContain('Honoraires de gestion (7,5 % TTC)');
    expect(text).toContain('Travaux : Remplacement du chauffe-eau');
    expect(text).toContain('900,00 €');
    expect(text).toContain('67,50 €');
    expect(text).toContain('712,50 €');

    await t.deps.jobs.runUntilIdle();
    const [landlord] = (await head().get(`/api/leases/${lease.id}/owner-statements`)).body.recipients;
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, landlord));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Compte rendu de gestion — T2 Presqu’île');
    expect(mails[0]!.attachments).toEqual([
      {
        filename: 'compte-rendu-de-gestion-2026-10-01-2026-10-31.pdf',
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    const list = await head().get(`/api/leases/${lease.id}/owner-statements`);
    expect(list.body.items[0].sentAt).toEqual(expect.any(String));

    const twice = await head().post(`/api/leases/${lease.id}/owner-statements`, { month: '2026-10' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(m.errors.duplicate);

    // The orphan sweep keeps what a row names.
    await sweepOrphanFiles(t.deps, { graceMs: 0 });
    expect((await head().get(`/api/leases/${lease.id}/owner-statements/${res.body.id}/pdf`)).status).toBe(
      200,
    );
  });

  it('makes one statement of two concurrent requests', async () => {
    const { lease } = await octoberWithAPaymentAndAnExpense();
    const results = await Promise.all([
      head().post(`/api/leases/${lease.id}/owner-statements`, { month: '2026-10' }),
      head().post(`/api/leases/${lease.id}/owner-statements`, { month: '2026-10' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      await t.db.select().from(ownerStatements).where(eq(ownerStatements.leaseId, lease.id)),
    ).toHaveLength(1);
  });

  it('keeps an accounted expense, lets one typed by mistake go, refuses one dated in an accounted period', async () => {
    const { lease, expenseId } = await octoberWithAPaymentAndAnExpense();
    const mistake = await head().post(`/api/leases/${lease.id}/owner-expenses`, {
      spentOn: '2026-10-20',
      kind: 'autre',
      label: 'Doublon',
      amount: '10',
    });
    expect((await head().delete(`/api/leases/${lease.id}/owner-expenses/${mistake.body.id}`)).status).toBe(
      204,
    );
    expect((await head().post(`/api/leases/${lease.id}/owner-statements`, { month: '2026-10' })).status).toBe(
      201,
    );

    const accounted = await head().delete(`/api/leases/${lease.id}/owner-expenses/${expenseId}`);
    expect(accounted.status).toBe(409);
    expect(accounted.body.error.message).toBe(em.errors.accounted);
    const late = await head().post(`/api/leases/${lease.id}/owner-expenses`, {
      spentOn: '2026-10-25',
      kind: 'entretien',
      label: 'Ramonage',
      amount: '80',
    });
    expect(late.status).toBe(400);
    expect(late.body.error.fieldErrors).toEqual({ spentOn: em.errors.periodAccounted });
    const list = await head().get(`/api/leases/${lease.id}/owner-expenses`);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: expenseId, accounted: true, amountCents: 12_000 }),
    ]);
  });

  it('refuses a quarter not starting its quarter, a future month, bad amounts, and another agency’s lease', async () => {
    const { lease } = await octoberWithAPaymentAndAnExpense();
    const quarter = await head().post(`/api/leases/${lease.id}/owner-statements`, {
      period: 'quarter',
      month: '2026-08',
    });
    expect(quarter.body.error.fieldErrors).toEqual({ month: m.errors.quarterStart });
    const future = await head().post(`/api/leases/${lease.id}/owner-statements`, { month: '2099-01' });
    expect(future.body.error.fieldErrors).toEqual({ month: m.errors.future });
    const amount = await head().post(`/api/leases/${lease.id}/owner-expenses`, {
      spentOn: '2026-11-02',
      kind: 'travaux',
      label: 'Serrure',
      amount: '12,345',
    });
    expect(amount.body.error.fieldErrors).toEqual({ amount: em.errors.amount });

    const stranger = world.actors.bossB.client;
    for (const res of [
      await stranger.get(`/api/leases/${lease.id}/owner-statements`),
      await stranger.post(`/api/leases/${lease.id}/owner-statements`, { month: '2026-10' }),
      await stranger.get(`/api/leases/${lease.id}/owner-expenses`),
      await stranger.post(`/api/leases/${lease.id}/owner-expenses`, {
        spentOn: '2026-11-02',
        kind: 'travaux',
        label: 'Serrure',
        amount: '12',
      }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(
      await t.db.select().from(ownerStatements).where(eq(ownerStatements.leaseId, lease.id)),
    ).toHaveLength(0);
  });
});
