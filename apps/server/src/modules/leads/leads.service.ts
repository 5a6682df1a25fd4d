import {
  type ClientLeadList,
  type ClientRole,
  clientMessages,
  commonMessages,
  DEFAULT_OPENING_HOURS,
  isCalendarDate,
  LEAD_RESPONSE_TARGET_MINUTES,
  LEAD_STATES,
  type Lead,
  type LeadChannel,
  type LeadDetail,
  type LeadList,
  type LeadSource,
  type LeadState,
  type LeadSummary,
  type leadListQuerySchema,
  type leadVisitInputSchema,
  leadsMessages as m,
  businessMinutesBetween,
  formatLongDate,
  normalizePhoneDigits,
  type OpeningHours,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { Db, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { JobQueue } from '../../jobs';
import { recordAccess } from '../access-log/access-log.service';
import { planAppointment } from '../calendar/calendar.service';
import { clientContact, createClient } from '../clients/clients.service';
import { leadNotifyJob } from './lead-notify.job';
import { createSearchFromListing, matchesOfClient, setMatchState } from '../matching/matching.service';
import {
  answeredSince,
  clientsMatching,
  clientsWithEmail,
  countLeadsByState,
  findHead,
  findLeadRow,
  findOpeningHours,
  findPropertyByReference,
  findPropertyOwner,
  insertLead,
  insertLeadEvent,
  isActiveMember,
  type LeadCursor,
  type LeadFilter,
  type LeadRow,
  listLeadEvents,
  leadsToExport,
  listLeads,
  lockLead,
  namesOf,
  updateLead,
  waitingLeads,
} from './leads.repo';
import { emitWebhookEvent, leadObject } from '../webhooks/emit';

/** A lead as a way in hands it over: the public form, a parsed portal e-mail, a generic e-mail. */
export interface IncomingLead {
  source: LeadSource;
  channel: LeadChannel;
  /** The listing, when the way in knows it (the listing page's form). */
  propertyId?: string | null;
  /** A reference to match against the agency's listings (a portal's e-mail). */
  listingReference?: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  wantsVisit: boolean;
  consentGiven: boolean;
  consentText: string | null;
  /** The raw e-mail in storage, when it came by mail. */
  rawKey?: string | null;
  receivedAt?: Date;
}

export interface ReceivedLead {
  id: string;
  propertyId: string | null;
  clientId: string | null;
  assignedTo: string | null;
}

/**
 * The one door every lead comes in by (issue 29), whatever its source: finds the listing, links the
 * lead to the client whose e-mail it is when exactly one is, assigns it (the listing's member, else
 * the head) and records its reception. Runs inside the caller's binding to the agency; `db` is the
 * caller's transaction when the lead must commit with something else (an inbound message's row).
 */
export async function receiveLead(
  deps: AppDeps,
  { agencyId, lead }: { agencyId: string; lead: IncomingLead },
  db: DbOrTx = deps.db,
): Promise<ReceivedLead> {
  const reference = lead.listingReference?.trim() || null;
  const property = lead.propertyId
    ? await findPropertyOwner(db, agencyId, lead.propertyId)
    : reference
      ? await findPropertyByReference(db, agencyId, reference)
      : null;
  const emailNormalised = lead.email ? lead.email.trim().toLowerCase() : null;
  const phoneDigits = lead.phone ? normalizePhoneDigits(lead.phone) || null : null;
  const sameEmail = emailNormalised ? await clientsWithEmail(db, agencyId, emailNormalised) : [];
  const clientId = sameEmail.length === 1 ? sameEmail[0]!.id : null;
  const owner =
    property?.userId && (await isActiveMember(db, agencyId, property.userId)) ? property.userId : null;
  const assignedTo = owner ?? (await findHead(db, agencyId));

  const { id } = await insertLead(db, agencyId, {
    source: lead.source,
    channel: lead.channel,
    propertyId: property?.id ?? null,
    listingReference: reference,
    name: lead.name,
    email: lead.email,
    emailNormalised,
    phone: lead.phone,
    phoneDigits,
    message: lead.message,
    wantsVisit: lead.wantsVisit,
    consentGiven: lead.consentGiven,
    consentText: lead.consentText,
    rawKey: lead.rawKey ?? null,
    assignedTo,
    clientId,
    receivedAt: lead.receivedAt ?? new Date(),
  });
  await insertLeadEvent(db, agencyId, { leadId: id, kind: 'recue', detail: lead.source });
  await emitWebhookEvent(
    db,
    agencyId,
    'lead.created',
    leadObject({
      ...lead,
      id,
      propertyId: property?.id ?? null,
      listingReference: reference,
      clientId,
      receivedAt: lead.receivedAt ?? new Date(),
    }),
  );
  if (clientId) await insertLeadEvent(db, agencyId, { leadId: id, kind: 'fusionnee', detail: clientId });
  // After the insert: with the caller's transaction, the job finds the lead once it commits (it retries until then).
  if (assignedTo) await notifyAssignee(deps, { agencyId, leadId: id, memberId: assignedTo });
  return { id, propertyId: property?.id ?? null, clientId, assignedTo };
}

// ---- the inbox « Demandes » -------------------------------------------------------------------

/** Where the raw e-mails a lead came from are kept (the inbound mail module stores them there). */
export const RAW_MESSAGE_BUCKET = 'inbound-mail' as const;

const leadNotFound = () => notFound(m.notFound);
const PAGE_SIZE = 50;
const MEDIAN_WINDOW_DAYS = 30;

function fieldError(field: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** The agency's opening hours (the settings' or the default), for every response-time figure. */
export async function openingHoursOf(deps: Pick<AppDeps, 'db'>, agencyId: string): Promise<OpeningHours> {
  return (await findOpeningHours(deps.db, agencyId)) ?? DEFAULT_OPENING_HOURS;
}

/** Still `nouvelle` past the target, counted in opening hours. */
export function isOverdue(
  lead: { state: LeadState; receivedAt: Date },
  hours: OpeningHours,
  now: Date = new Date(),
): boolean {
  if (lead.state !== 'nouvelle') return false;
  const waited = businessMinutesBetween(lead.receivedAt, now, hours, {
    cap: LEAD_RESPONSE_TARGET_MINUTES + 1,
  });
  return waited > LEAD_RESPONSE_TARGET_MINUTES;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

type Duplicate = Lead['duplicates'][number];

/** For each lead not yet merged, the agency's clients with its e-mail or phone digits. */
async function duplicatesOf(deps: Pick<AppDeps, 'db'>, agencyId: string, rows: LeadRow[]) {
  const open = rows.filter((r) => r.clientId === null);
  const emails = [...new Set(open.map((r) => r.emailNormalised).filter((v): v is string => !!v))];
  const phones = [
    ...new Set(open.map((r) => r.phoneDigits).filter((v): v is string => !!v && v.length >= 6)),
  ];
  const found = await clientsMatching(deps.db, agencyId, { emails, phones });
  const byLead = new Map<string, Duplicate[]>();
  for (const row of open) {
    const list: Duplicate[] = [];
    for (const c of found) {
      if (row.emailNormalised && c.email === row.emailNormalised)
        list.push({ id: c.id, name: c.name, by: 'email' });
      else if (row.phoneDigits && row.phoneDigits.length >= 6 && c.phoneDigits === row.phoneDigits) {
        list.push({ id: c.id, name: c.name, by: 'phone' });
      }
    }
    byLead.set(row.id, list.slice(0, 10));
  }
  return byLead;
}

function toLead(row: LeadRow, hours: OpeningHours, duplicates: Duplicate[], now: Date): Lead {
  return {
    id: row.id,
    state: row.state,
    source: row.source,
    channel: row.channel,
    property:
      row.propertyId && row.propertyName !== null
        ? { id: row.propertyId, name: row.propertyName, reference: row.propertyReference }
        : null,
    listingReference: row.listingReference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    wantsVisit: row.wantsVisit,
    consent: { given: row.consentGiven, text: row.consentText },
    client: row.clientId ? { id: row.clientId, name: row.clientName ?? m.unknownClient } : null,
    duplicates,
    assignedTo: row.assignedTo ? { id: row.assignedTo, name: row.assignedName ?? m.unknownMember } : null,
    receivedAt: row.receivedAt.toISOString(),
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    responseMinutes: row.firstResponseAt
      ? businessMinutesBetween(row.receivedAt, row.firstResponseAt, hours)
      : null,
    overdue: isOverdue(row, hours, now),
    hasRawMessage: row.rawKey !== null,
  };
}

async function toLeads(deps: Pick<AppDeps, 'db'>, agencyId: string, rows: LeadRow[]): Promise<Lead[]> {
  const [hours, duplicates] = await Promise.all([
    openingHoursOf(deps, agencyId),
    duplicatesOf(deps, agencyId, rows),
  ]);
  const now = new Date();
  return rows.map((row) => toLead(row, hours, duplicates.get(row.id) ?? [], now));
}

/**
 * A cursor carries `received_at::text` as the database wrote it (microseconds) and the id; an
 * edited one must not reach the database as an impossible time.
 */
const CURSOR_TS =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(raw: string | undefined): LeadCursor | undefined {
  if (!raw) return undefined;
  let decoded: unknown = null;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below like any other malformed cursor.
  }
  if (
    Array.isArray(decoded) &&
    decoded.length === 2 &&
    typeof decoded[0] === 'string' &&
    typeof decoded[1] === 'string'
  ) {
    const parts = CURSOR_TS.exec(decoded[0]);
    if (parts && isCalendarDate(parts[1]!) && UUID.test(decoded[1])) {
      return { receivedAt: decoded[0], id: decoded[1] };
    }
  }
  return fieldError('cursor', commonMessages.invalidData);
}

const encodeCursor = (row: LeadRow) =>
  Buffer.from(JSON.stringify([row.receivedAtText, row.id])).toString('base64url');

async function overdueCountOf(
  deps: Pick<AppDeps, 'db'>,
  agencyId: string,
  filter: LeadFilter,
  hours: OpeningHours,
) {
  const waiting = await waitingLeads(deps.db, agencyId, filter);
  const now = new Date();
  return waiting.filter((l) => isOverdue({ state: 'nouvelle', receivedAt: l.receivedAt }, hours, now)).length;
}

/** « Demandes »: newest first, filtered, with the counts per state, the overdue count and the median response. */
export async function listAgencyLeads(
  deps: AppDeps,
  scope: MemberScope,
  query: z.output<typeof leadListQuerySchema>,
): Promise<LeadList> {
  const { cursor, ...filter } = query;
  const after = decodeCursor(cursor);
  const hours = await openingHoursOf(deps, scope.agencyId);
  const since = new Date(Date.now() - MEDIAN_WINDOW_DAYS * 86_400_000);
  const [rows, counts, answered, overdueCount] = await Promise.all([
    listLeads(deps.db, scope.agencyId, filter, { limit: PAGE_SIZE + 1, after }),
    countLeadsByState(deps.db, scope.agencyId, filter),
    answeredSince(deps.db, scope.agencyId, since, filter),
    overdueCountOf(deps, scope.agencyId, filter, hours),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const countsByState = Object.fromEntries(LEAD_STATES.map((s) => [s, 0])) as Record<LeadState, number>;
  for (const c of counts) countsByState[c.state] = c.count;
  return {
    items: await toLeads(deps, scope.agencyId, page),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last) : null,
    counts: countsByState,
    medianResponseMinutes: median(
      answered.map((a) => businessMinutesBetween(a.receivedAt, a.firstResponseAt!, hours)),
    ),
    overdueCount,
  };
}

/** The nav badge and the dashboard's flag: new leads, new leads assigned to me, overdue leads. */
export async function leadSummary(deps: AppDeps, scope: MemberScope): Promise<LeadSummary> {
  const hours = await openingHoursOf(deps, scope.agencyId);
  const waiting = await waitingLeads(deps.db, scope.agencyId);
  const now = new Date();
  return {
    newCount: waiting.length,
    mineNewCount: waiting.filter((l) => l.assignedTo === scope.userId).length,
    overdueCount: waiting.filter((l) =>
      isOverdue({ state: 'nouvelle', receivedAt: l.receivedAt }, hours, now),
    ).length,
  };
}

async function requireLeadRow(deps: Pick<AppDeps, 'db'>, scope: MemberScope, id: string) {
  const row = await findLeadRow(deps.db, scope.agencyId, id);
  if (!row) throw leadNotFound();
  return row;
}

function eventLabel(
  event: { kind: string; detail: string | null },
  names: Awaited<ReturnType<typeof namesOf>>,
): string {
  const e = m.events;
  const detail = event.detail ?? '';
  switch (event.kind) {
    case 'recue':
      return e.recue(m.sources[detail as LeadSource] ?? detail);
    case 'etat':
      return e.etat(m.states[detail as LeadState] ?? detail);
    case 'assignee':
      return e.assignee(event.detail ? (names.members.get(detail) ?? m.unknownMember) : null);
    case 'fusionnee':
      return e.fusionnee(names.clients.get(detail) ?? m.unknownClient);
    case 'convertie':
      return e.convertie(names.clients.get(detail) ?? m.unknownClient);
    case 'visite_planifiee': {
      const [date, time] = detail.split(' ');
      return e.visite_planifiee(
        date && isCalendarDate(date) ? `${formatLongDate(date)}${time ? ` à ${time}` : ''}` : detail,
      );
    }
    case 'notifiee':
      return e.notifiee;
    default:
      return e.en_retard;
  }
}

/** A lead with its history. Viewing it is written to the access log, like a client's papers. */
export async function getLeadDetail(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip }: { id: string; ip?: string },
): Promise<LeadDetail> {
  const row = await requireLeadRow(deps, scope, id);
  if (ip !== undefined)
    await recordAccess(deps, scope, { kind: 'lead_view', ip, clientId: row.clientId, detail: id });
  return detailOf(deps, scope, row);
}

async function detailOf(deps: Pick<AppDeps, 'db'>, scope: MemberScope, row: LeadRow): Promise<LeadDetail> {
  const events = await listLeadEvents(deps.db, scope.agencyId, row.id);
  const names = await namesOf(deps.db, scope.agencyId, {
    members: events.filter((e) => e.kind === 'assignee' && e.detail).map((e) => e.detail!),
    clients: events
      .filter((e) => (e.kind === 'fusionnee' || e.kind === 'convertie') && e.detail)
      .map((e) => e.detail!),
  });
  const [lead] = await toLeads(deps, scope.agencyId, [row]);
  return {
    ...lead!,
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      at: e.at.toISOString(),
      by: e.byUserId ? (e.by ?? m.unknownMember) : null,
      detail: e.detail,
      label: eventLabel(e, names),
    })),
  };
}

