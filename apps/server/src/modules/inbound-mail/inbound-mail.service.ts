import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type InboundMailbox,
  type InboundMailboxInput,
  inboundMailboxInputSchema,
  inboundMailMessages as m,
  inboundWebhookBodySchema,
} from '@immopilote/contracts';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { MemberScope } from '../../auth/context';
import { secretBoxOf } from '../../auth/secret-box';
import { withAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { checkImapSettings, ImapError, type ImapSettings } from '../../integrations/inbound-mail';
import type { UploadedFile } from '../../multipart';
import { findMailbox, recentMessages, upsertMailbox } from './inbound-mail.repo';
import { type ImportOutcome, importRawMessage, MAX_MESSAGE_BYTES } from './inbound-import';
import { failureText, imapPasswordContext } from './mailbox-poll';
import { pollInboundMailboxJob } from './poll-inbound-mailbox.job';

/** The sealed webhook secret's context (auth/secret-box.ts). */
const webhookSecretContext = (agencyId: string) => `inbound-webhook:${agencyId}`;
const RECENT_MESSAGES = 20;
/** The settings form's connection check: a short wait, the head is looking at the form. */
const CHECK_TIMEOUT_MS = 8_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function webhookUrl(deps: Pick<AppDeps, 'config'>, agencyId: string): string {
  return `${deps.config.publicUrl}/api/inbound-mail/${agencyId}`;
}

/** The inbound mailbox as the head reads it in « Mon agence »: settings (never the password), health, last messages. */
export async function getInboundMail(deps: AppDeps, scope: MemberScope): Promise<InboundMailbox> {
  const row = await findMailbox(deps.db, scope.agencyId);
  const recent = await recentMessages(deps.db, scope.agencyId, RECENT_MESSAGES);
  return {
    imap:
      row?.imapHost && row.imapPort && row.imapUser
        ? {
            enabled: row.imapEnabled,
            host: row.imapHost,
            port: row.imapPort,
            secure: row.imapSecure,
            user: row.imapUser,
            folder: row.imapFolder,
            hasPassword: row.imapPasswordSealed !== null,
          }
        : null,
    status: {
      lastPollAt: iso(row?.lastPollAt ?? null),
      lastSuccessAt: iso(row?.lastSuccessAt ?? null),
      lastError: row?.lastError ?? null,
      failures: row?.failures ?? 0,
      nextPollAt: iso(row?.nextPollAt ?? null),
    },
    webhook: { url: webhookUrl(deps, scope.agencyId), hasSecret: row?.webhookSecretSealed != null },
    recent: recent.map((r) => ({
      id: r.id,
      receivedAt: r.receivedAt.toISOString(),
      from: r.fromAddress,
      subject: r.subject,
      channel: r.channel,
      status: r.status,
      error: r.error,
      leadId: r.leadId,
    })),
  };
}

/** Which field of the form a failed sign-in points at. */
function fieldOf(err: ImapError): string {
  if (err.kind === 'auth') return 'password';
  if (err.kind === 'folder') return 'folder';
  if (err.kind === 'tls') return 'port';
  return 'host';
}

/**
 * Saves the IMAP settings (the head). An empty password keeps the stored one. When the mailbox is
 * on, the server signs in once first (a short wait): a refused sign-in or an unreachable server is
 * a French field error and nothing is saved. Saving clears the failures and makes the mailbox due.
 */
export async function updateImap(
  deps: AppDeps,
  scope: MemberScope,
  body: InboundMailboxInput,
): Promise<InboundMailbox> {
  const input = inboundMailboxInputSchema.parse(body);
  const row = await findMailbox(deps.db, scope.agencyId);
  const newPassword = input.password ? input.password : null;
  const sealed = newPassword
    ? secretBoxOf(deps.config).seal(newPassword, imapPasswordContext(scope.agencyId))
    : (row?.imapPasswordSealed ?? null);
  if (!sealed) throw new AppError('VALIDATION_FAILED', m.passwordRequired, { password: m.passwordRequired });
  if (input.enabled) {
    const settings: ImapSettings = {
      host: input.host,
      port: input.port,
      secure: input.secure,
      user: input.user,
      password: newPassword ?? secretBoxOf(deps.config).open(sealed, imapPasswordContext(scope.agencyId)),
      folder: input.folder,
    };
    try {
      await checkImapSettings(settings, { timeoutMs: CHECK_TIMEOUT_MS });
    } catch (err) {
      if (!(err instanceof ImapError)) throw err;
      const message = failureText(err, settings);
      throw new AppError('VALIDATION_FAILED', message, { [fieldOf(err)]: message });
    }
  }
  await upsertMailbox(deps.db, scope.agencyId, {
    imapEnabled: input.enabled,
    imapHost: input.host,
    imapPort: input.port,
    imapSecure: input.secure,
    imapUser: input.user,
    imapPasswordSealed: sealed,
    imapFolder: input.folder,
    lastError: null,
    failures: 0,
    nextPollAt: new Date(),
  });
  return getInboundMail(deps, scope);
}

/** Forgets the IMAP settings and the password; the webhook and the messages received stay. */
export async function removeImap(deps: AppDeps, scope: MemberScope): Promise<void> {
  const row = await findMailbox(deps.db, scope.agencyId);
  if (!row?.imapHost && !row?.imapPasswordSealed) return;
  await upsertMailbox(deps.db, scope.agencyId, {
    imapEnabled: false,
    imapHost: null,
    imapPort: null,
    imapUser: null,
    imapPasswordSealed: null,
    imapFolder: 'INBOX',
    lastError: null,
    failures: 0,
    nextPollAt: null,
  });
}

/** « Relever maintenant »: one poll soon, whatever the backoff (at most one per half-minute). */
export async function pollNow(deps: AppDeps, scope: MemberScope): Promise<void> {
  const row = await findMailbox(deps.db, scope.agencyId);
  if (!row?.imapHost) throw new AppError('VALIDATION_FAILED', m.noMailbox);
  if (!row.imapEnabled) throw new AppError('VALIDATION_FAILED', m.mailboxDisabled);
  const window = Math.floor(Date.now() / 30_000);
  await deps.jobs.enqueue(
    pollInboundMailboxJob,
    { agencyId: scope.agencyId },
    { key: `now:${scope.agencyId}:${window}` },
  );
}

/** A new webhook secret, shown once; the previous one stops working at once. */
export async function rotateWebhookSecret(deps: AppDeps, scope: MemberScope) {
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  await upsertMailbox(deps.db, scope.agencyId, {
    webhookSecretSealed: secretBoxOf(deps.config).seal(secret, webhookSecretContext(scope.agencyId)),
  });
  return { secret, url: webhookUrl(deps, scope.agencyId) };
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** Same answer for an unknown agency, a missing secret, a missing or a wrong signature. */
const refused = () => new AppError('UNAUTHENTICATED', m.webhookRefused);

/** Parts posted instead of the raw message: composed into one, so every way in reads the same bytes. */
async function composeRaw(
  parts: Exclude<ReturnType<typeof inboundWebhookBodySchema.parse>, { raw: string }>,
) {
  const date = parts.date ? new Date(parts.date) : undefined;
  const composer = new MailComposer({
    messageId: parts.messageId,
    from: parts.from,
    ...(parts.to ? { to: parts.to } : {}),
    subject: parts.subject,
    text: parts.text,
    ...(parts.html ? { html: parts.html } : {}),
    ...(date && !Number.isNaN(date.getTime()) ? { date } : {}),
  });
  return composer.compile().build();
}

/**
 * The inbound webhook (issue 29): a mail service posts a message for an agency, signed with the
 * agency's secret (`X-ImmoPilote-Signature: sha256=<hex HMAC-SHA256 of the raw body>`). The
 * signature is checked on the exact bytes received, in constant time, before anything is read or
 * stored; then the message takes the one pipeline. Re-posting a message imports it once.
 */
export async function receiveInboundWebhook(
  deps: AppDeps,
  input: { agencyId: string; body: Buffer; signature: string | undefined },
): Promise<ImportOutcome> {
  const { agencyId, body, signature } = input;
  return withAgency({ agencyId }, async () => {
    const row = await findMailbox(deps.db, agencyId);
    const given = signature ? SIGNATURE.exec(signature.trim())?.[1] : undefined;
    if (!row?.webhookSecretSealed || !given) throw refused();
    let secret: string;
    try {
      secret = secretBoxOf(deps.config).open(row.webhookSecretSealed, webhookSecretContext(agencyId));
    } catch {
      throw refused();
    }
    const expected = createHmac('sha256', secret).update(body).digest();
    const received = Buffer.from(given, 'hex');
    if (received.length !== expected.length || !timingSafeEqual(received, expected)) throw refused();

    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      throw new AppError('VALIDATION_FAILED', m.webhookBodyInvalid);
    }
    const parsed = inboundWebhookBodySchema.safeParse(json);
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', m.webhookBodyInvalid);
    const raw = 'raw' in parsed.data ? Buffer.from(parsed.data.raw, 'utf8') : await composeRaw(parsed.data);
    if (raw.length > MAX_MESSAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', m.messageTooLarge);
    return importRawMessage(deps, { agencyId, channel: 'webhook', raw });
  });
}

/** The .eml import's limits (multipart.ts): one file, 10 MB. */
export const emlUploadLimits = {
  maxFileBytes: MAX_MESSAGE_BYTES,
  maxFiles: 1,
  tooLargeMessage: m.messageTooLarge,
  tooManyMessage: m.tooManyFiles,
  defaultFileName: 'message.eml',
};

/** Does this look like an e-mail at all: a header block (`Name: value` lines) before a blank line. */
function looksLikeMessage(raw: Buffer): boolean {
  const head = raw.subarray(0, 64 * 1024).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const block = end < 0 ? head : head.slice(0, end);
  const lines = block.split(/\r?\n/).filter((l) => l && !/^[ \t]/.test(l));
  return (
    lines.length > 0 &&
    lines.every((l) => /^[!-9;-~]+:/.test(l)) &&
    /^(from|date|subject|message-id|received|return-path|to|mime-version|delivered-to|reply-to|x-[^:]*):/im.test(
      block,
    )
  );
}

/**
 * A .eml file a member drops in the inbox (the offline way in: no configuration at all). Answers
 * the lead's id, the existing one when this message was already imported.
 */
export async function importUploadedMessage(
  deps: AppDeps,
  scope: MemberScope,
  files: readonly UploadedFile[],
): Promise<string> {
  const file = files[0];
  if (!file || file.buffer.length === 0) {
    throw new AppError('VALIDATION_FAILED', m.fileRequired, { file: m.fileRequired });
  }
  if (file.buffer.length > MAX_MESSAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', m.messageTooLarge);
  if (!looksLikeMessage(file.buffer)) {
    throw new AppError('VALIDATION_FAILED', m.notAMessage, { file: m.notAMessage });
  }
  const outcome = await importRawMessage(deps, {
    agencyId: scope.agencyId,
    channel: 'import',
    raw: file.buffer,
  });
  if (!outcome.leadId) throw new AppError('VALIDATION_FAILED', m.notAMessage, { file: m.notAMessage });
  return outcome.leadId;
}
