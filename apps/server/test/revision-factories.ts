import { randomUUID } from 'node:crypto';
import { applicableQuarter, parisToday } from '@immopilote/contracts';
import type { DbOrTx } from '../src/db/client';
import { irlIndices, leaseParties, leases } from '../src/db/schema';

type LeaseInsert = typeof leases.$inferInsert;

/**
 * A lease written straight to the table, for the revision tests (the leases' own API is tested
 * elsewhere): an unfurnished flat at 800,00 € with a revision clause on the 3rd quarter, and one
 * tenant who consented to electronic delivery unless told otherwise.
 */
export async function createRevisionLease(
  db: DbOrTx,
  agencyId: string,
  over: Partial<Omit<LeaseInsert, 'agencyId'>> = {},
  tenant: { name?: string; email?: string | null; electronicDelivery?: boolean } = {},
) {
  const [lease] = await db
    .insert(leases)
    .values({
      agencyId,
      propertyLabel: 'T2 lumineux, quartier des Chartrons',
      propertyAddress: '14 rue Notre-Dame, 33000 Bordeaux',
      kind: 'nu',
      startOn: '2024-10-20',
      durationMonths: 36,
      rentCents: 80_000,
      chargesCents: 6_000,
      depositCents: 80_000,
      hasRevisionClause: true,
      referenceQuarter: 3,
      irlArea: 'metropole',
      energyClass: 'D',
      ...over,
    })
    .returning();
  await db.insert(leaseParties).values({
    id: randomUUID(),
    agencyId,
    leaseId: lease!.id,
    role: 'tenant',
    position: 0,
    name: tenant.name ?? 'Camille Durand',
    email:
      tenant.email === undefined ? `camille.durand.${randomUUID().slice(0, 8)}@exemple.fr` : tenant.email,
    electronicDelivery: tenant.electronicDelivery ?? true,
  });
  return lease!;
}

/**
 * A lease whose revision falls due today (Paris), on the overseas index: its two 1st-quarter values
 * are written if missing (140,00 then 142,80), so the revision is +2 % whatever day the suite runs.
 */
export async function createLeaseDueToday(db: DbOrTx, agencyId: string) {
  const today = parisToday();
  const startOn = `${Number(today.slice(0, 4)) - 1}-${today.slice(5) === '02-29' ? '02-28' : today.slice(5)}`;
  const q = applicableQuarter(1, today);
  await db
    .insert(irlIndices)
    .values([
      { area: 'outre_mer', year: q.year - 1, quarter: 1, value: 140, source: 'admin' },
      { area: 'outre_mer', year: q.year, quarter: 1, value: 142.8, source: 'admin' },
    ])
    .onConflictDoNothing();
  return createRevisionLease(db, agencyId, {
    irlArea: 'outre_mer',
    referenceQuarter: 1,
    startOn,
    revisionMonthDay: today.slice(5),
  });
}
