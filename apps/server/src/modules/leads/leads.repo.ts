import type { LeadChannel, LeadEventKind, LeadSource, LeadState, OpeningHours } from '@immopilote/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../auth/identity.schema';
import type { DbOrTx } from '../../db/client';
import { tenantRow, tenantWhere } from '../../db/tenant';
import { agencies, agencySites, profiles } from '../agency/agency.schema';
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
  // clock_timestamp: the events of one transaction keep the order they happened in (now() is the transaction's start).
  await db.insert(leadEvents).values(tenantRow(agencyId, { ...event, createdAt: sql`clock_timestamp()` }));
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

// ---- the inbox ------------------------------------------------------------------------------

const memberName = (first: SQL | typeof profiles.firstName, last: SQL | typeof profiles.lastName) =>
  sql<string | null>`nullif(trim(${first} || ' ' || ${last}), '')`;

const leadColumns = {
  id: leads.id,
  state: leads.state,
  source: leads.source,
  channel: leads.channel,
  propertyId: leads.propertyId,
  listingReference: leads.listingReference,
  name: leads.name,
  email: leads.email,
  emailNormalised: leads.emailNormalised,
  phone: leads.phone,
  phoneDigits: leads.phoneDigits,
  message: leads.message,
  wantsVisit: leads.wantsVisit,
  consentGiven: leads.consentGiven,
  consentText: leads.consentText,
  rawKey: leads.rawKey,
  assignedTo: leads.assignedTo,
  clientId: leads.clientId,
  receivedAt: leads.receivedAt,
  /** As the database wrote it (microseconds), for the keyset cursor. */
  receivedAtText: sql<string>`${leads.receivedAt}::text`,
  firstResponseAt: leads.firstResponseAt,
  overdueNotifiedAt: leads.overdueNotifiedAt,
  propertyName: properties.name,
  propertyReference: properties.siteReference,
  propertyType: properties.type,
  clientName: clients.fullName,
  assignedName: memberName(profiles.firstName, profiles.lastName),
};

export type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

function selectLeads(db: DbOrTx, agencyId: string, where: SQL | undefined) {
  return db
    .select(leadColumns)
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(clients, eq(clients.id, leads.clientId))
    .leftJoin(profiles, eq(profiles.id, leads.assignedTo))
    .where(tenantWhere(leads, agencyId, where));
}

export interface LeadFilter {
  state?: LeadState;
  member?: string;
  source?: LeadSource;
  clientId?: string;
}
export interface LeadCursor {
  receivedAt: string;
  id: string;
}

const filterConditions = (filter: LeadFilter) =>
  and(
    filter.state ? eq(leads.state, filter.state) : undefined,
    filter.member ? eq(leads.assignedTo, filter.member) : undefined,
    filter.source ? eq(leads.source, filter.source) : undefined,
    filter.clientId ? eq(leads.clientId, filter.clientId) : undefined,
  );

/** Newest first, keyset paged on (received_at, id). */
export function listLeads(
  db: DbOrTx,
  agencyId: string,
  filter: LeadFilter,
  page: { limit: number; after?: LeadCursor },
) {
  const after = page.after;
  return selectLeads(
    db,
    agencyId,
    and(
      filterConditions(filter),
      after
        ? or(
            lt(leads.receivedAt, sql`${after.receivedAt}::timestamptz`),
            and(
              eq(leads.receivedAt, sql`${after.receivedAt}::timestamptz`),
              lt(leads.id, sql`${after.id}::uuid`),
            ),
          )
        : undefined,
    ),
  )
    .orderBy(desc(leads.receivedAt), desc(leads.id))
    .limit(page.limit);
}

export async function findLeadRow(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await selectLeads(db, agencyId, eq(leads.id, id));
  return row ?? null;
}

