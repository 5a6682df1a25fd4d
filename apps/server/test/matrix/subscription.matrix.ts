import { eq } from 'drizzle-orm';
import { agencies, agencyExports, checkoutSessions, invoices } from '../../src/db/schema';
import { agencyExportJob } from '../../src/modules/agency-export/agency-export.job';
import { applyBillingEvents } from '../../src/modules/subscription/billing-events.service';
import { makeDemoAgency } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { everyone } from './matrix-case';

const bossOnly = { visitor: 401, pending: 403, memberA: 403, bossA: 200, bossB: 404, admin: 403 };
/** Billing of the caller's own agency (no record id): B's head manages B's. */
const ownBilling = { visitor: 401, pending: 403, memberA: 403, bossA: 200, bossB: 200, admin: 403 };
const silent = { error() {} };

async function checkoutOfA({ t, world }: MatrixContext) {
  const [row] = await t.db
    .insert(checkoutSessions)
    .values({ agencyId: world.agencyA.id, plan: 'pro', provider: 'local' })
    .returning();
  return row!.id;
}

/** Both agencies pay through the local provider (once per world), so changes have a subscription to act on. */
async function subscribed({ t, world }: MatrixContext) {
  for (const agencyId of [world.agencyA.id, world.agencyB.id]) {
    const [row] = await t.db
      .select({ ref: agencies.paymentSubscriptionRef })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    if (row?.ref) continue;
    // The factories' agencies are marked paid without a provider subscription: they get one.
    const events = await t.deps.payments.demo!.completeCheckout({ agencyId, plan: 'premium' });
    await applyBillingEvents(t.deps, events, silent);
  }
  // Their e-mails leave now, not in the middle of a check that the database did not change.
  await t.deps.jobs.runUntilIdle();
}

async function cancelling(ctx: MatrixContext) {
  await subscribed(ctx);
  for (const agencyId of [ctx.world.agencyA.id, ctx.world.agencyB.id]) {
    const [row] = await ctx.t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    if (row!.subscriptionCancelAtPeriodEnd) continue;
    await applyBillingEvents(
      ctx.t.deps,
      await ctx.t.deps.payments.setCancelAtPeriodEnd(row!.paymentSubscriptionRef!, true),
      silent,
    );
  }
  await ctx.t.deps.jobs.runUntilIdle();
}

export const subscriptionMatrix: MatrixCase[] = [
  {
    route: 'POST /api/subscription/checkout',
    // The world's agencies pay already: a second checkout is refused (an unpaid agency's is tested in billing-local).
    request: () => ({ url: '/api/subscription/checkout', json: { plan: 'pro' } }),
    expect: { ...ownBilling, bossA: 409, bossB: 409 },
  },
  {
    route: 'GET /api/subscription/checkout/:id',
    request: async (ctx) => ({ url: `/api/subscription/checkout/${await checkoutOfA(ctx)}` }),
    expect: bossOnly,
  },
  {
    route: 'POST /api/subscription/checkout/:id/confirm',
    request: async (ctx) => ({ url: `/api/subscription/checkout/${await checkoutOfA(ctx)}/confirm` }),
    expect: { ...bossOnly, bossA: 409 },
  },
  {
    route: 'GET /api/subscription',
    expect: { visitor: 401, pending: 403, memberA: 200, bossA: 200, bossB: 200, admin: 403 },
  },
  {
    route: 'POST /api/subscription/plan',
    request: async (ctx) => {
      await subscribed(ctx);
      return { url: '/api/subscription/plan', json: { plan: 'starter' } };
    },
    expect: ownBilling,
  },
  {
    route: 'GET /api/subscription/plan/preview',
    request: async (ctx) => {
      await subscribed(ctx);
      return { url: '/api/subscription/plan/preview?plan=starter' };
    },
    expect: ownBilling,
  },
  {
    route: 'POST /api/subscription/cancel',
    request: async (ctx) => {
      await subscribed(ctx);
      return { url: '/api/subscription/cancel' };
    },
    expect: ownBilling,
  },
  {
    route: 'POST /api/subscription/resume',
    request: async (ctx) => {
      await cancelling(ctx);
      return { url: '/api/subscription/resume' };
    },
    expect: ownBilling,
  },
  {
    route: 'POST /api/subscription/portal',
    request: async (ctx) => {
      await subscribed(ctx);
      return { url: '/api/subscription/portal' };
    },
    expect: ownBilling,
  },
  { route: 'GET /api/subscription/invoices', expect: ownBilling },
  {
    route: 'GET /api/subscription/invoices/:id/pdf',
    request: async (ctx) => {
      await subscribed(ctx);
      const [row] = await ctx.t.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.agencyId, ctx.world.agencyA.id))
        .limit(1);
      return { url: `/api/subscription/invoices/${row!.id}/pdf` };
    },
    expect: bossOnly,
  },
  {
    route: 'GET /api/subscription/features/:feature',
    request: () => ({ url: '/api/subscription/features/price_evaluation' }),
    expect: { visitor: 401, pending: 403, memberA: 204, bossA: 204, bossB: 204, admin: 403 },
  },
  { route: 'GET /api/demo-billing', expect: ownBilling },
  {
    route: 'POST /api/demo-billing/fail-next-payment',
    request: async (ctx) => {
      await subscribed(ctx);
      return { url: '/api/demo-billing/fail-next-payment', json: { fail: true } };
    },
    expect: ownBilling,
  },
  {
    route: 'POST /api/demo-billing/pay',
    request: async (ctx) => {
      await subscribed(ctx);
      return { url: '/api/demo-billing/pay' };
    },
    expect: ownBilling,
  },
  {
    // A is the demonstration agency (the clocks are on in this test): only its head moves its clock.
    route: 'POST /api/demo-billing/clock',
    request: async ({ t, world }) => {
      await makeDemoAgency(t.db, world.agencyA.id);
      return { url: '/api/demo-billing/clock', json: { days: 1 } };
    },
    expect: { ...ownBilling, bossB: 403 },
  },
  {
    // No session, no CSRF header: the signature decides, and the local provider accepts none.
    route: 'POST /api/webhooks/stripe',
    expect: everyone(400),
  },
];

/** A ready export of agency A (built by its job). */
async function exportOfA({ t, world }: MatrixContext) {
  const [row] = await t.db
    .insert(agencyExports)
    .values({ agencyId: world.agencyA.id, status: 'pending' })
    .returning();
  await t.deps.jobs.enqueue(agencyExportJob, {
    agencyId: world.agencyA.id,
    exportId: row!.id,
    userId: world.actors.bossA.userId!,
  });
  await t.deps.jobs.runUntilIdle();
  return row!.id;
}

export const agencyExportMatrix: MatrixCase[] = [
  { route: 'GET /api/agency/export', expect: ownBilling },
  {
    route: 'POST /api/agency/export',
    expect: { ...ownBilling, bossA: 202, bossB: 202 },
    fuzzChangesDatabase: 'the export takes no input: any request from the head asks for one',
  },
  {
    route: 'GET /api/agency/export/:id/download',
    request: async (ctx) => ({ url: `/api/agency/export/${await exportOfA(ctx)}/download` }),
    expect: bossOnly,
  },
];
