import { rentalRetainUntil } from '@immopilote/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { leaseParties, leases, rentCalls, rentPayments } from '../src/db/schema';

/**
 * Leases, rent calls and payments inserted directly, as the leases and payments features (other
 * helpers of issue 34) will make them: the owner side reads only these rows.
 */
export async function createLease(
  db: DbOrTx,
  agencyId: string,
  input: Partial<typeof leases.$inferInsert> & {
    tenants?: { name: string; email?: string; electronicDelivery?: boolean }[];
    landlords?: { name: string; email?: string }[];
  } = {},
) {
  const { tenants = [{ name: 'Léa Martin', email: 'lea.martin@exemple.fr' }], landlords, ...values } = input;
  const [lease] = await db
    .insert(leases)
    .values({
      agencyId,
      propertyLabel: 'T2 Presqu’île',
      propertyAddress: '12 rue Mercière, 69002 Lyon',
      kind: 'nu',
      startOn: '2025-01-01',
      durationMonths: 36,
      rentCents: 80_000,
      chargesCents: 10_000,
      depositCents: 80_000,
      managementFeeBp: 750,
      ...values,
    })
    .returning();
  const parties = [
    ...tenants.map((p, i) => ({ role: 'tenant' as const, position: i, ...p })),
    ...(landlords ?? [{ name: 'Paul Bernard', email: 'paul.bernard@exemple.fr' }]).map((p, i) => ({
      role: 'landlord' as const,
      position: i,
      ...p,
    })),
  ];
  await db.insert(leaseParties).values(
    parties.map((p) => ({
      agencyId,
      leaseId: lease!.id,
      role: p.role,
      position: p.position,
      name: p.name,
      email: p.email ?? null,
      electronicDelivery: 'electronicDelivery' in p ? Boolean(p.electronicDelivery) : false,
    })),
  );
  return lease!;
}

/** The rent call of a month (YYYY-MM), at the lease's rent and charges. */
export async function createRentCall(db: DbOrTx, lease: typeof leases.$inferSelect, month: string) {
  const [call] = await db
    .insert(rentCalls)
    .values({
      agencyId: lease.agencyId,
      leaseId: lease.id,
      period: `${month}-01`,
      dueOn: `${month}-0${Math.min(lease.paymentDay, 9)}`,
      rentCents: lease.rentCents,
      chargesCents: lease.chargesCents,
      totalCents: lease.rentCents + lease.chargesCents,
      delivery: 'print',
      retainUntil: rentalRetainUntil(`${month}-01`),
    })
    .returning();
  return call!;
}

/** A payment of a rent call, its paid amount kept with it as the payments feature does. */
export async function createPayment(
  db: DbOrTx,
  call: typeof rentCalls.$inferSelect,
  { receivedOn, amountCents = call.totalCents }: { receivedOn: string; amountCents?: number },
) {
  const [payment] = await db
    .insert(rentPayments)
    .values({
      agencyId: call.agencyId,
      leaseId: call.leaseId,
      rentCallId: call.id,
      receivedOn,
      amountCents,
      method: 'virement',
      retainUntil: rentalRetainUntil(receivedOn),
    })
    .returning();
  await db
    .update(rentCalls)
    .set({ paidCents: sql`${rentCalls.paidCents} + ${amountCents}` })
    .where(eq(rentCalls.id, call.id));
  return payment!;
}
