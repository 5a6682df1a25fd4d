import { randomBytes } from 'node:crypto';
import {
  clientMessages,
  clientPurposeEndsAt,
  DEFAULT_RETENTION,
  documentDeleteAfter,
  type PrivacyNotice,
  type PrivacySettings,
  type PurgeLogEntry,
  privacyMessages,
  type RetentionClient,
  type RetentionSettings,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { JobLogger } from '../../jobs/job';
import * as repo from './privacy.repo';
import { type AfterPurge, runClientPurgeHooks } from './client-purge-hooks';
import { type KnownPerson, type PersonalDetails, redactForExternal, redactPersonalDetails } from './redact';
import { forEachAgency } from '../../db/agency-scope';
import {
  advanceRetentionOffset,
  canMoveClock,
  clockOffsetMs,
  requireMovableClock,
} from '../demo-clock/demo-clock.service';

const DAY_MS = 24 * 3600 * 1000;
const PURGE_LOG_LIMIT = 200;
/** The notice's public address; the token is its only key. */
const NOTICE_PATH = '/informations-candidats/';

// ---- the retention clock ----------------------------------------------------------------------

/**
 * The time the agency's retention runs on: real time, plus its own offset for the demonstration
 * agency while DEMO_RETENTION_CLOCK is on. One agency's clock never moves another's.
 */
export async function retentionNow(deps: Pick<AppDeps, 'db' | 'config'>, agencyId: string): Promise<Date> {
  return new Date(Date.now() + (await clockOffsetMs(deps, agencyId, 'retention')));
}

// ---- settings ---------------------------------------------------------------------------------

const newNoticeToken = () => randomBytes(24).toString('base64url');

function retentionOf(row: repo.SettingsRow | null): RetentionSettings {
  if (!row) return DEFAULT_RETENTION;
  return {
    rejectedCandidateMonths: row.rejectedCandidateMonths,
    tenantFileYears: row.tenantFileYears,
    contractYears: row.contractYears,
  };
}

/** The agency's retention periods (the legal defaults until the head changes them). */
export async function agencyRetention(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  return retentionOf(await repo.findSettings(deps.db, scope.agencyId));
}

async function settingsDto(deps: AppDeps, row: repo.SettingsRow): Promise<PrivacySettings> {
  return {
    retention: retentionOf(row),
    noticePath: `${NOTICE_PATH}${row.noticeToken}`,
    now: (await retentionNow(deps, row.agencyId)).toISOString(),
    clockEnabled: await canMoveClock(deps, row.agencyId, 'retention'),
  };
}

export async function getPrivacySettings(deps: AppDeps, scope: MemberScope): Promise<PrivacySettings> {
  const row = await repo.ensureSettings(deps.db, scope.agencyId, {
    ...DEFAULT_RETENTION,
    noticeToken: newNoticeToken(),
  });
  return settingsDto(deps, row);
}

/** The bounds are the schema's and the table's CHECK: the API and the database both refuse more. */
export async function updatePrivacySettings(deps: AppDeps, scope: MemberScope, input: RetentionSettings) {
  await repo.ensureSettings(deps.db, scope.agencyId, { ...DEFAULT_RETENTION, noticeToken: newNoticeToken() });
  await repo.updateSettings(deps.db, scope.agencyId, input);
  return getPrivacySettings(deps, scope);
}

/**
 * The agency's public information notice address, for pages that link it to people who are not
 * members (the public site's contact forms, issue 29); the notice is made on first use.
 */
export async function agencyNoticePath(deps: Pick<AppDeps, 'db'>, agencyId: string): Promise<string> {
  const row = await repo.ensureSettings(deps.db, agencyId, {
    ...DEFAULT_RETENTION,
    noticeToken: newNoticeToken(),
  });
  return `${NOTICE_PATH}${row.noticeToken}`;
}

export async function privacyNotice(deps: AppDeps, { token }: { token: string }): Promise<PrivacyNotice> {
  const row = await repo.findNotice(deps.db, token);
  if (!row) throw notFound(privacyMessages.noticeNotFound);
  return {
    agencyName: row.agencyName,
    address: row.address,
    zip: row.zip,
    city: row.city,
    retention: {
      rejectedCandidateMonths: row.rejectedCandidateMonths,
      tenantFileYears: row.tenantFileYears,
      contractYears: row.contractYears,
    },
  };
}

// ---- purge log --------------------------------------------------------------------------------

/** A client as the log names them: never by name, by the start of their record's id. */
const clientRef = (clientId: string) => clientId.slice(0, 8).toUpperCase();

/**
 * Leads erased at the end of their retention (the leads module's daily round), one line each in the
 * head's journal, by a short reference like a client's: the proof names no one.
 */
export async function logLeadsPastRetention(db: DbOrTx, agencyId: string, leadIds: readonly string[]) {
  await repo.insertPurgeLog(
    db,
    agencyId,
    leadIds.map((id) => ({
      kind: 'lead_expired' as const,
      actorUserId: null,
      clientRef: clientRef(id),
      documentType: null,
      documentsDeleted: 0,
      historyAnonymised: 0,
    })),
  );
}

/**
 * Signature requests erased ten years on (the signatures module's daily round): one line each, by
 * the start of the request's id, with the number of stored files removed (document, sealed PDF,
 * proof file, drawn signatures).
 */
export async function logSignaturesPastRetention(
  db: DbOrTx,
  agencyId: string,
  requests: readonly { id: string; files: number }[],
) {
  await repo.insertPurgeLog(
    db,
    agencyId,
    requests.map((r) => ({
      kind: 'signature_expired' as const,
      actorUserId: null,
      clientRef: clientRef(r.id),
      documentType: null,
      documentsDeleted: r.files,
      historyAnonymised: 0,
    })),
  );
}

/**
 * Fee invoices erased ten years after their issue (the invoices module's daily round): one line
 * each, by the invoice's reference (« FH-000012 », which names no one), with its PDF.
 */
export async function logInvoicesPastRetention(db: DbOrTx, agencyId: string, references: readonly string[]) {
  await repo.insertPurgeLog(
    db,
    agencyId,
    references.map((reference) => ({
      kind: 'invoice_expired' as const,
      actorUserId: null,
      clientRef: reference,
      documentType: null,
      documentsDeleted: 1,
      historyAnonymised: 0,
    })),
  );
}

export async function purgeLogOf(deps: AppDeps, scope: MemberScope): Promise<{ items: PurgeLogEntry[] }> {
  const rows = await repo.listPurgeLog(deps.db, scope.agencyId, PURGE_LOG_LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      kind: r.kind,
      actorName: r.actorFirstName ? `${r.actorFirstName} ${r.actorLastName ?? ''}`.trim() : null,
      clientRef: r.clientRef,
      documentType: r.documentType,
      documentsDeleted: r.documentsDeleted,
      historyAnonymised: r.historyAnonymised,
    })),
  };
}

