import { asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SignatureEventKind, SignatureRequestStatus } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import {
  clients,
  sealCertificates,
  signatureEvents,
  signatureRequests,
  signatureSigners,
  users,
} from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;
export type SignatureEventRow = typeof signatureEvents.$inferSelect;

export async function insertRequest(
  tx: DbOrTx,
  agencyId: string,
  values: Omit<typeof signatureRequests.$inferInsert, 'agencyId'>,
): Promise<SignatureRequestRow> {
  const [row] = await tx.insert(signatureRequests).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export async function insertSigners(
  tx: DbOrTx,
  agencyId: string,
  values: Omit<typeof signatureSigners.$inferInsert, 'agencyId'>[],
): Promise<SignerRow[]> {
  return tx
    .insert(signatureSigners)
    .values(values.map((v) => tenantRow(agencyId, v)))
    .returning();
}

export async function insertEvent(
  tx: DbOrTx,
  agencyId: string,
  values: Omit<typeof signatureEvents.$inferInsert, 'agencyId'>,
): Promise<void> {
  await tx.insert(signatureEvents).values(tenantRow(agencyId, values));
}

export async function findRequests(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(signatureRequests)
    .where(tenantWhere(signatureRequests, agencyId, inArray(signatureRequests.id, [...ids])))
    .orderBy(desc(signatureRequests.createdAt));
}

export async function listSignersOf(db: DbOrTx, agencyId: string, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(signatureSigners)
    .where(tenantWhere(signatureSigners, agencyId, inArray(signatureSigners.requestId, [...requestIds])))
    .orderBy(asc(signatureSigners.requestId), asc(signatureSigners.position));
}

export async function listRequests(
  db: DbOrTx,
  agencyId: string,
  filter: { status?: SignatureRequestStatus; limit: number },
) {
  return db
    .select()
    .from(signatureRequests)
    .where(
      tenantWhere(
        signatureRequests,
        agencyId,
        filter.status ? eq(signatureRequests.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(signatureRequests.createdAt))
    .limit(filter.limit);
}

export async function findRequest(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(tenantWhere(signatureRequests, agencyId, eq(signatureRequests.id, id)));
  return row ?? null;
}

/** The request row locked until the transaction ends: one signature, refusal or cancel at a time. */
export async function lockRequest(tx: DbOrTx, agencyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(signatureRequests)
    .where(tenantWhere(signatureRequests, agencyId, eq(signatureRequests.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateRequest(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  values: Partial<Omit<typeof signatureRequests.$inferInsert, 'agencyId' | 'id'>>,
  onlyIf?: { status: SignatureRequestStatus },
): Promise<boolean> {
  const rows = await tx
    .update(signatureRequests)
    .set(values)
    .where(
      tenantWhere(
        signatureRequests,
        agencyId,
        eq(signatureRequests.id, id),
        onlyIf ? eq(signatureRequests.status, onlyIf.status) : undefined,
      ),
    )
    .returning({ id: signatureRequests.id });
  return rows.length > 0;
}

export async function findSigner(db: DbOrTx, agencyId: string, requestId: string, signerId: string) {
  const [row] = await db
    .select()
    .from(signatureSigners)
    .where(
      tenantWhere(
        signatureSigners,
        agencyId,
        eq(signatureSigners.requestId, requestId),
        eq(signatureSigners.id, signerId),
      ),
    );
  return row ?? null;
}

export async function updateSigner(
  tx: DbOrTx,
  agencyId: string,
  signerId: string,
  values: Partial<Omit<typeof signatureSigners.$inferInsert, 'agencyId' | 'id' | 'requestId'>>,
) {
  await tx
    .update(signatureSigners)
    .set(values)
    .where(tenantWhere(signatureSigners, agencyId, eq(signatureSigners.id, signerId)));
}

/** A wrong code counted atomically: two guesses at once never both see the same count. */
export async function countFailedCode(tx: DbOrTx, agencyId: string, signerId: string): Promise<number> {
  const [row] = await tx
    .update(signatureSigners)
    .set({ codeAttempts: sql`${signatureSigners.codeAttempts} + 1` })
    .where(tenantWhere(signatureSigners, agencyId, eq(signatureSigners.id, signerId)))
    .returning({ attempts: signatureSigners.codeAttempts });
  return row?.attempts ?? 0;
}

/**
 * The signing page's secret names one signer across agencies (the `signingLink` binding): its
 * agency and request only, everything else is then read bound to that agency.
 */
export async function findSignerByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      agencyId: signatureSigners.agencyId,
      requestId: signatureSigners.requestId,
      signerId: signatureSigners.id,
    })
    .from(signatureSigners)
    .where(eq(signatureSigners.accessTokenHash, tokenHash));
  return row ?? null;
}

export async function listEvents(db: DbOrTx, agencyId: string, requestId: string) {
  return db
    .select({
      kind: signatureEvents.kind,
      at: signatureEvents.at,
      signerId: signatureEvents.signerId,
      signerName: signatureSigners.name,
      ip: signatureEvents.ip,
      userAgent: signatureEvents.userAgent,
      detail: signatureEvents.detail,
    })
    .from(signatureEvents)
    .leftJoin(signatureSigners, eq(signatureSigners.id, signatureEvents.signerId))
    .where(tenantWhere(signatureEvents, agencyId, eq(signatureEvents.requestId, requestId)))
    .orderBy(asc(signatureEvents.at), asc(signatureEvents.id));
}

/** A signer's events of one kind since a moment, newest first (the code's rate limit, a link's first opening). */
export async function eventsSince(
  db: DbOrTx,
  agencyId: string,
  signerId: string,
  kind: SignatureEventKind,
  since: Date,
) {
  return db
    .select({ at: signatureEvents.at })
    .from(signatureEvents)
    .where(
      tenantWhere(
        signatureEvents,
        agencyId,
        eq(signatureEvents.signerId, signerId),
        eq(signatureEvents.kind, kind),
        sql`${signatureEvents.at} >= ${since.toISOString()}`,
      ),
    )
    .orderBy(desc(signatureEvents.at));
}

export async function findRequestBySealedSha(db: DbOrTx, agencyId: string, sha256: string) {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(tenantWhere(signatureRequests, agencyId, eq(signatureRequests.sealedSha256, sha256)));
  return row ?? null;
}

/** Requests in `sealing` whose last signature is older than `before`: their job may have died with its process. */
export async function listStaleSealing(db: DbOrTx, agencyId: string, before: Date) {
  return db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      tenantWhere(
        signatureRequests,
        agencyId,
        eq(signatureRequests.status, 'sealing'),
        sql`not exists (select 1 from ${signatureSigners} where ${signatureSigners.requestId} = ${signatureRequests.id} and ${signatureSigners.signedAt} >= ${before.toISOString()})`,
      ),
    );
}

export async function listExpiredRequests(db: DbOrTx, agencyId: string, today: string) {
  return db
    .select()
    .from(signatureRequests)
    .where(tenantWhere(signatureRequests, agencyId, lte(signatureRequests.retainUntil, today)));
}

export async function deleteRequests(tx: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(signatureRequests)
    .where(tenantWhere(signatureRequests, agencyId, inArray(signatureRequests.id, [...ids])));
}

export async function listCompletedRequests(db: DbOrTx, agencyId: string) {
  return db
    .select()
    .from(signatureRequests)
    .where(tenantWhere(signatureRequests, agencyId, eq(signatureRequests.status, 'completed')))
    .orderBy(asc(signatureRequests.createdAt));
}

/** What a client signed (their own data export): the requests where they are a signer. */
export async function listSignedByClient(db: DbOrTx, agencyId: string, clientId: string) {
  return db
    .select({
      requestId: signatureRequests.id,
      title: signatureRequests.title,
      status: signatureRequests.status,
      createdAt: signatureRequests.createdAt,
      completedAt: signatureRequests.completedAt,
      signerStatus: signatureSigners.status,
      signedAt: signatureSigners.signedAt,
      role: signatureSigners.role,
    })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .where(tenantWhere(signatureSigners, agencyId, eq(signatureSigners.clientId, clientId)))
    .orderBy(asc(signatureRequests.createdAt));
}

/** The member who made the request, to be told of what happens to it. */
export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export async function findSealCertificate(db: DbOrTx) {
  const [row] = await db.select().from(sealCertificates).where(eq(sealCertificates.id, 1));
  return row ?? null;
}

/** Race-safe: the first process to make the installation's certificate keeps it; the others read it. */
export async function insertSealCertificate(
  db: DbOrTx,
  values: { certificatePem: string; privateKeyPem: string },
) {
  await db
    .insert(sealCertificates)
    .values({ id: 1, ...values })
    .onConflictDoNothing({ target: sealCertificates.id });
}

/** How many of these clients are this agency's (a signer named as another agency's client is refused). */
export async function countAgencyClients(db: DbOrTx, agencyId: string, clientIds: readonly string[]) {
  if (clientIds.length === 0) return 0;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(tenantWhere(clients, agencyId, inArray(clients.id, [...clientIds])));
  return rows.length;
}
