import { createHash, randomInt } from 'node:crypto';
import {
  RETRACTION_DAYS,
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_CODE_MAX_ATTEMPTS,
  SIGNATURE_CODE_TTL_MINUTES,
  SIGNATURE_IMAGE_MAX_BYTES,
  SIGNATURE_VERIFIED_TTL_MINUTES,
  type SignatureCodeChannel,
  type SigningSession,
  type signingSignSchema,
  signatureMessages as m,
} from '@immopilote/contracts';
import sharp from 'sharp';
import type { z } from 'zod';
import { hashToken } from '../../auth/tokens';
import { acrossAgencies, withAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { objectKey } from '../../storage/storage';
import { storeFilesThenWrite } from '../../storage/stored-files';
import { sealRequestJob } from './seal-request.job';
import {
  type Actor,
  accessTtlMs,
  assertOriginalUnchanged,
  closeRequest,
  internationalPhone,
  issueAccess,
  mailLink,
  maskEmail,
  maskPhone,
  sameHex,
  tellAgent,
} from './signature-steps';
import { signatureSubject } from './signature-subjects';
import * as repo from './signatures.repo';

/**
 * The public signing page (issue 30): the secret in its address names one signer. Finding that
 * signer is the page's one read across agencies (`signingLink`); everything else runs bound to the
 * signer's agency alone.
 */

/** One code per 30 seconds and five per hour for a signer: enough for a lost e-mail, not for a flood. */
const CODE_MIN_INTERVAL_MS = 30_000;
const CODE_MAX_PER_HOUR = 5;
/** A drawn signature larger than this in either direction is not a pad's drawing. */
const MARK_MAX_SIDE = 3000;

interface Opened {
  agencyId: string;
  request: repo.SignatureRequestRow;
  signer: repo.SignerRow;
  signers: repo.SignerRow[];
  state: SigningSession['state'];
}

const notFoundLink = () => new AppError('NOT_FOUND', m.errors.linkUnknown);

/** Finds the signer of a secret, then runs `work` bound to their agency. */
async function withSigner<T>(deps: AppDeps, token: string, work: (opened: Opened) => Promise<T>): Promise<T> {
  const found = await acrossAgencies('signingLink', () =>
    repo.findSignerByTokenHash(deps.db, hashToken(token)),
  );
  if (!found) throw notFoundLink();
  return withAgency({ agencyId: found.agencyId }, async () => {
    const opened = await open(deps, found);
    return work(opened);
  });
}

async function open(
  deps: AppDeps,
  found: { agencyId: string; requestId: string; signerId: string },
): Promise<Opened> {
  const request = await repo.findRequest(deps.db, found.agencyId, found.requestId);
  if (!request) throw notFoundLink();
  const signers = await repo.listSignersOf(deps.db, found.agencyId, [request.id]);
  const signer = signers.find((s) => s.id === found.signerId);
  if (!signer) throw notFoundLink();
  // Once used, the secret only tells what happened: it never signs twice.
  const state: SigningSession['state'] =
    signer.status === 'signed'
      ? 'signed'
      : signer.status === 'refused'
        ? 'refused'
        : request.status === 'pending'
          ? 'ready'
          : 'closed';
  if (state === 'ready' && (!signer.accessExpiresAt || signer.accessExpiresAt.getTime() <= Date.now())) {
    throw new AppError('GONE', m.errors.linkExpired);
  }
  return { agencyId: found.agencyId, request, signer, signers, state };
}

function requireReady(opened: Opened): void {
  if (opened.state === 'ready' && currentSigner(opened.signers)?.id === opened.signer.id) return;
  if (opened.state === 'signed') throw new AppError('CONFLICT', m.errors.alreadySigned);
  if (opened.state === 'ready') throw new AppError('CONFLICT', m.errors.notCurrentSigner);
  throw new AppError('CONFLICT', m.errors.notPending);
}

const currentSigner = (signers: readonly repo.SignerRow[]) => signers.find((s) => s.status === 'waiting');

function verifiedNow(signer: repo.SignerRow): boolean {
  return (
    signer.codeVerifiedAt !== null &&
    Date.now() - signer.codeVerifiedAt.getTime() < SIGNATURE_VERIFIED_TTL_MINUTES * 60_000
  );
}

function requireVerified(signer: repo.SignerRow): void {
  if (verifiedNow(signer)) return;
  throw new AppError(
    'FORBIDDEN',
    signer.codeVerifiedAt ? m.errors.codeVerificationExpired : m.errors.codeRequired,
  );
}

function codeChannels(deps: AppDeps, signer: repo.SignerRow): SignatureCodeChannel[] {
  // A code by SMS only when a gateway delivers it: the outbox would keep it from the signer.
  return deps.sms.kind === 'http' && signer.phone ? ['email', 'sms'] : ['email'];
}

function sessionOf(deps: AppDeps, opened: Opened): SigningSession {
  const { request, signer, signers } = opened;
  return {
    title: request.title,
    agencyName: request.agencyName,
    documentKind: request.documentKind,
    signerName: signer.name,
    role: signer.role,
    position: signer.position,
    signerCount: signers.length,
    method: signer.method ?? 'link',
    state: opened.state,
    requestStatus: request.status,
    codeVerified: verifiedNow(signer),
    codeDestination: signer.codeDestination,
    codeChannels: codeChannels(deps, signer),
    attemptsLeft: Math.max(0, SIGNATURE_CODE_MAX_ATTEMPTS - signer.codeAttempts),
    pageCount: request.originalPages,
    consentText: m.consentText,
    offersEarlyStart: request.offersEarlyStart,
    retractionDays: request.offersEarlyStart ? RETRACTION_DAYS : null,
  };
}

const codeHash = (signerId: string, code: string) =>
  createHash('sha256').update(`${signerId}:${code}`).digest('hex');

export async function signingSession(deps: AppDeps, token: string, actor: Actor): Promise<SigningSession> {
  return withSigner(deps, token, async (opened) => {
    const { signer } = opened;
    // The first opening of an e-mailed link is a step of the proof file; reloads are not (the
    // device's opening was recorded when the agent opened it).
    if (opened.state === 'ready' && signer.method === 'link' && signer.accessExpiresAt) {
      const issuedAt = new Date(signer.accessExpiresAt.getTime() - accessTtlMs('link'));
      const seen = await repo.eventsSince(deps.db, opened.agencyId, signer.id, 'link_opened', issuedAt);
      if (seen.length === 0) {
        await repo.insertEvent(deps.db, opened.agencyId, {
          requestId: signer.requestId,
          signerId: signer.id,
          kind: 'link_opened',
          ip: actor.ip,
          userAgent: actor.userAgent,
        });
      }
    }
    return sessionOf(deps, opened);
  });
}

export async function sendSigningCode(
  deps: AppDeps,
  token: string,
  channel: SignatureCodeChannel,
  actor: Actor,
): Promise<{ destination: string; expiresAt: string }> {
  return withSigner(deps, token, async (opened) => {
    requireReady(opened);
    const { signer, request, agencyId } = opened;
    if (!codeChannels(deps, signer).includes(channel)) {
      throw new AppError('VALIDATION_FAILED', m.errors.smsUnavailable, { channel: m.errors.smsUnavailable });
    }
    const now = Date.now();
    const recent = await repo.eventsSince(
      deps.db,
      agencyId,
      signer.id,
      'code_sent',
      new Date(now - 3600_000),
    );
    const last = recent[0]?.at.getTime();
    if (last !== undefined && now - last < CODE_MIN_INTERVAL_MS) {
      const wait = Math.ceil((CODE_MIN_INTERVAL_MS - (now - last)) / 1000);
      throw new AppError('RATE_LIMITED', m.errors.codeTooSoon(wait), undefined, { retryAfterSeconds: wait });
    }
    if (recent.length >= CODE_MAX_PER_HOUR) {
      const oldest = recent[recent.length - 1]!.at.getTime();
      const wait = Math.max(1, Math.ceil((oldest + 3600_000 - now) / 1000));
      throw new AppError('RATE_LIMITED', m.errors.codeTooMany, undefined, { retryAfterSeconds: wait });
    }
    const code = String(randomInt(0, 10 ** SIGNATURE_CODE_LENGTH)).padStart(SIGNATURE_CODE_LENGTH, '0');
    const expiresAt = new Date(now + SIGNATURE_CODE_TTL_MINUTES * 60_000);
    const destination = channel === 'sms' ? maskPhone(signer.phone ?? '') : maskEmail(signer.email);
    if (channel === 'sms') {
      // Sent before the row changes: a gateway that refuses leaves the previous code in force.
      try {
        await deps.sms.send({ to: internationalPhone(signer.phone ?? ''), text: m.mail.codeSms(code) });
      } catch {
        throw new AppError('UPSTREAM_FAILED', m.errors.smsFailed);
      }
    }
    await deps.db.transaction(async (tx) => {
      await repo.updateSigner(tx, agencyId, signer.id, {
        codeHash: codeHash(signer.id, code),
        codeExpiresAt: expiresAt,
        codeChannel: channel,
        codeDestination: destination,
      });
      await repo.insertEvent(tx, agencyId, {
        requestId: request.id,
        signerId: signer.id,
        kind: 'code_sent',
        ip: actor.ip,
        userAgent: actor.userAgent,
        detail: { channel, to: destination },
      });
    });
    if (channel === 'email') {
      await deps.jobs.enqueue(sendMailJob, {
        to: signer.email,
        subject: m.mail.codeSubject(code),
        text: m.mail.codeText({ name: signer.name, code, title: request.title }),
      });
    }
    return { destination, expiresAt: expiresAt.toISOString() };
  });
}

export async function verifySigningCode(
  deps: AppDeps,
  token: string,
  code: string,
  actor: Actor,
): Promise<SigningSession> {
  return withSigner(deps, token, async (opened) => {
    requireReady(opened);
    const { signer, agencyId } = opened;
    if (!signer.codeHash || !signer.codeExpiresAt) {
      throw new AppError('VALIDATION_FAILED', m.errors.codeMissing, { code: m.errors.codeMissing });
    }
    if (signer.codeExpiresAt.getTime() <= Date.now()) {
      throw new AppError('VALIDATION_FAILED', m.errors.codeExpired, { code: m.errors.codeExpired });
    }
    const outcome = await deps.db.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, agencyId, opened.request.id);
      if (request?.status !== 'pending') return { kind: 'closed' as const };
      if (sameHex(codeHash(signer.id, code), signer.codeHash!)) {
        await repo.updateSigner(tx, agencyId, signer.id, { codeVerifiedAt: new Date(), codeHash: null });
        await repo.insertEvent(tx, agencyId, {
          requestId: request.id,
          signerId: signer.id,
          kind: 'code_verified',
          ip: actor.ip,
          userAgent: actor.userAgent,
          detail: { channel: signer.codeChannel, to: signer.codeDestination },
        });
        return { kind: 'verified' as const };
      }
      const attempts = await repo.countFailedCode(tx, agencyId, signer.id);
      await repo.insertEvent(tx, agencyId, {
        requestId: request.id,
        signerId: signer.id,
        kind: 'code_failed',
        ip: actor.ip,
        userAgent: actor.userAgent,
        detail: { attempt: attempts },
      });
      if (attempts < SIGNATURE_CODE_MAX_ATTEMPTS) {
        return { kind: 'wrong' as const, left: SIGNATURE_CODE_MAX_ATTEMPTS - attempts };
      }
      await closeRequest(tx, request, {
        status: 'locked',
        reason: m.closedReasons.locked,
        event: 'locked',
        signerId: signer.id,
        actor,
      });
      return { kind: 'locked' as const, request };
    });
    if (outcome.kind === 'closed') throw new AppError('CONFLICT', m.errors.notPending);
    if (outcome.kind === 'wrong') {
      const message = m.errors.codeWrong(outcome.left);
      throw new AppError('VALIDATION_FAILED', message, { code: message });
    }
    if (outcome.kind === 'locked') {
      await tellAgent(deps, outcome.request, {
        subject: m.mail.lockedSubject(outcome.request.title),
        text: m.mail.lockedText({ title: outcome.request.title, signerName: signer.name }),
      });
      throw new AppError('FORBIDDEN', m.errors.codeLocked);
    }
    const reopened = await open(deps, { agencyId, requestId: signer.requestId, signerId: signer.id });
    return sessionOf(deps, reopened);
  });
}