// ---- shared by the purge and the erasure ------------------------------------------------------

/** The history entries that name the person keep their facts and lose who it was. */
async function anonymiseHistory(db: DbOrTx, agencyId: string, person: PersonalDetails & { id: string }) {
  const entries = await repo.historyNamingClient(db, agencyId, person);
  for (const entry of entries) {
    await repo.anonymiseHistoryEntry(db, agencyId, {
      id: entry.id,
      clientName: privacyMessages.anonymisedName,
      description: redactPersonalDetails(entry.description, person, privacyMessages.erasedMention),
    });
  }
  return entries.length;
}

/** Files go after the rows: a failure leaves files no row names, which the orphan sweep removes. */
async function deleteClientFiles(deps: AppDeps, keys: string[], log: Pick<JobLogger, 'error'>) {
  if (keys.length === 0) return;
  try {
    await deps.storage.delete('client-documents', keys);
  } catch (err) {
    log.error(
      { err, count: keys.length },
      'purged client files could not be removed (the orphan sweep will)',
    );
  }
}

// ---- the daily purge --------------------------------------------------------------------------

/**
 * One agency's purge at `now`: expired client documents (rows, then files), then the rejected
 * candidates left without purpose are anonymised. Each step is written to the purge log in the
 * same transaction as the change it records.
 */
export async function purgeAgency(deps: AppDeps, agencyId: string, now: Date, log: JobLogger) {
  const settings = retentionOf(await repo.findSettings(deps.db, agencyId));
  const deleted = await deps.db.transaction(async (tx) => {
    const documents = await repo.clientDocumentsForRetention(tx, agencyId);
    const expired = documents.filter((d) => {
      const at = documentDeleteAfter(
        { documentType: d.documentType!, uploadedAt: d.uploadedAt },
        d,
        settings,
      );
      return at !== null && at <= now;
    });
    const rows = await repo.deleteDocuments(
      tx,
      agencyId,
      expired.map((d) => d.id),
    );
    await repo.insertPurgeLog(
      tx,
      agencyId,
      rows.map((r) => ({
        kind: 'document_expired' as const,
        actorUserId: null,
        clientRef: clientRef(r.clientId!),
        documentType: r.documentType,
        documentsDeleted: 1,
        historyAnonymised: 0,
      })),
    );
    return rows;
  });
  await deleteClientFiles(
    deps,
    deleted.map((r) => r.storageKey),
    log,
  );

  let anonymised = 0;
  for (const candidate of await repo.rejectedCandidatesWithoutDocuments(deps.db, agencyId)) {
    const ends = clientPurposeEndsAt(candidate, settings);
    if (!ends || ends > now) continue;
    const after = await anonymiseCandidate(deps, agencyId, candidate.id, now, log);
    if (after === null) continue;
    for (const work of after) await work(deps);
    anonymised += 1;
  }
  return { documentsDeleted: deleted.length, clientsAnonymised: anonymised };
}

/**
 * One candidate anonymised at the end of their purpose, in one transaction; null when a module's
 * purge hook refuses (a client party to an open sale or rental file keeps a purpose): they are
 * left as they are and looked at again by the next purge.
 */
