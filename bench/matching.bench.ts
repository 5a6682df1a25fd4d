import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { SEARCH_LIMITS } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import { withAgency } from '../apps/server/src/db/agency-scope';
import { type Database, migrateDatabase } from '../apps/server/src/db/client';
import { clientSearches, clients, listingPositions, properties } from '../apps/server/src/db/schema';
import { matchListing, matchSearch } from '../apps/server/src/modules/matching/match-run';
import { candidatesQuery } from '../apps/server/src/modules/matching/matching.repo';
import { createAgencyWithBoss, propertyValues } from '../apps/server/test/factories';
import { openScratchDatabase } from './support/scratch-database';

/**
 * Matching (`npm run bench -- matching`, issue 28): one agency with 10,000 active searches and
 * 5,000 listings on the market; one new listing matched against every search, one new search
 * against every listing, database and server time, bound to the agency (row-level security on).
 * PGlite in memory, or a scratch database on PostgreSQL when DATABASE_URL is set. Targets: ≤ 50 ms
 * each on PostgreSQL; printed, never asserted.
 */
const SEARCHES = 10_000;
const LISTINGS = 5_000;
const RUNS = 20;

/**
 * The communes of the Var (official list), each given a made-up point within 40 km of Toulon: an
 * agency covering one département, its clients naming one to three communes or a radius.
 */
const COMMUNES: [string, number, number][] = (
  createRequire(import.meta.url)('@etalab/decoupage-administratif/data/communes.json') as {
    code: string;
    type: string;
    departement?: string;
  }[]
)
  .filter((c) => c.type === 'commune-actuelle' && c.departement === '83')
  .map((c) => [c.code, 43.12 + (Math.random() - 0.5) * 0.6, 5.93 + (Math.random() - 0.5) * 0.8]);
const KINDS = ['appartement', 'maison', 'terrain', 'parking'] as const;
const MUST = ['ascenseur', 'balcon_terrasse', 'parking', 'exterieur', 'pas_rez_de_chaussee'] as const;

const ms = (v: number) => `${v.toFixed(1).replace('.', ',')} ms`;
const rand = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;

function searchRow(agencyId: string, clientId: string) {
  const budget = 100_000 + Math.round(Math.random() * 600_000);
  const radius = Math.random() < 0.2;
  const [code, lat, lon] = rand(COMMUNES);
  return {
    agencyId,
    clientId,
    transaction: Math.random() < 0.8 ? ('achat' as const) : ('location' as const),
    kinds: [...new Set([rand(KINDS), rand(KINDS.slice(0, 2))])],
    budgetMin: Math.random() < 0.3 ? Math.round(budget * 0.6) : null,
    budgetMax: budget,
    surfaceMin: Math.random() < 0.7 ? 20 + Math.round(Math.random() * 100) : null,
    roomsMin: Math.random() < 0.6 ? 1 + Math.floor(Math.random() * 4) : null,
    communeCodes: radius ? [] : [...new Set([code, rand(COMMUNES)[0], rand(COMMUNES)[0]])],
    radiusKm: radius ? 5 + Math.floor(Math.random() * 20) : null,
    radiusCenter: radius ? { kind: 'commune', communeCode: code } : null,
    radiusLatitude: radius ? lat : null,
    radiusLongitude: radius ? lon : null,
    mustHaves: Math.random() < 0.4 ? [rand(MUST)] : [],
    worstEnergyClass: Math.random() < 0.2 ? ('E' as const) : null,
  };
}

function listing(agencyId: string) {
  const kind = rand(KINDS.slice(0, 2));
  const id = randomUUID();
  const values = propertyValues(agencyId, {
    id,
    type: 'Vente',
    kind,
    price: 80_000 + Math.round(Math.random() * 700_000),
    surfaceHabitable: 25 + Math.round(Math.random() * 120),
    rooms: 1 + Math.floor(Math.random() * 5),
    bedrooms: Math.floor(Math.random() * 4),
    floor: Math.floor(Math.random() * 5),
    lift: Math.random() < 0.5,
    hasBalcony: Math.random() < 0.4,
    hasParking: Math.random() < 0.4,
    hasGarden: kind === 'maison',
    dpeClass: rand(['B', 'C', 'D', 'E', 'F'] as const),
  });
  return { ...values, id };
}