/** The document in full, once the code is verified: it holds the parties' personal data. */
export async function signingDocument(deps: AppDeps, token: string, actor: Actor): Promise<Buffer> {
  return withSigner(deps, token, async (opened) => {
    requireReady(opened);
    requireVerified(opened.signer);
    const original = await assertOriginalUnchanged(deps, opened.request, opened.signer.id, actor);
    await repo.insertEvent(deps.db, opened.agencyId, {
      requestId: opened.request.id,
      signerId: opened.signer.id,
      kind: 'document_viewed',
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    return original;
  });
}

type SignInput = z.output<typeof signingSignSchema>;

/** Decodes the pad's PNG, checks it is one, and stores it trimmed and re-encoded (nothing else it carried). */
async function markImage(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', m.errors.imageTooLarge);
  }
  const notPng = () =>
    new AppError('VALIDATION_FAILED', m.errors.imageNotPng, { mark: m.errors.imageNotPng });
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw notPng();
    });
  if (meta.format !== 'png') throw notPng();
  if ((meta.width ?? 0) > MARK_MAX_SIDE || (meta.height ?? 0) > MARK_MAX_SIDE) {
    throw new AppError('VALIDATION_FAILED', m.errors.imageTooLarge, { mark: m.errors.imageTooLarge });
  }
  try {
    return await sharp(bytes).trim().png({ compressionLevel: 9 }).toBuffer();
  } catch {
    // A blank pad: nothing left once trimmed.
    throw new AppError('VALIDATION_FAILED', m.errors.imageEmpty, { mark: m.errors.imageEmpty });
  }
}

