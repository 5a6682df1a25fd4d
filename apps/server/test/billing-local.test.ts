import { billingMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, demoSubscriptions, invoices, mailOutbox, profiles, properties } from '../src/db/schema';
import { runSubscriptionLifecycle } from '../src/modules/subscription/subscription-lifecycle.service';
import { createAgencyWithBoss, createProperty, createUser, makeDemoAgency } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    SUBSCRIPTION_PAST_DUE_GRACE_DAYS: '7',
    SUBSCRIPTION_READ_ONLY_GRACE_DAYS: '30',
    DEMO_BILLING_CLOCK: 'true',
  });
});
afterAll(() => t.close());

/**
 * An agency that has never paid, its head and an active member, then paid through the demonstration
 * checkout. A demonstration agency (its clock can move) unless `demo` is false.
 */
async function payingAgency(plan: 'starter' | 'pro' | 'premium' = 'starter', { demo = true } = {}) {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: null, email: undefined });
  if (demo) await makeDemoAgency(t.db, agency.id);
  const member = await createUser(t.db, {
    agencyId: agency.id,
    status: 'active',
    permissions: ['add_property'],
  });
  const head = await signedInClient(t, boss.user.id);
  const start = await head.post('/api/subscription/checkout', { plan });
  expect(start.status).toBe(200);
  const checkoutId = String(start.body.url).split('/').pop();
  expect((await head.post(`/api/subscription/checkout/${checkoutId}/confirm`)).status).toBe(200);
  return { agency, boss, head, member: await signedInClient(t, member.user.id) };
}

async function advance(head: TestClient, days: number) {
  const res = await head.post('/api/demo-billing/clock', { days });
  expect(res.status).toBe(200);
  await t.deps.jobs.runUntilIdle();
  return res;
}

