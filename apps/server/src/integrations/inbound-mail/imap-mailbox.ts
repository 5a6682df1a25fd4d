import { ImapFlow } from 'imapflow';

/** An agency's IMAP mailbox, its password open (only ever in memory, for one session). */
export interface ImapSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  folder: string;
}

/** Why a session failed, in the terms the head can act on (messages/inbound-mail.ts). */
export type ImapFailure = 'unreachable' | 'unknown-host' | 'timeout' | 'tls' | 'auth' | 'folder' | 'other';

export class ImapError extends Error {
  constructor(
    readonly kind: ImapFailure,
    override readonly cause: unknown,
  ) {
    super(`IMAP ${kind}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** An unread message as the envelope tells it, before its bytes are fetched. */
export interface UnseenMessage {
  uid: number;
  size: number;
  messageId: string | undefined;
  from: { address: string | null; name: string | null };
  subject: string;
}

/** What a poll does with the folder it holds. */
export interface OpenFolder {
  unseen(): Promise<UnseenMessage[]>;
  /** The raw bytes (BODY.PEEK[]: reading does not mark the message read). */
  source(uid: number): Promise<Buffer>;
  /** Marks the message read, once it is imported. */
  markSeen(uid: number): Promise<void>;
}

export interface ImapOptions {
  /** Connecting, greeting and each command; a mailbox that hangs fails the poll, not the queue. */
  timeoutMs?: number;
}

function classify(err: unknown, stage: 'connect' | 'folder' | 'work'): ImapError {
  if (err instanceof ImapError) return err;
  const e = err as {
    code?: string;
    authenticationFailed?: boolean;
    message?: string;
    serverResponseCode?: string;
  };
  const code = e.code ?? '';
  const message = e.message ?? '';
  if (e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED')
    return new ImapError('auth', err);
  if (stage === 'folder' && (e.serverResponseCode === 'NONEXISTENT' || /command failed/i.test(message))) {
    return new ImapError('folder', err);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new ImapError('unknown-host', err);
  if (/TIMEOUT/i.test(code) || /timed? ?out/i.test(message)) return new ImapError('timeout', err);
  if (
    /^ERR_SSL|^ERR_TLS|EPROTO|CERT|DEPTH_ZERO|SELF_SIGNED/i.test(code) ||
    /SSL|TLS|certificate/i.test(message)
  ) {
    return new ImapError('tls', err);
  }
  if (['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EPIPE', 'NoConnection'].includes(code)) {
    return new ImapError('unreachable', err);
  }
  if (stage === 'connect' && /close|connect/i.test(`${code} ${message}`))
    return new ImapError('unreachable', err);
  return new ImapError('other', err);
}

/**
 * One IMAP session (imapflow): connect, sign in, hold the folder, run `work`, log out. Every
 * failure is an `ImapError` of a known kind; the connection is closed whatever happens.
 */
export async function withImapFolder<T>(
  settings: ImapSettings,
  work: (folder: OpenFolder) => Promise<T>,
  { timeoutMs = 15_000 }: ImapOptions = {},
): Promise<T> {
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: Math.max(timeoutMs * 4, 60_000),
    // A plain connection to a server that offers STARTTLS upgrades; certificates are checked.
    tls: { rejectUnauthorized: true },
  });
  // A socket error after the session is over would otherwise be an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    try {
      await client.connect();
    } catch (err) {
      throw classify(err, 'connect');
    }
    let lock: Awaited<ReturnType<ImapFlow['getMailboxLock']>>;
    try {
      lock = await client.getMailboxLock(settings.folder);
    } catch (err) {
      throw classify(err, 'folder');
    }
    try {
      return await work({
        async unseen() {
          const uids = await client.search({ seen: false }, { uid: true });
          if (!uids || uids.length === 0) return [];
          const found: UnseenMessage[] = [];
          for await (const m of client.fetch(
            uids,
            { uid: true, size: true, envelope: true },
            { uid: true },
          )) {
            const from = m.envelope?.from?.[0];
            found.push({
              uid: m.uid,
              size: m.size ?? 0,
              messageId: m.envelope?.messageId,
              from: { address: from?.address ?? null, name: from?.name ?? null },
              subject: m.envelope?.subject ?? '',
            });
          }
          return found.sort((a, b) => a.uid - b.uid);
        },
        async source(uid) {
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          if (message === false || !message.source) throw new Error(`message ${uid} introuvable`);
          return message.source;
        },
        async markSeen(uid) {
          await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        },
      });
    } catch (err) {
      // The work's own failures (an import) pass through as they are; the session's are classified.
      if (err instanceof ImapError || !client.usable) throw classify(err, 'work');
      throw err;
    } finally {
      lock.release();
    }
  } finally {
    if (client.usable) await client.logout().catch(() => client.close());
    else client.close();
  }
}

/** Signs in and opens the folder once: the settings form's check. */
export async function checkImapSettings(settings: ImapSettings, options?: ImapOptions): Promise<void> {
  await withImapFolder(settings, async () => undefined, options);
}
