import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');

/** Builds the SPA exactly as production does (`npm run build`). */
export function buildWeb(): void {
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function deepestChild(pid: number): number {
  for (;;) {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (!children) return pid;
    pid = Number(children.split(' ')[0]);
  }
}

export interface RunningServer {
  url: string;
  /** The node process serving requests (tsx's cli runs the server in a child of its own). */
  pid(): number;
  stop(): Promise<void>;
}

/** The real server (tsx apps/server/src/main.ts) on a free port with a throw-away PGlite data dir. */
export async function startServer(
  env: Record<string, string> = {},
  {
    prepare,
  }: {
    /** Writes into the data directory before the server opens it (PGlite: one process at a time). */
    prepare?: (dataDir: string, url: string) => Promise<void>;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-bench-'));
  await prepare?.(dataDir, `http://127.0.0.1:${port}`);
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Canonical addresses and the sitemap name the address the server answers on.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: () => deepestChild(child.pid!), stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`Le serveur n'a pas démarré sur ${url}`);
}
