import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const MAIN = path.resolve('apps/server/src/main.ts');
const TSX = path.resolve('node_modules/.bin/tsx');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(TSX, [MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

describe('configuration', () => {
  it('names the bad variable in French and English', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*postgres/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'pas-un-email' })).toThrow(
      /Configuration invalide \/ Invalid configuration/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('stops the server with that message', async () => {
    const bad = start({ PORT: 'quatre' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
  });
});

describe('embedded database', () => {
  it('refuses a second process on the same data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-lock-'));
    const port = 34000 + Math.floor(Math.random() * 1000);
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(port);
    const second = start({ DATA_DIR: dataDir, PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/déjà utilisé par un autre processus ImmoPilote/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'immopilote.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);
});