const reload = async (deps: AppDeps, scope: MemberScope, id: string) =>
  detailOf(deps, scope, await requireLeadRow(deps, scope, id));

/** One transaction with the deps it runs on: its jobs are enqueued once it has committed. */
async function inTransaction<T>(
  deps: AppDeps,
  work: (txDeps: AppDeps, tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const deferred: (() => Promise<void>)[] = [];
  const jobs: JobQueue = {
    backend: deps.jobs.backend,
    enqueue: async (job, payload, options) => {
      deferred.push(() => deps.jobs.enqueue(job, payload, options));
    },
    start: (d, log) => deps.jobs.start(d, log),
    stop: (options) => deps.jobs.stop(options),
    runUntilIdle: () => deps.jobs.runUntilIdle(),
  };
  const result = await deps.db.transaction((tx) => work({ ...deps, db: tx as unknown as Db, jobs }, tx));
  for (const enqueue of deferred) await enqueue();
  return result;
}

/**
 * A state change (the first one away from `nouvelle` is the first response) and/or an assignment
 * (an active member of the agency, or nobody). Each change is an event; a no-op writes nothing.
 */
export async function updateAgencyLead(
  deps: AppDeps,
  scope: MemberScope,
  { id, state, assignedTo }: { id: string; state?: LeadState; assignedTo?: string | null },
): Promise<LeadDetail> {
  await inTransaction(deps, async (txDeps, tx) => {
    const lead = await lockLead(tx, scope.agencyId, id);
    if (!lead) throw leadNotFound();
    if (assignedTo !== undefined && assignedTo !== lead.assignedTo) {
      if (assignedTo !== null && !(await isActiveMember(tx, scope.agencyId, assignedTo))) {
        fieldError('assignedTo', m.memberInvalid);
      }
      await updateLead(tx, scope.agencyId, id, { assignedTo });
      await insertLeadEvent(tx, scope.agencyId, {
        leadId: id,
        kind: 'assignee',
        byUserId: scope.userId,
        detail: assignedTo,
      });
      if (assignedTo !== null && assignedTo !== scope.userId) {
        await notifyAssignee(txDeps, { agencyId: scope.agencyId, leadId: id, memberId: assignedTo });
      }
    }
    if (state !== undefined && state !== lead.state) await changeState(tx, scope, lead, state);
  });
  return reload(deps, scope, id);
}

async function changeState(
  tx: DbOrTx,
  scope: MemberScope,
  lead: { id: string; state: LeadState; firstResponseAt: Date | null },
  state: LeadState,
) {
  const now = new Date();
  const firstResponse = lead.state === 'nouvelle' && lead.firstResponseAt === null;
  await updateLead(tx, scope.agencyId, lead.id, {
    state,
    stateChangedAt: now,
    ...(firstResponse ? { firstResponseAt: now } : {}),
  });
  await insertLeadEvent(tx, scope.agencyId, {
    leadId: lead.id,
    kind: 'etat',
    byUserId: scope.userId,
    detail: state,
  });
}

/**
 * Attaches the lead to an existing client of the agency: both keep their own history; the client's
 * record lists the lead. A lead already merged may be re-pointed; the same client again is a no-op.
 */
export async function mergeLead(
  deps: AppDeps,
  scope: MemberScope,
  { id, clientId }: { id: string; clientId: string },
): Promise<LeadDetail> {
  await inTransaction(deps, async (txDeps, tx) => {
    const lead = await lockLead(tx, scope.agencyId, id);
    if (!lead) throw leadNotFound();
    if (lead.clientId === clientId) return;
    // Another agency's client is not found, like any other of its ids.
    if (!(await clientContact(txDeps, scope, { id: clientId }))) throw notFound(clientMessages.notFound);
    await updateLead(tx, scope.agencyId, id, { clientId });
    await insertLeadEvent(tx, scope.agencyId, {
      leadId: id,
      kind: 'fusionnee',
      byUserId: scope.userId,
      detail: clientId,
    });
  });
  return reload(deps, scope, id);
}

const rolesOfListing = (type: string | null): ClientRole[] =>
  type === 'Vente' ? ['acquereur'] : type === 'Location' ? ['locataire'] : [];

/** The first word of the name as the first name the client record requires (the name itself otherwise). */
function firstNameOf(name: string) {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return (first || name.trim() || '-').slice(0, 100);
}

async function convertLocked(
  txDeps: AppDeps,
  tx: DbOrTx,
  scope: MemberScope,
  id: string,
  withSearch: boolean,
): Promise<{ clientId: string; searchId: string | null }> {
  const lead = await lockLead(tx, scope.agencyId, id);
  if (!lead) throw leadNotFound();
  // Twice (or two at once: the lock queues them) answers the client the first one made.
  if (lead.clientId) return { clientId: lead.clientId, searchId: null };
  const email = lead.email?.trim() ?? '';
  if (!email) throw new AppError('VALIDATION_FAILED', m.convertNeedsEmail);
  const name = lead.name.trim().slice(0, 200) || email;
  const client = await createClient(txDeps, scope, {
    fullName: name,
    firstName: firstNameOf(name),
    email: email.slice(0, 254),
    phone: lead.phone?.trim().slice(0, 40) || null,
    birthDate: null,
    nationality: null,
    maritalStatus: null,
    profession: null,
    address: null,
    notes: m.clientHistoryNote(m.sources[lead.source]),
    roles: rolesOfListing(lead.propertyType),
    candidateStatus: null,
    leaseEndsOn: null,
  });
  await updateLead(tx, scope.agencyId, id, { clientId: client.id });
  await insertLeadEvent(tx, scope.agencyId, {
    leadId: id,
    kind: 'convertie',
    byUserId: scope.userId,
    detail: client.id,
  });
  let searchId: string | null = null;
  if (withSearch && lead.propertyId) {
    try {
      searchId = (
        await createSearchFromListing(txDeps, scope, { propertyId: lead.propertyId, clientId: client.id })
      ).id;
    } catch (err) {
      // A listing no search can be built from (its commune unknown) leaves the client without one:
      // the member adds a search by hand. Anything else undoes the whole conversion.
      if (!(err instanceof AppError) || err.code !== 'VALIDATION_FAILED') throw err;
    }
  }
  return { clientId: client.id, searchId };
}

/**
 * « Créer le client »: a client from the lead (roles from its listing's type), the lead merged into
 * it, and a search from its listing when it names one, all in one transaction. Idempotent: a lead
 * that already has a client answers it.
 */
export function convertLead(
  deps: AppDeps,
  scope: MemberScope,
  { id, withSearch }: { id: string; withSearch: boolean },
): Promise<{ clientId: string; searchId: string | null }> {
  return inTransaction(deps, (txDeps, tx) => convertLocked(txDeps, tx, scope, id, withSearch));
}

/**
 * « Planifier une visite »: the lead's client (converted first when it has none, in the same
 * transaction), the visit planned in the calendar, the lead moved to `visite_planifiee`.
 */
export async function planLeadVisit(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: z.output<typeof leadVisitInputSchema> },
): Promise<LeadDetail> {
  await inTransaction(deps, async (txDeps, tx) => {
    const lead = await lockLead(tx, scope.agencyId, id);
    if (!lead) throw leadNotFound();
    const propertyId = input.propertyId ?? lead.propertyId;
    if (!propertyId) fieldError('propertyId', m.visitPropertyRequired);
    const { clientId } = await convertLocked(txDeps, tx, scope, id, false);
    const client = await clientContact(txDeps, scope, { id: clientId });
    const visit = await planAppointment(txDeps, scope, {
      propertyId,
      date: input.date,
      startTime: input.startTime,
      durationMinutes: input.durationMinutes,
      description: input.description ?? m.visitDescription(lead.name.slice(0, 200)),
      clientId,
      clientName: client?.fullName ?? null,
      clientEmail: null,
      clientPhone: null,
    });
    // The client's matches with this listing say « visite planifiée » too, linked to the visit (as in « Rapprochements »).
    const matches = await matchesOfClient(txDeps, scope, { id: clientId });
    for (const match of matches.items) {
      if (match.propertyId !== propertyId || match.state === 'visite_planifiee') continue;
      await setMatchState(txDeps, scope, {
        searchId: match.searchId,
        propertyId,
        input: { state: 'visite_planifiee', dismissReason: null, visitId: visit.id },
      });
    }
    await insertLeadEvent(tx, scope.agencyId, {
      leadId: id,
      kind: 'visite_planifiee',
      byUserId: scope.userId,
      detail: `${input.date} ${input.startTime}`,
    });
    if (lead.state !== 'visite_planifiee') await changeState(tx, scope, lead, 'visite_planifiee');
  });
  return reload(deps, scope, id);
}

