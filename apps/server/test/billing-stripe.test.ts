import { billingMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, checkoutSessions, invoices, paymentEvents } from '../src/db/schema';
import { CHECKOUT_LIFETIME_SECONDS } from '../src/integrations/payments/stripe-payment-provider';
import { findUserByEmail } from '../src/modules/auth/accounts.repo';
import { reconcileBilling } from '../src/modules/subscription/billing-reconcile.service';
import { createAgencyWithBoss, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { FakeStripe } from './helpers/fake-stripe';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { starter: 'price_starter', pro: 'price_pro', premium: 'price_premium' };
const stripe = new Stripe('sk_test_dummy');
let fake: FakeStripe;
let t: TestApp;
let eventSeq = 0;

beforeAll(async () => {
  fake = await new FakeStripe().start();
  t = await startTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_dummy',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER: PRICES.starter,
    STRIPE_PRICE_PRO: PRICES.pro,
    STRIPE_PRICE_PREMIUM: PRICES.premium,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function signedEvent(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${++eventSeq}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });
  return { payload, header };
}

async function deliver(event: { payload: string; header?: string }) {
  const res = await fetch(`${t.baseUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(event.header ? { 'stripe-signature': event.header } : {}),
    },
    body: event.payload,
  });
  await t.deps.jobs.runUntilIdle();
  return res;
}

async function agencyRow(id: string) {
  const [row] = await t.db.select().from(agencies).where(eq(agencies.id, id));
  return row!;
}

/** An unpaid agency whose head goes through Stripe Checkout, completed by Stripe's webhook. */
async function paidThroughStripe(plan: 'starter' | 'pro' = 'pro') {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: null });
  const head = await signedInClient(t, boss.user.id);
  const start = await head.post('/api/subscription/checkout', { plan });
  expect(start.status).toBe(200);
  expect(start.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
  expect(created.body).toMatchObject({
    mode: 'subscription',
    line_items: [{ price: PRICES[plan], quantity: '1' }],
    client_reference_id: agency.id,
    customer_email: boss.user.email,
    subscription_data: { metadata: { agency_id: agency.id, plan } },
  });
  // Back from Stripe, /payment-success asks the server about this very checkout.
  const checkoutId = (created.body.metadata as Record<string, string>).checkout_id;
  expect(created.body.success_url).toMatch(new RegExp(`/payment-success\\?checkout=${checkoutId}$`));
  const subId = `sub_${agency.id.slice(0, 8)}`;
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
  fake.subscriptions.set(subId, {
    id: subId,
    customer: `cus_${subId}`,
    agencyId: agency.id,
    price: PRICES[plan],
    status: 'active',
    periodEnd,
  });
  // The redirect to success_url fulfils nothing: only the webhook does.
  expect((await agencyRow(agency.id)).subscriptionStatus).toBe('inactive');
  const completed = signedEvent('checkout.session.completed', {
    id: 'cs_test_x',
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: agency.id,
    customer: `cus_${subId}`,
    subscription: subId,
    metadata: {
      agency_id: agency.id,
      checkout_id: String(
        created.body.metadata && (created.body.metadata as Record<string, string>).checkout_id,
      ),
    },
  });
  expect((await deliver(completed)).status).toBe(204);
  return { agency, head, subId, periodEnd, completed };
}

describe('Stripe', () => {
  it('checkout completion activates the agency from the re-read subscription (period end on its item)', async () => {
    const { agency, subId, periodEnd } = await paidThroughStripe('pro');
    const row = await agencyRow(agency.id);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'pro',
      paymentProvider: 'stripe',
      paymentSubscriptionRef: subId,
      paymentCustomerRef: `cus_${subId}`,
    });
    expect(row.subscriptionPeriodEnd!.getTime()).toBe(periodEnd * 1000);
  });

  it('refuses unsigned, forged and stale deliveries; a replay or a concurrent duplicate is processed once', async () => {
    const { agency, completed } = await paidThroughStripe();
    expect((await deliver({ payload: completed.payload })).status).toBe(400);
    const forged = completed.payload.replace(agency.id, '00000000-0000-0000-0000-000000000000');
    expect((await deliver({ payload: forged, header: completed.header })).status).toBe(400);
    const stale = signedEvent(
      'customer.subscription.updated',
      { id: 'sub_x', object: 'subscription' },
      {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      },
    );
    const staleRes = await deliver(stale);
    expect(staleRes.status).toBe(400);
    expect((await staleRes.json()).error.message).toBe('Signature de l’événement invalide.');

    const id = JSON.parse(completed.payload).id;
    expect((await deliver(completed)).status).toBe(204);
    const dup = signedEvent('customer.subscription.updated', {
      id: `sub_${agency.id.slice(0, 8)}`,
      object: 'subscription',
    });
    const results = await Promise.all([deliver(dup), deliver(dup), deliver(dup)]);
    expect(results.map((r) => r.status)).toEqual([204, 204, 204]);
    const rows = await t.db.select().from(paymentEvents);
    expect(rows.filter((r) => r.id === id)).toHaveLength(1);
    expect(rows.filter((r) => r.id === JSON.parse(dup.payload).id)).toHaveLength(1);
  });

  it('a paying head changes plan on the same subscription with proration, never a second checkout', async () => {
    const { agency, head, subId } = await paidThroughStripe('starter');
    const sessionsBefore = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    expect((await head.post('/api/subscription/checkout', { plan: 'pro' })).status).toBe(409);
    // The preview is Stripe's own upcoming invoice for the change; nothing changes at Stripe or here.
    fake.priceAmounts.set(PRICES.starter, 3900).set(PRICES.premium, 14900);
    const updatesBefore = fake.requests.filter(
      (r) => r.path === `/v1/subscriptions/${subId}` && r.method === 'POST',
    ).length;
    const preview = await head.get('/api/subscription/plan/preview?plan=premium');
    expect(preview.status, preview.text).toBe(200);
    const asked = fake.requests.filter((r) => r.path === '/v1/invoices/create_preview').at(-1)!;
    expect(asked.body).toMatchObject({
      customer: `cus_${subId}`,
      subscription: subId,
      subscription_details: {
        items: [{ id: `si_${subId}`, price: PRICES.premium }],
        proration_behavior: 'always_invoice',
        proration_date: String(Math.floor(Date.parse(preview.body.prorationDate) / 1000)),
      },
    });
    const periodEnd = fake.subscriptions.get(subId)!.periodEnd;
    const left = (periodEnd - Math.floor(Date.parse(preview.body.prorationDate) / 1000)) / (30 * 86400);
    const ht = Math.round((14900 - 3900) * left);
    expect(preview.body).toMatchObject({
      currentPlan: 'starter',
      newPlan: 'premium',
      amountNowHtCents: ht,
      amountNowTtcCents: ht + Math.round(ht * 0.2),
      nextRenewal: new Date(periodEnd * 1000).toISOString(),
    });
    expect(
      fake.requests.filter((r) => r.path === `/v1/subscriptions/${subId}` && r.method === 'POST'),
    ).toHaveLength(updatesBefore);
    expect((await agencyRow(agency.id)).subscriptionPlan).toBe('starter');

    const res = await head.post('/api/subscription/plan', {
      plan: 'premium',
      prorationDate: preview.body.prorationDate,
    });
    expect(res.status).toBe(200);
    expect(res.body.plan).toBe('premium');
    const update = fake.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subId}`)
      .at(-1)!;
    // Charged at once, prorated at the instant the head saw.
    expect(update.body).toMatchObject({
      items: [{ id: `si_${subId}`, price: PRICES.premium }],
      proration_behavior: 'always_invoice',
      proration_date:
        asked.body.subscription_details &&
        (asked.body.subscription_details as Record<string, unknown>).proration_date,
    });
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(sessionsBefore);
    expect((await agencyRow(agency.id)).subscriptionPlan).toBe('premium');

    const portal = await head.post('/api/subscription/portal');
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session_1');
    expect(fake.requests.at(-1)!.body).toMatchObject({ customer: `cus_${subId}`, locale: 'fr' });

    const cancel = await head.post('/api/subscription/cancel');
    expect(cancel.body.cancelAtPeriodEnd).toBe(true);
    expect(fake.subscriptions.get(subId)!.cancelAtPeriodEnd).toBe(true);
  });

  it('invoices come from invoice events (subscription under parent details); a failed payment makes the agency past due', async () => {
    const { agency, head, subId } = await paidThroughStripe('pro');
    const invoiceId = `in_${subId}`;
    fake.invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      number: `STRIPE-${subId}`,
      status: 'paid',
      subtotal: 32000,
      total_excluding_tax: 32000,
      total: 38400,
      period_start: Math.floor(Date.now() / 1000),
      period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
      created: Math.floor(Date.now() / 1000),
      hosted_invoice_url: `https://invoice.stripe.test/${invoiceId}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
      lines: { object: 'list', data: [] },
    });
    const paid = signedEvent('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
    });
    expect((await deliver(paid)).status).toBe(204);
    const list = await head.get('/api/subscription/invoices');
    expect(list.body.items).toEqual([
      expect.objectContaining({
        number: `STRIPE-${subId}`,
        amountHtCents: 32000,
        vatCents: 6400,
        amountTtcCents: 38400,
        hostedUrl: `https://invoice.stripe.test/${invoiceId}`,
      }),
    ]);
    // Stripe's own invoices are not rendered by us.
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.agencyId, agency.id));
    expect((await head.get(`/api/subscription/invoices/${stored!.id}/pdf`)).status).toBe(404);

    fake.subscriptions.get(subId)!.status = 'past_due';
    fake.invoices.set(invoiceId, { ...fake.invoices.get(invoiceId)!, status: 'open' });
    const failed = signedEvent('invoice.payment_failed', {
      id: invoiceId,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
    });
    expect((await deliver(failed)).status).toBe(204);
    const row = await agencyRow(agency.id);
    expect(row.subscriptionStatus).toBe('past_due');
    expect(row.subscriptionGraceEndsAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86400_000);
  });

  it('order-independent: an old "updated" delivered after "deleted" cannot bring the subscription back', async () => {
    const { agency, subId } = await paidThroughStripe('pro');
    const oldUpdate = signedEvent('customer.subscription.updated', {
      id: subId,
      object: 'subscription',
      status: 'active',
    });
    fake.subscriptions.get(subId)!.status = 'canceled';
    const deleted = signedEvent('customer.subscription.deleted', {
      id: subId,
      object: 'subscription',
      status: 'canceled',
    });
    expect((await deliver(deleted)).status).toBe(204);
    expect((await deliver(oldUpdate)).status).toBe(204);
    const row = await agencyRow(agency.id);
    expect(row.subscriptionStatus).toBe('read_only');
    expect(row.subscriptionReadOnlyUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
  });

  it('the demonstration routes do not exist with Stripe', async () => {
    const { head } = await paidThroughStripe();
    expect((await head.get('/api/demo-billing')).status).toBe(404);
    expect((await head.post('/api/demo-billing/clock', { days: 1 })).status).toBe(404);
  });

  it('refuses a second checkout while the first can still be paid at Stripe; once it expired, a new one opens', async () => {
    const { boss } = await createAgencyWithBoss(t.db, { subscription: null });
    const head = await signedInClient(t, boss.user.id);
    const before = Date.now() / 1000;
    const [a, b] = await Promise.all([
      head.post('/api/subscription/checkout', { plan: 'pro' }),
      head.post('/api/subscription/checkout', { plan: 'starter' }),
    ]);
    // Two clicks at once open one checkout, never two.
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const opened = a.status === 200 ? a : b;
    const sessionId = String(opened.body.url).split('/').at(-1)!;
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(Number(created.body.expires_at)).toBeLessThanOrEqual(before + CHECKOUT_LIFETIME_SECONDS + 5);

    const again = await head.post('/api/subscription/checkout', { plan: 'premium' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(billingMessages.checkoutOpen);

    fake.sessions.get(sessionId)!.status = 'expired';
    expect((await head.post('/api/subscription/checkout', { plan: 'premium' })).status).toBe(200);
  });

  it('a checkout paid whose webhook never came: found at the next attempt, and by the hourly reconciliation', async () => {
    const subscribe = async () => {
      const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: null });
      const head = await signedInClient(t, boss.user.id);
      const start = await head.post('/api/subscription/checkout', { plan: 'pro' });
      expect(start.status).toBe(200);
      const subId = `sub_lost_${agency.id.slice(0, 8)}`;
      fake.completeSession(String(start.body.url).split('/').at(-1)!, {
        id: subId,
        customer: `cus_${subId}`,
        agencyId: agency.id,
        price: PRICES.pro,
        status: 'active',
        periodEnd: Math.floor(Date.now() / 1000) + 30 * 86400,
      });
      return { agency, head, subId };
    };
    // Paid at Stripe, the webhook lost: the head, still blocked, tries to pay again.
    const first = await subscribe();
    const retry = await first.head.post('/api/subscription/checkout', { plan: 'pro' });
    expect(retry.status).toBe(409);
    expect(retry.body.error.message).toBe(billingMessages.alreadySubscribed);
    expect(await agencyRow(first.agency.id)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'pro',
      paymentSubscriptionRef: first.subId,
    });
    const [checkout] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.agencyId, first.agency.id));
    expect(checkout!.status).toBe('completed');

    // Nobody comes back: the hourly pass (also run at start-up) finds it.
    const second = await subscribe();
    expect((await agencyRow(second.agency.id)).subscriptionStatus).toBe('inactive');
    await reconcileBilling(t.deps, silentLog);
    expect(await agencyRow(second.agency.id)).toMatchObject({
      subscriptionStatus: 'active',
      paymentSubscriptionRef: second.subId,
    });

    // A subscription at Stripe for the agency's customer (a read-only agency that subscribed again
    // through the portal, its webhook lost) also refuses a new checkout, and is applied.
    await t.db
      .update(agencies)
      .set({ subscriptionStatus: 'read_only', subscriptionReadOnlyUntil: new Date(Date.now() + 86400_000) })
      .where(eq(agencies.id, second.agency.id));
    const renewed = await second.head.post('/api/subscription/checkout', { plan: 'pro' });
    expect(renewed.status).toBe(409);
    expect((await agencyRow(second.agency.id)).subscriptionStatus).toBe('active');
  });

  it('stores a delivery before answering it; one whose processing was lost is processed by the reconciliation', async () => {
    const { agency, subId } = await paidThroughStripe('pro');
    const stored = await t.db.select().from(paymentEvents);
    expect(stored.every((e) => e.processedAt !== null)).toBe(true);
    // A delivery answered 204, then its job lost with the process: only its row is left.
    fake.subscriptions.get(subId)!.cancelAtPeriodEnd = true;
    await t.db.insert(paymentEvents).values({
      id: 'evt_lost_job',
      provider: 'stripe',
      type: 'customer.subscription.updated',
      event: {
        id: 'evt_lost_job',
        type: 'customer.subscription.updated',
        subscriptionRef: subId,
        invoiceRef: null,
        agencyId: null,
        checkoutId: null,
      },
    });
    await reconcileBilling(t.deps, silentLog);
    expect((await agencyRow(agency.id)).subscriptionCancelAtPeriodEnd).toBe(true);
    const [row] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_lost_job'));
    expect(row!.processedAt).not.toBeNull();
  });

  it('a price of no plan is logged and shown to the administrator, and grants only what it pays', async () => {
    const { agency, subId } = await paidThroughStripe('pro');
    const errors: string[] = [];
    const sub = fake.subscriptions.get(subId)!;
    // 200 € a month: Starter's worth (170 €), not Pro (320 €), which the agency had.
    sub.price = 'price_legacy';
    sub.unitAmount = 20000;
    const updated = signedEvent('customer.subscription.updated', { id: subId, object: 'subscription' });
    const log = { ...silentLog, error: (_: object, msg: string) => void errors.push(msg) };
    await reconcileBilling(t.deps, log);
    expect(errors).toContain('payment provider price maps to no plan');
    expect((await deliver(updated)).status).toBe(204);
    const row = await agencyRow(agency.id);
    expect(row.subscriptionPlan).toBe('starter');
    expect(row.billingAlert).toContain('price_legacy');

    const admin =
      (await findUserByEmail(t.db, TEST_ADMIN_EMAIL)) ??
      (await createUser(t.db, { email: TEST_ADMIN_EMAIL })).user;
    const panel = await signedInClient(t, admin.id);
    const detail = await panel.get(`/api/admin/agencies/${agency.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.billingAlert).toContain('price_legacy');

    // Fixed at Stripe: the plan it maps to, and the alert goes.
    sub.price = PRICES.pro;
    expect(
      (await deliver(signedEvent('customer.subscription.updated', { id: subId, object: 'subscription' })))
        .status,
    ).toBe(204);
    expect(await agencyRow(agency.id)).toMatchObject({ subscriptionPlan: 'pro', billingAlert: null });
  });
});

const silentLog = { info() {}, warn() {}, error() {} };
