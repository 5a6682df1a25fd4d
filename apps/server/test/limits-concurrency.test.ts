/**
 * Count limits hold under truly concurrent requests (issue 9, item 5): the count and the insert
 * happen in one transaction that holds the owner's row lock, so two requests cannot both see room.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL (where the requests really overlap).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PHOTOS_PER_PROPERTY_MAX, propertyMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './factories';
import { propertyPhotos } from '../src/db/schema';
import { createWorld, type World } from './helpers/actors';
import { formOf, jpeg, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

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

describe('photos per property under concurrent edits', () => {
  it('two edits adding 12 photos each at the same time: one is saved, the other refused, 12 photos', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const photo = await jpeg({ width: 320, height: 240 });
    const twelve = Array.from({ length: 12 }, (_, i) => ({
      field: 'photos',
      name: `photo-${i}.jpg`,
      body: photo,
      type: 'image/jpeg',
    }));
    const edit = (client: typeof world.actors.bossA.client) =>
      client.upload('PUT', `/api/properties/${property.id}`, formOf(validPropertyFields(), twelve));
    const answers = await Promise.all([edit(world.actors.bossA.client), edit(world.actors.memberA.client)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(refused.body.error.message).toBe(propertyMessages.tooManyPhotos(PHOTOS_PER_PROPERTY_MAX));
    const rows = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, property.id));
    expect(rows).toHaveLength(12);
    // The refused edit's files were removed; the saved edit's are all there, and only they are.
    const keys = rows.flatMap((r) => [r.thumbKey, r.largeKey].map((k) => path.basename(k)));
    expect(photoFilesOf(world.agencyA.id, property.id).sort()).toEqual(keys.sort());
  }, 60_000);
});
