import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyClocks } from '../src/db/schema';
import { DEMO_HEAD, DEMO_JOINER, DEMO_PROPERTIES } from '../src/demo/demo-data';
import { seedDemo } from '../src/demo/seed-demo';
import { importDvf } from '../src/modules/market/dvf-import.service';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** Every table's row count, and its latest updated_at where it has one: what a second run must not move. */
async function databaseState(): Promise<Record<string, string>> {
  const tables = rowsOf(
    await t.db.execute(sql`
      select t.table_name as name, exists (
        select 1 from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'updated_at'
      ) as "hasUpdatedAt"
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`),
  );
  const state: Record<string, string> = {};
  for (const { name, hasUpdatedAt } of tables) {
    const table = sql.identifier(String(name));
    const [row] = rowsOf(
      await t.db.execute(
        hasUpdatedAt
          ? sql`select count(*)::text as n, max(updated_at)::text as latest from ${table}`
          : sql`select count(*)::text as n, null as latest from ${table}`,
      ),
    );
    state[String(name)] = `${row!.n} ${row!.latest ?? ''}`;
  }
  return state;
}

describe('npm run demo', () => {
  it('fills the agency through the API, then a second run changes no row', async () => {
    expect(await seedDemo(t.app, t.deps)).toBe('created');
    await t.deps.jobs.runUntilIdle();
    const after = await databaseState();
    expect(await seedDemo(t.app, t.deps)).toBe('exists');
    await t.deps.jobs.runUntilIdle();
    expect(await databaseState()).toEqual(after);

    const head = t.client();
    const signIn = await head.request('POST', '/api/auth/sign-in', {
      json: { email: DEMO_HEAD.email, password: DEMO_HEAD.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.me.user.emailVerified).toBe(true);
    // The agency it created is the demonstration agency, the only one with clocks (and the only one).
    const clocks = await t.db.select().from(agencyClocks);
    expect(clocks.map((c) => c.agencyId)).toEqual([signIn.body.me.agency.id]);
    const list = await head.get('/api/properties?limit=60');
    expect(list.body.total).toBe(DEMO_PROPERTIES.length);
    expect(list.body.items.every((p: { thumbnailUrl: string | null }) => p.thumbnailUrl)).toBe(true);
    const summary = await head.get('/api/dashboard/summary');
    expect(summary.body.visitsThisWeek).toBeGreaterThan(0);
    expect(summary.body.mandatesExpiringSoon).toBe(1);
    expect(summary.body.listingsByStatus['En négociation']).toBe(1);
  });

  it('shows every paid feature at once: clients’ last contact, a join request, the portal export, an evaluation', async () => {
    const head = t.client();
    await head.request('POST', '/api/auth/sign-in', {
      json: { email: DEMO_HEAD.email, password: DEMO_HEAD.password },
    });
    // Visits are linked to the clients: their record says when they were last seen.
    const clients = (await head.get('/api/clients?limit=50')).body.items as {
      lastContactOn: string | null;
    }[];
    expect(clients.filter((c) => c.lastContactOn !== null).length).toBeGreaterThanOrEqual(5);
    expect((await head.get('/api/agency/pending-requests')).body).toEqual({ count: 1 });
    const joiner = t.client();
    const waiting = await joiner.request('POST', '/api/auth/sign-in', {
      json: { email: DEMO_JOINER.email, password: DEMO_JOINER.password },
    });
    expect(waiting.body.me.profile.status).toBe('pending');

    // Two clients looking: the T4 and the Mourillon T2 match, the Saint-Roch house is « presque ».
    expect((await head.get('/api/matches/summary')).body).toEqual({ newMatches: 2 });
    const near = (await head.get('/api/matches?level=near')).body.items as { property: { name: string } }[];
    expect(near.map((x) => x.property.name)).toEqual(['Maison de ville Saint-Roch']);

    // Every listing on the market is complete and under mandate: the export leaves none out.
    const started = await head.post('/api/portal-export');
    expect(started.status, started.text).toBe(201);
    await t.deps.jobs.runUntilIdle();
    const { export: done } = (await head.get('/api/portal-export')).body;
    const onTheMarket = DEMO_PROPERTIES.filter((p) => ['Disponible', 'En négociation'].includes(p.status));
    expect(done).toMatchObject({ status: 'done', total: onTheMarket.length, included: onTheMarket.length });
    expect(done.excluded).toEqual([]);

    // Its public site shows every listing on the market; « Demandes » holds a portal's lead on one of
    // them and a message no parser knows, both answered.
    const site = await fetch(`${t.baseUrl}/agences/lambert-immobilier`);
    expect(site.status).toBe(200);
    const page = await site.text();
    expect(page.match(/\/agences\/lambert-immobilier\/biens\/\d+/g)?.length).toBeGreaterThanOrEqual(
      onTheMarket.length,
    );
    const inbox = (await head.get('/api/leads')).body as {
      items: { source: string; state: string; property: { id: string } | null }[];
    };
    expect(inbox.items.map((lead) => lead.source).sort()).toEqual(['email', 'seloger']);
    expect(inbox.items.every((lead) => lead.state === 'contactee')).toBe(true);
    expect(inbox.items.find((lead) => lead.source === 'seloger')?.property).not.toBeNull();

    // The shipped Toulon sales (loaded by the server at start, here by hand): the sales find comparables.
    const file = 'apps/server/seed/dvf/83137-2023.csv.gz';
    await importDvf(t.db, {
      source: file,
      body: fs.createReadStream(file),
      bytesTotal: fs.statSync(file).size,
    });
    const items = (await head.get('/api/properties?limit=60')).body.items as {
      id: string;
      type: string;
      status: string;
    }[];
    for (const sale of items.filter((p) => p.type === 'Vente' && p.status !== 'Vendu')) {
      const valuation = await head.post(`/api/properties/${sale.id}/valuation`);
      expect(valuation.status, valuation.text).toBe(200);
      expect(valuation.body.outcome, sale.id).toBe('estimated');
    }
  });
});