/** The client record's « Demandes »; 404 when the client is not the agency's. */
export async function leadsOfClient(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<ClientLeadList> {
  if (!(await clientContact(deps, scope, { id }))) throw notFound(clientMessages.notFound);
  const rows = await listLeads(deps.db, scope.agencyId, { clientId: id }, { limit: 500 });
  return { items: await toLeads(deps, scope.agencyId, rows) };
}

/** The raw e-mail a lead came from, for an authorised download (written to the access log). */
export async function openRawMessage(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip }: { id: string; ip: string },
) {
  const row = await requireLeadRow(deps, scope, id);
  if (!row.rawKey) throw notFound(m.rawNotFound);
  const object = await deps.storage.get(RAW_MESSAGE_BUCKET, row.rawKey);
  if (!object) throw notFound(m.rawNotFound);
  try {
    await recordAccess(deps, scope, { kind: 'lead_message', ip, clientId: row.clientId, detail: id });
  } catch (err) {
    object.body.destroy();
    throw err;
  }
  return { object, fileName: `demande-${row.receivedAt.toISOString().slice(0, 10)}.eml` };
}

/** Tells a member a lead was given to them (e-mail job; the in-app badge reads `leadSummary`). */
async function notifyAssignee(deps: AppDeps, target: { agencyId: string; leadId: string; memberId: string }) {
  await deps.jobs.enqueue(leadNotifyJob, target, { key: `lead-notify:${target.leadId}:${target.memberId}` });
}

