import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

/** Debian's `dovecot-imapd` (.ci/run installs it): the tests of the IMAP polling need a real server. */
export const DOVECOT = '/usr/sbin/dovecot';
export const hasDovecot = fs.existsSync(DOVECOT);
export const NO_DOVECOT_MESSAGE = `${DOVECOT} is absent: apt-get install -y dovecot-imapd to run the IMAP tests`;

export interface TestImapServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Drops a message in the folder (unread unless `seen`). */
  append(raw: string | Buffer, options?: { seen?: boolean; folder?: string }): Promise<void>;
  /** Messages in the folder, and how many of them are unread. */
  counts(folder?: string): Promise<{ total: number; unseen: number }>;
  /** The server goes down (the port refuses connections) and comes back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted === open) return;
    if (Date.now() > deadline) throw new Error(`dovecot: port ${port} still ${open ? 'closed' : 'open'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function idOf(flag: '-u' | '-g', name?: string): number {
  return Number(execFileSync('id', name ? [flag, name] : [flag], { encoding: 'utf8' }).trim());
}

/**
 * A throw-away Dovecot on a free port of 127.0.0.1: its own configuration, state and maildir in a
 * temporary folder, one user with a password, plain IMAP (no TLS), no failure delay. Run as the
 * current user; as root (CI containers), the login and mail processes take Dovecot's own users,
 * since Dovecot refuses to serve mail as root.
 */
export async function startDovecot(): Promise<TestImapServer> {
  if (!hasDovecot) throw new Error(NO_DOVECOT_MESSAGE);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-dovecot-'));
  fs.chmodSync(dir, 0o755);
  for (const sub of ['base', 'state', 'mail']) fs.mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const user = 'agence';
  const password = 'mot-de-passe-imap';
  const root = process.getuid?.() === 0;
  const me = os.userInfo().username;
  const mailUid = root ? idOf('-u', 'dovecot') : idOf('-u');
  const mailGid = root ? idOf('-g', 'dovecot') : idOf('-g');
  const group = execFileSync('id', ['-gn', ...(root ? ['dovecot'] : [])], { encoding: 'utf8' }).trim();
  if (root) fs.chownSync(path.join(dir, 'mail'), mailUid, mailGid);
  fs.writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}\n`);
  const config = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/base
state_dir = ${dir}/state
instance_name = immopilote-test-${port}
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_login_user = ${root ? 'dovenull' : me}
default_internal_user = ${root ? 'dovecot' : me}
default_internal_group = ${group}
first_valid_uid = ${Math.min(mailUid, 1)}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );

  const start = async () => {
    // The master goes to the background; its output is the log file (a pipe would stay open with it).
    execFileSync(DOVECOT, ['-c', config], { stdio: 'ignore' });
    await waitForPort(port, true);
  };
  const stop = async () => {
    const pidFile = path.join(dir, 'base', 'master.pid');
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return;
    }
    await waitForPort(port, false);
    // The master removes its pid file last: wait for it so a restart is not refused.
    const deadline = Date.now() + 10_000;
    while (fs.existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  };
  const session = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
      disableAutoIdle: true,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  await start();
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    append: (raw, options = {}) =>
      session(async (client) => {
        await client.append(options.folder ?? 'INBOX', raw, options.seen ? ['\\Seen'] : []);
      }),
    counts: (folder = 'INBOX') =>
      session(async (client) => {
        const status = await client.status(folder, { messages: true, unseen: true });
        if (status === false) throw new Error(`dovecot: no folder ${folder}`);
        return { total: status.messages ?? 0, unseen: status.unseen ?? 0 };
      }),
    stop,
    start,
    close: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
