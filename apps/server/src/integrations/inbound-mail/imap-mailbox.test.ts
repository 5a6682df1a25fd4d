import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImapSettings, ImapError } from './imap-mailbox';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A TCP server on a free port that does `onConnection` with each socket. */
async function tcpServer(onConnection: (socket: net.Socket) => void): Promise<number> {
  const server = net.createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const settings = (port: number) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: 'agence',
  password: 'secret',
  folder: 'INBOX',
});

async function failure(work: Promise<unknown>): Promise<ImapError> {
  try {
    await work;
  } catch (err) {
    if (err instanceof ImapError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

describe('IMAP sessions fail in known kinds (issue 29)', () => {
  it('a server that accepts and never greets is a timeout, within the wait asked for', async () => {
    const sockets: net.Socket[] = [];
    const port = await tcpServer((socket) => void sockets.push(socket));
    const started = Date.now();
    const err = await failure(checkImapSettings(settings(port), { timeoutMs: 300 }));
    expect(err.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const socket of sockets) socket.destroy();
  });

  it('a server that hangs up at once is unreachable', async () => {
    const port = await tcpServer((socket) => socket.destroy());
    expect((await failure(checkImapSettings(settings(port), { timeoutMs: 2_000 }))).kind).toBe('unreachable');
  });

  it('a server that is not IMAP is not taken for one', async () => {
    const port = await tcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.2\r\n'));
    const err = await failure(checkImapSettings(settings(port), { timeoutMs: 2_000 }));
    expect(['unreachable', 'other', 'timeout']).toContain(err.kind);
  });
});