async function addListings(database: Database, agencyId: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, () => listing(agencyId));
    await database.ownerDb.insert(properties).values(rows);
    await database.ownerDb.insert(listingPositions).values(
      rows.map((r) => {
        const [code, lat, lon] = rand(COMMUNES);
        return {
          agencyId,
          propertyId: r.id,
          communeCode: code,
          latitude: lat + (Math.random() - 0.5) * 0.02,
          longitude: lon + (Math.random() - 0.5) * 0.02,
          locatedFrom: [r.zip, r.city, r.address].join('\n'),
        };
      }),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function explain(
  database: Database,
  agencyId: string,
  target: { propertyId: string } | { searchId: string },
) {
  const query = candidatesQuery(database.db, agencyId, target, SEARCH_LIMITS.nearTolerance);
  const result = (await withAgency({ agencyId }, () =>
    database.db.execute(sql`explain (analyze, costs off, timing off, summary on) ${query.getSQL()}`),
  )) as unknown as { rows: Record<string, string>[] };
  return result.rows
    .map((r) => Object.values(r)[0])
    .filter((line) => /Scan|Join|Execution Time|Loop|JIT/.test(line!) && !/Filter|Cond/.test(line!));
}

export async function run() {
  const database = await openScratchDatabase('immopilote_bench', 2);
  try {
    await migrateDatabase(database);
    const { agency } = await createAgencyWithBoss(database.ownerDb, { subscription: 'premium' });
    const agencyId = agency.id;
    const deps = { db: database.db };

    const clientIds: string[] = [];
    for (let i = 0; i < 2000; i += 500) {
      const rows = Array.from({ length: 500 }, (_, j) => ({
        agencyId,
        fullName: `Client ${i + j}`,
        firstName: 'Client',
        email: `client${i + j}@exemple.fr`,
      }));
      const inserted = await database.ownerDb.insert(clients).values(rows).returning({ id: clients.id });
      clientIds.push(...inserted.map((r) => r.id));
    }
    let begun = performance.now();
    for (let i = 0; i < SEARCHES; i += 1000) {
      await database.ownerDb
        .insert(clientSearches)
        .values(Array.from({ length: 1000 }, () => searchRow(agencyId, rand(clientIds))));
    }
    await addListings(database, agencyId, LISTINGS);
    await database.ownerDb.execute(sql`analyze`);
    console.log(
      `données (${database.kind}) : ${SEARCHES.toLocaleString('fr-FR')} recherches actives, ${LISTINGS.toLocaleString('fr-FR')} biens, en ${ms(performance.now() - begun)}`,
    );

    // One new listing against every active search (its position already known, as after the first run).
    const listingTimes: number[] = [];
    let found = 0;
    const newListings = await addListings(database, agencyId, RUNS);
    for (const propertyId of newListings) {
      begun = performance.now();
      await withAgency({ agencyId }, () => matchListing(deps, { agencyId, propertyId, event: 'listed' }));
      listingTimes.push(performance.now() - begun);
      found += Number(
        (
          (await database.ownerDb.execute(
            sql`select count(*)::int as n from search_matches where property_id = ${propertyId}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    }
    const [coldListing = 0, ...warmListings] = listingTimes;
    console.log(
      `un nouveau bien contre ${SEARCHES.toLocaleString('fr-FR')} recherches : le premier ${ms(coldListing)} (à froid), puis médiane ${ms(median(warmListings))}, p95 ${ms(p95(warmListings))} (cible ≤ 50 ms sur PostgreSQL) ; ${Math.round(found / RUNS)} rapprochements par bien en moyenne`,
    );
    for (const line of await explain(database, agencyId, { propertyId: newListings[0]! }))
      console.log(`  ${line}`);

    // One new search against every listing on the market.
    const searchTimes: number[] = [];
    found = 0;
    for (let i = 0; i < RUNS; i++) {
      const [search] = await database.ownerDb
        .insert(clientSearches)
        .values(searchRow(agencyId, rand(clientIds)))
        .returning({ id: clientSearches.id });
      begun = performance.now();
      await withAgency({ agencyId }, () => matchSearch(deps, { agencyId, searchId: search!.id }));
      searchTimes.push(performance.now() - begun);
      found += Number(
        (
          (await database.ownerDb.execute(
            sql`select count(*)::int as n from search_matches where search_id = ${search!.id}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
      if (i === 0) {
        for (const line of await explain(database, agencyId, { searchId: search!.id }))
          console.log(`  ${line}`);
      }
    }
    const [coldSearch = 0, ...warmSearches] = searchTimes;
    console.log(
      `une nouvelle recherche contre ${(LISTINGS + RUNS).toLocaleString('fr-FR')} biens : la première ${ms(coldSearch)} (à froid), puis médiane ${ms(median(warmSearches))}, p95 ${ms(p95(warmSearches))} (cible ≤ 50 ms sur PostgreSQL) ; ${Math.round(found / RUNS)} rapprochements par recherche en moyenne`,
    );
  } finally {
    await database.close();
  }
}
