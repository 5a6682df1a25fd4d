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
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('lock'))).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);

  it('exactly one of several processes racing for a lock left by a dead process takes it', async () => {
    const ROUNDS = 12;
    const CONTENDERS = 6;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-lock-race-'));
    const dirs = Array.from({ length: ROUNDS }, (_, i) => path.join(root, `round-${i}`));
    for (const dir of dirs) fs.mkdirSync(dir);
    const contender = () => {
      // node itself (not the tsx wrapper, which forks): the pid in the lock is the pid we kill.
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.resolve('apps/server/test/helpers/lock-contender.ts')],
        {
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      );
      children.push(child);
      const lines: string[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      child.stdout!.on('data', (d) => {
        buffer += d;
        const parts = buffer.split('\n');
        buffer = parts.pop()!;
        lines.push(...parts);
        for (const w of waiters.splice(0)) w();
      });
      const next = async () => {
        while (lines.length === 0) await new Promise<void>((r) => waiters.push(r));
        return lines.shift()!;
      };
      const send = (line: string) => child.stdin!.write(`${line}\n`);
      return { child, next, send };
    };

    // The stale locks: taken by a real process, which is then killed without releasing them.
    const victim = contender();
    const racers = Array.from({ length: CONTENDERS }, contender);
    expect(await victim.next()).toBe('ready');
    victim.send(`hold ${dirs.join(' ')}`);
    expect(await victim.next()).toBe('held');
    victim.child.kill('SIGKILL');
    await new Promise((r) => victim.child.once('exit', r));
    for (const r of racers) expect(await r.next()).toBe('ready');

    for (const dir of dirs) {
      const at = Date.now() + 150;
      for (const r of racers) r.send(`go ${dir} ${at}`);
      const results = await Promise.all(racers.map((r) => r.next()));
      expect(
        results.filter((x) => x === 'won'),
        `${dir}: ${results.join(', ')}`,
      ).toHaveLength(1);
      expect(results.filter((x) => x === 'refused')).toHaveLength(CONTENDERS - 1);
      for (const r of racers) r.send('release');
      for (const r of racers) expect(await r.next()).toBe('released');
    }
    for (const r of racers) r.child.stdin!.end();
    fs.rmSync(root, { recursive: true, force: true });
  }, 120_000);
});