async function mailsTo(email: string) {
  await t.deps.jobs.runUntilIdle();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('billing with the local provider', () => {
  it('checkout opens one subscription with a numbered invoice; a second checkout is refused', async () => {
    const { head } = await payingAgency('starter');
    const overview = await head.get('/api/subscription');
    expect(overview.body).toMatchObject({
      plan: 'starter',
      status: 'active',
      provider: 'local',
      cancelAtPeriodEnd: false,
      amountHtCents: 17000,
      amountTtcCents: 20400,
      canManage: true,
    });
    expect(new Date(overview.body.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);

    const again = await head.post('/api/subscription/checkout', { plan: 'pro' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(billingMessages.alreadySubscribed);

    const list = await head.get('/api/subscription/invoices');
    expect(list.body.items).toHaveLength(1);
    const [invoice] = list.body.items;
    expect(invoice).toMatchObject({
      amountHtCents: 17000,
      vatCents: 3400,
      amountTtcCents: 20400,
      status: 'paid',
    });
    expect(invoice.number).toMatch(/^IP-\d{4}-\d{6}$/);
    expect(invoice.hostedUrl).toBeNull();
    const pdf = await head.get(`/api/subscription/invoices/${invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.raw.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf.raw), { mergePages: true });
    expect(text).toContain(`FACTURE N° ${invoice.number}`);
    expect(text).toMatch(/Total HT 170,00\s€/);
    expect(text).toMatch(/TVA 20 % 34,00\s€/);
    expect(text).toMatch(/Total TTC 204,00\s€/);
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  it('/payment-success learns from the checkout whether it was paid, and only the paying agency’s head may ask', async () => {
    const { boss } = await createAgencyWithBoss(t.db, { subscription: null });
    const head = await signedInClient(t, boss.user.id);
    const start = await head.post('/api/subscription/checkout', { plan: 'starter' });
    const checkoutId = String(start.body.url).split('/').pop();
    expect((await head.get(`/api/subscription/checkout/${checkoutId}`)).body.status).toBe('open');
    const confirmed = await head.post(`/api/subscription/checkout/${checkoutId}/confirm`);
    expect(confirmed.body.next).toBe(`/payment-success?checkout=${checkoutId}`);
    expect((await head.get(`/api/subscription/checkout/${checkoutId}`)).body.status).toBe('completed');

    const other = await createAgencyWithBoss(t.db, { subscription: null });
    const stranger = await signedInClient(t, other.boss.user.id);
    const theirs = await stranger.get(`/api/subscription/checkout/${checkoutId}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe('Session de paiement introuvable ou expirée.');
    expect((await t.client().get(`/api/subscription/checkout/${checkoutId}`)).status).toBe(401);
  });

  it('an agency named « Agence Łódź » gets its invoice PDF with every letter of its name and address', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: null, email: undefined });
    await t.db
      .update(agencies)
      .set({ name: 'Agence Łódź', address: 'chez Øyvind Šťastný et Zoë Ångström', city: 'Saint-Étienne' })
      .where(eq(agencies.id, agency.id));
    const head = await signedInClient(t, boss.user.id);
    const start = await head.post('/api/subscription/checkout', { plan: 'starter' });
    await head.post(`/api/subscription/checkout/${String(start.body.url).split('/').pop()}/confirm`);
    const [invoice] = (await head.get('/api/subscription/invoices')).body.items;
    const pdf = await head.get(`/api/subscription/invoices/${invoice.id}/pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.raw), { mergePages: true });
    for (const expected of ['Agence Łódź', 'chez Øyvind Šťastný et Zoë Ångström', 'Saint-Étienne']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('?');
  });

  it('invoice numbers follow each other without gaps', async () => {
    await payingAgency();
    await payingAgency();
    const rows = await t.db.select({ number: invoices.number }).from(invoices);
    const seqs = rows.map((r) => Number(r.number.slice(-6))).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
  });

  it('a starter agency is refused Pro features (402, French) until it changes plan on the same subscription', async () => {
    const { agency, head, member } = await payingAgency('starter');
    const refused = await member.get('/api/subscription/features/price_evaluation');
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: billingMessages.featureNotIncluded('price_evaluation'),
    });
    const [before] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));

    // A member sees the plan but cannot change it.
    expect((await member.get('/api/subscription')).body.canManage).toBe(false);
    expect((await member.post('/api/subscription/plan', { plan: 'pro' })).status).toBe(403);

    const changed = await head.post('/api/subscription/plan', { plan: 'pro' });
    expect(changed.status).toBe(200);
    expect(changed.body.plan).toBe('pro');
    const [after] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(after!.paymentSubscriptionRef).toBe(before!.paymentSubscriptionRef);
    expect((await member.get('/api/subscription/features/price_evaluation')).status).toBe(204);
    expect((await member.get('/api/subscription/features/dynamic_pricing')).status).toBe(402);
    // The upgrade's prorated difference is billed at once.
    const list = await head.get('/api/subscription/invoices');
    expect(list.body.items).toHaveLength(2);
    const prorata = list.body.items.find((i: { plan: string }) => i.plan === 'pro');
    expect(prorata.amountHtCents).toBeGreaterThan(14000);
    expect(prorata.amountHtCents).toBeLessThanOrEqual(15000);
    expect((await head.post('/api/subscription/plan', { plan: 'pro' })).status).toBe(409);
  });

  it('previews a plan change before anything changes: the prorated charge of an upgrade, no credit on a downgrade (issue 27 §7)', async () => {
    const { agency, head, member } = await payingAgency('pro');
    const [subscription] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    const periodEnd = subscription!.subscriptionPeriodEnd!;
    // Halfway through the month, on the agency's own clock.
    await advance(head, 15);
    expect((await member.get('/api/subscription/plan/preview?plan=premium')).status).toBe(403);
    const up = await head.get('/api/subscription/plan/preview?plan=premium');
    expect(up.status, up.text).toBe(200);
    const at = Date.parse(up.body.prorationDate);
    // The period as the provider keeps it (a month before 31 March is not 31 February).
    const [books] = await t.db
      .select({ periodStart: demoSubscriptions.periodStart })
      .from(demoSubscriptions)
      .where(eq(demoSubscriptions.periodEnd, periodEnd));
    const periodStart = books!.periodStart;
    const ht = Math.round(
      ((78_000 - 32_000) * (periodEnd.getTime() - at)) / (periodEnd.getTime() - periodStart.getTime()),
    );
    expect(up.body).toMatchObject({
      currentPlan: 'pro',
      newPlan: 'premium',
      amountNowHtCents: ht,
      amountNowTtcCents: ht + Math.round(ht * 0.2),
      nextRenewal: periodEnd.toISOString(),
      nextAmountTtcCents: 93_600,
    });
    expect(ht).toBeGreaterThan(20_000);
    expect(ht).toBeLessThan(27_000);
    const down = await head.get('/api/subscription/plan/preview?plan=starter');
    expect(down.body).toMatchObject({
      amountNowHtCents: 0,
      amountNowTtcCents: 0,
      nextAmountTtcCents: 20_400,
    });
    expect((await head.get('/api/subscription/plan/preview?plan=pro')).status).toBe(409);
    // Previewing changed nothing: same plan, same invoices.
    expect((await head.get('/api/subscription')).body.plan).toBe('pro');
    expect((await head.get('/api/subscription/invoices')).body.items).toHaveLength(1);

    // Confirmed: the invoice is the amount previewed; a preview too old is refused.
    const stale = new Date(at - 31 * 60_000).toISOString();
    const refused = await head.post('/api/subscription/plan', { plan: 'premium', prorationDate: stale });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(billingMessages.previewExpired);
    const changed = await head.post('/api/subscription/plan', {
      plan: 'premium',
      prorationDate: up.body.prorationDate,
    });
    expect(changed.body.plan).toBe('premium');
    const invoices = (await head.get('/api/subscription/invoices')).body.items;
    const prorata = invoices.find((i: { plan: string }) => i.plan === 'premium');
    expect(prorata).toMatchObject({ amountHtCents: ht, amountTtcCents: up.body.amountNowTtcCents });
  });

  it('renews on the provider clock; a failed payment is past due with a grace, then read-only, then paid again', async () => {
    const { agency, boss, head } = await payingAgency('pro');
    await advance(head, 31);
    let overview = (await head.get('/api/subscription')).body;
    expect(overview.status).toBe('active');
    expect((await head.get('/api/subscription/invoices')).body.items).toHaveLength(2);

    expect((await head.post('/api/demo-billing/fail-next-payment', { fail: true })).status).toBe(200);
    await advance(head, 31);
    overview = (await head.get('/api/subscription')).body;
    expect(overview.status).toBe('past_due');
    expect(overview.graceEndsAt).not.toBeNull();
    expect((await mailsTo(boss.user.email)).map((m) => m.subject)).toContain(
      billingMessages.mail.paymentFailedSubject,
    );
    // Full access during the grace.
    expect(
      (
        await head.post('/api/properties', {
          name: 'T2',
          price: 1000,
          type: 'Vente',
          address: 'a',
          city: 'b',
          zip: '75001',
        })
      ).status,
    ).toBe(201);

    await advance(head, 8);
    overview = (await head.get('/api/subscription')).body;
    expect(overview.status).toBe('read_only');
    expect((await mailsTo(boss.user.email)).map((m) => m.subject)).toContain(
      billingMessages.mail.readOnlySubject,
    );

    const paid = await head.post('/api/demo-billing/pay');
    expect(paid.status).toBe(200);
    overview = (await head.get('/api/subscription')).body;
    expect(overview).toMatchObject({ status: 'active', graceEndsAt: null, readOnlyUntil: null });
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row!.subscriptionStatus).toBe('active');
  });

  it('cancel at period end keeps full access, then read-only refuses writes, then the agency is deleted', async () => {
    const { agency, boss, head, member } = await payingAgency('pro');
    const property = await createProperty(t.db, agency.id, { userId: boss.user.id });
    const cancelled = await head.post('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelAtPeriodEnd).toBe(true);
    expect((await mailsTo(boss.user.email)).map((m) => m.subject)).toContain(
      billingMessages.mail.cancellingSubject,
    );
    // Resume while the period runs, then cancel again.
    expect((await head.post('/api/subscription/resume')).body.cancelAtPeriodEnd).toBe(false);
    expect((await head.post('/api/subscription/cancel')).status).toBe(200);
    expect((await member.patch(`/api/properties/${property.id}/status`, { status: 'Vendu' })).status).toBe(
      200,
    );

    await advance(head, 32);
    const overview = (await head.get('/api/subscription')).body;
    expect(overview.status).toBe('read_only');
    expect(overview.readOnlyUntil).not.toBeNull();

    // Read-only: reads work, every write is a French 402, billing stays open to the head.
    expect((await member.get(`/api/properties/${property.id}`)).status).toBe(200);
    const write = await member.patch(`/api/properties/${property.id}/status`, { status: 'Disponible' });
    expect(write.status).toBe(402);
    expect(write.body.error).toMatchObject({ code: 'READ_ONLY', message: billingMessages.readOnly });
    expect(
      (await head.patch('/api/agency', { name: 'X', address: 'a', city: 'b', zip: '75001' })).status,
    ).toBe(402);
    expect((await member.get('/api/auth/me')).body.next).toBe('/dashboard');
    expect((await head.get('/api/subscription/invoices')).status).toBe(200);
    // Changing plan needs a running subscription; subscribing again is the way back.
    expect((await head.post('/api/subscription/plan', { plan: 'premium' })).status).toBe(409);

    await advance(head, 31);
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toEqual([]);
    expect(await t.db.select().from(properties).where(eq(properties.id, property.id))).toEqual([]);
    const [headProfile] = await t.db.select().from(profiles).where(eq(profiles.id, boss.user.id));
    expect(headProfile).toMatchObject({ agencyId: null, status: 'removed' });
    expect((await mailsTo(boss.user.email)).map((m) => m.subject)).toContain(
      billingMessages.mail.deletedSubject,
    );
  });

  it('a read-only agency that subscribes again is whole again and is not deleted', async () => {
    const { agency, head } = await payingAgency('starter');
    await head.post('/api/subscription/cancel');
    await advance(head, 32);
    expect((await head.get('/api/subscription')).body.status).toBe('read_only');
    const start = await head.post('/api/subscription/checkout', { plan: 'premium' });
    expect(start.status).toBe(200);
    const id = String(start.body.url).split('/').pop();
    expect((await head.post(`/api/subscription/checkout/${id}/confirm`)).status).toBe(200);
    expect((await head.get('/api/subscription')).body).toMatchObject({
      status: 'active',
      plan: 'premium',
      readOnlyUntil: null,
    });
    await advance(head, 29);
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toHaveLength(1);
  });

  it('the demonstration clock is refused unless the operator sets DEMO_BILLING_CLOCK', async () => {
    const off = await startTestApp();
    try {
      const { agency, boss } = await createAgencyWithBoss(off.db, { subscription: 'pro' });
      await makeDemoAgency(off.db, agency.id);
      const head = await signedInClient(off, boss.user.id);
      expect((await head.get('/api/demo-billing')).body.clockEnabled).toBe(false);
      const res = await head.post('/api/demo-billing/clock', { days: 1 });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(billingMessages.clockDisabled);
    } finally {
      await off.close();
    }
  });
});

describe('the billing clock is the demonstration agency’s own (issue 25)', () => {
  it('A moving its clock 400 days deletes no other agency and renews no other subscription', async () => {
    const demo = await payingAgency('pro');
    // B: paying with the local provider, not a demonstration agency.
    const other = await payingAgency('starter', { demo: false });
    // C: ended, read-only for ten more days of real time.
    const { agency: ended } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const tenDays = new Date(Date.now() + 10 * 86400_000);
    await t.db
      .update(agencies)
      .set({ subscriptionStatus: 'read_only', subscriptionReadOnlyUntil: tenDays })
      .where(eq(agencies.id, ended.id));
    // D: a renewal unpaid, in its grace for three more days of real time.
    const { agency: late } = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const threeDays = new Date(Date.now() + 3 * 86400_000);
    await t.db
      .update(agencies)
      .set({ subscriptionStatus: 'past_due', subscriptionGraceEndsAt: threeDays })
      .where(eq(agencies.id, late.id));

    const moved = await advance(demo.head, 400);
    expect(Date.parse(moved.body.now)).toBeGreaterThan(Date.now() + 399 * 86400_000);
    // The hourly job too runs every agency on its own time.
    await runSubscriptionLifecycle(t.deps, { error() {} });

    const [c] = await t.db.select().from(agencies).where(eq(agencies.id, ended.id));
    expect(c).toMatchObject({ subscriptionStatus: 'read_only', subscriptionReadOnlyUntil: tenDays });
    const [d] = await t.db.select().from(agencies).where(eq(agencies.id, late.id));
    expect(d).toMatchObject({ subscriptionStatus: 'past_due', subscriptionGraceEndsAt: threeDays });
    const b = (await other.head.get('/api/subscription')).body;
    expect(b.status).toBe('active');
    expect(new Date(b.currentPeriodEnd).getTime()).toBeLessThan(Date.now() + 32 * 86400_000);
    expect((await other.head.get('/api/subscription/invoices')).body.items).toHaveLength(1);
    const portalB = (await other.head.get('/api/demo-billing')).body;
    expect(Math.abs(Date.parse(portalB.now) - Date.now())).toBeLessThan(60_000);
    // The demonstration agency itself lived through its 400 days (renewed a dozen times).
    expect((await demo.head.get('/api/subscription/invoices')).body.items.length).toBeGreaterThan(12);
  });

  it('a head of any other agency cannot move the clock: 403 with a French message, and no control is offered', async () => {
    const { head } = await payingAgency('pro', { demo: false });
    expect((await head.get('/api/demo-billing')).body.clockEnabled).toBe(false);
    const res = await head.post('/api/demo-billing/clock', { days: 1 });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(billingMessages.clockNotDemoAgency);
    const demo = await payingAgency('pro');
    expect((await demo.head.get('/api/demo-billing')).body.clockEnabled).toBe(true);
  });
});

describe('agency export', () => {
  it('the head gets a ZIP of properties, clients, history and files, also while read-only; members cannot', async () => {
    const { agency, boss, head, member } = await payingAgency('pro');
    const property = await createProperty(t.db, agency.id, {
      userId: boss.user.id,
      name: 'Maison; "jardin"',
    });
    expect((await member.post('/api/agency/export')).status).toBe(403);
    await head.post('/api/subscription/cancel');
    await advance(head, 32);
    expect((await head.get('/api/subscription')).body.status).toBe('read_only');

    expect((await head.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const state = await head.get('/api/agency/export');
    expect(state.body.latest).toMatchObject({ status: 'ready' });
    const zip = await head.get(`/api/agency/export/${state.body.latest.id}/download`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.raw));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['biens.csv', 'clients.csv', 'historique.csv', 'donnees.json']),
    );
    const csv = strFromU8(entries['biens.csv']!);
    // A BOM first (the decoder drops it), so a French spreadsheet reads UTF-8.
    expect([...entries['biens.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.startsWith('id;name;')).toBe(true);
    expect(csv).toContain(`${property.id};"Maison; ""jardin"""`);
    expect(JSON.parse(strFromU8(entries['donnees.json']!)).properties[0].id).toBe(property.id);

    // A second export replaces the first archive.
    expect((await head.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const next = (await head.get('/api/agency/export')).body.latest;
    expect(next.id).not.toBe(state.body.latest.id);
    expect((await head.get(`/api/agency/export/${state.body.latest.id}/download`)).status).toBe(404);
  });
});