async function anonymiseCandidate(
  deps: AppDeps,
  agencyId: string,
  candidateId: string,
  now: Date,
  log: JobLogger,
): Promise<AfterPurge[] | null> {
  try {
    return await deps.db.transaction(async (tx): Promise<AfterPurge[]> => {
      const person = await repo.lockClientDetails(tx, agencyId, candidateId);
      if (!person || person.anonymisedAt) return [];
      const history = await anonymiseHistory(tx, agencyId, person);
      const then = await runClientPurgeHooks(tx, { agencyId, clientId: person.id });
      await repo.anonymiseClient(tx, agencyId, person.id, now, privacyMessages.anonymisedName);
      await repo.insertPurgeLog(tx, agencyId, [
        {
          kind: 'client_anonymised',
          actorUserId: null,
          clientRef: clientRef(person.id),
          documentType: null,
          documentsDeleted: 0,
          historyAnonymised: history,
        },
      ]);
      return then;
    });
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
    log.info({ agencyId, clientRef: clientRef(candidateId) }, 'client kept: party to an open file');
    return null;
  }
}

/** Every agency's purge (the daily job); one agency's failure does not stop the others, then fails the run. */
export async function runRetentionPurge(deps: AppDeps, log: JobLogger) {
  let failures = 0;
  await forEachAgency(
    () => repo.agenciesWithClients(deps.db),
    async (agencyId) => {
      try {
        const done = await purgeAgency(deps, agencyId, await retentionNow(deps, agencyId), log);
        if (done.documentsDeleted + done.clientsAnonymised > 0)
          log.info({ agencyId, ...done }, 'retention purge');
      } catch (err) {
        failures += 1;
        log.error({ err, agencyId }, 'retention purge failed for an agency');
      }
    },
  );
  if (failures > 0) throw new Error(`retention purge failed for ${failures} agencies`);
}

/**
 * The demonstration agency's head moves its own retention clock on (DEMO_RETENTION_CLOCK), then its
 * own purge runs at its new time; no other agency's clock or data is touched.
 */
export async function advanceRetentionClock(
  deps: AppDeps,
  scope: MemberScope,
  { days }: { days: number },
  log: JobLogger,
) {
  await requireMovableClock(deps, scope.agencyId, 'retention', privacyMessages);
  await advanceRetentionOffset(deps, scope.agencyId, days * DAY_MS);
  await purgeAgency(deps, scope.agencyId, await retentionNow(deps, scope.agencyId), log);
  return getPrivacySettings(deps, scope);
}

// ---- erasure (RGPD art. 17) -------------------------------------------------------------------

/**
 * « Effacer les données de ce client »: the client, their documents and files go, the history
 * entries that named them stay without their name, e-mail and phone. Register lines keep the
 * mandator's name and address (the law keeps the register ten years); only their link goes.
 * The modules whose records name clients do their part through their purge hooks (inspections).
 */
export async function eraseClient(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
  log: Pick<JobLogger, 'error'>,
) {
  const erased = await deps.db.transaction(async (tx) => {
    const person = await repo.lockClientDetails(tx, scope.agencyId, id);
    if (!person) return null;
    const fileKeys = await repo.clientDocumentKeys(tx, scope.agencyId, id);
    const history = await anonymiseHistory(tx, scope.agencyId, person);
    const after = await runClientPurgeHooks(tx, { agencyId: scope.agencyId, clientId: id });
    await repo.deleteClient(tx, scope.agencyId, id);
    await repo.insertPurgeLog(tx, scope.agencyId, [
      {
        kind: 'client_erased',
        actorUserId: scope.userId,
        clientRef: clientRef(id),
        documentType: null,
        documentsDeleted: fileKeys.length,
        historyAnonymised: history,
      },
    ]);
    return { fileKeys, after };
  });
  if (!erased) throw notFound(clientMessages.notFound);
  await deleteClientFiles(deps, erased.fileKeys, log);
  for (const work of erased.after) await work(deps);
}

/** When each of a client's documents goes, for the client record. */
export function deleteAfterOf(
  document: { documentType: string | null; uploadedAt: string },
  client: RetentionClient,
  settings: RetentionSettings,
): string | null {
  if (!document.documentType) return null;
  return (
    documentDeleteAfter(
      { documentType: document.documentType, uploadedAt: new Date(document.uploadedAt) },
      client,
      settings,
    )?.toISOString() ?? null
  );
}

// ---- redaction before a text leaves the agency ------------------------------------------------

/**
 * The redaction every text leaving the agency goes through (an external AI call, a portal's ad):
 * the agency's clients' names, plus `extraPersons` (a review's authors), and every e-mail, phone,
 * door code, IBAN and street address, each replaced by its French placeholder.
 */
export async function personalDataRedactor(
  deps: Pick<AppDeps, 'db'>,
  agencyId: string,
  extraPersons: readonly KnownPerson[] = [],
): Promise<(text: string) => string> {
  const persons = [...(await repo.knownPersonNames(deps.db, agencyId)), ...extraPersons];
  return (text) => redactForExternal(text, persons, privacyMessages.redacted);
}
