import { createHash } from 'node:crypto';
import {
  addMonthsToDate,
  parisToday,
  SIGNATURE_RETENTION_YEARS,
  type SignatureDocumentKind,
  type SignatureRequestSummary,
  type SignerRole,
  signatureMessages,
} from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { objectKey } from '../../storage/storage';
import * as repo from './signatures.repo';

/**
 * The signature service as the modules that draw documents use it (issue 30): a mandate or a
 * visit slip makes a request here, in its own transaction, and reads the requests' state back.
 */

export interface SignerInput {
  role: SignerRole;
  name: string;
  email: string;
  phone: string | null;
  clientId?: string | null;
  /** The member who signs for the agency. */
  userId?: string | null;
}

export interface NewSignatureRequest {
  documentKind: SignatureDocumentKind;
  subjectId: string;
  title: string;
  agencyName: string;
  /** The whole document as drawn (the register number already printed on a mandate). */
  pdf: Buffer;
  pageCount: number;
  /** In signing order: each signs once the one before has. */
  signers: readonly SignerInput[];
  /** Loi Hamon: the page offers the written request to start within the retraction period. */
  offersEarlyStart?: boolean;
}

export const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Stores the document and writes the request, its signers and the « created » event within the
 * caller's transaction (`tx`): a failure leaves no request, and the stored file is swept as an
 * orphan. Nobody is told yet: the caller (or the agent) sends the first link or opens the device.
 */
export async function createSignatureRequest(
  deps: Pick<AppDeps, 'storage'>,
  tx: DbOrTx,
  scope: { agencyId: string; userId: string },
  input: NewSignatureRequest,
  request: { ip: string | null; userAgent: string | null },
): Promise<{ id: string }> {
  // A signer named as a client must be one of this agency's: another agency's client is a 404,
  // checked here whatever module makes the request (the database's boundary would hide the row,
  // but a foreign key does not look through it).
  const clientIds = [...new Set(input.signers.flatMap((s) => (s.clientId ? [s.clientId] : [])))];
  if ((await repo.countAgencyClients(tx, scope.agencyId, clientIds)) !== clientIds.length) {
    throw new AppError('NOT_FOUND', signatureMessages.errors.signerClientNotFound);
  }
  const id = crypto.randomUUID();
  const originalKey = objectKey(scope.agencyId, id, 'original.pdf');
  await deps.storage.put('signatures', originalKey, input.pdf, 'application/pdf');
  const originalSha256 = sha256Hex(input.pdf);
  await repo.insertRequest(tx, scope.agencyId, {
    id,
    documentKind: input.documentKind,
    subjectId: input.subjectId,
    title: input.title,
    agencyName: input.agencyName,
    originalKey,
    originalSha256,
    originalPages: input.pageCount,
    offersEarlyStart: input.offersEarlyStart ?? false,
    createdBy: scope.userId,
    retainUntil: addMonthsToDate(parisToday(), SIGNATURE_RETENTION_YEARS * 12),
  });
  await repo.insertSigners(
    tx,
    scope.agencyId,
    input.signers.map((signer, index) => ({
      requestId: id,
      position: index + 1,
      role: signer.role,
      name: signer.name,
      email: signer.email,
      phone: signer.phone,
      clientId: signer.clientId ?? null,
      userId: signer.userId ?? null,
    })),
  );
  await repo.insertEvent(tx, scope.agencyId, {
    requestId: id,
    kind: 'created',
    ip: request.ip,
    userAgent: request.userAgent,
    detail: { sha256: originalSha256, pages: input.pageCount, signers: input.signers.length },
  });
  return { id };
}

/** The requests' state for the pages that show them (a mandate's line, a visit), by id. */
export async function signatureSummaries(
  deps: Pick<AppDeps, 'db'>,
  agencyId: string,
  ids: readonly string[],
): Promise<Map<string, SignatureRequestSummary>> {
  const rows = await repo.findRequests(deps.db, agencyId, ids);
  const signers = await repo.listSignersOf(
    deps.db,
    agencyId,
    rows.map((r) => r.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      toSummary(
        row,
        signers.filter((s) => s.requestId === row.id),
      ),
    ]),
  );
}

export function toSummary(row: repo.SignatureRequestRow, signers: repo.SignerRow[]): SignatureRequestSummary {
  const current = row.status === 'pending' ? signers.find((s) => s.status === 'waiting') : undefined;
  return {
    id: row.id,
    documentKind: row.documentKind,
    subjectId: row.subjectId,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedReason: row.closedReason,
    signers: signers.map((s) => ({
      id: s.id,
      position: s.position,
      role: s.role,
      name: s.name,
      email: s.email,
      status: s.status,
      method: s.method,
      current: s.id === current?.id,
      signedAt: s.signedAt?.toISOString() ?? null,
      refusedAt: s.refusedAt?.toISOString() ?? null,
      refusalReason: s.refusalReason,
    })),
  };
}
