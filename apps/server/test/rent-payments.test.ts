import { formatInvoiceAmount, parisToday, rentMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases, mailOutbox, rentCalls, rentPayments, rentReceipts } from '../src/db/schema';
import { createAgencyWithBoss } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createLease, type LeaseFactoryInput } from './rental-factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const m = rentMessages;

async function pdfText(bytes: ArrayBuffer) {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** An agency, its head signed in, one lease whose calls are issued; the oldest call. */
async function leaseWithCall(lease: LeaseFactoryInput = {}) {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  const head = await signedInClient(t, boss.user.id);
  const row = await createLease(t.db, agency.id, lease);
  const issued = await head.post('/api/rent-calls/issue', {});
  expect(issued.status, issued.text).toBe(200);
  expect(issued.body.issued).toBeGreaterThan(0);
  const rent = await head.get(`/api/leases/${row.id}/rent`);
  expect(rent.status, rent.text).toBe(200);
  const call = rent.body.calls.at(-1);
  return { agency, head, lease: row, call };
}

const pay = (
  head: Awaited<ReturnType<typeof signedInClient>>,
  callId: string,
  euros: string,
  method = 'virement',
) => head.post(`/api/rent-calls/${callId}/payments`, { amount: euros, receivedOn: parisToday(), method });

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

async function stateOf(callId: string) {
  const [call] = await t.db.select().from(rentCalls).where(eq(rentCalls.id, callId));
  const payments = await t.db.select().from(rentPayments).where(eq(rentPayments.rentCallId, callId));
  const receipts = await t.db.select().from(rentReceipts).where(eq(rentReceipts.rentCallId, callId));
  return { call: call!, payments, receipts };
}

describe('payments and receipts', () => {
  it('refuses a payment larger than the balance, in French, and changes nothing', async () => {
    const { head, call } = await leaseWithCall();
    const res = await pay(head, call.id, euros(call.totalCents + 1));
    expect(res.status).toBe(400);
    const message = m.errors.overBalance(formatInvoiceAmount(call.totalCents));
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fieldErrors).toEqual({ amount: message });
    const state = await stateOf(call.id);
    expect(state.call.paidCents).toBe(0);
    expect(state.payments).toHaveLength(0);
    expect(state.receipts).toHaveLength(0);
  });

  it('a full payment gives a quittance whose PDF shows rent and charges apart, free of charge', async () => {
    const { head, call } = await leaseWithCall({
      rentCents: 81_237,
      chargesCents: 6_000,
      startOn: undefined,
    });
    const res = await pay(head, call.id, euros(call.totalCents), 'cheque');
    expect(res.status, res.text).toBe(201);
    expect(res.body.receipt.kind).toBe('quittance');
    expect(res.body.receipt.paidCents).toBe(call.totalCents);
    const file = await head.get(`/api/rent-receipts/${res.body.receipt.id}/pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(file.raw);
    expect(text).toContain(m.pdf.quittanceTitle);
    expect(text).toContain(`${m.pdf.rent} ${formatInvoiceAmount(call.rentCents)}`.replace(/\s+/g, ' '));
    expect(text).toContain(
      `${m.pdf.charges('provision')} ${formatInvoiceAmount(call.chargesCents)}`.replace(/\s+/g, ' '),
    );
    expect(text).toContain('Inès Carvalho');
    expect(text).toContain('Paul Verdier');
    expect(text).toContain('pour acquit');
    expect(text).toContain('Chèque');
    expect(text).toContain('délivré gratuitement');
    expect(text).not.toMatch(/frais/i);
    const state = await stateOf(call.id);
    expect(state.call.paidCents).toBe(call.totalCents);
    expect(state.receipts.map((r) => r.kind)).toEqual(['quittance']);
    expect(state.receipts[0]!.pdfKey).not.toBeNull();
  });

  it('a partial payment gives a reçu, never a quittance; a second payment completing the call gives one quittance', async () => {
    const { head, call } = await leaseWithCall();
    const first = 30_000;
    const res = await pay(head, call.id, euros(first));
    expect(res.status, res.text).toBe(201);
    expect(res.body.receipt.kind).toBe('recu');
    let state = await stateOf(call.id);
    expect(state.receipts.map((r) => r.kind)).toEqual(['recu']);
    const text = await pdfText((await head.get(`/api/rent-receipts/${res.body.receipt.id}/pdf`)).raw);
    expect(text).toContain(m.pdf.recuTitle);
    expect(text).toContain('ne vaut pas quittance');
    expect(text).toContain(formatInvoiceAmount(first).replace(/\s+/g, ' '));
    expect(text).toContain(
      `${m.pdf.remaining} ${formatInvoiceAmount(call.totalCents - first)}`.replace(/\s+/g, ' '),
    );
    expect(text).not.toContain('pour acquit');

    const rest = await pay(head, call.id, euros(call.totalCents - first));
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body.receipt.kind).toBe('quittance');
    state = await stateOf(call.id);
    expect(state.receipts.map((r) => r.kind).sort()).toEqual(['quittance', 'recu']);
    expect(state.call.paidCents).toBe(call.totalCents);
    // Paid in full: nothing more is taken.
    const more = await pay(head, call.id, '1');
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe(m.errors.alreadyPaid);
  });

  it('concurrent payments on one call never take more than its total', async () => {
    const { head, call } = await leaseWithCall();
    const half = Math.floor(call.totalCents / 2);
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(head, call.id, euros(half))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    for (const r of results) expect([201, 400, 409]).toContain(r.status);
    const state = await stateOf(call.id);
    expect(state.payments).toHaveLength(2);
    expect(state.call.paidCents).toBe(2 * half);
    expect(state.call.paidCents).toBeLessThanOrEqual(call.totalCents);
    expect(state.receipts.filter((r) => r.kind === 'quittance')).toHaveLength(
      2 * half === call.totalCents ? 1 : 0,
    );
  });

  it('another agency’s call or receipt is the same French 404', async () => {
    const mine = await leaseWithCall();
    const paid = await pay(mine.head, mine.call.id, euros(mine.call.totalCents));
    const other = await leaseWithCall();
    const res = await pay(other.head, mine.call.id, '10');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(m.errors.callNotFound);
    expect((await other.head.get(`/api/rent-calls/${mine.call.id}/pdf`)).status).toBe(404);
    const receipt = await other.head.get(`/api/rent-receipts/${paid.body.receipt.id}/pdf`);
    expect(receipt.status).toBe(404);
    expect(receipt.body.error.message).toBe(m.errors.receiptNotFound);
    expect((await other.head.post(`/api/rent-receipts/${paid.body.receipt.id}/send`, {})).status).toBe(404);
    expect((await other.head.get(`/api/leases/${mine.lease.id}/rent`)).status).toBe(404);
    expect((await stateOf(mine.call.id)).payments).toHaveLength(1);
  });

  it('bad input is refused in French: no amount, three decimals, a future date, an unknown method', async () => {
    const { head, call } = await leaseWithCall();
    const post = (body: object) => head.post(`/api/rent-calls/${call.id}/payments`, body);
    const base = { amount: '100', receivedOn: parisToday(), method: 'virement' };
    expect((await post({ ...base, amount: '0' })).body.error.fieldErrors.amount).toBe(m.errors.amountInvalid);
    expect((await post({ ...base, amount: '10,123' })).body.error.fieldErrors.amount).toBe(
      m.errors.amountInvalid,
    );
    expect((await post({ ...base, receivedOn: '2999-01-01' })).body.error.fieldErrors.receivedOn).toBe(
      m.errors.receivedInFuture,
    );
    expect((await post({ ...base, method: 'bitcoin' })).body.error.fieldErrors.method).toBe(
      m.errors.methodInvalid,
    );
    expect((await stateOf(call.id)).payments).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('a tenant who consented gets the call by e-mail with its PDF; the receipt is sent on demand, even after the lease ended', async () => {
    const email = `loc-${Date.now()}@example.fr`;
    const { head, call, lease } = await leaseWithCall({
      tenants: [{ name: 'Léa Morel', email, electronicDelivery: true }],
    });
    expect(call.delivery).toBe('email');
    await t.deps.jobs.runUntilIdle();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const calls = (await head.get(`/api/leases/${lease.id}/rent`)).body.calls;
    expect(mails).toHaveLength(calls.length);
    expect(mails[0]!.attachments![0]!.contentType).toBe('application/pdf');
    expect(mails.some((mail) => mail.text.includes(formatInvoiceAmount(call.totalCents)))).toBe(true);
    expect((await stateOf(call.id)).call.sentAt).not.toBeNull();
    // A second run sends nothing again.
    await head.post('/api/rent-calls/issue', {});
    await t.deps.jobs.runUntilIdle();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(calls.length);

    const paid = await pay(head, call.id, euros(call.totalCents));
    await t.db.update(leases).set({ status: 'ended', endedOn: parisToday() }).where(eq(leases.id, lease.id));
    expect((await head.get(`/api/rent-receipts/${paid.body.receipt.id}/pdf`)).status).toBe(200);
    const sent = await head.post(`/api/rent-receipts/${paid.body.receipt.id}/send`, {});
    expect(sent.status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const after = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(after.filter((mail) => mail.subject.startsWith('Quittance'))).toHaveLength(1);
  });

  it('without consent the call is to print and no e-mail leaves; sending a receipt is refused in French', async () => {
    const email = `papier-${Date.now()}@example.fr`;
    const { head, call } = await leaseWithCall({
      tenants: [{ name: 'Marc Roux', email, electronicDelivery: false }],
    });
    expect(call.delivery).toBe('print');
    await t.deps.jobs.runUntilIdle();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
    const file = await head.get(`/api/rent-calls/${call.id}/pdf`);
    expect(file.status).toBe(200);
    const text = await pdfText(file.raw);
    expect(text).toContain(m.pdf.callTitle);
    expect(text).toContain('Marc Roux');
    const paid = await pay(head, call.id, euros(call.totalCents));
    const sent = await head.post(`/api/rent-receipts/${paid.body.receipt.id}/send`, {});
    expect(sent.status).toBe(409);
    expect(sent.body.error.message).toBe(m.errors.noConsent);
  });
});