/** The lead's row, locked for the caller's transaction: merges and conversions of one lead queue up. */
export async function lockLead(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select({
      id: leads.id,
      state: leads.state,
      clientId: leads.clientId,
      propertyId: leads.propertyId,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      source: leads.source,
      assignedTo: leads.assignedTo,
      firstResponseAt: leads.firstResponseAt,
      propertyType: sql<
        string | null
      >`(select ${properties.type} from ${properties} where ${properties.id} = ${leads.propertyId})`,
    })
    .from(leads)
    .where(tenantWhere(leads, agencyId, eq(leads.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateLead(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: Partial<{
    state: LeadState;
    stateChangedAt: Date;
    firstResponseAt: Date;
    assignedTo: string | null;
    clientId: string | null;
    overdueNotifiedAt: Date;
  }>,
) {
  await db
    .update(leads)
    .set(values)
    .where(tenantWhere(leads, agencyId, eq(leads.id, id)));
}

/** Leads per state, under the member and source filters. */
export function countLeadsByState(db: DbOrTx, agencyId: string, filter: LeadFilter) {
  return db
    .select({ state: leads.state, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(tenantWhere(leads, agencyId, filterConditions({ ...filter, state: undefined })))
    .groupBy(leads.state);
}

/** Every lead still `nouvelle` (few: they are the ones waiting), for the overdue count. */
export function waitingLeads(db: DbOrTx, agencyId: string, filter: LeadFilter = {}) {
  return db
    .select({
      id: leads.id,
      receivedAt: leads.receivedAt,
      assignedTo: leads.assignedTo,
      overdueNotifiedAt: leads.overdueNotifiedAt,
    })
    .from(leads)
    .where(tenantWhere(leads, agencyId, filterConditions({ ...filter, state: 'nouvelle' })));
}

/** The leads answered for the first time since `since` (the median response time). */
export function answeredSince(db: DbOrTx, agencyId: string, since: Date, filter: LeadFilter) {
  return db
    .select({ receivedAt: leads.receivedAt, firstResponseAt: leads.firstResponseAt })
    .from(leads)
    .where(
      tenantWhere(
        leads,
        agencyId,
        filterConditions({ ...filter, state: undefined }),
        isNotNull(leads.firstResponseAt),
        gte(leads.firstResponseAt, since),
      ),
    );
}

/** The agency's opening hours as the head set them (null: never set, the default applies). */
export async function findOpeningHours(db: DbOrTx, agencyId: string): Promise<OpeningHours | null> {
  const [row] = await db
    .select({ openingHours: agencySites.openingHours })
    .from(agencySites)
    .where(tenantWhere(agencySites, agencyId));
  return row?.openingHours ?? null;
}

/** The lead's history, oldest first, with the member who acted. */
export function listLeadEvents(db: DbOrTx, agencyId: string, leadId: string) {
  return db
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      at: leadEvents.createdAt,
      byUserId: leadEvents.byUserId,
      by: memberName(profiles.firstName, profiles.lastName),
      detail: leadEvents.detail,
    })
    .from(leadEvents)
    .leftJoin(profiles, eq(profiles.id, leadEvents.byUserId))
    .where(tenantWhere(leadEvents, agencyId, eq(leadEvents.leadId, leadId)))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
}

/** Names of the agency's members and clients an event's detail names (a member assigned, a client merged). */
export async function namesOf(db: DbOrTx, agencyId: string, ids: { members: string[]; clients: string[] }) {
  const members = ids.members.length
    ? await db
        .select({ id: profiles.id, name: memberName(profiles.firstName, profiles.lastName) })
        .from(profiles)
        .where(tenantWhere(profiles, agencyId, inArray(profiles.id, ids.members)))
    : [];
  const clientRows = ids.clients.length
    ? await db
        .select({ id: clients.id, name: clients.fullName })
        .from(clients)
        .where(tenantWhere(clients, agencyId, inArray(clients.id, ids.clients)))
    : [];
  return {
    members: new Map(members.map((r) => [r.id, r.name])),
    clients: new Map(clientRows.map((r) => [r.id, r.name])),
  };
}

/**
 * Clients (not anonymised) with one of these normalised e-mails or phone numbers: the duplicates
 * the inbox suggests for leads not yet merged.
 */
export function clientsMatching(db: DbOrTx, agencyId: string, keys: { emails: string[]; phones: string[] }) {
  if (keys.emails.length === 0 && keys.phones.length === 0) return Promise.resolve([]);
  const email = sql<string>`lower(trim(${clients.email}))`;
  return db
    .select({ id: clients.id, name: clients.fullName, email, phoneDigits: clients.phoneDigits })
    .from(clients)
    .where(
      tenantWhere(
        clients,
        agencyId,
        isNull(clients.anonymisedAt),
        or(
          keys.emails.length ? inArray(email, keys.emails) : undefined,
          keys.phones.length ? inArray(clients.phoneDigits, keys.phones) : undefined,
        ),
      ),
    )
    .orderBy(asc(clients.fullName))
    .limit(200);
}

// ---- notifications, overdue flag, retention ---------------------------------------------------

/** What a notification about a lead may say: the name, the listing, the source; and the member to tell. */
export async function findLeadNotice(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select({
      id: leads.id,
      name: leads.name,
      source: leads.source,
      state: leads.state,
      receivedAt: leads.receivedAt,
      assignedTo: leads.assignedTo,
      overdueNotifiedAt: leads.overdueNotifiedAt,
      propertyName: properties.name,
    })
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .where(tenantWhere(leads, agencyId, eq(leads.id, id)));
  return row ?? null;
}

/** An active member's first name and sign-in address. */
export async function findMemberContact(db: DbOrTx, agencyId: string, userId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(tenantWhere(profiles, agencyId, eq(profiles.id, userId), eq(profiles.status, 'active')));
  return row ?? null;
}

/** Agencies with a lead still waiting that was never flagged (the overdue job's round). */
export async function agenciesWithWaitingLeads(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      sql`exists (select 1 from ${leads} where ${leads.agencyId} = ${agencies.id} and ${leads.state} = 'nouvelle' and ${leads.overdueNotifiedAt} is null)`,
    );
  return rows.map((r) => r.id);
}

/** Agencies holding any lead (the retention round). */
export async function agenciesWithLeads(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`exists (select 1 from ${leads} where ${leads.agencyId} = ${agencies.id})`);
  return rows.map((r) => r.id);
}

/** Marks the lead flagged unless it already was or was answered meanwhile; true when this call did it. */
export async function markOverdueNotified(db: DbOrTx, agencyId: string, id: string, at: Date) {
  const rows = await db
    .update(leads)
    .set({ overdueNotifiedAt: at })
    .where(
      tenantWhere(
        leads,
        agencyId,
        eq(leads.id, id),
        eq(leads.state, 'nouvelle'),
        isNull(leads.overdueNotifiedAt),
      ),
    )
    .returning({ id: leads.id });
  return rows.length > 0;
}

/**
 * Erases the leads past retention: never linked to a client and nothing happened to them since
 * `before` (their last event), or linked to a client since anonymised. Their events go with them
 * (cascade). Answers how many.
 */
export async function deleteLeadsPastRetention(db: DbOrTx, agencyId: string, before: Date) {
  const lastEvent = sql`(select max(${leadEvents.createdAt}) from ${leadEvents} where ${leadEvents.leadId} = ${leads.id})`;
  const rows = await db
    .delete(leads)
    .where(
      tenantWhere(
        leads,
        agencyId,
        or(
          and(
            isNull(leads.clientId),
            sql`coalesce(${lastEvent}, ${leads.receivedAt}) < ${before.toISOString()}::timestamptz`,
          ),
          sql`exists (select 1 from ${clients} where ${clients.id} = ${leads.clientId} and ${clients.anonymisedAt} is not null)`,
        ),
      ),
    )
    .returning({ id: leads.id });
  return rows.map((row) => row.id);
}

/** Every lead of the agency, oldest first, for the agency's export; or one client's, for theirs. */
export function leadsToExport(db: DbOrTx, agencyId: string, clientId?: string) {
  return selectLeads(db, agencyId, clientId ? eq(leads.clientId, clientId) : undefined).orderBy(
    asc(leads.receivedAt),
    asc(leads.id),
  );
}
