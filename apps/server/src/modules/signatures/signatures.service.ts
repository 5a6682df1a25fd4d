import {
  type SignatureDocumentKind,
  type SignatureFile,
  type SignatureRequest,
  type SignatureRequestStatus,
  type SignatureVerifyResult,
  leaseSigningMessages,
  signatureMessages as m,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { UploadedFile } from '../../multipart';
import { recordAccess } from '../access-log/access-log.service';
import { inspectSeal } from './pdf-seal-inspect';
import { sha256Hex, toSummary } from './signature-requests';
import { type Actor, closeRequest, issueAccess, mailLink, readStored, signingUrl } from './signature-steps';
import * as repo from './signatures.repo';

/**
 * Signature requests as the agency follows them (issue 30): the list, one request with its trail,
 * a signer's link or the agent's device, cancelling, the files, and « Vérifier un document ».
 * A mandate's or an inspection's request is for the members who may add properties (and the head),
 * like the documents themselves; a visit slip's for every member.
 */

const LIST_LIMIT = 200;

/** The documents for property editors only, and what a member without the permission is told. */
const PROPERTY_EDITOR_KINDS: Partial<Record<SignatureDocumentKind, string>> = {
  mandate: m.errors.permissionMandate,
  inspection: m.errors.permissionInspection,
  lease: leaseSigningMessages.permission,
};
const mayHandle = (scope: MemberScope, kind: SignatureDocumentKind) =>
  !PROPERTY_EDITOR_KINDS[kind] || scope.isBoss || scope.permissions.includes('add_property');

async function requestFor(deps: AppDeps, scope: MemberScope, id: string): Promise<repo.SignatureRequestRow> {
  const request = await repo.findRequest(deps.db, scope.agencyId, id);
  if (!request) throw new AppError('NOT_FOUND', m.errors.requestNotFound);
  const refusal = PROPERTY_EDITOR_KINDS[request.documentKind];
  if (refusal && !mayHandle(scope, request.documentKind)) throw new AppError('FORBIDDEN', refusal);
  return request;
}

async function fullRequest(deps: AppDeps, request: repo.SignatureRequestRow): Promise<SignatureRequest> {
  const [signers, events] = await Promise.all([
    repo.listSignersOf(deps.db, request.agencyId, [request.id]),
    repo.listEvents(deps.db, request.agencyId, request.id),
  ]);
  return {
    ...toSummary(request, signers),
    originalSha256: request.originalSha256,
    sealedSha256: request.sealedSha256,
    events: events.map((e) => ({
      kind: e.kind,
      at: e.at.toISOString(),
      signerName: e.signerName,
      ip: e.ip,
      userAgent: e.userAgent,
      detail: e.detail,
    })),
  };
}

export async function listSignatureRequests(
  deps: AppDeps,
  scope: MemberScope,
  query: { status?: SignatureRequestStatus },
) {
  const rows = (
    await repo.listRequests(deps.db, scope.agencyId, { status: query.status, limit: LIST_LIMIT })
  ).filter((r) => mayHandle(scope, r.documentKind));
  const signers = await repo.listSignersOf(
    deps.db,
    scope.agencyId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) =>
      toSummary(
        row,
        signers.filter((s) => s.requestId === row.id),
      ),
    ),
  };
}

export async function getSignatureRequest(
  deps: AppDeps,
  scope: MemberScope,
  id: string,
): Promise<SignatureRequest> {
  return fullRequest(deps, await requestFor(deps, scope, id));
}

/** The current signer of a pending request, or a French 409 (closed, or not their turn). */
async function currentSignerOf(deps: AppDeps, scope: MemberScope, id: string, signerId: string) {
  const request = await requestFor(deps, scope, id);
  const signer = await repo.findSigner(deps.db, scope.agencyId, request.id, signerId);
  if (!signer) throw new AppError('NOT_FOUND', m.errors.signerNotFound);
  if (request.status !== 'pending') throw new AppError('CONFLICT', m.errors.notPending);
  const signers = await repo.listSignersOf(deps.db, scope.agencyId, [request.id]);
  if (signers.find((s) => s.status === 'waiting')?.id !== signer.id) {
    throw new AppError(
      'CONFLICT',
      signer.status === 'signed' ? m.errors.alreadySigned : m.errors.deviceNotCurrent,
    );
  }
  return { request, signer };
}

/** « Envoyer le lien »: a new secret by e-mail for the current signer; any earlier one dies. */
export async function sendSignerLink(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; signerId: string; actor: Actor },
): Promise<void> {
  const { request, signer } = await currentSignerOf(deps, scope, input.id, input.signerId);
  const { token } = await deps.db.transaction((tx) =>
    issueAccess(tx, scope.agencyId, signer, 'link', input.actor),
  );
  await mailLink(deps, request, signer, token);
}

/** « Signer sur cet appareil »: a short-lived signing page for the signer in person. */
export async function openSignerDevice(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; signerId: string; actor: Actor },
): Promise<{ url: string; expiresAt: string }> {
  const { signer } = await currentSignerOf(deps, scope, input.id, input.signerId);
  const { token, expiresAt } = await deps.db.transaction((tx) =>
    issueAccess(tx, scope.agencyId, signer, 'device', input.actor),
  );
  return { url: signingUrl(deps, token), expiresAt: expiresAt.toISOString() };
}

