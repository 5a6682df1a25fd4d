import type { PurgeLogKind, RetentionSettings } from '@immopilote/contracts';
import { desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  agencies,
  clients,
  documents,
  privacySettings,
  profiles,
  propertyHistory,
  purgeLog,
} from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

// ---- settings ---------------------------------------------------------------------------------

export type SettingsRow = typeof privacySettings.$inferSelect;

/*
 * privacy_settings is read by its token from the public notice (no agency in that request), like
 * calendar_feeds; every other access names the agency's primary key.
 */

/** The agency's row, created with the legal defaults and a fresh token on first use. */
export async function ensureSettings(
  db: DbOrTx,
  agencyId: string,
  defaults: RetentionSettings & { noticeToken: string },
): Promise<SettingsRow> {
  await db
    .insert(privacySettings)
    .values(tenantRow(agencyId, defaults))
    .onConflictDoNothing({ target: privacySettings.agencyId });
  const [row] = await db.select().from(privacySettings).where(tenantWhere(privacySettings, agencyId));
  return row!;
}

export async function findSettings(db: DbOrTx, agencyId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(privacySettings).where(tenantWhere(privacySettings, agencyId));
  return row ?? null;
}

export async function updateSettings(db: DbOrTx, agencyId: string, values: RetentionSettings) {
  await db
    .update(privacySettings)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(privacySettings, agencyId));
}

export async function findNotice(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      agencyName: agencies.name,
      address: agencies.address,
      zip: agencies.zip,
      city: agencies.city,
      rejectedCandidateMonths: privacySettings.rejectedCandidateMonths,
      tenantFileYears: privacySettings.tenantFileYears,
      contractYears: privacySettings.contractYears,
    })
    .from(privacySettings)
    .innerJoin(agencies, eq(agencies.id, privacySettings.agencyId))
    .where(eq(privacySettings.noticeToken, token))
    .limit(1);
  return row ?? null;
}

// ---- purge log --------------------------------------------------------------------------------

export interface PurgeLogValues {
  kind: PurgeLogKind;
  actorUserId: string | null;
  clientRef: string;
  documentType: string | null;
  documentsDeleted: number;
  historyAnonymised: number;
}

export async function insertPurgeLog(db: DbOrTx, agencyId: string, rows: readonly PurgeLogValues[]) {
  if (rows.length === 0) return;
  await db.insert(purgeLog).values(rows.map((r) => tenantRow(agencyId, r)));
}

export async function listPurgeLog(db: DbOrTx, agencyId: string, limit: number) {
  return db
    .select({
      id: purgeLog.id,
      at: purgeLog.createdAt,
      kind: purgeLog.kind,
      actorFirstName: profiles.firstName,
      actorLastName: profiles.lastName,
      clientRef: purgeLog.clientRef,
      documentType: purgeLog.documentType,
      documentsDeleted: purgeLog.documentsDeleted,
      historyAnonymised: purgeLog.historyAnonymised,
    })
    .from(purgeLog)
    .leftJoin(profiles, eq(profiles.id, purgeLog.actorUserId))
    .where(tenantWhere(purgeLog, agencyId))
    .orderBy(desc(purgeLog.createdAt), desc(purgeLog.id))
    .limit(limit);
}

// ---- what the purge reads and deletes ----------------------------------------------------------

/** Agencies the daily purge visits: those with client documents or clients to look at. */
export async function agenciesWithClients(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`exists (select 1 from ${clients} where ${clients.agencyId} = ${agencies.id})`);
  return rows.map((r) => r.id);
}

const retentionClientColumns = {
  roles: clients.roles,
  candidateStatus: clients.candidateStatus,
  candidateStatusChangedAt: clients.candidateStatusChangedAt,
  leaseEndsOn: clients.leaseEndsOn,
};

/**
 * Every client document of the agency with what its retention depends on, the clients locked for
 * the purge's transaction: a status changed meanwhile waits, so nothing is deleted on stale facts.
 */
