import { inboundMailMessages as m } from '@immopilote/contracts';
import { secretBoxOf } from '../../auth/secret-box';
import type { AppDeps } from '../../deps';
import { ImapError, type ImapSettings, withImapFolder } from '../../integrations/inbound-mail';
import type { JobLogger } from '../../jobs/job';
import { findMailbox, type MailboxRow, recordPoll } from './inbound-mail.repo';
import { importOversizedMessage, importRawMessage, MAX_MESSAGE_BYTES } from './inbound-import';

/** The periodic pass looks for due mailboxes this often. */
export const POLL_EVERY_MINUTES = 2;
/** After a success the next poll is due a little before the next pass, so that pass takes it. */
const NEXT_POLL_AFTER_SUCCESS_MS = 90_000;
const MAX_BACKOFF_MINUTES = 60;
/**
 * Messages imported per poll at most, oldest first: a mailbox connected with years of unread mail
 * is worked through over several polls (the next one due at once) rather than in one endless job.
 */
export const MAX_MESSAGES_PER_POLL = 100;

/** Minutes before the next try after `failures` failures in a row: 2, 4, 8, 16, 32, then 60. */
export function backoffMinutes(failures: number): number {
  return Math.min(MAX_BACKOFF_MINUTES, 2 ** Math.max(1, failures));
}

/** The sealed password's context: a sealed value copied to another agency's row does not open. */
export const imapPasswordContext = (agencyId: string) => `inbound-imap:${agencyId}`;

export function imapSettingsOf(deps: Pick<AppDeps, 'config'>, row: MailboxRow): ImapSettings | null {
  if (!row.imapHost || !row.imapPort || !row.imapUser || !row.imapPasswordSealed) return null;
  return {
    host: row.imapHost,
    port: row.imapPort,
    secure: row.imapSecure,
    user: row.imapUser,
    password: secretBoxOf(deps.config).open(row.imapPasswordSealed, imapPasswordContext(row.agencyId)),
    folder: row.imapFolder,
  };
}

/** A failed session in French, for the head (GET) and the settings form. */
export function failureText(
  err: ImapError,
  settings: Pick<ImapSettings, 'host' | 'port' | 'folder'>,
): string {
  switch (err.kind) {
    case 'auth':
      return m.authFailed;
    case 'unreachable':
      return m.hostUnreachable(settings.host, settings.port);
    case 'unknown-host':
      return m.hostUnknown(settings.host);
    case 'timeout':
      return m.timeout(settings.host);
    case 'tls':
      return m.tlsFailed;
    case 'folder':
      return m.folderMissing(settings.folder);
    default:
      return m.unexpected;
  }
}

export interface PollResult {
  imported: number;
  duplicates: number;
  /** Messages whose import failed: left unread for the next poll. */
  failed: number;
  /** The session's failure (server down, sign-in refused), recorded with its backoff. */
  error: string | null;
  /** Unread messages left for the next poll (over the per-poll limit): it is due at once. */
  remaining: number;
}

/**
 * One poll of an agency's mailbox (issue 29), bound to that agency: every unread message is
 * imported, and only then marked read; a message whose import fails (parse, database, storage)
 * stays unread for the next poll, and the Message-ID makes a second read harmless. A session that
 * fails (server down, sign-in refused) is recorded in French with the next try backed off.
 */
export async function pollMailbox(
  deps: AppDeps,
  agencyId: string,
  log: JobLogger,
  { now = () => new Date(), limit = MAX_MESSAGES_PER_POLL }: { now?: () => Date; limit?: number } = {},
): Promise<PollResult | null> {
  const row = await findMailbox(deps.db, agencyId);
  if (!row?.imapEnabled) return null;
  const result: PollResult = { imported: 0, duplicates: 0, failed: 0, error: null, remaining: 0 };
  let settings: ImapSettings | null;
  try {
    settings = imapSettingsOf(deps, row);
  } catch (err) {
    // A password sealed with a key this installation no longer has: the head must enter it again.
    log.error({ err, agencyId }, 'boîte IMAP : mot de passe illisible');
    settings = null;
  }
  if (!settings) {
    result.error = m.authFailed;
  } else {
    const open = settings;
    try {
      await withImapFolder(open, async (folder) => {
        const unseen = await folder.unseen();
        result.remaining = Math.max(0, unseen.length - limit);
        for (const message of unseen.slice(0, limit)) {
          try {
            const outcome =
              message.size > MAX_MESSAGE_BYTES
                ? await importOversizedMessage(deps, {
                    agencyId,
                    messageId: message.messageId,
                    from: message.from,
                    subject: message.subject,
                    sizeBytes: message.size,
                  })
                : await importRawMessage(deps, {
                    agencyId,
                    channel: 'imap',
                    raw: await folder.source(message.uid),
                  });
            if (outcome.status === 'imported') result.imported++;
            else result.duplicates++;
          } catch (err) {
            // Left unread: the next poll tries again. The session goes on with the next message.
            if (err instanceof ImapError) throw err;
            result.failed++;
            log.error({ err, agencyId, uid: message.uid }, 'boîte IMAP : message non importé');
            continue;
          }
          await folder.markSeen(message.uid);
        }
      });
    } catch (err) {
      if (!(err instanceof ImapError)) throw err;
      result.error = failureText(err, open);
      log.warn({ agencyId, kind: err.kind }, 'boîte IMAP : relevé en échec');
    }
  }
  const at = now();
  const failures = result.error === null ? 0 : row.failures + 1;
  await recordPoll(deps.db, agencyId, {
    at,
    error: result.error ?? (result.failed > 0 ? m.importFailed : null),
    failures,
    nextPollAt:
      result.error === null
        ? new Date(at.getTime() + (result.remaining > 0 ? 0 : NEXT_POLL_AFTER_SUCCESS_MS))
        : new Date(at.getTime() + backoffMinutes(failures) * 60_000),
  });
  return result;
}
