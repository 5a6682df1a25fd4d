import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FileSystem, FtpSrv } from 'ftp-srv';

/** ftp-srv logs through bunyan; the tests read the files, not its log. */
const quietLog = {
  child: () => quietLog,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
};

/** A disk that is full: ftp-srv answers the STOR with the write's error (550 ENOSPC…). */
class FullDisk extends FileSystem {
  override write(): never {
    const err = new Error('ENOSPC: no space left on device') as NodeJS.ErrnoException;
    err.code = 'ENOSPC';
    throw err;
  }
}

export interface TestFtpServer {
  host: string;
  port: number;
  root: string;
  user: string;
  password: string;
  /** Every login attempt, with the password given (to prove what the client sent). */
  logins: { user: string; password: string }[];
  /** From now on writes fail as on a full disk (or no longer). */
  setDiskFull(full: boolean): void;
  /** From now on sign-ins get no answer (a server that hangs), or answer again. */
  setSilent(silent: boolean): void;
  /** The files in the root folder (and `folder`), by name. */
  files(folder?: string): string[];
  read(name: string, folder?: string): Buffer;
  close(): Promise<void>;
}

/**
 * A real FTP server (ftp-srv) on 127.0.0.1, a random port, a temporary root: one user, passive
 * mode on 127.0.0.1. The feeds' tests upload to it and read the files back.
 */
export async function startTestFtpServer({
  user = 'agence',
  password = 'mot-de-passe-ftp-42',
}: {
  user?: string;
  password?: string;
} = {}): Promise<TestFtpServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-ftp-'));
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: 40000,
    pasv_max: 49999,
    anonymous: false,
    greeting: 'Portail de test',
    log: quietLog,
  });
  let diskFull = false;
  let silent = false;
  const logins: TestFtpServer['logins'] = [];
  server.on('login', ({ connection, username, password: given }, resolve, reject) => {
    logins.push({ user: username, password: given });
    if (silent) return;
    if (username !== user || given !== password) {
      reject(new Error('Identifiants incorrects'));
      return;
    }
    resolve(diskFull ? { fs: new FullDisk(connection, { root, cwd: '/' }) } : { root });
  });
  await server.listen();
  const port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  const dir = (folder = '/') => path.join(root, folder);
  return {
    host: '127.0.0.1',
    port,
    root,
    user,
    password,
    logins,
    setDiskFull(full) {
      diskFull = full;
    },
    setSilent(value) {
      silent = value;
    },
    files: (folder) => fs.readdirSync(dir(folder)).sort(),
    read: (name, folder) => fs.readFileSync(path.join(dir(folder), name)),
    async close() {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
