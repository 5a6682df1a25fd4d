import type { LeadChannel, LeadEventKind, LeadSource } from '@immopilote/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenantRow, tenantWhere } from '../../db/tenant';
import { profiles } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { mandates } from '../mandates/mandates.schema';
import { properties } from '../properties/properties.schema';
import { leadEvents, leads } from './leads.schema';

export interface NewLeadRow {
  source: LeadSource;
  channel: LeadChannel;
  propertyId: string | null;
  listingReference: string | null;
  name: string;
  email: string | null;
  emailNormalised: string | null;
  phone: string | null;
  phoneDigits: string | null;
  message: string;
  wantsVisit: boolean;
  consentGiven: boolean;
  consentText: string | null;
  rawKey: string | null;
  assignedTo: string | null;
  clientId: string | null;
  receivedAt: Date;
}

export async function insertLead(db: DbOrTx, agencyId: string, row: NewLeadRow) {
  const [lead] = await db.insert(leads).values(tenantRow(agencyId, row)).returning({ id: leads.id });
  return lead!;
}

export async function insertLeadEvent(
  db: DbOrTx,
  agencyId: string,
  event: { leadId: string; kind: LeadEventKind; byUserId?: string | null; detail?: string | null },
) {
  await db.insert(leadEvents).values(tenantRow(agencyId, event));
}

/**
 * The agency's listing a reference names: its public reference (the site's address) or the number
 * of one of its mandates (what the portal export sends as the listing's reference).
 */
export async function findPropertyByReference(db: DbOrTx, agencyId: string, reference: string) {
  const digits = /^\d{1,9}$/.test(reference) ? Number(reference) : null;
  if (digits === null) return null;
  const [bySite] = await db
    .select({ id: properties.id, userId: properties.userId })
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.siteReference, digits)));
  if (bySite) return bySite;
  const [byMandate] = await db
    .select({ id: properties.id, userId: properties.userId })
    .from(mandates)
    .innerJoin(properties, eq(properties.id, mandates.propertyId))
    .where(tenantWhere(mandates, agencyId, eq(mandates.number, digits)))
    .orderBy(desc(mandates.number))
    .limit(1);
  return byMandate ?? null;
}

export async function findPropertyOwner(db: DbOrTx, agencyId: string, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id, userId: properties.userId })
    .from(properties)
    .where(tenantWhere(properties, agencyId, eq(properties.id, propertyId)));
  return row ?? null;
}

/** The active member a lead goes to when its listing names none: the head. */
export async function findHead(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(tenantWhere(profiles, agencyId, eq(profiles.isBoss, true), eq(profiles.status, 'active')));
  return row?.id ?? null;
}

export async function isActiveMember(db: DbOrTx, agencyId: string, userId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(tenantWhere(profiles, agencyId, eq(profiles.id, userId), eq(profiles.status, 'active')));
  return row !== undefined;
}

/** Clients (not anonymised) with this normalised e-mail, at most two: one is a sure match, two are a choice. */
export async function clientsWithEmail(db: DbOrTx, agencyId: string, emailNormalised: string) {
  return db
    .select({ id: clients.id })
    .from(clients)
    .where(
      tenantWhere(
        clients,
        agencyId,
        sql`lower(trim(${clients.email})) = ${emailNormalised}`,
        sql`${clients.anonymisedAt} is null`,
      ),
    )
    .limit(2);
}
