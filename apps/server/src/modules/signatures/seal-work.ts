import { createHash } from 'node:crypto';
import { signatureMessages as m } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { objectKey } from '../../storage/storage';
import { buildProof, proofPdf } from './proof-file';
import { sealKey } from './seal-certificate';
import { drawSignaturePage, type SignedParty, sealPdf } from './seal-pdf';
import { sealedCopyMailJob } from './sealed-copy-mail.job';
import { assertOriginalUnchanged, maskEmail, readStored } from './signature-steps';
import { signatureSubject } from './signature-subjects';
import * as repo from './signatures.repo';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const SYSTEM_ACTOR = { ip: null, userAgent: null };

/**
 * The sealing job's work (issue 30): after the last signature, the original gets its « Page des
 * signatures » and a PAdES seal, then the proof file is written, and every party is mailed the
 * sealed PDF. Safe to run again at any point:
 * - the files are stored first, each under a key named by its own SHA-256, then ONE update moves
 *   the request from `sealing` to `completed` naming them: a run cut before the update leaves
 *   files no row names (the orphan sweep removes them), and of two runs at once only one update
 *   succeeds, so the row never names bytes another run overwrote;
 * - a run that finds the request completed only makes sure the parties' mails are queued (each
 *   with its own key, so none goes twice while the queue remembers it).
 */
export async function sealRequest(deps: AppDeps, agencyId: string, requestId: string): Promise<void> {
  const request = await repo.findRequest(deps.db, agencyId, requestId);
  if (!request) return;
  if (request.status === 'completed') return mailParties(deps, request);
  if (request.status !== 'sealing') return;

  let original: Buffer;
  try {
    original = await assertOriginalUnchanged(deps, request, null, SYSTEM_ACTOR);
  } catch (err) {
    // Cancelled and the agent told: nothing more to seal.
    if (err instanceof AppError) return;
    throw err;
  }
  const signers = await repo.listSignersOf(deps.db, agencyId, [request.id]);
  const parties: SignedParty[] = [];
  for (const s of signers) {
    if (!s.signedAt) throw new Error(`signer ${s.id} of a sealing request has not signed`);
    const png = s.markKind === 'drawn' && s.markKey ? await readStored(deps, s.markKey) : null;
    if (s.markKind === 'drawn' && !png) throw new Error(`signature image ${s.markKey} missing`);
    parties.push({
      name: s.name,
      role: s.role,
      signedAt: s.signedAt,
      mark: png ? { kind: 'drawn', png } : { kind: 'typed', text: s.markText ?? s.name },
      code:
        s.codeChannel && s.codeDestination
          ? { channel: m.channels[s.codeChannel], destination: s.codeDestination }
          : null,
    });
  }
  // The last signature's time dates the seal: a second run draws and seals the same bytes.
  const sealedAt = new Date(Math.max(...parties.map((p) => p.signedAt.getTime())));
  const signaturePage = await drawSignaturePage({
    title: request.title,
    agencyName: request.agencyName,
    requestId: request.id,
    originalSha256: request.originalSha256,
    parties,
    at: sealedAt,
  });
  const sealed = await sealPdf({
    original,
    signaturePage,
    requestId: request.id,
    agencyName: request.agencyName,
    signingTime: sealedAt,
    key: await sealKey(deps),
  });
  const sealedSha256 = sha256(sealed);
  const events = await repo.listEvents(deps.db, agencyId, request.id);
  const proof = buildProof({ request, signers, events, sealedSha256, sealedAt, maskEmail });
  const proofJson = Buffer.from(`${JSON.stringify(proof, null, 2)}\n`, 'utf8');
  const proofPdfBytes = await proofPdf(proof);
  const keyOf = (name: string, bytes: Buffer, ext: string) =>
    objectKey(agencyId, request.id, `${name}-${sha256(bytes).slice(0, 16)}.${ext}`);
  const sealedKey = keyOf('sealed', sealed, 'pdf');
  const proofJsonKey = keyOf('proof', proofJson, 'json');
  const proofPdfKey = keyOf('proof', proofPdfBytes, 'pdf');
  await deps.storage.put('signatures', sealedKey, sealed, 'application/pdf');
  await deps.storage.put('signatures', proofJsonKey, proofJson, 'application/json');
  await deps.storage.put('signatures', proofPdfKey, proofPdfBytes, 'application/pdf');
  const done = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateRequest(
      tx,
      agencyId,
      request.id,
      { status: 'completed', sealedKey, sealedSha256, proofJsonKey, proofPdfKey, completedAt: new Date() },
      { status: 'sealing' },
    );
    if (updated) {
      await repo.insertEvent(tx, agencyId, {
        requestId: request.id,
        kind: 'sealed',
        ip: null,
        userAgent: null,
        detail: { sha256: sealedSha256 },
      });
    }
    return updated;
  });
  const completed = await repo.findRequest(deps.db, agencyId, request.id);
  if (done && completed) await mailParties(deps, completed);
}

/**
 * Each signer, the member who made the request and any party the document's module names receive
 * the sealed PDF, each by a job of their own.
 */
async function mailParties(deps: AppDeps, request: repo.SignatureRequestRow): Promise<void> {
  const signers = await repo.listSignersOf(deps.db, request.agencyId, [request.id]);
  const agent = request.createdBy ? await repo.findUserEmail(deps.db, request.createdBy) : null;
  const copies =
    (await signatureSubject(request.documentKind).copyRecipients?.(deps.db, {
      agencyId: request.agencyId,
      subjectId: request.subjectId,
      requestId: request.id,
    })) ?? [];
  const recipients = [
    ...new Set(
      [...signers.map((s) => s.email), ...(agent ? [agent] : []), ...copies].map((e) => e.toLowerCase()),
    ),
  ];
  for (const to of recipients) {
    await deps.jobs.enqueue(
      sealedCopyMailJob,
      { agencyId: request.agencyId, requestId: request.id, to },
      { key: `${request.id}:${to}` },
    );
  }
}