export async function clientDocumentsForRetention(db: DbOrTx, agencyId: string) {
  return db
    .select({
      id: documents.id,
      clientId: clients.id,
      storageKey: documents.storageKey,
      documentType: documents.documentType,
      uploadedAt: documents.uploadedAt,
      ...retentionClientColumns,
    })
    .from(documents)
    .innerJoin(clients, eq(clients.id, documents.clientId))
    .where(
      tenantWhere(documents, agencyId, tenantWhere(clients, agencyId), isNotNull(documents.documentType)),
    )
    .for('update', { of: clients });
}

/** Deletes these documents of the agency (those still there) and says which went. */
export async function deleteDocuments(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(documents)
    .where(tenantWhere(documents, agencyId, inArray(documents.id, [...ids])))
    .returning({
      id: documents.id,
      clientId: documents.clientId,
      storageKey: documents.storageKey,
      documentType: documents.documentType,
    });
}

/** Rejected candidates not yet anonymised, with no document left. */
export async function rejectedCandidatesWithoutDocuments(db: DbOrTx, agencyId: string) {
  return db
    .select({ id: clients.id, ...retentionClientColumns })
    .from(clients)
    .where(
      tenantWhere(
        clients,
        agencyId,
        isNull(clients.anonymisedAt),
        eq(clients.candidateStatus, 'non_retenu'),
        sql`not exists (select 1 from ${documents} where ${documents.clientId} = ${clients.id})`,
      ),
    );
}

// ---- one client: lock, personal details, history, delete ----------------------------------------

export async function lockClientDetails(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select({
      id: clients.id,
      fullName: clients.fullName,
      firstName: clients.firstName,
      email: clients.email,
      phone: clients.phone,
      anonymisedAt: clients.anonymisedAt,
    })
    .from(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)))
    .for('update');
  return row ?? null;
}

export async function clientDocumentKeys(db: DbOrTx, agencyId: string, clientId: string) {
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(tenantWhere(documents, agencyId, eq(documents.clientId, clientId)));
  return rows.map((r) => r.key);
}

/** The history entries that name the client: linked to the record, or typed by hand with the same e-mail. */
export async function historyNamingClient(
  db: DbOrTx,
  agencyId: string,
  client: { id: string; email: string },
) {
  const byEmail = client.email
    ? sql`lower(${propertyHistory.clientEmail}) = lower(${client.email})`
    : undefined;
  return db
    .select({ id: propertyHistory.id, description: propertyHistory.description })
    .from(propertyHistory)
    .where(
      tenantWhere(
        propertyHistory,
        agencyId,
        byEmail
          ? sql`(${propertyHistory.clientId} = ${client.id} or ${byEmail})`
          : eq(propertyHistory.clientId, client.id),
      ),
    );
}

export async function anonymiseHistoryEntry(
  db: DbOrTx,
  agencyId: string,
  entry: { id: string; description: string; clientName: string },
) {
  await db
    .update(propertyHistory)
    .set({
      clientName: entry.clientName,
      clientEmail: null,
      clientPhone: null,
      description: entry.description,
    })
    .where(tenantWhere(propertyHistory, agencyId, eq(propertyHistory.id, entry.id)));
}

/** Keeps the record (its roles and dates) and drops everything that identifies the person. */
export async function anonymiseClient(db: DbOrTx, agencyId: string, id: string, at: Date, name: string) {
  await db
    .update(clients)
    .set({
      fullName: name,
      firstName: '',
      email: '',
      phone: null,
      phoneDigits: null,
      birthDate: null,
      nationality: null,
      maritalStatus: null,
      profession: null,
      address: null,
      notes: null,
      clientScore: null,
      leaseEndsOn: null,
      anonymisedAt: at,
    })
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)));
}

/** Deletes the client; its documents go by cascade, mandators and history lose the link (set null). */
export async function deleteClient(db: DbOrTx, agencyId: string, id: string) {
  const rows = await db
    .delete(clients)
    .where(tenantWhere(clients, agencyId, eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length > 0;
}

// ---- redaction --------------------------------------------------------------------------------

/** The names of the agency's clients still identified (an anonymised one has no name left to hide). */
export async function knownPersonNames(db: DbOrTx, agencyId: string) {
  return db
    .select({ fullName: clients.fullName, firstName: clients.firstName })
    .from(clients)
    .where(tenantWhere(clients, agencyId, isNull(clients.anonymisedAt)));
}
