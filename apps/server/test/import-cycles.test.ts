import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * No package has an import cycle (docs/architecture.md, Rules): Biome's `noImportCycles`, on for
 * every package in biome.json. This test lints fixtures with the repository's own configuration, so
 * a rule switched off, or no longer reaching a package, fails here instead of letting a loop in.
 */
const ROOT = path.resolve(__dirname, '../../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

const FIXTURES: Record<string, string> = {
  // A job that imports the service enqueuing it, and the service that imports the job back.
  'apps/server/src/modules/alpha/alpha.service.ts':
    "import { alphaJob } from './alpha.job';\nexport const enqueue = () => alphaJob;\nexport const work = () => 1;",
  'apps/server/src/modules/alpha/alpha.job.ts':
    "import { work } from './alpha.service';\nexport const alphaJob = { run: work };",
  // Loading the service when the job runs is still a cycle.
  'apps/server/src/modules/beta/beta.service.ts':
    "import { betaJob } from './beta.job';\nexport const enqueue = () => betaJob;\nexport const work = () => 1;",
  'apps/server/src/modules/beta/beta.job.ts':
    "export const betaJob = { run: async () => (await import('./beta.service')).work() };",
  // A loop of three modules.
  'apps/server/src/modules/gamma/gamma.service.ts':
    "import { d } from '../delta/delta.service';\nexport const g = () => d();",
  'apps/server/src/modules/delta/delta.service.ts':
    "import { e } from '../epsilon/epsilon.service';\nexport const d = () => e();",
  'apps/server/src/modules/epsilon/epsilon.service.ts':
    "import { g } from '../gamma/gamma.service';\nexport const e = () => g;",
  // Two web features through their index files.
  'apps/web/src/features/alpha/index.ts': "export { A } from './a';",
  'apps/web/src/features/alpha/a.ts': "import { B } from '../beta';\nexport const A = () => B;",
  'apps/web/src/features/beta/index.ts': "export { B } from './b';",
  'apps/web/src/features/beta/b.ts': "import { A } from '../alpha';\nexport const B = () => A;",
  // Two files of the contracts.
  'packages/contracts/src/one.ts': "import { two } from './two';\nexport const one = () => two;",
  'packages/contracts/src/two.ts': "import { one } from './one';\nexport const two = () => one;",
  // Allowed: a type-only import is erased at build time and cuts the loop.
  'apps/server/src/modules/zeta/zeta.service.ts':
    "import type { ZetaJob } from './zeta.job';\nexport const work = (job: ZetaJob) => job;",
  'apps/server/src/modules/zeta/zeta.job.ts':
    "import { work } from './zeta.service';\nexport interface ZetaJob { name: string }\nexport const run = work;",
  // Allowed: one way only (a service enqueues its job, the job calls a lower file).
  'apps/server/src/modules/eta/eta.service.ts':
    "import { etaJob } from './eta.job';\nexport const go = () => etaJob;",
  'apps/server/src/modules/eta/eta.job.ts':
    "import { build } from './eta-build';\nexport const etaJob = { run: build };",
  'apps/server/src/modules/eta/eta-build.ts': 'export const build = () => 1;',
};

let flagged: string[] = [];

beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-cycles-'));
  try {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
    // The fixture folder is not a git checkout.
    delete config.vcs;
    delete config.$schema;
    fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    for (const [file, source] of Object.entries(FIXTURES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), `${source}\n`);
    }
    let output: string;
    try {
      output = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (err) {
      // Biome exits with 1 when it reports errors; the report is still on stdout.
      output = (err as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as {
      diagnostics: { category: string; severity: string; location: { path: string } }[];
    };
    flagged = report.diagnostics
      .filter((d) => d.category === 'lint/suspicious/noImportCycles' && d.severity === 'error')
      .map((d) => d.location.path);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

afterAll(() => {
  flagged = [];
});

/**
 * Biome sees loops of files; a loop of folders can go through different files (a page of documents
 * importing clients while a form of clients imports documents' picker). Edges between the folders of
 * `base`, from the value imports (and re-exports) of one folder's files into another's.
 */
function folderGraph(base: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const importRe = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;
  for (const entry of fs.readdirSync(base, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
    const from = entry.split(path.sep)[0]!;
    const file = path.join(base, entry);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(importRe)) {
      const spec = match[1] ?? match[2]!;
      if (!spec.startsWith('.')) continue;
      const target = path.relative(base, path.resolve(path.dirname(file), spec)).split(path.sep)[0]!;
      if (target === from || target.startsWith('..') || target === '') continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(target);
    }
  }
  return graph;
}

/** Each edge `a → b` of the graph from which `a` can be reached again. */
function loopEdges(graph: Map<string, Set<string>>): string[] {
  const reaches = (start: string, goal: string) => {
    const seen = new Set<string>();
    const todo = [start];
    while (todo.length > 0) {
      for (const next of graph.get(todo.pop()!) ?? []) {
        if (next === goal) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        todo.push(next);
      }
    }
    return false;
  };
  return [...graph].flatMap(([a, targets]) =>
    [...targets].filter((b) => reaches(b, a)).map((b) => `${a} → ${b}`),
  );
}

describe('module and feature loops (folders, through any files)', () => {
  it('finds the edges of a loop, and only those', () => {
    const graph = new Map([
      ['documents', new Set(['clients'])],
      ['clients', new Set(['documents', 'privacy'])],
      ['history', new Set(['clients'])],
    ]);
    expect(loopEdges(graph).sort()).toEqual(['clients → documents', 'documents → clients']);
  });
  it('no server module needs its dependant', () => {
    const graph = folderGraph(path.join(ROOT, 'apps/server/src/modules'));
    expect(graph.size).toBeGreaterThan(10);
    expect(loopEdges(graph)).toEqual([]);
  });
  it('no web feature needs its dependant', () => {
    const graph = folderGraph(path.join(ROOT, 'apps/web/src/features'));
    expect(graph.size).toBeGreaterThan(10);
    expect(loopEdges(graph)).toEqual([]);
  });
});

describe('import cycles (biome.json noImportCycles, every package)', () => {
  const files = Object.keys(FIXTURES);
  const allowed = (file: string) => /\/(zeta|eta)\//.test(file);
  it.each(files.filter((f) => !allowed(f)))('refuses %s', (file) => {
    expect(flagged, JSON.stringify(flagged)).toContain(file);
  });
  it.each(files.filter(allowed))('allows %s', (file) => {
    expect(flagged).not.toContain(file);
  });
});
