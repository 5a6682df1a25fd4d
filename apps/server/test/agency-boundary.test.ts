/**
 * The agency boundary held by the database (issue 24, db/agency-scope.ts, migration 0021): on
 * PGlite and on PostgreSQL alike (DATABASE_URL), a query that forgets its agency filter finds no
 * other agency's row and cannot write one, and the application runs as a role that owns nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, acrossAgencies, SYSTEM_ROLE, withAgency } from '../src/db/agency-scope';
import type { Database, Db } from '../src/db/client';
import { clients, properties } from '../src/db/schema';
import { tenantRow, tenantWhere } from '../src/db/tenant';
import { createAgencyWithBoss, createClient, createProperty } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** The database's own reason for refusing a statement (drizzle wraps it). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    return String((err as { cause?: Error }).cause?.message ?? err);
  }
  return 'accepted';
}

// ---- a repository as a successor might write it: three reads that forget the agency ----------

/** drizzle's relational API, no filter. */
const relationalRead = (db: Db) => db.query.clients.findMany({ columns: { id: true, agencyId: true } });

/** A raw SQL template, no filter. */
async function rawRead(db: Db) {
  return rowsOf(await db.execute(sql`select id, agency_id as "agencyId" from clients`));
}

/** Scopes its first table and forgets the second one it joins. */
function secondTableRead(db: Db, agencyId: string) {
  return db
    .select({ propertyId: properties.id, clientId: clients.id, agencyId: clients.agencyId })
    .from(properties)
    .innerJoin(clients, sql`true`)
    .where(tenantWhere(properties, agencyId));
}

describe('row-level security on every agency table', () => {
  let database: Database;
  let a: { agencyId: string; clientId: string; propertyId: string };
  let b: { agencyId: string; clientId: string; propertyId: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    const seed = async () => {
      const { agency } = await createAgencyWithBoss(database.ownerDb);
      const client = await createClient(database.ownerDb, agency.id);
      const property = await createProperty(database.ownerDb, agency.id);
      return { agencyId: agency.id, clientId: client.id, propertyId: property.id };
    };
    a = await seed();
    b = await seed();
  });

  afterAll(async () => {
    await database.close();
  });

  it('covers every table with an agency_id column: enabled, forced, a policy for each role on reads and writes', async () => {
    const rows = rowsOf(
      await database.ownerDb.execute(sql`
      select c.relname as "table", c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        (select array_agg(p.polname || ':' || r.rolname || ':' || (p.polqual is not null) || ':' || (p.polwithcheck is not null) order by p.polname)
           from pg_policy p join pg_roles r on r.oid = any(p.polroles) where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r' and exists (
        select 1 from pg_attribute at where at.attrelid = c.oid and at.attname = 'agency_id' and not at.attisdropped)
      order by 1`),
    );
    // 26 when the boundary landed; every later agency table adds itself (immopilote_protect_agency_table).
    expect(rows.length).toBeGreaterThanOrEqual(26);
    const incomplete = rows.filter(
      (r) =>
        !r.rls ||
        !r.forced ||
        JSON.stringify(r.policies) !==
          JSON.stringify([`across_agencies:${SYSTEM_ROLE}:true:true`, `agency_rows:${APP_ROLE}:true:true`]),
    );
    expect(incomplete).toEqual([]);
  });

  it('runs the application as a role that owns no table, is no superuser and cannot bypass security', async () => {
    const [who] = rowsOf(
      await withAgency({ agencyId: a.agencyId }, () =>
        database.db.execute(sql`
          select current_user as "user", r.rolsuper as super, r.rolbypassrls as bypass,
            (select count(*)::int from pg_tables where tableowner = current_user) as owned
          from pg_roles r where r.rolname = current_user`),
      ),
    );
    expect(who).toEqual({ user: APP_ROLE, super: false, bypass: false, owned: 0 });
    // Nothing of the binding is left on the connection afterwards.
    const [after] = rowsOf(
      await database.db.execute(sql`select current_setting('app.agency_id', true) as agency`),
    );
    expect(after?.agency ?? '').toBe('');
  });

  it('a read that forgets the agency finds only the bound agency’s rows, and nothing unbound', async () => {
    const reads = async () => ({
      relational: (await relationalRead(database.db)).map((r) => r.agencyId),
      raw: (await rawRead(database.db)).map((r) => r.agencyId),
      second: (await secondTableRead(database.db, a.agencyId)).map((r) => r.agencyId),
    });
    expect(await withAgency({ agencyId: a.agencyId }, reads)).toEqual({
      relational: [a.agencyId],
      raw: [a.agencyId],
      second: [a.agencyId],
    });
    expect(await reads()).toEqual({ relational: [], raw: [], second: [] });
    // The owner sees both agencies: the rows are there, the boundary hid them.
    expect((await rawRead(database.ownerDb)).map((r) => r.agencyId).sort()).toEqual(
      [a.agencyId, b.agencyId].sort(),
    );
  });

  it('an insert or an update into another agency is refused by the database, a delete there touches nothing', async () => {
    const insertElsewhere = withAgency({ agencyId: a.agencyId }, () =>
      database.db
        .insert(clients)
        .values(
          tenantRow(b.agencyId, { fullName: 'Intrus', firstName: 'Intrus', email: 'intrus@example.fr' }),
        ),
    );
    expect(await refusal(insertElsewhere)).toMatch(/row-level security/);
    const moveOut = withAgency({ agencyId: a.agencyId }, () =>
      database.db.update(clients).set({ agencyId: b.agencyId }).where(eq(clients.id, a.clientId)),
    );
    expect(await refusal(moveOut)).toMatch(/row-level security/);
    const touched = await withAgency({ agencyId: a.agencyId }, async () => ({
      updated: await database.db
        .update(clients)
        .set({ fullName: 'Écrasé' })
        .where(eq(clients.id, b.clientId))
        .returning(),
      deleted: await database.db.delete(clients).where(eq(clients.id, b.clientId)).returning(),
    }));
    expect(touched).toEqual({ updated: [], deleted: [] });
    const [kept] = await database.ownerDb.select().from(clients).where(eq(clients.id, b.clientId));
    expect(kept?.fullName).not.toBe('Écrasé');
  });

  it('a transaction keeps its agency to its end; interleaved statements of two agencies never mix', async () => {
    const inTransaction = await withAgency({ agencyId: b.agencyId }, () =>
      database.db.transaction(async (tx) => {
        const first = await tx.select({ agencyId: clients.agencyId }).from(clients);
        const second = rowsOf(await tx.execute(sql`select agency_id as "agencyId" from properties`));
        return [...first, ...second].map((r) => r.agencyId);
      }),
    );
    expect(inTransaction).toEqual([b.agencyId, b.agencyId]);
    const runs = Array.from({ length: 60 }, (_, i) => {
      const bound = [a, b, null][i % 3];
      const read = async () => (await rawRead(database.db)).map((r) => r.agencyId);
      return (bound ? withAgency({ agencyId: bound.agencyId }, read) : read()).then((seen) => ({
        expected: bound ? [bound.agencyId] : [],
        seen,
      }));
    });
    for (const run of await Promise.all(runs)) expect(run.seen).toEqual(run.expected);
  });

  it('the reads across agencies see every agency, under their own role', async () => {
    const seen = await acrossAgencies('admin', async () => ({
      rows: (await rawRead(database.db)).map((r) => r.agencyId).sort(),
      role: rowsOf(await database.db.execute(sql`select current_user as "user"`))[0]?.user,
    }));
    expect(seen).toEqual({ rows: [a.agencyId, b.agencyId].sort(), role: SYSTEM_ROLE });
  });
});