export async function signDocument(
  deps: AppDeps,
  token: string,
  input: SignInput,
  actor: Actor,
): Promise<{ state: 'signed'; requestStatus: repo.SignatureRequestRow['status'] }> {
  return withSigner(deps, token, async (opened) => {
    requireReady(opened);
    requireVerified(opened.signer);
    const { signer, agencyId } = opened;
    if (input.earlyStart && !opened.request.offersEarlyStart) {
      throw new AppError('VALIDATION_FAILED', m.errors.earlyStartNotOffered, {
        earlyStart: m.errors.earlyStartNotOffered,
      });
    }
    const png = input.mark.kind === 'drawn' ? await markImage(input.mark.image) : null;
    await assertOriginalUnchanged(deps, opened.request, signer.id, actor);
    // A key of its own per attempt: of two signatures at once, the loser's image is removed with
    // its failed transaction and never overwrites the winner's.
    const markKey = png
      ? objectKey(agencyId, opened.request.id, `signer-${signer.id}-${crypto.randomUUID().slice(0, 8)}.png`)
      : null;
    const files =
      png && markKey
        ? [{ bucket: 'signatures' as const, key: markKey, body: png, contentType: 'image/png' }]
        : [];
    const result = await storeFilesThenWrite(deps, files, async (tx) => {
      const request = await repo.lockRequest(tx, agencyId, opened.request.id);
      if (request?.status !== 'pending') throw new AppError('CONFLICT', m.errors.notPending);
      const signers = await repo.listSignersOf(tx, agencyId, [request.id]);
      const me = signers.find((s) => s.id === signer.id);
      if (me?.status !== 'waiting') throw new AppError('CONFLICT', m.errors.alreadySigned);
      if (currentSigner(signers)?.id !== me.id) throw new AppError('CONFLICT', m.errors.notCurrentSigner);
      const signedAt = new Date();
      await repo.updateSigner(tx, agencyId, me.id, {
        status: 'signed',
        signedAt,
        markKind: input.mark.kind,
        markKey,
        markText: input.mark.kind === 'typed' ? input.mark.text : null,
        consentText: m.consentText,
        earlyStartRequested: input.earlyStart,
      });
      await repo.insertEvent(tx, agencyId, {
        requestId: request.id,
        signerId: me.id,
        kind: 'signed',
        ip: actor.ip,
        userAgent: actor.userAgent,
        detail: { mark: input.mark.kind, earlyStart: input.earlyStart },
      });
      const next = signers.find((s) => s.status === 'waiting' && s.id !== me.id);
      await signatureSubject(request.documentKind).onSigned?.(tx, {
        agencyId,
        subjectId: request.subjectId,
        requestId: request.id,
        role: me.role,
        earlyStartRequested: input.earlyStart,
        signedAt,
        isLast: !next,
      });
      if (!next) {
        await repo.updateRequest(tx, agencyId, request.id, { status: 'sealing' });
        return { request, status: 'sealing' as const, nextLink: null };
      }
      // A signer who came by e-mail hands over to the next by e-mail; on the agent's device, the
      // agent chooses (link or device) from the request's panel.
      const nextLink =
        me.method === 'link' ? await issueAccess(tx, agencyId, next, 'link', actor, signedAt) : null;
      return {
        request,
        status: 'pending' as const,
        nextLink: nextLink ? { signer: next, token: nextLink.token } : null,
      };
    });
    if (result.status === 'sealing') {
      await deps.jobs.enqueue(
        sealRequestJob,
        { agencyId, requestId: result.request.id },
        { key: result.request.id },
      );
    } else if (result.nextLink) {
      await mailLink(deps, result.request, result.nextLink.signer, result.nextLink.token);
    }
    return { state: 'signed' as const, requestStatus: result.status };
  });
}

