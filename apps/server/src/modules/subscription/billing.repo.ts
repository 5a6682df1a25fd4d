import type { PlanId, SubscriptionStatus } from '@immopilote/contracts';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  agencies,
  agencyClocks,
  invoiceCounters,
  invoices,
  paymentEvents,
  profiles,
  users,
} from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type AgencyBillingRow = Pick<
  typeof agencies.$inferSelect,
  | 'id'
  | 'name'
  | 'address'
  | 'zip'
  | 'city'
  | 'subscriptionStatus'
  | 'subscriptionPlan'
  | 'subscriptionPeriodEnd'
  | 'subscriptionCancelAtPeriodEnd'
  | 'subscriptionGraceEndsAt'
  | 'subscriptionReadOnlyUntil'
  | 'paymentProvider'
  | 'paymentCustomerRef'
  | 'paymentSubscriptionRef'
  | 'billingAlert'
>;

const billingColumns = {
  id: agencies.id,
  name: agencies.name,
  address: agencies.address,
  zip: agencies.zip,
  city: agencies.city,
  subscriptionStatus: agencies.subscriptionStatus,
  subscriptionPlan: agencies.subscriptionPlan,
  subscriptionPeriodEnd: agencies.subscriptionPeriodEnd,
  subscriptionCancelAtPeriodEnd: agencies.subscriptionCancelAtPeriodEnd,
  subscriptionGraceEndsAt: agencies.subscriptionGraceEndsAt,
  subscriptionReadOnlyUntil: agencies.subscriptionReadOnlyUntil,
  paymentProvider: agencies.paymentProvider,
  paymentCustomerRef: agencies.paymentCustomerRef,
  paymentSubscriptionRef: agencies.paymentSubscriptionRef,
  billingAlert: agencies.billingAlert,
};

/** The agency row is the tenant itself: its own id is the scope. */
export async function agencyBilling(
  db: DbOrTx,
  agencyId: string,
  lock = false,
): Promise<AgencyBillingRow | null> {
  if (!agencyId) throw new Error('agencyId is required');
  const query = db.select(billingColumns).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The agency a provider event is about, found by the references the provider gave us (an
 * event may arrive before the agency recorded them: then by the agency id it carries).
 */
export async function agencyIdByRefs(
  db: DbOrTx,
  refs: { subscriptionRef: string; customerRef: string },
): Promise<string | null> {
  const [bySub] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.paymentSubscriptionRef, refs.subscriptionRef))
    .limit(1);
  if (bySub) return bySub.id;
  const [byCustomer] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.paymentCustomerRef, refs.customerRef))
    .limit(1);
  return byCustomer?.id ?? null;
}

export async function agencyIdBySubscriptionRef(db: DbOrTx, subscriptionRef: string): Promise<string | null> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.paymentSubscriptionRef, subscriptionRef))
    .limit(1);
  return row?.id ?? null;
}

export interface BillingState {
  subscriptionStatus: SubscriptionStatus;
  subscriptionPlan: PlanId | null;
  subscriptionPeriodEnd: Date | null;
  subscriptionCancelAtPeriodEnd: boolean;
  subscriptionGraceEndsAt: Date | null;
  subscriptionReadOnlyUntil: Date | null;
  paymentProvider: string | null;
  paymentCustomerRef: string | null;
  paymentSubscriptionRef: string | null;
  /** Set or cleared by the provider's word; left as it is when absent. */
  billingAlert?: string | null;
}

export async function setBillingState(db: DbOrTx, agencyId: string, state: BillingState) {
  if (!agencyId) throw new Error('agencyId is required');
  await db.update(agencies).set(state).where(eq(agencies.id, agencyId));
}

/** Agencies whose past-due grace is over at `now`. */
export async function pastDueGraceOver(db: DbOrTx, now: Date, clocks: boolean) {
  return db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      and(
        eq(agencies.subscriptionStatus, 'past_due'),
        lte(agencies.subscriptionGraceEndsAt, agencyBillingNow(now, clocks)),
      ),
    );
}

/** Agencies whose read-only period is over at `now`: to be deleted. */
export async function readOnlyOver(db: DbOrTx, now: Date, clocks: boolean) {
  return db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      and(
        eq(agencies.subscriptionStatus, 'read_only'),
        lte(agencies.subscriptionReadOnlyUntil, agencyBillingNow(now, clocks)),
      ),
    );
}

