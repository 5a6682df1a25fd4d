import { parisToday } from '@immopilote/contracts';
import type { DbOrTx } from '../src/db/client';
import { leaseParties, leases } from '../src/db/schema';

export interface LeaseFactoryInput {
  kind?: 'nu' | 'meuble' | 'mobilite';
  startOn?: string;
  durationMonths?: number;
  rentCents?: number;
  chargesCents?: number;
  paymentDay?: number;
  status?: 'active' | 'ended';
  endedOn?: string | null;
  createdAt?: Date;
  propertyLabel?: string;
  tenants?: { name: string; email?: string | null; electronicDelivery?: boolean }[];
  landlords?: string[];
}

/** The first day of this month (Paris): a lease that began then has this month's rent to call. */
export const thisMonth = () => `${parisToday().slice(0, 7)}-01`;

/**
 * A lease with its parties, inserted as the database owner (the leases API is another part of the
 * issue): what the rent side needs and nothing more.
 */
export async function createLease(ownerDb: DbOrTx, agencyId: string, input: LeaseFactoryInput = {}) {
  const [lease] = await ownerDb
    .insert(leases)
    .values({
      agencyId,
      propertyLabel: input.propertyLabel ?? 'T2 meublé Croix-Rousse',
      propertyAddress: '12 rue d’Austerlitz, 69004 Lyon',
      kind: input.kind ?? 'meuble',
      status: input.status ?? 'active',
      startOn: input.startOn ?? thisMonth(),
      durationMonths: input.durationMonths ?? 12,
      rentCents: input.rentCents ?? 81_237,
      chargesCents: input.chargesCents ?? 6_000,
      paymentDay: input.paymentDay ?? 5,
      endedOn: input.endedOn ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  const tenants = input.tenants ?? [
    { name: 'Inès Carvalho', email: 'ines@example.fr', electronicDelivery: false },
  ];
  const landlords = input.landlords ?? ['Paul Verdier'];
  await ownerDb.insert(leaseParties).values([
    ...tenants.map((t, i) => ({
      agencyId,
      leaseId: lease!.id,
      role: 'tenant' as const,
      position: i,
      name: t.name,
      email: t.email ?? null,
      electronicDelivery: t.electronicDelivery ?? false,
    })),
    ...landlords.map((name, i) => ({
      agencyId,
      leaseId: lease!.id,
      role: 'landlord' as const,
      position: i,
      name,
    })),
  ]);
  return lease!;
}