export async function refuseDocument(
  deps: AppDeps,
  token: string,
  reason: string,
  actor: Actor,
): Promise<{ state: 'refused'; requestStatus: 'refused' }> {
  return withSigner(deps, token, async (opened) => {
    requireReady(opened);
    requireVerified(opened.signer);
    const { signer, agencyId } = opened;
    const request = await deps.db.transaction(async (tx) => {
      const locked = await repo.lockRequest(tx, agencyId, opened.request.id);
      if (locked?.status !== 'pending') throw new AppError('CONFLICT', m.errors.notPending);
      const signers = await repo.listSignersOf(tx, agencyId, [locked.id]);
      if (currentSigner(signers)?.id !== signer.id) throw new AppError('CONFLICT', m.errors.notCurrentSigner);
      await repo.updateSigner(tx, agencyId, signer.id, {
        status: 'refused',
        refusedAt: new Date(),
        refusalReason: reason,
      });
      await closeRequest(tx, locked, {
        status: 'refused',
        reason,
        event: 'refused',
        signerId: signer.id,
        actor,
        detail: { reason },
      });
      return locked;
    });
    await tellAgent(deps, request, {
      subject: m.mail.refusedSubject(request.title),
      text: m.mail.refusedText({ title: request.title, signerName: signer.name, reason }),
    });
    return { state: 'refused' as const, requestStatus: 'refused' as const };
  });
}
