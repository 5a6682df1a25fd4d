import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { marketMessages } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../src/db/data-dir-lock';

const CLI = path.resolve('apps/server/src/cli/dvf-import.ts');
const TSX = path.resolve('node_modules/.bin/tsx');
const TOULON = '/work/shared/data/dvf/83137-2023.csv';

/** `npm run dvf:import -- …` as a person runs it (PGlite in a fresh DATA_DIR, whatever the test database). */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(TSX, [CLI, ...args], {
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run dvf:import', () => {
  let site: http.Server;
  let base: string;
  const served: string[] = [];
  beforeAll(async () => {
    const gz = zlib.gzipSync(fs.readFileSync(TOULON));
    site = http.createServer((req, res) => {
      served.push(req.url ?? '');
      if (req.url === '/csv/') res.end('<a href="2022/">2022/</a><a href="2023/">2023/</a>');
      else if (req.url === '/csv/2023/departements/83.csv.gz') res.end(gz);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(site.address() as AddressInfo).port}/csv`;
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));

  it('downloads a département from the open-data site and imports it into DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-dvf-cli-'));
    const { code, out } = await runCli(['83', '--annees=2023'], { DATA_DIR: dataDir, DVF_BASE_URL: base });
    expect(out).toMatch(/département 83 \(2023\)\s:\s2\s942 ventes retenues sur 8\s607 lignes/);
    expect(out).toMatch(/Remplacé\s:\s1 commune\(s\), année\(s\) 2023/);
    expect(code).toBe(0);
    expect(served).toContain('/csv/2023/departements/83.csv.gz');
    expect(served).not.toContain('/csv/2022/departements/83.csv.gz');
  }, 180_000);

  it('refuses clearly while a server holds the data directory, and refuses what is neither a file nor a département', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-dvf-cli-'));
    const release = acquireDataDirLock(dataDir);
    try {
      const locked = await runCli([TOULON], { DATA_DIR: dataDir });
      expect(locked.code).toBe(1);
      expect(locked.out).toContain(`est déjà utilisé par un autre processus ImmoPilote (pid ${process.pid})`);
    } finally {
      release();
    }
    const unknown = await runCli(['toulon.csv'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain(marketMessages.import.departmentUnknown('toulon.csv'));
    const moselle = await runCli(['57'], { DATA_DIR: dataDir });
    expect(moselle.out).toContain(marketMessages.import.departmentNotCovered('57'));
  }, 180_000);
});