/**
 * Each agency's billing time at real time `now`: with DEMO_BILLING_CLOCK, the demonstration
 * agency's own offset is added (agency_clocks); every other agency has none.
 */
function agencyBillingNow(now: Date, clocks: boolean) {
  if (!clocks) return now;
  return sql`${now.toISOString()}::timestamptz + coalesce((select ${agencyClocks.billingOffsetMs} from ${agencyClocks} where ${agencyClocks.agencyId} = ${agencies.id}), 0) * interval '1 millisecond'`;
}

/** The head's name and e-mail, for the billing e-mails. */
export async function agencyHead(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(tenantWhere(profiles, agencyId, eq(profiles.isBoss, true), eq(profiles.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** A delivery, stored before it is answered; a replay or a duplicate leaves the first row as it is. */
export async function storePaymentEvent(
  db: DbOrTx,
  event: { id: string; provider: string; type: string; event: Record<string, string | null> },
) {
  await db.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.id });
}

/**
 * Marks the event processed, in the transaction that applies it: false when it already was (a
 * replay, a duplicate, or the reconciliation and the job at once). Stores it when it was not.
 */
export async function markPaymentEventProcessed(
  db: DbOrTx,
  event: { id: string; provider: string; type: string },
) {
  const rows = await db
    .insert(paymentEvents)
    .values({ ...event, processedAt: sql`now()` })
    .onConflictDoUpdate({
      target: paymentEvents.id,
      set: { processedAt: sql`now()` },
      setWhere: isNull(paymentEvents.processedAt),
    })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

/** Deliveries of this provider received since `since` and still unprocessed, oldest first. */
export async function unprocessedPaymentEvents(db: DbOrTx, provider: string, since: Date) {
  const rows = await db
    .select({ event: paymentEvents.event })
    .from(paymentEvents)
    .where(
      and(
        isNull(paymentEvents.processedAt),
        eq(paymentEvents.provider, provider),
        gte(paymentEvents.receivedAt, since),
        isNotNull(paymentEvents.event),
      ),
    )
    .orderBy(paymentEvents.receivedAt)
    .limit(500);
  return rows.map((r) => r.event!);
}

/** Agencies with a customer at this provider: their subscriptions are re-read hourly. */
export async function agenciesWithCustomer(db: DbOrTx, provider: string) {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.paymentProvider, provider), isNotNull(agencies.paymentCustomerRef)));
  return rows.map((r) => r.id);
}

/** Agencies not paying now: the ones that may have a checkout open. */
export async function agenciesNotPaying(db: DbOrTx) {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(inArray(agencies.subscriptionStatus, ['inactive', 'read_only']));
  return rows.map((r) => r.id);
}

/** What the administrator is shown about the agency's billing (null: nothing wrong). */
export async function setBillingAlert(db: DbOrTx, agencyId: string, alert: string | null) {
  if (!agencyId) throw new Error('agencyId is required');
  await db.update(agencies).set({ billingAlert: alert }).where(eq(agencies.id, agencyId));
}

export type InvoiceRow = typeof invoices.$inferSelect;

export async function findInvoiceByRef(db: DbOrTx, agencyId: string, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      tenantWhere(invoices, agencyId, eq(invoices.provider, provider), eq(invoices.providerRef, providerRef)),
    )
    .limit(1);
  return row ?? null;
}

export async function insertInvoice(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof invoices.$inferInsert, 'agencyId' | 'id' | 'createdAt'>,
) {
  await db.insert(invoices).values(tenantRow(agencyId, values));
}

export async function setInvoiceStatus(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: { status: InvoiceRow['status']; hostedUrl: string | null },
) {
  await db
    .update(invoices)
    .set(values)
    .where(tenantWhere(invoices, agencyId, eq(invoices.id, id)));
}

export async function listInvoices(db: DbOrTx, agencyId: string) {
  return db
    .select()
    .from(invoices)
    .where(tenantWhere(invoices, agencyId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(120);
}

export async function findInvoice(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(tenantWhere(invoices, agencyId, eq(invoices.id, id)))
    .limit(1);
  return row ?? null;
}

/** The next number of the year's gap-free sequence; the counter row stays locked until commit. */
export async function nextInvoiceNumber(db: DbOrTx, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}
