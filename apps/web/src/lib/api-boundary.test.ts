import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The two files allowed to open a connection themselves: the client, and the upload with progress. */
const TRANSPORTS = new Set(['lib/api-client.ts', 'features/documents/api/extract-document.ts']);

/**
 * Why a web source file talks to the API outside the declared endpoints, or nothing. The web app
 * may only reach the API through `call(endpoints.…)` (or `endpointUrl` for the upload), so an
 * endpoint the contracts do not declare cannot be used.
 */
export function apiBoundaryViolations(file: string, source: string): string[] {
  const problems: string[] = [];
  if (/['"`]\/api\//.test(source)) problems.push(`${file}: writes an /api/ address by hand`);
  if (!TRANSPORTS.has(file)) {
    if (/\bfetch\s*\(/.test(source)) problems.push(`${file}: calls fetch() directly`);
    if (/\bXMLHttpRequest\b/.test(source)) problems.push(`${file}: opens an XMLHttpRequest`);
  }
  if (/\b(endpoint|urlOf)\s*\(/.test(source) && file !== 'lib/api-client.ts') {
    problems.push(`${file}: declares or addresses an endpoint outside the contracts`);
  }
  // The web bundle's endpoints carry their method and path only (vite.config.ts,
  // endpointAddressesOnly): a schema read through them is undefined in the browser.
  if (/\bendpoints\.\w+\.\w+\.(params|query|body|response)\b/.test(source)) {
    problems.push(`${file}: reads an endpoint's schema, absent from the web bundle`);
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the web app reaches the API only through declared endpoints', () => {
  it('holds for every source file', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((full) =>
      apiBoundaryViolations(
        path.relative(SRC, full).split(path.sep).join('/'),
        fs.readFileSync(full, 'utf8'),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('catches a hand-written address, a direct fetch and a home-made endpoint', () => {
    const source = `
      import { endpoint } from '@immopilote/contracts';
      export const list = () => fetch('/api/secret');
      export const mine = endpoint({ method: 'GET', path: '/api/nope' });
      export const check = endpoints.clients.create.body.schema.parse;`;
    expect(apiBoundaryViolations('features/x/api/list.ts', source)).toEqual([
      'features/x/api/list.ts: writes an /api/ address by hand',
      'features/x/api/list.ts: calls fetch() directly',
      'features/x/api/list.ts: declares or addresses an endpoint outside the contracts',
      "features/x/api/list.ts: reads an endpoint's schema, absent from the web bundle",
    ]);
    expect(apiBoundaryViolations('features/x/api/list.ts', 'call(endpoints.clients.list)')).toEqual([]);
  });
});
