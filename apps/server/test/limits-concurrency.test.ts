/**
 * Count limits hold under truly concurrent requests (issue 9, item 5): the count and the insert
 * happen in one transaction that holds the owner's row lock, so two requests cannot both see room.
 *
 * The race can only be staged on PostgreSQL (DATABASE_URL), where each request has its own
 * connection: the test holds the property's row from a third transaction until both edits are
 * waiting on it, so without the lock both would have counted the photos before either saved. PGlite
 * is one connection that runs one transaction at a time; the last test shows that, which is what
 * keeps the limit there (and would fail if PGlite ever let two transactions overlap).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PHOTOS_PER_PROPERTY_MAX, propertyMessages } from '@immopilote/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { propertyPhotos, properties } from '../src/db/schema';
import { createProperty } from './factories';
import { createWorld, type World } from './helpers/actors';
import { formOf, jpeg, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

const target = inject('testDatabase');

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

function photoFilesOf(agencyId: string, propertyId: string): string[] {
  const dir = path.join(t.config.dataDir, 'files', 'property-photos', agencyId, propertyId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Two members each add 12 photos to the same property at once. */
async function twoEditsOfTwelve(propertyId: string) {
  const photo = await jpeg({ width: 320, height: 240 });
  const twelve = Array.from({ length: 12 }, (_, i) => ({
    field: 'photos',
    name: `photo-${i}.jpg`,
    body: photo,
    type: 'image/jpeg',
  }));
  const edit = (client: typeof world.actors.bossA.client) =>
    client.upload('PUT', `/api/properties/${propertyId}`, formOf(validPropertyFields(), twelve));
  return [edit(world.actors.bossA.client), edit(world.actors.memberA.client)];
}

/** One edit saved, the other refused with the limit's message, and only the saved edit's files kept. */
async function expectOneSavedOneRefused(
  propertyId: string,
  answers: { status: number; body: { error: { message: string } } }[],
) {
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  const refused = answers.find((a) => a.status === 400)!;
  expect(refused.body.error.message).toBe(propertyMessages.tooManyPhotos(PHOTOS_PER_PROPERTY_MAX));
  const rows = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId));
  expect(rows).toHaveLength(12);
  const keys = rows.flatMap((r) => [r.thumbKey, r.largeKey].map((k) => path.basename(k)));
  expect(photoFilesOf(world.agencyA.id, propertyId).sort()).toEqual(keys.sort());
}

/** Waits until `count` statements of this database wait for a lock (PostgreSQL). */
async function lockWaiters(count: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [{ waiting } = { waiting: 0 }] = await t.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`${waiting} requests waiting, ${count} expected`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('photos per property under concurrent edits', () => {
  it('two edits adding 12 photos each at the same time: one is saved, the other refused, 12 photos', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const answers = await Promise.all(await twoEditsOfTwelve(property.id));
    await expectOneSavedOneRefused(property.id, answers);
  }, 60_000);

  it.runIf(target.kind === 'postgres')(
    'two edits that reach the database together still give one saved, one refused (PostgreSQL)',
    async () => {
      const property = await createProperty(t.db, world.agencyA.id);
      let answers: ReturnType<typeof twoEditsOfTwelve> | undefined;
      // Both edits find the row taken: without their own lock they would count 0 photos each,
      // then wait at their UPDATE and both insert 12 once it is released.
      await t.db.transaction(async (tx) => {
        await tx
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, property.id))
          .for('update');
        answers = twoEditsOfTwelve(property.id);
        await lockWaiters(2);
      });
      await expectOneSavedOneRefused(property.id, await Promise.all(await answers!));
    },
    60_000,
  );

  it.runIf(target.kind === 'pglite')('PGlite runs one transaction at a time', async () => {
    const steps: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      steps.push('first began');
      await held;
      steps.push('first ends');
    });
    while (steps.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      steps.push('second began');
    });
    // Long enough for the second to start its statement if the database allowed it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([first, second]);
    expect(steps).toEqual(['first began', 'first ends', 'second began']);
  });
});
