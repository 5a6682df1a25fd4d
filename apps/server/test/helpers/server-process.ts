import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TestClient } from './test-client';

const MAIN = path.resolve('apps/server/src/main.ts');

/** A real server process (`main.ts`), as production runs it: for crashes and multi-process tests. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
  output(): string;
  client(): TestClient;
  /** `kill -9`: no shutdown hook runs, whatever the process was doing stays half done. */
  crash(): Promise<void>;
  stop(): Promise<number | null>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `main.ts` with these variables (over a quiet test baseline) and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx launcher: a signal must reach the server, and the
  // launcher would absorb a SIGKILL while its child carried on.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    baseUrl,
    exited,
    output: () => output,
    client: () => new TestClient(baseUrl),
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  // Start-up includes loading the code with tsx and migrating: generous on a busy machine.
  for (let i = 0; i < 480 && !gone; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}
