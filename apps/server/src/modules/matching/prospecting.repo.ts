import type {
  ConsentSource,
  MatchEvent,
  MatchState,
  PropertyType,
  ProposalAnswer,
} from '@immopilote/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { users } from '../../auth/identity.schema';
import type { DbOrTx } from '../../db/client';
import { tenantRow, tenantWhere } from '../../db/tenant';
import { agencies, profiles } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';
import { properties, propertyPhotos } from '../properties/properties.schema';
import { clientSearches, searchMatches } from './matching.schema';
import {
  matchProposals,
  type ProposalVia,
  prospectingConsentEvents,
  prospectingConsents,
  prospectingMails,
  searchDigestRuns,
} from './prospecting.schema';

export type { ProposalVia } from './prospecting.schema';

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const INSERT_CHUNK = 1000;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / INSERT_CHUNK) }, (_, i) =>
    rows.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK),
  );

// ---- consent ------------------------------------------------------------------------------

export async function findClient(db: DbOrTx, agencyId: string, clientId: string) {
  const [row] = await db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      email: clients.email,
      anonymisedAt: clients.anonymisedAt,
    })
    .from(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, clientId)));
  return row ?? null;
}

export async function findConsent(db: DbOrTx, agencyId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(prospectingConsents)
    .where(tenantWhere(prospectingConsents, agencyId, eq(prospectingConsents.clientId, clientId)));
  return row ?? null;
}

