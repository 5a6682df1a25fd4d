import { randomBytes } from 'node:crypto';
import { PassThrough, Transform, type Writable } from 'node:stream';
import { portalsMessages as m } from '@immopilote/contracts';
import { Client, FTPError } from 'basic-ftp';

export interface FtpTarget {
  protocol: 'ftp' | 'ftps';
  host: string;
  port: number;
  username: string;
  password: string;
  folder: string;
}

/** The wait for any answer of the server (connection, sign-in, each transfer step). */
export const FTP_TIMEOUT_MS = 30_000;

/** An upload that failed, with the French sentence the publication page shows. */
export class FtpUploadError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'auth' | 'full' | 'timeout' | 'tls' | 'folder' | 'other',
    readonly userMessage: string,
  ) {
    super(userMessage);
  }
}

/**
 * The French status of a failed upload, from the FTP reply code or the socket's error: never the
 * server's own text beyond a short code (it may echo the user name), never the password.
 */
export function ftpFailure(
  err: unknown,
  target: Pick<FtpTarget, 'host' | 'port' | 'folder'>,
): FtpUploadError {
  if (err instanceof FtpUploadError) return err;
  const hostPort = `${target.host}:${target.port}`;
  if (err instanceof FTPError) {
    if (err.code === 530 || err.code === 331 || err.code === 332)
      return new FtpUploadError('auth', m.errors.auth);
    // 552/452 per RFC 959; servers that answer every refused write with 550 name the cause (ENOSPC, quota).
    if (err.code === 552 || err.code === 452 || /ENOSPC|no space|disk full|quota/i.test(err.message)) {
      return new FtpUploadError('full', m.errors.full);
    }
    if (err.code === 550 || err.code === 553)
      return new FtpUploadError('folder', m.errors.folder(target.folder));
    if (err.code === 534 || err.code === 431) return new FtpUploadError('tls', m.errors.tls);
    return new FtpUploadError('other', m.errors.other(`code ${err.code}`));
  }
  const code = (err as NodeJS.ErrnoException | null)?.code;
  const message = err instanceof Error ? err.message : '';
  if (/^Timeout/.test(message) || code === 'ETIMEDOUT')
    return new FtpUploadError('timeout', m.errors.timeout);
  if (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'EHOSTUNREACH' ||
    code === 'ENETUNREACH' ||
    code === 'EAI_AGAIN' ||
    code === 'ECONNRESET' ||
    /Server sent FIN packet unexpectedly|closed/i.test(message)
  ) {
    return new FtpUploadError('unreachable', m.errors.unreachable(hostPort));
  }
  if (code?.startsWith('ERR_TLS') || code?.startsWith('ERR_SSL') || /TLS|SSL|certificate/i.test(message)) {
    return new FtpUploadError('tls', m.errors.tls);
  }
  return new FtpUploadError('other', m.errors.other(code ?? 'erreur inconnue'));
}

/**
 * Uploads what `write` produces to `<folder>/<fileName>` without holding it in memory: `write`
 * writes into a stream that basic-ftp sends as it comes (the ZIP writer waits for the socket). The
 * file goes under a temporary name first, then is renamed: a portal that scans the folder never
 * picks up half a file. FTPS is explicit TLS (AUTH TLS on the usual port). Answers the bytes sent.
 */
export async function uploadStreamed(
  target: FtpTarget,
  fileName: string,
  write: (out: Writable) => Promise<void>,
  { timeoutMs = FTP_TIMEOUT_MS, tls }: { timeoutMs?: number; tls?: { rejectUnauthorized?: boolean } } = {},
): Promise<number> {
  const client = new Client(timeoutMs);
  const tmpName = `${fileName}.${randomBytes(4).toString('hex')}.part`;
  let bytes = 0;
  try {
    await client.access({
      host: target.host,
      port: target.port,
      user: target.username,
      password: target.password,
      secure: target.protocol === 'ftps',
      secureOptions: tls,
    });
    await client.cd(target.folder);
    const source = new PassThrough();
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    source.pipe(counted);
    // basic-ftp stops listening once the server refused the file; a later error must not go unheard.
    counted.on('error', () => undefined);
    const upload = client.uploadFrom(counted, tmpName);
    // The server refusing the file (552) stops the writer at its next chunk instead of leaving it
    // waiting for room that never comes.
    upload.catch(() => source.destroy());
    const writing = write(source).catch((err: unknown) => {
      counted.destroy(err as Error);
      throw err;
    });
    const [uploaded, written] = await Promise.allSettled([upload, writing]);
    // The cause, not its echo: a refusal of the server stops the writer, a failing writer cuts the
    // transfer; whichever came first is the one reported.
    if (
      uploaded.status === 'rejected' &&
      (uploaded.reason instanceof FTPError || written.status === 'fulfilled')
    ) {
      throw uploaded.reason;
    }
    if (written.status === 'rejected') throw written.reason;
    try {
      await client.rename(tmpName, fileName);
    } catch (err) {
      // Some servers refuse to rename onto an existing file: the previous feed goes, then the new one takes its name.
      if (!(err instanceof FTPError)) throw err;
      await client.remove(fileName, true);
      await client.rename(tmpName, fileName);
    }
    return bytes;
  } catch (err) {
    // What was left half-written goes (best effort: the connection may be gone).
    if (!client.closed) await client.remove(tmpName, true).catch(() => undefined);
    throw ftpFailure(err, target);
  } finally {
    client.close();
  }
}
