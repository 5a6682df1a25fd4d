import fs from 'node:fs';
import path from 'node:path';
import { PHOTOS_PER_PROPERTY_MAX, propertyMessages } from '@immopilote/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgencyWithBoss,
  createHistoryEntry,
  createProperty,
  createUser,
  propertyValues,
} from './factories';
import { documents, properties, propertyHistory, propertyPhotos } from '../src/db/schema';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { blankPdf } from './helpers/hostile-files';
import {
  formOf,
  jpeg,
  propertyDocument,
  propertyWithPhoto,
  validPropertyFields,
} from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import { foldedTextContains } from '../src/db/search';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;
const storageRoot = () => (t.config.storage.driver === 'local' ? t.config.storage.root : '');

/** Every stored file of a bucket under one agency (local driver in tests). */
function filesOf(bucket: string, agencyId: string): string[] {
  const dir = path.join(storageRoot(), bucket, agencyId);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.webp') || f.includes('.'));
}

async function countRows(agencyId: string) {
  const [p] = await t.db.select({ n: count() }).from(properties).where(eq(properties.agencyId, agencyId));
  const [ph] = await t.db
    .select({ n: count() })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.agencyId, agencyId));
  return { properties: p!.n, photos: ph!.n, files: filesOf('property-photos', agencyId).length };
}

