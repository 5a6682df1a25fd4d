import type { LeaseStatus } from '@immopilote/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, leaseParties, leases, mandateMandators, mandates, properties } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';
import type { LeasePartyRow, LeaseRow } from './lease-lookup.repo';

export type PropertyRow = typeof properties.$inferSelect;
export type NewLease = Omit<typeof leases.$inferInsert, 'agencyId' | 'id'> & { id: string };
export type NewLeaseParty = Omit<typeof leaseParties.$inferInsert, 'agencyId' | 'leaseId'>;
export type LeaseTerms = Partial<
  Omit<typeof leases.$inferInsert, 'agencyId' | 'id' | 'propertyId' | 'kind' | 'createdBy' | 'createdAt'>
>;

export async function findProperty(db: DbOrTx, agencyId: string, id: string): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)));
  return row ?? null;
}

/**
 * The property's row, locked until the transaction ends: two creations of a lease on the same
 * property queue here, and the second sees the first one's lease.
 */
export async function lockProperty(tx: DbOrTx, agencyId: string, id: string): Promise<PropertyRow | null> {
  const [row] = await tx
    .select()
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.id, id)))
    .for('update');
  return row ?? null;
}

/** The agency's rental listings, by name. */
export async function listRentalProperties(db: DbOrTx, agencyId: string) {
  return db
    .select({ id: properties.id, name: properties.name, city: properties.city })
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.type, 'Location')))
    .orderBy(asc(properties.name));
}

/** The property's management mandate in force (the latest if several), with its mandators in order. */
export async function findManagementMandate(db: DbOrTx, agencyId: string, propertyId: string) {
  const [mandate] = await db
    .select()
    .from(mandates)
    .where(
      tenantWhere(
        mandates,
        agencyId,
        eq(mandates.propertyId, propertyId),
        eq(mandates.activity, 'gestion'),
        eq(mandates.status, 'active'),
      ),
    )
    .orderBy(desc(mandates.number))
    .limit(1);
  if (!mandate) return null;
  const mandators = await db
    .select()
    .from(mandateMandators)
    .where(tenantWhere(mandateMandators, agencyId, eq(mandateMandators.mandateId, mandate.id)))
    .orderBy(asc(mandateMandators.position));
  return { mandate, mandators };
}

export async function findActiveLeaseOf(db: DbOrTx, agencyId: string, propertyId: string) {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(tenantWhere(leases, agencyId, eq(leases.propertyId, propertyId), eq(leases.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** This agency's clients among `ids` (another agency's are simply not there). */
export async function findClients(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: clients.id,
      fullName: clients.fullName,
      email: clients.email,
      phone: clients.phone,
      address: clients.address,
    })
    .from(clients)
    .where(tenantWhere(clients, agencyId, inArray(clients.id, [...ids])));
}

export async function insertLease(tx: DbOrTx, agencyId: string, values: NewLease): Promise<LeaseRow> {
  const [row] = await tx.insert(leases).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function insertParties(
  tx: DbOrTx,
  agencyId: string,
  leaseId: string,
  parties: readonly NewLeaseParty[],
): Promise<LeasePartyRow[]> {
  if (parties.length === 0) return [];
  return tx
    .insert(leaseParties)
    .values(parties.map((p) => tenantRow(agencyId, { ...p, leaseId })))
    .returning();
}

export async function lockLease(tx: DbOrTx, agencyId: string, id: string): Promise<LeaseRow | null> {
  const [row] = await tx
    .select()
    .from(leases)
    .where(tenantWhere(leases, agencyId, eq(leases.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateLease(tx: DbOrTx, agencyId: string, id: string, values: LeaseTerms) {
  await tx
    .update(leases)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(leases, agencyId, eq(leases.id, id)));
}

/** The signature hooks' write: only while the lease still points at that request. */
export async function clearSignatureRequest(tx: DbOrTx, agencyId: string, id: string, requestId: string) {
  await tx
    .update(leases)
    .set({ signatureRequestId: null, updatedAt: new Date() })
    .where(tenantWhere(leases, agencyId, and(eq(leases.id, id), eq(leases.signatureRequestId, requestId))));
}

/** The agency's leases, the latest start first, with their tenants' names in order. */
export async function listLeases(db: DbOrTx, agencyId: string, status: LeaseStatus | undefined) {
  const rows = await db
    .select()
    .from(leases)
    .where(tenantWhere(leases, agencyId, status ? eq(leases.status, status) : undefined))
    .orderBy(desc(leases.startOn), desc(leases.createdAt))
    .limit(1000);
  const tenants =
    rows.length === 0
      ? []
      : await db
          .select({ leaseId: leaseParties.leaseId, name: leaseParties.name })
          .from(leaseParties)
          .where(
            tenantWhere(
              leaseParties,
              agencyId,
              eq(leaseParties.role, 'tenant'),
              inArray(
                leaseParties.leaseId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(leaseParties.position));
  return { rows, tenants };
}
