import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../../apps/server/src/app';
import { createSession } from '../../apps/server/src/auth/sessions';
import type { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { properties, propertyPhotos } from '../../apps/server/src/db/schema';
import { createAiServices } from '../../apps/server/src/integrations/ai';
import { OutboxMailer } from '../../apps/server/src/integrations/mail/outbox-mailer';
import { OutboxSmsSender } from '../../apps/server/src/integrations/sms/outbox-sms';
import { LocalPaymentProvider } from '../../apps/server/src/integrations/payments/local-payment-provider';
import { APP_JOBS, InProcessJobQueue } from '../../apps/server/src/jobs';
import { matchingListingEvents } from '../../apps/server/src/modules/matching/listing-events';
import { type ObjectStorage, objectKey } from '../../apps/server/src/storage/storage';
import { createAgencyWithBoss, propertyValues } from '../../apps/server/test/factories';

export const PROPERTIES = 5_000;
export const PHOTOS_EACH = 5;
const BATCH = 500;

type Config = ReturnType<typeof loadConfig>;

/**
 * The agency the properties and first-card benches measure: one boss, 5,000 properties with 5 photos
 * each; the newest 48 have real thumbnails in storage so the dashboard's first cards load them.
 * Returns the boss's session token and the agency id.
 */
export async function seedDashboardAgency(
  config: Config,
  database: Database,
  storage: ObjectStorage,
): Promise<{ agencyId: string; token: string }> {
  // Seeded as the tables' owner, above the agency boundary (db/agency-scope.ts).
  const db = database.ownerDb;
  const { agency, boss } = await createAgencyWithBoss(db, { subscription: 'pro' });
  const thumbs = await Promise.all(
    [20, 90, 160, 220, 40].map((hue) =>
      sharp({
        create: { width: 400, height: 300, channels: 3, background: { r: hue, g: 120, b: 200 - hue / 2 } },
      })
        .webp({ quality: 72 })
        .toBuffer(),
    ),
  );
  const base = Date.UTC(2025, 0, 1);
  for (let start = 0; start < PROPERTIES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, PROPERTIES - start) }, (_, i) =>
      propertyValues(agency.id, { id: randomUUID(), createdAt: new Date(base + (start + i) * 60_000) }),
    ) as (ReturnType<typeof propertyValues> & { id: string })[];
    await db.insert(properties).values(rows);
    const photos = rows.flatMap((p) =>
      Array.from({ length: PHOTOS_EACH }, (_, position) => ({
        agencyId: agency.id,
        propertyId: p.id,
        position,
        thumbKey: objectKey(agency.id, p.id, `${randomUUID()}.webp`),
        largeKey: objectKey(agency.id, p.id, `${randomUUID()}.webp`),
        width: 1600,
        height: 1200,
      })),
    );
    await db.insert(propertyPhotos).values(photos);
    const newest = start + BATCH >= PROPERTIES;
    if (newest) {
      for (const [i, p] of photos
        .filter((ph) => ph.position === 0)
        .slice(-48)
        .entries()) {
        await storage.put('property-photos', p.thumbKey, thumbs[i % thumbs.length]!, 'image/webp');
      }
    }
  }
  // Fresh statistics, as autovacuum would give PostgreSQL after a bulk load (PGlite has none).
  await db.execute(sql`analyze`);
  const { token } = await createSession(db, boss.user.id, config.sessionTtlMs, 'bench');
  return { agencyId: agency.id, token };
}

/** The server of the benches on a database, listening on a free port. */
export async function serveBenchApp(config: Config, database: Database, storage: ObjectStorage) {
  const jobs = new InProcessJobQueue(APP_JOBS);
  const app = await buildApp({
    config,
    database,
    db: database.db,
    storage,
    mailer: new OutboxMailer(database.db, { info() {} }),
    sms: new OutboxSmsSender(database.db, { info() {} }),
    payments: new LocalPaymentProvider(database.db),
    jobs,
    listingEvents: matchingListingEvents(jobs),
    ai: createAiServices(config.ai),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