async function createWithPhotos(n: number, fields = validPropertyFields()) {
  const photo = await jpeg();
  const res = await boss().upload(
    'POST',
    '/api/properties',
    formOf(
      fields,
      Array.from({ length: n }, (_, i) => ({
        field: 'photos',
        name: `photo-${i}.jpg`,
        body: photo,
        type: 'image/jpeg',
      })),
    ),
  );
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('create a property', () => {
  it('stores the row as Disponible and each photo as two WebP files under {agency}/{property}/', async () => {
    const created = await createWithPhotos(2);
    expect(created).toMatchObject({
      name: 'Appartement lumineux',
      price: 245000,
      type: 'Vente',
      status: 'Disponible',
      marketPrice: null,
      marketStatus: null,
    });
    expect(created.photos).toHaveLength(2);
    const rows = await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, created.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const key of [row.thumbKey, row.largeKey]) {
        expect(key).toMatch(new RegExp(`^${world.agencyA.id}/${created.id}/[0-9a-f-]{36}\\.webp$`));
        const stored = await t.deps.storage.get('property-photos', key);
        expect(stored).not.toBeNull();
      }
    }
    const thumb = await sharp(path.join(storageRoot(), 'property-photos', rows[0]!.thumbKey)).metadata();
    const large = await sharp(path.join(storageRoot(), 'property-photos', rows[0]!.largeKey)).metadata();
    expect(thumb.format).toBe('webp');
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
    expect(large.width).toBe(800);
  });

  it('never puts image data in the API response nor in the rows', async () => {
    const created = await createWithPhotos(1);
    const detail = await boss().get(`/api/properties/${created.id}`);
    expect(detail.text).not.toMatch(/data:image|base64/);
    expect(detail.text.length).toBeLessThan(2000);
    expect(detail.body.photos[0].thumbnailUrl).toBe(`/api/photos/${detail.body.photos[0].id}/thumb`);
  });

  it('accepts a JSON body without photos and a French decimal comma', async () => {
    const res = await boss().post('/api/properties', {
      ...validPropertyFields(),
      price: '1250,50',
      type: 'Location',
    });
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(1250.5);
    expect(res.body.photos).toEqual([]);
  });

  it('refuses missing fields with French field errors and changes nothing', async () => {
    const before = await countRows(world.agencyA.id);
    const res = await boss().upload(
      'POST',
      '/api/properties',
      formOf({ name: ' ', price: '', type: 'Vente', address: '', city: 'Lyon', zip: '' }, [
        { field: 'photos', name: 'a.jpg', body: await jpeg() },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fieldErrors).toMatchObject({
      name: 'Ce champ est obligatoire.',
      price: 'Le prix doit être un nombre positif.',
      address: 'Ce champ est obligatoire.',
      zip: 'Ce champ est obligatoire.',
    });
    expect(await countRows(world.agencyA.id)).toEqual(before);
  });

  it('refuses a negative price, an unknown type and a malformed postal code', async () => {
    const res = await boss().post(
      '/api/properties',
      validPropertyFields({ price: '-1', type: 'Viager', zip: '6900' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({
      price: 'Le prix doit être un nombre positif.',
      type: propertyMessages.typeInvalid,
      zip: 'Code postal invalide (5 chiffres).',
    });
  });

  it('refuses a price that is not a decimal number (null, true, hexadecimal, exponent) and changes nothing', async () => {
    const before = await countRows(world.agencyA.id);
    for (const price of [null, true, '0x10', '1e3', [], 'Infinity']) {
      const res = await boss().post('/api/properties', { ...validPropertyFields(), price });
      expect(res.status, JSON.stringify(price)).toBe(400);
      expect(res.body.error.fieldErrors).toEqual({ price: 'Le prix doit être un nombre positif.' });
    }
    expect(await countRows(world.agencyA.id)).toEqual(before);
  });

  it('refuses a text file renamed .jpg (content, not extension) and stores nothing', async () => {
    const before = await countRows(world.agencyA.id);
    const res = await boss().upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields(), [
        { field: 'photos', name: 'ok.jpg', body: await jpeg() },
        { field: 'photos', name: 'vacances.jpg', body: Buffer.from('ceci est un texte'), type: 'image/jpeg' },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(propertyMessages.photoNotImage('vacances.jpg'));
    expect(await countRows(world.agencyA.id)).toEqual(before);
  });

  it('strips EXIF (GPS position) from stored photos', async () => {
    const withGps = await jpeg({ gps: true });
    const input = await sharp(withGps).metadata();
    expect(input.exif).toBeDefined();
    expect(withGps.includes('GPS', 0, 'latin1') || input.exif!.length > 0).toBe(true);
    const res = await boss().upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields(), [{ field: 'photos', name: 'iphone.jpg', body: withGps }]),
    );
    expect(res.status).toBe(201);
    for (const variant of ['thumb', 'large']) {
      const served = await boss().get(`/api/photos/${res.body.photos[0].id}/${variant}`);
      const meta = await sharp(Buffer.from(served.raw)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it('refuses a photo over 10 Mo and more than the maximum number of photos, in French', async () => {
    const before = await countRows(world.agencyA.id);
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await boss().upload(
      'POST',
      '/api/properties',
      formOf(validPropertyFields(), [{ field: 'photos', name: 'enorme.jpg', body: huge }]),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('Chaque photo doit faire au plus 10 Mo.');
    const small = await jpeg({ width: 20, height: 20 });
    const tooMany = await boss().upload(
      'POST',
      '/api/properties',
      formOf(
        validPropertyFields(),
        Array.from({ length: PHOTOS_PER_PROPERTY_MAX + 1 }, (_, i) => ({
          field: 'photos',
          name: `${i}.jpg`,
          body: small,
        })),
      ),
    );
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.error.message).toBe(propertyMessages.tooManyPhotos(PHOTOS_PER_PROPERTY_MAX));
    expect(await countRows(world.agencyA.id)).toEqual(before);
  });

  it('requires the add_property permission; the head always has it', async () => {
    const plain = await createUser(t.db, { agencyId: world.agencyA.id, status: 'active', permissions: [] });
    const client = await signedInClient(t, plain.user.id);
    const refused = await client.post('/api/properties', validPropertyFields());
    expect(refused.status).toBe(403);
    // Reading, editing and status changes need no permission (spec 000 §6).
    const property = await createProperty(t.db, world.agencyA.id);
    expect((await client.get(`/api/properties/${property.id}`)).status).toBe(200);
    expect((await client.patch(`/api/properties/${property.id}/status`, { status: 'Loué' })).status).toBe(
      200,
    );
  });
});

describe('another agency', () => {
  it("gets 404 for A's property, photo, document and history, and changes nothing", async () => {
    const { property, photo } = await propertyWithPhoto(t, world.agencyA.id);
    const { document } = await propertyDocument(t, world.agencyA.id, property.id);
    await createHistoryEntry(t.db, property);
    const b = world.actors.bossB.client;
    const calls = [
      await b.get(`/api/properties/${property.id}`),
      await b.put(`/api/properties/${property.id}`, validPropertyFields()),
      await b.patch(`/api/properties/${property.id}/status`, { status: 'Vendu' }),
      await b.delete(`/api/properties/${property.id}`),
      await b.get(`/api/photos/${photo.id}/thumb`),
      await b.get(`/api/photos/${photo.id}/large`),
      await b.get(`/api/documents/${document.id}/download`),
      await b.get(`/api/properties/${property.id}/history`),
      await b.post(`/api/properties/${property.id}/history`, { description: 'x', clientName: 'y' }),
    ];
    expect(calls.map((r) => r.status)).toEqual(Array(calls.length).fill(404));
    const [after] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(after).toEqual(property);
    const list = await b.get('/api/properties');
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(property.id);
  });
});

describe('photos and documents are served to the owning agency only', () => {
  it('serves a photo with private, long-lived cache headers', async () => {
    const { photo, body } = await propertyWithPhoto(t, world.agencyA.id);
    const res = await world.actors.memberA.client.get(`/api/photos/${photo.id}/large`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(res.raw).equals(body)).toBe(true);
    expect((await world.actors.visitor.client.get(`/api/photos/${photo.id}/large`)).status).toBe(401);
  });

  it('downloads a document as an attachment with its French name', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    const { document, body } = await propertyDocument(t, world.agencyA.id, property.id);
    const res = await boss().get(`/api/documents/${document.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Diagnostic energetique.pdf"; filename*=UTF-8''Diagnostic%20%C3%A9nerg%C3%A9tique.pdf`,
    );
    expect(Buffer.from(res.raw).equals(body)).toBe(true);
    const detail = await boss().get(`/api/properties/${property.id}`);
    expect(detail.body.documents).toEqual([
      expect.objectContaining({
        id: document.id,
        text: 'Classe énergie : C',
        downloadUrl: `/api/documents/${document.id}/download`,
      }),
    ]);
  });
});

describe('status', () => {
  it('accepts the five canonical statuses and refuses anything else', async () => {
    const property = await createProperty(t.db, world.agencyA.id);
    for (const status of ['En négociation', 'Vendu', 'Loué', 'Retiré', 'Disponible']) {
      const res = await boss().patch(`/api/properties/${property.id}/status`, { status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const bad = await boss().patch(`/api/properties/${property.id}/status`, { status: 'disponible' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(propertyMessages.statusInvalid);
  });
});

describe('edit', () => {
  it('saves all fields, keeps/adds/removes photos, deletes removed files and resets market fields', async () => {
    const created = await createWithPhotos(2);
    await t.db
      .update(properties)
      .set({ marketPrice: 250000, marketStatus: 1 })
      .where(eq(properties.id, created.id));
    const [removed, kept] = await t.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, created.id))
      .orderBy(propertyPhotos.position);
    const res = await boss().upload(
      'PUT',
      `/api/properties/${created.id}`,
      formOf(
        {
          ...validPropertyFields({ name: 'Nouveau nom', type: 'Location', price: '980' }),
          removePhotoIds: removed!.id,
        },
        [
          {
            field: 'photos',
            name: 'new.png',
            body: await sharp(await jpeg())
              .png()
              .toBuffer(),
          },
        ],
      ),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Nouveau nom',
      type: 'Location',
      price: 980,
      marketPrice: null,
      marketStatus: null,
    });
    expect(res.body.photos.map((p: { id: string }) => p.id)[0]).toBe(kept!.id);
    expect(res.body.photos).toHaveLength(2);
    expect(await t.deps.storage.get('property-photos', removed!.thumbKey)).toBeNull();
    expect(await t.deps.storage.get('property-photos', removed!.largeKey)).toBeNull();
    expect(await t.deps.storage.get('property-photos', kept!.largeKey)).not.toBeNull();
  });

  it('changes nothing when a field is invalid', async () => {
    const created = await createWithPhotos(1);
    const [before] = await t.db.select().from(properties).where(eq(properties.id, created.id));
    const res = await boss().put(`/api/properties/${created.id}`, {
      ...validPropertyFields({ city: '' }),
      removePhotoIds: [created.photos[0].id],
    });
    expect(res.status).toBe(400);
    const [after] = await t.db.select().from(properties).where(eq(properties.id, created.id));
    expect(after).toEqual(before);
    expect((await boss().get(`/api/properties/${created.id}`)).body.photos).toHaveLength(1);
  });
});

describe('delete', () => {
  it('removes the row, its photos, history and documents, and every stored file', async () => {
    const created = await createWithPhotos(2, validPropertyFields({ type: 'Location' }));
    const { document } = await propertyDocument(t, world.agencyA.id, created.id);
    const pdf = await blankPdf();
    const entry = await boss().upload(
      'POST',
      `/api/properties/${created.id}/history`,
      formOf({ description: 'Check-in', clientName: 'Hugo Martin' }, [
        { field: 'documents', name: 'edl.pdf', body: pdf },
      ]),
    );
    expect(entry.status, entry.text).toBe(201);
    const photoRows = await t.db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, created.id));
    const historyDoc = entry.body.documents[0];
    const [historyDocRow] = await t.db.select().from(documents).where(eq(documents.id, historyDoc.id));

    const res = await world.actors.memberA.client.delete(`/api/properties/${created.id}`);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(properties).where(eq(properties.id, created.id))).toEqual([]);
    expect(await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, created.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(propertyHistory).where(eq(propertyHistory.propertyId, created.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(documents)
        .where(and(eq(documents.agencyId, world.agencyA.id), eq(documents.id, document.id))),
    ).toEqual([]);
    expect(await t.db.select().from(documents).where(eq(documents.id, historyDoc.id))).toEqual([]);
    for (const p of photoRows) {
      expect(await t.deps.storage.get('property-photos', p.thumbKey)).toBeNull();
      expect(await t.deps.storage.get('property-photos', p.largeKey)).toBeNull();
    }
    expect(await t.deps.storage.get('property-documents', document.storageKey)).toBeNull();
    expect(await t.deps.storage.get('history-documents', historyDocRow!.storageKey)).toBeNull();
    expect((await boss().get(`/api/properties/${created.id}`)).status).toBe(404);
  });
});

describe('dashboard list', () => {
  it('pages through many rows with an exact count, newest first, and searches name or address', async () => {
    const { agency, boss: head } = await createAgencyWithBoss(t.db);
    const client = await signedInClient(t, head.user.id);
    const rows = Array.from({ length: 130 }, (_, i) =>
      propertyValues(agency.id, {
        name: i % 10 === 0 ? `Loft atelier ${i}` : `Maison ${i}`,
        address: i % 13 === 0 ? `${i} quai de la Fosse` : `${i} rue Kléber`,
        createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 1000),
      }),
    );
    await t.db.insert(properties).values(rows);
    const { photo } = await propertyWithPhoto(t, agency.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: {
        status: number;
        body: { items: { id: string }[]; total: number; nextCursor: string | null };
      } = await client.get(`/api/properties?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(131);
      seen.push(...res.body.items.map((i) => i.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(131);
    // Newest first: the property with the photo was created last.
    const first = await client.get('/api/properties');
    expect(first.body.items).toHaveLength(24);
    expect(first.body.items[0].id, JSON.stringify(first.body.items.slice(0, 2))).toBe(photo.propertyId);
    expect(first.body.items[0].thumbnailUrl).toBe(`/api/photos/${photo.id}/thumb`);
    expect(first.body.items[1].thumbnailUrl).toBeNull();
    expect(first.text.length).toBeLessThan(50 * 1024);

    const loft = await client.get('/api/properties?q=LOFT%20atel&limit=5');
    expect(loft.body.total).toBe(13);
    expect(loft.body.items).toHaveLength(5);
    expect(loft.body.items.every((i: { name: string }) => i.name.startsWith('Loft atelier'))).toBe(true);
    const quai = await client.get(`/api/properties?q=${encodeURIComponent('QUAI de')}`);
    expect(quai.body.total).toBe(10);
    const none = await client.get('/api/properties?q=%25');
    expect(none.body.total).toBe(0);
    // Accents and case are both ignored: agents often type without accents.
    const kleber = await client.get('/api/properties?q=RUE%20KLEBER');
    expect(kleber.body.total).toBe(120);
    const accented = await client.get(`/api/properties?q=${encodeURIComponent('lôft àtelier 1')}`);
    expect(accented.body.total).toBe(4);
    const bad = await client.get('/api/properties?cursor=nimportequoi');
    expect(bad.status).toBe(400);
  });

  it('searches the name and address folded at write time, within the agency by its index', async () => {
    const { agency } = await createAgencyWithBoss(t.db);
    // Tiny test tables favour a sequential scan; forbidding it shows which index serves the query.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from properties where agency_id = ${agency.id} and ${foldedTextContains(properties.searchText, 'loft')}`,
      );
    });
    const text = JSON.stringify(plan);
    expect(text).toMatch(/properties_agency_created_idx/);
    expect(text).toMatch(/search_text ~~/);
    const row = await createProperty(t.db, agency.id);
    await t.db
      .update(properties)
      .set({ name: 'Château Élégant', address: 'Rue de l’Œillet' })
      .where(eq(properties.id, row.id));
    const [stored] = await t.db
      .select({ searchText: properties.searchText })
      .from(properties)
      .where(eq(properties.id, row.id));
    // unaccent folds the typographic apostrophe too: « l'oeillet » typed plainly finds it.
    expect(stored!.searchText).toBe("chateau elegant\nrue de l'oeillet");
  });
});