describe('requests and jobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('a request’s statements run as the application role (taking its right away breaks the request)', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db);
    await createClient(t.db, agency.id, { fullName: 'Camille Roux' });
    const api = await signedInClient(t, boss.user.id);
    const before = await api.get('/api/clients');
    expect(before.status).toBe(200);
    await t.db.execute(sql.raw(`revoke select on clients from ${APP_ROLE}`));
    try {
      const revoked = await api.get('/api/clients');
      expect(revoked.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`grant select on clients to ${APP_ROLE}`));
    }
    expect((await api.get('/api/clients')).status).toBe(200);
  });
});

// ---- the three reads across agencies stay in their three places --------------------------------

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Where each purpose may be used (db/agency-scope.ts); nowhere else. */
const ALLOWED: Record<string, string[]> = {
  admin: ['auth/request-binding.ts'],
  signIn: ['auth/session-cache.ts', 'auth/request-binding.ts'],
  agencyJobs: ['db/agency-scope.ts'],
  publicSite: ['modules/public-site/public-site.service.ts'],
  signingLink: ['modules/signatures/signing.service.ts'],
  apiKey: ['modules/api-keys/api-key-auth.ts'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

export function crossAgencyUses(files: { name: string; source: string }[]): string[] {
  return files.flatMap(({ name, source }) =>
    [...source.matchAll(/acrossAgencies\(\s*'(\w+)'/g)]
      .filter((m) => !(ALLOWED[m[1]!] ?? []).includes(name))
      .map((m) => `${name}: ${m[1]}`),
  );
}

describe('reads across agencies', () => {
  it('happen in their three named places only, and the owner connection in none', () => {
    const files = sourceFiles(SERVER_SRC).map((f) => ({
      name: path.relative(SERVER_SRC, f),
      source: fs.readFileSync(f, 'utf8'),
    }));
    expect(crossAgencyUses(files)).toEqual([]);
    const ownerUses = files
      .filter((f) => /\bownerDb\b/.test(f.source) && f.name !== 'db/client.ts')
      .map((f) => f.name);
    expect(ownerUses).toEqual([]);
  });

  it('the check catches a new bypass', () => {
    expect(
      crossAgencyUses([
        { name: 'modules/clients/clients.service.ts', source: "acrossAgencies('admin', () => x)" },
        { name: 'auth/session-cache.ts', source: "acrossAgencies('signIn', () => x)" },
      ]),
    ).toEqual(['modules/clients/clients.service.ts: admin']);
  });
});
