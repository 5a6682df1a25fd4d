import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Server tests that never touch the database of the pass: unit tests beside the code, static checks
 * of the sources, and the embedded database's own process tests. The PostgreSQL pass
 * (DATABASE_URL) leaves them out: it would only repeat what the PGlite pass ran.
 */
const SAME_ON_EVERY_DATABASE = [
  'apps/server/src/**/*.test.ts',
  'apps/server/test/ai-golden/**',
  'apps/server/test/{ai-providers,architecture,catalogue-typography,component-literals,import-cycles,spa}.test.ts',
  'apps/server/test/{dvf-import-cli,pglite-worker,shutdown,startup}.test.ts',
];

/**
 * Files that start server processes or sweep every route take minutes where the others take seconds:
 * started first, they run beside the rest instead of alone at the end of a cold run (CI has no
 * timings cached, and Vitest's default order is then by file size).
 */
const LONG_FILES =
  /\/(crash-recovery|fuzz|authorization-matrix|startup|shutdown|documents-hostile|mailbox|jobs)\.test\.ts$/;

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((f) => LONG_FILES.test(f.moduleId)),
      ...sorted.filter((f) => !LONG_FILES.test(f.moduleId)),
    ];
  }
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? SAME_ON_EVERY_DATABASE : [])],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database (PGlite snapshot or a PostgreSQL template copy), so files
          // share nothing through the database; they share one module graph per worker (no
          // per-file re-import of the server: 174 s of the PostgreSQL pass's 448 s went to imports).
          pool: 'forks',
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
