import { timingSafeEqual } from 'node:crypto';
import {
  SIGNATURE_DEVICE_TTL_MINUTES,
  SIGNATURE_LINK_TTL_HOURS,
  type SignerMethod,
  signatureMessages as m,
} from '@immopilote/contracts';
import { hashToken, newToken } from '../../auth/tokens';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { sha256Hex } from './signature-requests';
import { signatureSubject } from './signature-subjects';
import * as repo from './signatures.repo';

/**
 * The steps the agency's side, the signing page and the sealing job share: masking, handing a
 * signer their access, checking the stored original, closing a request and telling its agent.
 */

/** Who did a step: the signer's or the agent's browser. */
export interface Actor {
  ip: string | null;
  userAgent: string | null;
}

/** « j•••@exemple.fr »: enough for the person to recognise their address, not to read it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** « •• •• •• •• 78 »: the last two digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•• •• •• •• ${digits.slice(-2)}`;
}

/** A French number in international form for the SMS gateway (« 06 12 34 56 78 » → « +33612345678 »). */
export function internationalPhone(phone: string): string {
  const compact = phone.replace(/[\s.()-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+33${compact.slice(1)}`;
  return compact;
}

export const accessTtlMs = (method: SignerMethod) =>
  method === 'link' ? SIGNATURE_LINK_TTL_HOURS * 3600_000 : SIGNATURE_DEVICE_TTL_MINUTES * 60_000;

export const signingUrl = (deps: Pick<AppDeps, 'config'>, token: string) =>
  `${deps.config.publicUrl}/signer/${token}`;

/**
 * A new secret for this signer: the previous one (link or device) dies with it. Only its SHA-256
 * is stored; the secret travels once, in the e-mail or to the agent's browser.
 */
export async function issueAccess(
  tx: DbOrTx,
  agencyId: string,
  signer: repo.SignerRow,
  method: SignerMethod,
  actor: Actor,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + accessTtlMs(method));
  await repo.updateSigner(tx, agencyId, signer.id, {
    method,
    accessTokenHash: hashToken(token),
    accessExpiresAt: expiresAt,
  });
  await repo.insertEvent(tx, agencyId, {
    requestId: signer.requestId,
    signerId: signer.id,
    kind: method === 'link' ? 'link_sent' : 'device_opened',
    ip: actor.ip,
    userAgent: actor.userAgent,
    detail: method === 'link' ? { to: maskEmail(signer.email) } : null,
  });
  return { token, expiresAt };
}

export async function mailLink(
  deps: Pick<AppDeps, 'jobs' | 'config'>,
  request: repo.SignatureRequestRow,
  signer: repo.SignerRow,
  token: string,
): Promise<void> {
  await deps.jobs.enqueue(sendMailJob, {
    to: signer.email,
    subject: m.mail.linkSubject(request.title),
    text: m.mail.linkText({
      name: signer.name,
      agencyName: request.agencyName,
      title: request.title,
      url: signingUrl(deps, token),
    }),
  });
}

/** The member who made the request is told by e-mail (locked, refused, document changed). */
export async function tellAgent(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  request: repo.SignatureRequestRow,
  mail: { subject: string; text: string },
): Promise<void> {
  if (!request.createdBy) return;
  const to = await repo.findUserEmail(deps.db, request.createdBy);
  if (to) await deps.jobs.enqueue(sendMailJob, { to, ...mail });
}

/**
 * Ends a request without every signature, in the caller's transaction (which locked it): its
 * status, the event, and the subject's hook (the mandate or visit slip hears of it).
 */
export async function closeRequest(
  tx: DbOrTx,
  request: repo.SignatureRequestRow,
  close: {
    status: 'refused' | 'locked' | 'cancelled';
    reason: string;
    event: 'refused' | 'locked' | 'cancelled' | 'document_mismatch';
    signerId: string | null;
    actor: Actor;
    detail?: Record<string, string | number | boolean | null>;
  },
): Promise<void> {
  const now = new Date();
  await repo.updateRequest(tx, request.agencyId, request.id, {
    status: close.status,
    closedAt: now,
    closedReason: close.reason,
  });
  await repo.insertEvent(tx, request.agencyId, {
    requestId: request.id,
    signerId: close.signerId,
    kind: close.event,
    ip: close.actor.ip,
    userAgent: close.actor.userAgent,
    detail: close.detail ?? null,
  });
  await signatureSubject(request.documentKind).onClosed?.(tx, {
    agencyId: request.agencyId,
    subjectId: request.subjectId,
    requestId: request.id,
    status: close.status,
  });
}

/** The stored original, as signers read it; null when it is gone from storage. */
export async function readOriginal(
  deps: Pick<AppDeps, 'storage'>,
  request: repo.SignatureRequestRow,
): Promise<Buffer | null> {
  return readStored(deps, request.originalKey);
}

export async function readStored(deps: Pick<AppDeps, 'storage'>, key: string): Promise<Buffer | null> {
  const stored = await deps.storage.get('signatures', key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Before each signature and before sealing: the document read back from storage must still be the
 * one the request was made with. Otherwise the request is cancelled (a new one is needed), the
 * agent told, and the caller refuses with a French 409.
 */
export async function assertOriginalUnchanged(
  deps: Pick<AppDeps, 'db' | 'storage' | 'jobs'>,
  request: repo.SignatureRequestRow,
  signerId: string | null,
  actor: Actor,
): Promise<Buffer> {
  const original = await readOriginal(deps, request);
  if (original && sameHex(sha256Hex(original), request.originalSha256)) return original;
  const actual = original ? sha256Hex(original) : null;
  const cancelled = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockRequest(tx, request.agencyId, request.id);
    if (!locked || (locked.status !== 'pending' && locked.status !== 'sealing')) return false;
    await closeRequest(tx, locked, {
      status: 'cancelled',
      reason: m.closedReasons.documentChanged,
      event: 'document_mismatch',
      signerId,
      actor,
      detail: { expected: request.originalSha256, found: actual },
    });
    return true;
  });
  if (cancelled) {
    await tellAgent(deps, request, {
      subject: m.mail.mismatchSubject(request.title),
      text: m.mail.mismatchText({ title: request.title }),
    });
  }
  throw new AppError('CONFLICT', m.errors.documentChanged);
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
