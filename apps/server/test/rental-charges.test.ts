import { rentalOwnerMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeRegularisations, mailOutbox } from '../src/db/schema';
import { chargesPaidCents } from '../src/modules/rentals/charges.service';
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

const m = rentalOwnerMessages.charges;
const head = () => world.actors.bossA.client;
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('the provisions a payment pays', () => {
  it('splits each call’s payment between rent and charges in the call’s proportion', () => {
    expect(chargesPaidCents({ chargesCents: 10_000, totalCents: 90_000, paidCents: 90_000 })).toBe(10_000);
    expect(chargesPaidCents({ chargesCents: 10_000, totalCents: 90_000, paidCents: 45_000 })).toBe(5_000);
    expect(chargesPaidCents({ chargesCents: 10_000, totalCents: 90_000, paidCents: 0 })).toBe(0);
    expect(chargesPaidCents({ chargesCents: 5_000, totalCents: 81_237, paidCents: 40_000 })).toBe(2_462);
  });
});

describe('the yearly charges regularisation', () => {
  it('sums the provisions paid, the actual charges, the balance; stores its PDF; e-mails the consenting tenant', async () => {
    const lease = await createLease(t.db, world.agencyA.id, {
      tenants: [
        { name: 'Léa Martin', email: 'lea.regul@exemple.fr', electronicDelivery: true },
        { name: 'Hugo Martin', email: 'hugo.regul@exemple.fr' },
      ],
    });
    for (const [month, paid] of [
      ['2025-01', 90_000],
      ['2025-02', 90_000],
      ['2025-03', 45_000],
      ['2026-01', 90_000],
    ] as const) {
      const call = await createRentCall(t.db, lease, month);
      await createPayment(t.db, call, { receivedOn: `${month}-05`, amountCents: paid });
    }
    const before = await head().get(`/api/leases/${lease.id}/charges`);
    expect(before.body).toEqual({
      items: [],
      provisions: [
        { year: 2026, provisionsCents: 10_000 },
        { year: 2025, provisionsCents: 25_000 },
      ],
    });

    const res = await head().post(`/api/leases/${lease.id}/charges`, {
      year: 2025,
      lines: [
        { label: 'Eau froide', amount: '180' },
        { label: 'Ordures ménagères', amount: '120,50' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      year: 2025,
      provisionsCents: 25_000,
      actualCents: 30_050,
      balanceCents: 5_050,
      delivery: 'email',
      lines: [
        { label: 'Eau froide', amountCents: 18_000 },
        { label: 'Ordures ménagères', amountCents: 12_050 },
      ],
    });

    const pdf = await head().get(`/api/leases/${lease.id}/charges/${res.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = flat((await extractText(new Uint8Array(pdf.raw), { mergePages: true })).text);
    expect(text).toContain('Régularisation annuelle des charges');
    expect(text).toContain('Année 2025');
    expect(text).toContain('Ordures ménagères');
    expect(text).toContain('Solde dû par le locataire');
    expect(text).toContain('50,50 €');

    await t.deps.jobs.runUntilIdle();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'lea.regul@exemple.fr'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(m.mail.subject(2025, 'T2 Presqu’île'));
    expect(mails[0]!.attachments).toEqual([
      {
        filename: 'regularisation-charges-2025.pdf',
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    // No consent, no e-mail: that tenant's copy is printed.
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'hugo.regul@exemple.fr')),
    ).toHaveLength(0);

    const twice = await head().post(`/api/leases/${lease.id}/charges`, {
      year: 2025,
      lines: [{ label: 'Eau froide', amount: '1' }],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(m.errors.duplicate);
    const after = await head().get(`/api/leases/${lease.id}/charges`);
    expect(after.body.items).toHaveLength(1);
    expect(after.body.provisions).toEqual([{ year: 2026, provisionsCents: 10_000 }]);
  });

  it('refunds the tenant when the provisions exceed the charges, printed when nobody consented', async () => {
    const lease = await createLease(t.db, world.agencyA.id);
    const call = await createRentCall(t.db, lease, '2025-06');
    await createPayment(t.db, call, { receivedOn: '2025-06-03' });
    const res = await head().post(`/api/leases/${lease.id}/charges`, {
      year: 2025,
      lines: [{ label: 'Entretien de la chaudière', amount: '40' }],
    });
    expect(res.body).toMatchObject({
      provisionsCents: 10_000,
      actualCents: 4_000,
      balanceCents: -6_000,
      delivery: 'print',
    });
  });

  it('never regularises a flat rate, nor a year outside the lease, nor another agency’s lease', async () => {
    const flatRate = await createLease(t.db, world.agencyA.id, { chargesMode: 'forfait' });
    const refused = await head().post(`/api/leases/${flatRate.id}/charges`, {
      year: 2025,
      lines: [{ label: 'Eau', amount: '10' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(m.errors.flatRate);

    const lease = await createLease(t.db, world.agencyA.id);
    const early = await head().post(`/api/leases/${lease.id}/charges`, {
      year: 2024,
      lines: [{ label: 'Eau', amount: '10' }],
    });
    expect(early.body.error.fieldErrors).toEqual({ year: m.errors.year });
    const empty = await head().post(`/api/leases/${lease.id}/charges`, { year: 2025, lines: [] });
    expect(empty.status).toBe(400);
    const stranger = await world.actors.bossB.client.post(`/api/leases/${lease.id}/charges`, {
      year: 2025,
      lines: [{ label: 'Eau', amount: '10' }],
    });
    expect(stranger.status).toBe(404);
    expect(
      await t.db.select().from(chargeRegularisations).where(eq(chargeRegularisations.leaseId, lease.id)),
    ).toHaveLength(0);
  });
});