export async function cancelSignatureRequest(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; reason: string; actor: Actor },
): Promise<SignatureRequest> {
  await requestFor(deps, scope, input.id);
  const request = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockRequest(tx, scope.agencyId, input.id);
    if (!locked) throw new AppError('NOT_FOUND', m.errors.requestNotFound);
    if (locked.status !== 'pending') throw new AppError('CONFLICT', m.errors.cannotCancel);
    await closeRequest(tx, locked, {
      status: 'cancelled',
      reason: input.reason,
      event: 'cancelled',
      signerId: null,
      actor: input.actor,
      detail: { by: scope.userId },
    });
    return locked;
  });
  return getSignatureRequest(deps, scope, request.id);
}

const FILE_TYPES: Record<SignatureFile, { contentType: string; suffix: string }> = {
  original: { contentType: 'application/pdf', suffix: 'original.pdf' },
  sealed: { contentType: 'application/pdf', suffix: 'signe.pdf' },
  'proof-pdf': { contentType: 'application/pdf', suffix: 'dossier-de-preuve.pdf' },
  'proof-json': { contentType: 'application/json', suffix: 'dossier-de-preuve.json' },
};

/** A request's file; the sealed PDF and the proof file exist once it is completed. Each download is logged. */
export async function signatureFile(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; file: SignatureFile; ip: string },
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const request = await requestFor(deps, scope, input.id);
  const key = {
    original: request.originalKey,
    sealed: request.sealedKey,
    'proof-pdf': request.proofPdfKey,
    'proof-json': request.proofJsonKey,
  }[input.file];
  if (!key || (input.file !== 'original' && request.status !== 'completed')) {
    throw new AppError('CONFLICT', m.errors.fileNotReady);
  }
  const body = await readStored(deps, key);
  if (!body) throw new AppError('NOT_FOUND', m.errors.requestNotFound);
  await recordAccess(deps, scope, {
    kind: 'signature_download',
    ip: input.ip,
    detail: `${request.title} · ${FILE_TYPES[input.file].suffix}`,
  });
  return {
    body,
    contentType: FILE_TYPES[input.file].contentType,
    fileName: `${request.title}-${FILE_TYPES[input.file].suffix}`,
  };
}

/**
 * « Vérifier un document »: the file's SHA-256 is one of this agency's sealed PDFs (an original),
 * or the file carries the seal of one of this agency's requests but its bytes differ (altered), or
 * neither (unknown: another agency's PDF is never revealed).
 */
export async function verifySignedDocument(
  deps: AppDeps,
  scope: MemberScope,
  file: UploadedFile | undefined,
): Promise<SignatureVerifyResult> {
  if (!file)
    throw new AppError('VALIDATION_FAILED', m.errors.verifyMissing, { file: m.errors.verifyMissing });
  if (file.buffer.subarray(0, 1024).indexOf('%PDF-') < 0) {
    throw new AppError('VALIDATION_FAILED', m.errors.verifyNotPdf, { file: m.errors.verifyNotPdf });
  }
  const sha256 = sha256Hex(file.buffer);
  const summary = async (row: repo.SignatureRequestRow) =>
    toSummary(row, await repo.listSignersOf(deps.db, scope.agencyId, [row.id]));
  const original = await repo.findRequestBySealedSha(deps.db, scope.agencyId, sha256);
  if (original) return { outcome: 'original', sha256, request: await summary(original) };
  for (const id of inspectSeal(file.buffer).requestIds) {
    const claimed = await repo.findRequest(deps.db, scope.agencyId, id);
    if (claimed?.sealedSha256) return { outcome: 'altered', sha256, request: await summary(claimed) };
  }
  return { outcome: 'unknown', sha256, request: null };
}

/** One stored file of a completed request, as the agency export copies it. */
export interface SignatureFileToExport {
  requestId: string;
  bucket: 'signatures';
  key: string;
  path: string;
  mimeType: string;
}

/**
 * The agency export (« Exporter toutes les données »): every completed request's sealed PDF and
 * proof file (JSON and PDF), under `fichiers/signatures/<request id>/`, with the requests listed.
 */
export async function signaturesToExport(deps: AppDeps, scope: MemberScope) {
  const rows = await repo.listCompletedRequests(deps.db, scope.agencyId);
  const signers = await repo.listSignersOf(
    deps.db,
    scope.agencyId,
    rows.map((r) => r.id),
  );
  const files: SignatureFileToExport[] = rows.flatMap((r) => {
    const dir = `fichiers/signatures/${r.id}`;
    const entries: [string | null, string, string][] = [
      [r.sealedKey, 'document-signe.pdf', 'application/pdf'],
      [r.proofPdfKey, 'dossier-de-preuve.pdf', 'application/pdf'],
      [r.proofJsonKey, 'dossier-de-preuve.json', 'application/json'],
    ];
    return entries
      .filter((e): e is [string, string, string] => e[0] !== null)
      .map(([key, name, mimeType]) => ({
        requestId: r.id,
        bucket: 'signatures' as const,
        key,
        path: `${dir}/${name}`,
        mimeType,
      }));
  });
  const requests = rows.map((r) => ({
    ...toSummary(
      r,
      signers.filter((s) => s.requestId === r.id),
    ),
    originalSha256: r.originalSha256,
    sealedSha256: r.sealedSha256,
  }));
  return { requests, files };
}

/**
 * A client's own data export: the requests they were a signer of. Their signed documents stay with
 * the agency ten years (legal obligation, RGPD art. 17.3.b), even after an erasure of the client.
 */
export async function signaturesOfClient(deps: Pick<AppDeps, 'db'>, scope: MemberScope, clientId: string) {
  const rows = await repo.listSignedByClient(deps.db, scope.agencyId, clientId);
  return rows.map((r) => ({
    requestId: r.requestId,
    title: r.title,
    role: r.role,
    requestStatus: r.status,
    signerStatus: r.signerStatus,
    signedAt: r.signedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
  }));
}
