import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUILD_STAMP } from '../scripts/web-build.mjs';
import { freePort, repoRoot } from './support/server';

/** Issue 8: `npm start` builds only when needed; a warm start should take a few seconds. */
const WARM_TARGET_S = 5;
const WARM_RUNS = 3;

interface StartRun {
  /** `npm start` launched → /api/health answers. */
  totalS: number;
  /** The web build, when it ran. */
  buildS: number | null;
  /** The server process's own figures (its banner): start → listening, and opening + migrating the database. */
  serverS: number;
  databaseS: number;
}

const decimal = (text: string) => Number(text.replace(',', '.'));
const s = (seconds: number) => `${seconds.toFixed(2)} s`;

/** One `npm start` as a person types it, stopped (SIGTERM to its process group) once it answers. */
async function timeStart(dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const begun = performance.now();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    let totalS: number | null = null;
    while (totalS === null) {
      if (child.exitCode !== null) throw new Error(`npm start s'est arrêté :\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
          totalS = (performance.now() - begun) / 1000;
      } catch {
        // not listening yet
      }
      if (totalS === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The banner follows listen() by a few milliseconds.
    for (let i = 0; i < 40 && !/ouverte en/.test(output); i++) await new Promise((r) => setTimeout(r, 50));
    const banner = /prêt sur .* en ([\d,]+) s \(base de données ouverte en ([\d,]+) s\)/.exec(output);
    if (!banner) throw new Error(`Bandeau de démarrage introuvable :\n${output}`);
    const build = /construite en ([\d,]+) s/.exec(output);
    return {
      totalS,
      buildS: build ? decimal(build[1]!) : null,
      serverS: decimal(banner[1]!),
      databaseS: decimal(banner[2]!),
    };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    // The server releases the data directory's lock last; the next start needs it.
    for (let i = 0; i < 300 && fs.existsSync(path.join(dataDir, 'immopilote.lock')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function describe(run: StartRun) {
  const build = run.buildS === null ? 'no web build' : `web build ${s(run.buildS)}`;
  const share = Math.round((run.databaseS / run.totalS) * 100);
  return `${s(run.totalS)} until /api/health answers — ${build}; server process ready in ${s(run.serverS)}, of which PGlite opening + migrations ${s(run.databaseS)} (${share} % of the total)`;
}

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-start-bench-'));
  try {
    // Cold: no completed build (the stamp goes, so `npm start` must build) and a new data directory.
    fs.rmSync(BUILD_STAMP, { force: true });
    const cold = await timeStart(dataDir);
    console.log(`cold start (builds the web app, creates the database): ${describe(cold)}`);
    if (cold.buildS === null) console.log('  ! the cold start did not build the web app');

    const warm: StartRun[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeStart(dataDir));
    warm.sort((a, b) => a.totalS - b.totalS);
    const median = warm[Math.floor(WARM_RUNS / 2)]!;
    console.log(
      `warm start (build present, existing data directory), median of ${WARM_RUNS}: ${describe(median)} (target ≤ ${WARM_TARGET_S} s)`,
    );
    console.log(`  warm runs: ${warm.map((r) => s(r.totalS)).join(', ')}`);
    if (warm.some((r) => r.buildS !== null)) console.log('  ! a warm start rebuilt the web app');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