// ---- the RGPD exports -------------------------------------------------------------------------

/** A lead as one flat row of an export (the client's own and the agency's). */
export interface LeadExportRow {
  id: string;
  receivedAt: string;
  source: string;
  channel: string;
  state: string;
  propertyName: string | null;
  listingReference: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  wantsVisit: string;
  consentGiven: string;
  consentText: string | null;
  clientId: string | null;
  assignedTo: string | null;
  firstResponseAt: string | null;
}

/** The export columns, in order, with their types (files/table `fieldColumns`). */
export const LEAD_EXPORT_FIELDS = [
  'id',
  'receivedAt',
  'source',
  'channel',
  'state',
  'propertyName',
  'listingReference',
  'name',
  'email',
  'phone',
  'message',
  'wantsVisit',
  'consentGiven',
  'consentText',
  'clientId',
  'assignedTo',
  'firstResponseAt',
] as const satisfies readonly (keyof LeadExportRow)[];
export const LEAD_EXPORT_TYPES = { receivedAt: 'datetime', firstResponseAt: 'datetime' } as const;

const yesNo = (v: boolean) => (v ? 'oui' : 'non');

function toExportRow(row: LeadRow): LeadExportRow {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    source: m.sources[row.source],
    channel: m.channels[row.channel],
    state: m.states[row.state],
    propertyName: row.propertyName,
    listingReference: row.listingReference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    wantsVisit: yesNo(row.wantsVisit),
    consentGiven: yesNo(row.consentGiven),
    consentText: row.consentText,
    clientId: row.clientId,
    assignedTo: row.assignedName,
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
  };
}

/**
 * The leads merged into or converted to this client, for their own export (`demandes.csv`), with
 * the raw e-mails they came from (`demandes/<id>.eml` in the archive; the storage key stays here).
 */
export async function clientLeadsToExport(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { clientId }: { clientId: string },
) {
  const rows = await leadsToExport(deps.db, scope.agencyId, clientId);
  const rawPath = (id: string) => `demandes/${id}.eml`;
  return {
    rows: rows.map((row) => ({ ...toExportRow(row), rawMessage: row.rawKey ? rawPath(row.id) : null })),
    rawFiles: rows.flatMap((row) =>
      row.rawKey ? [{ path: rawPath(row.id), bucket: RAW_MESSAGE_BUCKET, key: row.rawKey }] : [],
    ),
  };
}

/** Every lead of the agency, for the agency's archive. */
export async function agencyLeadsToExport(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  return (await leadsToExport(deps.db, scope.agencyId)).map(toExportRow);
}