export async function consentEvents(db: DbOrTx, agencyId: string, clientId: string) {
  return db
    .select({
      at: prospectingConsentEvents.createdAt,
      action: prospectingConsentEvents.action,
      source: prospectingConsentEvents.source,
      byClient: prospectingConsentEvents.byClient,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(prospectingConsentEvents)
    .leftJoin(profiles, eq(profiles.id, prospectingConsentEvents.byUserId))
    .where(tenantWhere(prospectingConsentEvents, agencyId, eq(prospectingConsentEvents.clientId, clientId)))
    .orderBy(desc(prospectingConsentEvents.createdAt), desc(prospectingConsentEvents.id));
}

/** Locks the client's consent row (created empty when missing) for a change that reads it first. */
export async function lockConsent(tx: DbOrTx, agencyId: string, clientId: string) {
  await tx.insert(prospectingConsents).values(tenantRow(agencyId, { clientId })).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(prospectingConsents)
    .where(tenantWhere(prospectingConsents, agencyId, eq(prospectingConsents.clientId, clientId)))
    .for('update');
  return row!;
}

export async function updateConsent(
  tx: DbOrTx,
  agencyId: string,
  clientId: string,
  values: { consentedAt: Date | null; source: ConsentSource | null; withdrawnAt: Date | null },
) {
  await tx
    .update(prospectingConsents)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(prospectingConsents, agencyId, eq(prospectingConsents.clientId, clientId)));
}

export async function insertConsentEvent(
  tx: DbOrTx,
  agencyId: string,
  values: {
    clientId: string;
    action: 'granted' | 'withdrawn';
    source: ConsentSource | null;
    byUserId: string | null;
    byClient: boolean;
  },
) {
  await tx.insert(prospectingConsentEvents).values(tenantRow(agencyId, values));
}

/** SQL: the client's consent is current (given, not withdrawn). */
const consentIsCurrent = (clientId: SQL | typeof clients.id) => sql<boolean>`exists (
  select 1 from ${prospectingConsents} pc
  where pc.client_id = ${clientId} and pc.consented_at is not null and pc.withdrawn_at is null)`;

// ---- matches to propose -------------------------------------------------------------------

export interface MatchRef {
  searchId: string;
  propertyId: string;
}

/** Matches named by (search, property) as one JSON parameter: the same SQL on PGlite and PostgreSQL. */
const inPairs = (pairs: readonly MatchRef[]) =>
  sql`(${searchMatches.searchId}, ${searchMatches.propertyId}) in (
    select p.s, p.p from jsonb_to_recordset(${JSON.stringify(
      pairs.map((x) => ({ s: x.searchId, p: x.propertyId })),
    )}::jsonb) as p(s uuid, p uuid))`;

/** Everything that decides whether a match may be sent, and what the proposal keeps of it. */
const candidateColumns = {
  searchId: searchMatches.searchId,
  propertyId: searchMatches.propertyId,
  level: searchMatches.level,
  state: searchMatches.state,
  event: searchMatches.event,
  eventKey: searchMatches.eventKey,
  searchStatus: clientSearches.status,
  clientId: clientSearches.clientId,
  clientEmail: clients.email,
  propertyStatus: properties.status,
  propertyName: properties.name,
  propertyCity: properties.city,
  price: properties.price,
  propertyType: properties.type,
  consent: consentIsCurrent(clients.id),
  alreadySent: sql<boolean>`exists (
    select 1 from ${matchProposals} mp
    where mp.search_id = ${searchMatches.searchId} and mp.property_id = ${searchMatches.propertyId}
      and mp.event_key = ${searchMatches.eventKey})`,
};
export type Candidate = Awaited<ReturnType<typeof matchCandidates>>[number];

export async function matchCandidates(db: DbOrTx, agencyId: string, pairs: readonly MatchRef[]) {
  return db
    .select(candidateColumns)
    .from(searchMatches)
    .innerJoin(clientSearches, eq(clientSearches.id, searchMatches.searchId))
    .innerJoin(clients, eq(clients.id, clientSearches.clientId))
    .innerJoin(properties, eq(properties.id, searchMatches.propertyId))
    .where(tenantWhere(searchMatches, agencyId, inPairs(pairs)));
}

/**
 * What an automatic alert may send: full matches of active searches with the given alert mode, for
 * an available listing, to a client who consents, not yet sent for their event key, not dismissed.
 * A match found by a search created or changed (`search_changed`) alerts nobody: the listing was
 * already on the market, the agent proposes it (docs/decisions/matching.md, event keys).
 */
function alertable(mode: 'instant' | 'daily') {
  return and(
    eq(clientSearches.alertMode, mode),
    eq(clientSearches.status, 'active'),
    eq(searchMatches.level, 'match'),
    isNotNull(searchMatches.eventKey),
    sql`${searchMatches.event} <> 'search_changed'`,
    notInArray(searchMatches.state, ['ecarte', 'pas_interesse'] as const),
    eq(properties.status, 'Disponible'),
    sql`${clients.email} <> ''`,
    isNull(clients.anonymisedAt),
    consentIsCurrent(clients.id),
    sql`not exists (
      select 1 from ${matchProposals} mp
      where mp.search_id = ${searchMatches.searchId} and mp.property_id = ${searchMatches.propertyId}
        and mp.event_key = ${searchMatches.eventKey})`,
  );
}

export async function instantAlertCandidates(db: DbOrTx, agencyId: string, pairs: readonly MatchRef[]) {
  return db
    .select(candidateColumns)
    .from(searchMatches)
    .innerJoin(clientSearches, eq(clientSearches.id, searchMatches.searchId))
    .innerJoin(clients, eq(clients.id, clientSearches.clientId))
    .innerJoin(properties, eq(properties.id, searchMatches.propertyId))
    .where(tenantWhere(searchMatches, agencyId, inPairs(pairs), alertable('instant')));
}

export async function digestCandidates(db: DbOrTx, agencyId: string, searchIds: readonly string[]) {
  if (searchIds.length === 0) return [];
  return db
    .select(candidateColumns)
    .from(searchMatches)
    .innerJoin(clientSearches, eq(clientSearches.id, searchMatches.searchId))
    .innerJoin(clients, eq(clients.id, clientSearches.clientId))
    .innerJoin(properties, eq(properties.id, searchMatches.propertyId))
    .where(
      tenantWhere(searchMatches, agencyId, inArray(searchMatches.searchId, searchIds), alertable('daily')),
    )
    .orderBy(asc(searchMatches.firstMatchedAt));
}

// ---- the daily digest's clock -------------------------------------------------------------

/** Active daily searches whose hour has come today (Paris) and that have not had today's digest. */
export async function dueDailySearches(db: DbOrTx, agencyId: string, today: string, hour: number) {
  const rows = await db
    .select({ id: clientSearches.id })
    .from(clientSearches)
    .leftJoin(searchDigestRuns, eq(searchDigestRuns.searchId, clientSearches.id))
    .where(
      tenantWhere(
        clientSearches,
        agencyId,
        eq(clientSearches.status, 'active'),
        eq(clientSearches.alertMode, 'daily'),
        sql`${clientSearches.alertHour} <= ${hour}`,
        sql`(${searchDigestRuns.lastRunOn} is null or ${searchDigestRuns.lastRunOn} < ${today})`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function markDigestRun(
  tx: DbOrTx,
  agencyId: string,
  searchIds: readonly string[],
  today: string,
) {
  for (const chunk of chunks(searchIds)) {
    await tx
      .insert(searchDigestRuns)
      .values(chunk.map((searchId) => tenantRow(agencyId, { searchId, lastRunOn: today })))
      .onConflictDoUpdate({
        target: searchDigestRuns.searchId,
        set: { lastRunOn: today, ranAt: new Date() },
      });
  }
}

// ---- recording what is sent ---------------------------------------------------------------

export interface ProposalRow {
  mailId: string;
  clientId: string;
  searchId: string;
  propertyId: string;
  event: MatchEvent;
  eventKey: string;
  propertyName: string;
  propertyCity: string;
  price: number;
  propertyType: PropertyType;
}

export async function insertMails(
  tx: DbOrTx,
  agencyId: string,
  mails: readonly { id: string; clientId: string }[],
  via: ProposalVia,
  sentBy: string | null,
) {
  for (const chunk of chunks(mails)) {
    await tx
      .insert(prospectingMails)
      .values(chunk.map((m) => tenantRow(agencyId, { id: m.id, clientId: m.clientId, via, sentBy })));
  }
}

/** The unique (search, property, event key) turns a second send into nothing: the rows returned left. */
export async function insertProposals(
  tx: DbOrTx,
  agencyId: string,
  rows: readonly ProposalRow[],
  via: ProposalVia,
  sentBy: string | null,
) {
  const recorded: { mailId: string; searchId: string; propertyId: string }[] = [];
  for (const chunk of chunks(rows)) {
    const inserted = await tx
      .insert(matchProposals)
      .values(chunk.map((r) => tenantRow(agencyId, { ...r, via, sentBy })))
      .onConflictDoNothing()
      .returning({
        mailId: matchProposals.mailId,
        searchId: matchProposals.searchId,
        propertyId: matchProposals.propertyId,
      });
    // Just inserted, so both are set (they become null only when the search or listing goes later).
    for (const { mailId, searchId, propertyId } of inserted) {
      if (searchId && propertyId) recorded.push({ mailId, searchId, propertyId });
    }
  }
  return recorded;
}

/** Mails none of whose listings were recorded (all sent already): nothing to send. */
export async function deleteEmptyMails(tx: DbOrTx, agencyId: string, mailIds: readonly string[]) {
  if (mailIds.length === 0) return;
  await tx
    .delete(prospectingMails)
    .where(
      tenantWhere(
        prospectingMails,
        agencyId,
        inArray(prospectingMails.id, mailIds),
        sql`not exists (select 1 from ${matchProposals} mp where mp.mail_id = ${prospectingMails.id})`,
      ),
    );
}

/** The matches just sent become « proposé » when they stood at one of `from`. */
export async function markMatchesProposed(
  tx: DbOrTx,
  agencyId: string,
  pairs: readonly MatchRef[],
  from: readonly MatchState[],
) {
  if (pairs.length === 0) return;
  await tx
    .update(searchMatches)
    .set({ state: 'propose', updatedAt: new Date() })
    .where(tenantWhere(searchMatches, agencyId, inPairs(pairs), inArray(searchMatches.state, [...from])));
}

// ---- the mail job -------------------------------------------------------------------------

/** The e-mails of one mail job still to send, with their client and whether consent still holds. */
export async function unsentMails(db: DbOrTx, agencyId: string, mailIds: readonly string[]) {
  return db
    .select({
      id: prospectingMails.id,
      clientId: prospectingMails.clientId,
      firstName: clients.firstName,
      email: clients.email,
      consent: consentIsCurrent(clients.id),
    })
    .from(prospectingMails)
    .innerJoin(clients, eq(clients.id, prospectingMails.clientId))
    .where(
      tenantWhere(
        prospectingMails,
        agencyId,
        inArray(prospectingMails.id, [...mailIds]),
        isNull(prospectingMails.sentAt),
      ),
    );
}

/** The agency's name, address and its head's contact, for the e-mail's signature. */
export async function agencyContact(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({
      name: agencies.name,
      address: agencies.address,
      zip: agencies.zip,
      city: agencies.city,
      email: users.email,
      phone: profiles.phone,
    })
    .from(agencies)
    .leftJoin(users, eq(users.id, agencies.ownerId))
    .leftJoin(profiles, eq(profiles.id, agencies.ownerId))
    .where(eq(agencies.id, agencyId));
  return row ?? null;
}

/** The listings of these e-mails with what the client reads about each, and the cover photo's key. */
export async function mailListings(db: DbOrTx, agencyId: string, mailIds: readonly string[]) {
  return db
    .select({
      mailId: matchProposals.mailId,
      proposalId: matchProposals.id,
      propertyId: matchProposals.propertyId,
      name: properties.name,
      type: properties.type,
      kind: properties.kind,
      price: properties.price,
      city: properties.city,
      zip: properties.zip,
      surface: properties.surfaceHabitable,
      rooms: properties.rooms,
      dpeClass: properties.dpeClass,
      thumbKey: sql<string | null>`(
        select ph.thumb_key from ${propertyPhotos} ph where ph.property_id = ${properties.id}
        order by ph.position, ph.created_at limit 1)`,
    })
    .from(matchProposals)
    .innerJoin(properties, eq(properties.id, matchProposals.propertyId))
    .where(tenantWhere(matchProposals, agencyId, inArray(matchProposals.mailId, [...mailIds])))
    .orderBy(asc(properties.price), asc(matchProposals.id));
}

/** `(id, hash)` pairs as one JSON parameter, for one UPDATE of many rows. */
const idHashes = (pairs: readonly { id: string; hash: string }[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(pairs.map((p) => ({ i: p.id, h: p.hash })))}::jsonb) as v(i uuid, h text)`;

/** Stores the hashes of the links' tokens minted for this rendering of the e-mails (only hashes are kept). */
export async function setLinkTokens(
  tx: DbOrTx,
  agencyId: string,
  mails: readonly { id: string; hash: string }[],
  proposals: readonly { id: string; hash: string }[],
) {
  for (const chunk of chunks(mails)) {
    await tx.execute(
      sql`update ${prospectingMails} set token_hash = v.h from ${idHashes(chunk)}
          where ${tenantWhere(prospectingMails, agencyId, sql`${prospectingMails.id} = v.i`)}`,
    );
  }
  for (const chunk of chunks(proposals)) {
    await tx.execute(
      sql`update ${matchProposals} set token_hash = v.h from ${idHashes(chunk)}
          where ${tenantWhere(matchProposals, agencyId, sql`${matchProposals.id} = v.i`)}`,
    );
  }
}

export async function markMailSent(db: DbOrTx, agencyId: string, mailId: string) {
  await db
    .update(prospectingMails)
    .set({ sentAt: new Date() })
    .where(tenantWhere(prospectingMails, agencyId, eq(prospectingMails.id, mailId)));
}

/** E-mails whose client withdrew consent before they left: they and their proposals are not kept as sent. */
export async function deleteMails(db: DbOrTx, agencyId: string, mailIds: readonly string[]) {
  if (mailIds.length === 0) return;
  await db
    .delete(prospectingMails)
    .where(tenantWhere(prospectingMails, agencyId, inArray(prospectingMails.id, [...mailIds])));
}

// ---- proposals ----------------------------------------------------------------------------

const proposalColumns = {
  id: matchProposals.id,
  clientId: matchProposals.clientId,
  searchId: matchProposals.searchId,
  propertyId: matchProposals.propertyId,
  propertyName: matchProposals.propertyName,
  propertyCity: matchProposals.propertyCity,
  price: matchProposals.price,
  propertyType: matchProposals.propertyType,
  event: matchProposals.event,
  via: matchProposals.via,
  sentAt: matchProposals.sentAt,
  answer: matchProposals.answer,
  answeredAt: matchProposals.answeredAt,
  answeredBy: matchProposals.answeredBy,
  senderFirstName: profiles.firstName,
  senderLastName: profiles.lastName,
};
export type ProposalListRow = Awaited<ReturnType<typeof clientProposals>>[number];

export async function clientProposals(db: DbOrTx, agencyId: string, clientId: string) {
  return db
    .select(proposalColumns)
    .from(matchProposals)
    .leftJoin(profiles, eq(profiles.id, matchProposals.sentBy))
    .where(tenantWhere(matchProposals, agencyId, eq(matchProposals.clientId, clientId)))
    .orderBy(desc(matchProposals.sentAt), desc(matchProposals.id));
}

export async function findProposal(db: DbOrTx, agencyId: string, proposalId: string) {
  const [row] = await db
    .select(proposalColumns)
    .from(matchProposals)
    .leftJoin(profiles, eq(profiles.id, matchProposals.sentBy))
    .where(tenantWhere(matchProposals, agencyId, eq(matchProposals.id, proposalId)));
  return row ?? null;
}

export async function answerProposal(
  tx: DbOrTx,
  agencyId: string,
  proposalId: string,
  answer: ProposalAnswer,
  by: 'client' | 'agent',
) {
  const [row] = await tx
    .update(matchProposals)
    .set({ answer, answeredAt: new Date(), answeredBy: by })
    .where(tenantWhere(matchProposals, agencyId, eq(matchProposals.id, proposalId)))
    .returning({ searchId: matchProposals.searchId, propertyId: matchProposals.propertyId });
  if (!row?.searchId || !row.propertyId) return;
  // The match follows the client's answer, unless a visit is already planned from it.
  await tx
    .update(searchMatches)
    .set({ state: answer, updatedAt: new Date() })
    .where(
      tenantWhere(
        searchMatches,
        agencyId,
        eq(searchMatches.searchId, row.searchId),
        eq(searchMatches.propertyId, row.propertyId),
        sql`${searchMatches.state} <> 'visite_planifiee'`,
      ),
    );
}

// ---- the e-mail's links (public: found by their secret, before any agency is known) ----------

export async function findProposalByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: matchProposals.id, agencyId: matchProposals.agencyId, clientId: matchProposals.clientId })
    .from(matchProposals)
    .where(eq(matchProposals.tokenHash, tokenHash));
  return row ?? null;
}

export async function findMailByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ agencyId: prospectingMails.agencyId, clientId: prospectingMails.clientId })
    .from(prospectingMails)
    .where(eq(prospectingMails.tokenHash, tokenHash));
  return row ?? null;
}

/** Alerts go only for an agency whose subscription is active (a closed or unpaid one sends nothing). */
export async function agencySubscriptionActive(db: DbOrTx, agencyId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: agencies.subscriptionStatus })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.status === 'active';
}

export async function agencyName(db: DbOrTx, agencyId: string) {
  const [row] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  return row?.name ?? '';
}
