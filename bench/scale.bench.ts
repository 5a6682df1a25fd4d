import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions';
import { loadConfig } from '../apps/server/src/config';
import { type Db, migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { createAiServices } from '../apps/server/src/integrations/ai';
import { OutboxMailer } from '../apps/server/src/integrations/mail/outbox-mailer';
import { OutboxSmsSender } from '../apps/server/src/integrations/sms/outbox-sms';
import { LocalPaymentProvider } from '../apps/server/src/integrations/payments/local-payment-provider';
import { APP_JOBS, InProcessJobQueue } from '../apps/server/src/jobs';
import { matchingListingEvents } from '../apps/server/src/modules/matching/listing-events';
import { LocalDiskStorage } from '../apps/server/src/storage/local-disk-storage';
import { createAgencyWithBoss } from '../apps/server/test/factories';

/**
 * Issue 17 item 5: list, search and detail latency with a realistic volume. On PostgreSQL
 * (DATABASE_URL): 100 agencies, 50,000 properties with 2 photos each, 20,000 clients with one
 * document each, 200,000 history entries. On PGlite: one large agency (5,000 properties, same
 * proportions). Rows are generated in SQL (generate_series) so seeding takes seconds, not minutes.
 */
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = [10, 50];

async function seed(db: Db, agencyIds: string[], perAgency: number) {
  const ids = sql.raw(`array[${agencyIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  const streets = `(array['rue Victor Hugo','avenue Jean Jaurès','boulevard Gambetta','rue de la Paix','quai Saint-Antoine'])`;
  await db.execute(sql`
    insert into properties (agency_id, name, type, price, address, city, zip, description, status, created_at)
    select (${ids})[1 + (g / ${perAgency})], 'Appartement T' || (1 + g % 5) || ' n° ' || g,
           case when g % 3 = 0 then 'Location' else 'Vente' end,
           case when g % 3 = 0 then 400 + g % 2000 else 80000 + (g * 37) % 900000 end,
           (1 + g % 150) || ' ' || ${sql.raw(streets)}[1 + g % 5], 'Lyon', '69002',
           'Lumineux, proche des commerces et des transports.', 'Disponible',
           timestamptz '2025-01-01' + g * interval '1 minute'
    from generate_series(0, ${agencyIds.length * perAgency - 1}) g`);
  await db.execute(sql`
    insert into property_photos (agency_id, property_id, position, thumb_key, large_key, width, height)
    select p.agency_id, p.id, n, p.agency_id || '/' || p.id || '/t' || n || '.webp',
           p.agency_id || '/' || p.id || '/l' || n || '.webp', 1600, 1200
    from properties p cross join generate_series(0, 1) n`);
  await db.execute(sql`
    insert into clients (agency_id, full_name, first_name, email, created_at)
    select (${ids})[1 + (g % ${agencyIds.length})], 'Client ' || g, 'Prénom', 'client' || g || '@exemple.fr',
           timestamptz '2025-01-01' + g * interval '1 minute'
    from generate_series(0, ${Math.round(agencyIds.length * perAgency * 0.4) - 1}) g`);
  await db.execute(sql`
    insert into documents (agency_id, client_id, document_type, storage_key, file_name, mime_type, size_bytes)
    select c.agency_id, c.id, 'contrat.bail', c.agency_id || '/' || c.id || '/bail.pdf', 'Bail.pdf', 'application/pdf', 120000
    from clients c`);
  await db.execute(sql`
    insert into property_history (agency_id, property_id, type, date, description, client_name)
    select p.agency_id, p.id, case when p.type = 'Location' then 'check-in-out' else 'visit' end,
           date '2026-01-01' + n, 'Visite avec le client, retours positifs.', 'Client ' || n
    from properties p cross join generate_series(0, 3) n`);
  await db.execute(sql`analyze`);
}

async function load(url: string, cookie: string, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration: LOAD_SECONDS,
    headers: { cookie },
    workers: 1,
  });
  return `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${result.non2xx ? `, non-2xx ${result.non2xx}` : ''}`;
}

export async function run() {
  const url = process.env.DATABASE_URL;
  const agencyCount = url ? 100 : 1;
  const perAgency = url ? 500 : 5_000;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-scale-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp, LOG_LEVEL: 'silent' });
  const database = await openDatabase(
    url ? { kind: 'postgres', url, poolSize: 20 } : { kind: 'pglite-memory' },
  );
  await migrateDatabase(database);
  const { db } = database;
  const existing = await db.execute(sql`select exists (select 1 from properties) as seeded`);
  if ((existing as unknown as { rows: { seeded: boolean }[] }).rows[0]?.seeded) {
    await database.close();
    throw new Error('scale bench: DATABASE_URL must name an empty database (it seeds 50,000 properties)');
  }
  const start = performance.now();
  const agencies = [];
  for (let i = 0; i < agencyCount; i++)
    agencies.push(await createAgencyWithBoss(db, { subscription: 'pro' }));
  await seed(
    db,
    agencies.map((a) => a.agency.id),
    perAgency,
  );
  const counts = await db.execute(sql`
    select (select count(*) from properties)::int as properties, (select count(*) from property_photos)::int as photos,
           (select count(*) from clients)::int as clients, (select count(*) from documents)::int as documents,
           (select count(*) from property_history)::int as history`);
  const rows = (counts as unknown as { rows: Record<string, number>[] }).rows[0]!;
  console.log(
    `seed (${database.kind}): ${agencyCount} agencies, ${rows.properties} properties, ${rows.photos} photos, ${rows.clients} clients, ${rows.documents} documents, ${rows.history} history entries in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );

  const jobs = new InProcessJobQueue(APP_JOBS);
  const app = await buildApp({
    config,
    database,
    db,
    storage: new LocalDiskStorage(path.join(tmp, 'files')),
    mailer: new OutboxMailer(db, { info() {} }),
    sms: new OutboxSmsSender(db, { info() {} }),
    payments: new LocalPaymentProvider(db),
    jobs,
    listingEvents: matchingListingEvents(jobs),
    ai: createAiServices(config.ai),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    // The middle agency: neither the first rows inserted nor the last.
    const { boss, agency } = agencies[Math.floor(agencyCount / 2)]!;
    const { token } = await createSession(db, boss.user.id, config.sessionTtlMs, 'bench');
    const cookie = `${SESSION_COOKIE}=${token}`;
    const page = (await (await fetch(`${base}/api/properties`, { headers: { cookie } })).json()) as {
      items: { id: string }[];
      total: number;
    };
    console.log(`agency ${agency.name}: ${page.total} properties`);
    const targets = {
      list: `${base}/api/properties`,
      'search « victor »': `${base}/api/properties?q=victor`,
      detail: `${base}/api/properties/${page.items[5]!.id}`,
    };
    // The same machine's ceiling at this moment: other processes skew absolute figures, ratios less.
    const hello = http.createServer((_req, res) => res.end('hello world'));
    await new Promise<void>((resolve) => hello.listen(0, '127.0.0.1', resolve));
    const helloUrl = `http://127.0.0.1:${(hello.address() as AddressInfo).port}/`;
    console.log(`  bare node:http hello-world 10 connections: ${await load(helloUrl, '', 10)}`);
    hello.close();
    for (const connections of CONNECTIONS) {
      for (const [name, target] of Object.entries(targets)) {
        console.log(
          `  ${name.padEnd(18)} ${String(connections).padStart(2)} connections: ${await load(target, cookie, connections)}`,
        );
      }
    }
    console.log(
      `RSS of this process after load (server and load generator): ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs; goal on PostgreSQL: list and search p99 ≤ 50 ms at 50 connections)`,
    );
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
