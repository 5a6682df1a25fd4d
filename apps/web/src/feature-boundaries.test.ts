// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web boundaries are Biome rules (biome.json overrides, `noRestrictedImports`). This test lints
 * fixtures with the repository's own configuration, so a rule that stops firing (or starts firing on
 * the allowed forms) fails here instead of silently letting violations in.
 */
const root = path.resolve(__dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

const FIXTURES: Record<string, string> = {
  // Not allowed: another feature's internals, from each depth; a feature from shared code or layouts.
  'features/alpha/pages/page-into-internals.tsx': "import { x } from '../../beta/api/get-x';",
  'features/alpha/alpha-into-internals.test.tsx': "import { x } from '../beta/components/x';",
  'features/alpha/components/landing/deep-into-internals.tsx': "import { x } from '../../../beta/lib/x';",
  'components/ui/shared-into-feature.tsx': "import { x } from '../../features/beta';",
  'lib/logic-into-feature.ts': "import { x } from '../features/beta/api/get-x';",
  'app/layouts/layout-into-internals.tsx': "import { x } from '../../features/beta/api/get-x';",
  'app/router-into-internals.tsx': "const load = () => import('../features/beta/api/get-x');",
  // Allowed: the other feature's index, its own internals, shared code, pages from the router.
  'features/alpha/pages/page-through-index.tsx': "import { x } from '../../beta';",
  'features/alpha/pages/page-own-internals.tsx': "import { x } from '../api/get-x';",
  'features/alpha/pages/page-shared.tsx': "import { x } from '../../../components/ui/x';",
  'features/alpha/alpha-own.test.tsx':
    "import { x } from './pages/x';\nimport { y } from '../../test/render';",
  'features/alpha/components/landing/deep-own.tsx': "import { x } from '../../lib/x';",
  'app/layouts/layout-through-index.tsx': "import { x } from '../../features/beta';",
  'app/router-pages.tsx': "const load = () => import('../features/beta/pages/beta-page');",
};

let dir = '';
let output = '';

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-boundaries-'));
  fs.copyFileSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'));
  for (const [file, source] of Object.entries(FIXTURES)) {
    const target = path.join(dir, 'apps/web/src', file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${source}\nexport {};\n`);
  }
  try {
    output = execFileSync(
      biome,
      ['lint', '--vcs-enabled=false', '--colors=off', '--max-diagnostics=100', '.'],
      {
        cwd: dir,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
  } catch (error) {
    // Biome exits non-zero when it reports errors: that is the expected case here.
    const failed = error as { stdout?: string; stderr?: string };
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}, 30_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const flagged = (file: string) =>
  new RegExp(
    `apps/web/src/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ lint/style/noRestrictedImports`,
  ).test(output);

describe('web boundaries (Biome noRestrictedImports)', () => {
  const names = Object.keys(FIXTURES);
  it.each(names.filter((f) => /into-(internals|feature)/.test(f)))('refuses %s', (file) => {
    expect(flagged(file), output).toBe(true);
  });
  it.each(names.filter((f) => !/into-(internals|feature)/.test(f)))('allows %s', (file) => {
    expect(flagged(file), output).toBe(false);
  });
});
