/**
 * The server's structural rules (docs/architecture.md, Rules), each shown to fail on a deliberate
 * violation:
 * - only repositories import the database schema, and routes and services write no SQL (Biome);
 * - a module reaches another module through its service, never its repo (Biome);
 * - every table file (`*.schema.ts`) is assembled by db/schema.ts;
 * - every query on an agency-owned table goes through `tenantWhere` / `tenantRow`, except in the
 *   one unscoped admin repository (this file: Biome cannot see inside a query).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_SRC = path.join(ROOT, 'apps/server/src');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

// ---- import rules, run by Biome on fixture files under the project's own biome.json -----------

interface LintFixture {
  file: string;
  source: string;
}

/** Lints fixture files laid out like the project; returns `path:line` of each restricted import. */
function restrictedImports(fixtures: readonly LintFixture[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-lint-'));
  try {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
    // The fixture folder is not a git checkout.
    delete config.vcs;
    delete config.$schema;
    fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    for (const f of fixtures) {
      fs.mkdirSync(path.dirname(path.join(dir, f.file)), { recursive: true });
      fs.writeFileSync(path.join(dir, f.file), f.source);
    }
    let output: string;
    try {
      output = execFileSync(BIOME, ['lint', '--reporter=json', '.'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (err) {
      // Biome exits with 1 when it reports errors; the report is still on stdout.
      output = (err as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as {
      diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
    };
    return report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => `${d.location.path}:${d.location.start.line}`)
      .sort();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('import rules (biome.json, npm run lint)', () => {
  it('refuse a schema import outside repositories, SQL in routes and services, and a cross-module repo import', () => {
    const found = restrictedImports([
      {
        file: 'apps/server/src/modules/history/history.service.ts',
        source: [
          "import { clients } from '../../db/schema';",
          "import { findClient } from '../clients/clients.repo';",
          "import { clientOptions } from '../clients/clients.service';",
          "import { listHistory } from './history.repo';",
          "import { propertyHistory } from './history.schema';",
          "import { properties } from '../properties/properties.schema.ts';",
          'export const used = [clients, findClient, clientOptions, listHistory, propertyHistory, properties];',
        ].join('\n'),
      },
      {
        file: 'apps/server/src/modules/history/history.routes.ts',
        source: "import { sql } from 'drizzle-orm';\nexport const used = sql;\n",
      },
      {
        file: 'apps/server/src/modules/history/history.repo.ts',
        source: [
          "import { eq } from 'drizzle-orm';",
          "import { propertyHistory } from '../../db/schema';",
          "import { findProperty } from '../properties/properties.repo';",
          "import { clients } from '../clients/clients.schema';",
          'export const used = [eq, propertyHistory, findProperty, clients];',
        ].join('\n'),
      },
      {
        // A table file declares its columns with drizzle and points at the tables it references.
        file: 'apps/server/src/modules/history/history.schema.ts',
        source: [
          "import { sql } from 'drizzle-orm';",
          "import { pgTable } from 'drizzle-orm/pg-core';",
          "import { properties } from '../properties/properties.schema';",
          "import { createdAt } from '../../db/columns';",
          'export const used = [sql, pgTable, properties, createdAt];',
        ].join('\n'),
      },
      {
        file: 'apps/server/src/auth/sessions.ts',
        source: "import { sessions } from './identity.schema';\nexport const used = sessions;\n",
      },
      {
        file: 'apps/server/src/auth/context.ts',
        source: "import { sessions } from '../db/schema';\nexport const used = sessions;\n",
      },
      {
        file: 'apps/server/src/app.ts',
        source: "import * as schema from './db/schema';\nexport const used = schema;\n",
      },
      {
        file: 'apps/server/src/db/client.ts',
        source: "import * as schema from './schema';\nexport const used = schema;\n",
      },
    ]);
    expect(found).toEqual(
      [
        'apps/server/src/app.ts:1',
        'apps/server/src/auth/context.ts:1',
        'apps/server/src/auth/sessions.ts:1',
        // The repo may use drizzle and the schema, not another module's repo.
        'apps/server/src/modules/history/history.repo.ts:3',
        'apps/server/src/modules/history/history.routes.ts:1',
        'apps/server/src/modules/history/history.service.ts:1',
        'apps/server/src/modules/history/history.service.ts:2',
        'apps/server/src/modules/history/history.service.ts:5',
        'apps/server/src/modules/history/history.service.ts:6',
      ].sort(),
    );
  });
});

// ---- table files -----------------------------------------------------------------------------

/** Table files (`*.schema.ts`, relative to src) that db/schema.ts does not re-export. */
function unlistedTableFiles(tableFiles: readonly string[], assembly: string): string[] {
  const listed = new Set([...assembly.matchAll(/export \* from '\.\.\/(.+)';/g)].map((m) => `${m[1]}.ts`));
  return tableFiles.filter((f) => !listed.has(f));
}

describe('table files (db/schema.ts)', () => {
  it('are all assembled, or drizzle-kit would write no migration for them', () => {
    const tableFiles = sourceFiles(SERVER_SRC)
      .filter((f) => f.endsWith('.schema.ts') && !f.endsWith('db/schema.ts'))
      .map((f) => path.relative(SERVER_SRC, f).split(path.sep).join('/'));
    expect(tableFiles.length).toBeGreaterThan(10);
    const assembly = fs.readFileSync(path.join(SERVER_SRC, 'db/schema.ts'), 'utf8');
    expect(unlistedTableFiles(tableFiles, assembly)).toEqual([]);
    expect(unlistedTableFiles([...tableFiles, 'modules/not-listed/not-listed.schema.ts'], assembly)).toEqual([
      'modules/not-listed/not-listed.schema.ts',
    ]);
  });
});

// ---- agency scoping ---------------------------------------------------------------------------

/**
 * Tables with an agency_id column: rows that belong to one agency. Read off db/schema.ts, so a new
 * table is checked from its first repository (test/agency-boundary.test.ts checks its policies).
 */
const AGENCY_TABLES = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable) && 'agencyId' in getTableColumns(value))
  .map(([name]) => name);

/**
 * Reads and writes keyed by a person's own row or by a secret, before or beside any agency: a
 * profile is its person's (sign-up, joining, their own fields), a feed's or a notice's secret names
 * its agency. The database's policies hold them (own profile row; the `signIn` binding).
 */
const BY_PERSON_OR_SECRET = [
  'modules/access-log/access-log.repo.ts insertAccessEntry: profiles without tenantWhere',
  'modules/agency/agency.repo.ts findPendingAgencyName: profiles without tenantWhere',
  // Whether another agency holds a public address (`signIn` binding): yes or no, never whose.
  'modules/agency/agency-site.repo.ts slugTakenElsewhere: agencySites without tenantWhere',
  'modules/agency/invitations.repo.ts findInvitationByTokenHash: agencyInvitations without tenantWhere',
  'modules/auth/accounts.repo.ts insertUserWithProfile: insert into profiles without tenantRow',
  'modules/auth/accounts.repo.ts findProfileName: profiles without tenantWhere',
  'modules/auth/accounts.repo.ts makeBossOf: profiles without tenantWhere',
  'modules/auth/accounts.repo.ts makePendingMemberOf: profiles without tenantWhere',
  'modules/auth/two-factor.repo.ts agencyRequiresTwoFactor: profiles without tenantWhere',
  'modules/calendar/calendar.repo.ts findFeedByHash: calendarFeeds without tenantWhere',
  'modules/matching/prospecting.repo.ts findProposalByTokenHash: matchProposals without tenantWhere',
  'modules/matching/prospecting.repo.ts findMailByTokenHash: prospectingMails without tenantWhere',
  'modules/privacy/privacy.repo.ts findNotice: privacySettings without tenantWhere',
  'modules/profile/profile.repo.ts updateProfileFields: profiles, profiles without tenantWhere',
  // The public site's address names its agency by a slug unique across agencies (the `publicSite` binding).
  'modules/public-site/public-site.repo.ts findAgencyIdBySlug: agencySites without tenantWhere',
  'modules/public-site/public-site.repo.ts listSiteSlugs: agencySites without tenantWhere',
  'modules/signatures/signatures.repo.ts findSignerByTokenHash: signatureSigners without tenantWhere',
  // The API key a bearer secret names (issue 33), by its hash, under the `apiKey` purpose.
  'modules/api-keys/api-keys.repo.ts findKeyByHash: apiKeys without tenantWhere',
];

/** The single repository allowed to read across agencies (the admin panel). */
const UNSCOPED_REPO = 'modules/admin/admin.repo.ts';

/**
 * Each top-level function of a repository that reads, updates or deletes an agency-owned table
 * must filter with `tenantWhere`, and one that inserts must build rows with `tenantRow`; no code
 * compares an `agencyId` column by hand.
 */
function scopingViolations(fileName: string, source: string): string[] {
  const problems: string[] = [];
  if (/\beq\(\s*\w+\.agencyId\b/.test(source)) problems.push(`${fileName}: agencyId compared by hand`);
  const functions = source.split(/\n(?=export (?:async )?function |(?:async )?function )/);
  for (const body of functions) {
    const name = /function (\w+)/.exec(body)?.[1] ?? '(top level)';
    const tables = (verb: string) =>
      AGENCY_TABLES.filter((t) => new RegExp(`\\.${verb}\\(\\s*${t}\\s*\\)`).test(body));
    const scoped = [...tables('from'), ...tables('update'), ...tables('delete')];
    if (scoped.length > 0 && !body.includes('tenantWhere(')) {
      problems.push(`${fileName} ${name}: ${scoped.join(', ')} without tenantWhere`);
    }
    const inserted = tables('insert');
    if (inserted.length > 0 && !body.includes('tenantRow(')) {
      problems.push(`${fileName} ${name}: insert into ${inserted.join(', ')} without tenantRow`);
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('agency scoping (db/tenant.ts)', () => {
  let files: string[];
  beforeAll(() => {
    files = sourceFiles(SERVER_SRC);
  });

  it('holds in every repository but the admin one', () => {
    const checked = files.filter((f) => f.endsWith('.repo.ts') && !f.endsWith(UNSCOPED_REPO));
    expect(checked.length).toBeGreaterThan(5);
    const problems = checked
      .flatMap((f) => scopingViolations(path.relative(SERVER_SRC, f), fs.readFileSync(f, 'utf8')))
      .filter((p) => !BY_PERSON_OR_SECRET.includes(p));
    expect(problems).toEqual([]);
  });

  it('the admin repository is the only unscoped one, and it exists', () => {
    expect(files.some((f) => f.endsWith(UNSCOPED_REPO))).toBe(true);
  });

  it('catches a forgotten or hand-written agency clause', () => {
    const forgotten = [
      'export async function findClient(db: DbOrTx, agencyId: string, id: string) {',
      '  return db.select().from(clients).where(eq(clients.id, id));',
      '}',
      'export async function insertClient(db: DbOrTx, agencyId: string, values: NewClient) {',
      '  return db.insert(clients).values({ ...values, agencyId });',
      '}',
      'export async function removeClient(db: DbOrTx, agencyId: string, id: string) {',
      '  return db.delete(clients).where(and(eq(clients.agencyId, agencyId), eq(clients.id, id)));',
      '}',
    ].join('\n');
    expect(scopingViolations('x.repo.ts', forgotten)).toEqual([
      'x.repo.ts: agencyId compared by hand',
      'x.repo.ts findClient: clients without tenantWhere',
      'x.repo.ts insertClient: insert into clients without tenantRow',
      'x.repo.ts removeClient: clients without tenantWhere',
    ]);
    const scoped = [
      'export async function findClient(db: DbOrTx, agencyId: string, id: string) {',
      '  return db.select().from(clients).where(tenantWhere(clients, agencyId, eq(clients.id, id)));',
      '}',
    ].join('\n');
    expect(scopingViolations('x.repo.ts', scoped)).toEqual([]);
  });
});

describe('numbers from what a person or a program sends', () => {
  it('are read by the contracts’ numberField, never coerced (z.coerce turns null, "" and true into numbers)', () => {
    const schemas = path.join(ROOT, 'packages/contracts/src/schemas');
    const coercing = fs
      .readdirSync(schemas)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /z\.coerce\b/.test(fs.readFileSync(path.join(schemas, f), 'utf8')));
    expect(coercing).toEqual([]);
  });
});
