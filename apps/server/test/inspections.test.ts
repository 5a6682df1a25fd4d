import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  FURNISHED_INVENTORY,
  INSPECTION_DEFAULT_ELEMENTS,
  INSPECTION_PHOTO_MAX_BYTES,
  type Inspection,
  inspectionMessages,
  ROOM_KINDS,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, inspectionPhotos, inspections } from '../src/db/schema';
import { withAgency } from '../src/db/agency-scope';
import { createAgencyWithBoss, createProperty, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { openEntry, photoForm, rentalFlat } from './helpers/inspection-fixtures';
import { createMandator } from './helpers/mandate-fixtures';
import { jpeg } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const m = inspectionMessages.errors;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function agencyWithHead() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  return { agency, head: await signedInClient(t, boss.user.id) };
}

/** The stored files of one inspection (`inspections/{agencyId}/{inspectionId}/…`). */
function filesOf(agencyId: string, inspectionId: string): string[] {
  const dir = path.join(t.config.dataDir, 'files', 'inspections', agencyId, inspectionId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
}

const saveBody = (i: Inspection, over: Record<string, unknown> = {}) => ({
  baseVersion: i.version,
  inspectionDate: i.inspectionDate,
  furnished: i.furnished,
  content: i.content,
  ...over,
});

const put = (client: TestClient, i: Inspection, over: Record<string, unknown> = {}) =>
  client.put(`/api/inspections/${i.id}`, saveBody(i, over));

const uploadPhoto = (
  client: TestClient,
  inspectionId: string,
  photoId: string,
  body: Buffer,
  type = 'image/jpeg',
) => client.upload('PUT', `/api/inspections/${inspectionId}/photos/${photoId}`, photoForm(body, type));

/** Marks an inspection signed as the signing flow (Task B) will: frozen content, a signing date. */
async function markSigned(agencyId: string, id: string) {
  await withAgency({ agencyId }, () =>
    t.db.update(inspections).set({ status: 'signed', signedAt: new Date() }).where(eq(inspections.id, id)),
  );
}

describe('opening an entry inspection', () => {
  it('lays out the rooms from the property, the agency’s elements, meters, keys, equipment and the landlord of the mandate', async () => {
    const { agency, head } = await agencyWithHead();
    const property = await rentalFlat(t, agency.id);
    const mandator = await createMandator(t.db, agency.id);
    const mandate = await head.post('/api/mandates', {
      activity: 'transaction',
      kind: 'simple',
      propertyId: property.id,
      mandatorIds: [mandator.id],
      startDate: '2026-11-02',
      durationMonths: 12,
      feeTerms: '8 % TTC du loyer annuel',
    });
    expect(mandate.status).toBe(201);

    const entry = await openEntry(head, property.id);
    expect(entry).toMatchObject({
      kind: 'entry',
      status: 'draft',
      version: 1,
      propertyLabel: 'T3 Croix-Rousse',
      propertyAddress: '4 rue d’Austerlitz, 69004 Lyon',
      furnished: false,
      entry: null,
      changes: [],
      signature: null,
      photos: [],
    });
    expect(entry.updatedByName).toBeTruthy();
    expect(entry.content.rooms.map((r) => r.name)).toEqual([
      'Entrée',
      'Séjour',
      'Cuisine',
      'Chambre 1',
      'Chambre 2',
      'Salle de bain',
      'WC',
      'Cave',
    ]);
    const kitchen = entry.content.rooms[2]!;
    expect(kitchen.elements.map((e) => e.name)).toEqual(INSPECTION_DEFAULT_ELEMENTS.cuisine);
    const ids = [
      ...entry.content.rooms.flatMap((r) => [r.id, ...r.elements.map((e) => e.id)]),
      ...entry.content.meters.map((x) => x.id),
      ...entry.content.keys.map((k) => k.id),
      ...entry.content.equipment.map((e) => e.id),
    ];
    expect(ids.every((id) => UUID.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Gas heating: a gas meter; individual heating: no separate hot-water meter.
    expect(entry.content.meters.map((x) => [x.kind, x.reading])).toEqual([
      ['electricity', ''],
      ['gas', ''],
      ['cold_water', ''],
    ]);
    expect(entry.content.keys.map((k) => [k.kind, k.count])).toEqual([
      ['entrance', 0],
      ['mailbox', 0],
      ['cellar', 0],
    ]);
    expect(entry.content.equipment.map((e) => e.name)).toEqual([
      'Chaudière',
      'Chauffe-eau',
      'Radiateurs',
      'Thermostat',
    ]);
    expect(entry.content.furniture).toEqual([]);
    expect(entry.content.landlord).toMatchObject({
      clientId: mandator.id,
      name: mandator.fullName,
      email: mandator.email,
      address: mandator.address,
    });
    expect(entry.content.tenants).toEqual([]);

    const list = await head.get(`/api/properties/${property.id}/inspections`);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: entry.id, kind: 'entry', status: 'draft', tenantNames: [] }),
    ]);
  });

  it('lists the décret’s furniture for a furnished let, and uses the agency’s own elements once its head set them', async () => {
    const { agency, head } = await agencyWithHead();
    const rooms = Object.fromEntries(ROOM_KINDS.map((kind) => [kind, ['Sol', 'Murs']]));
    rooms.cuisine = ['Sol', 'Murs', 'Plafond', 'Four'];
    const set = await head.put('/api/agency/inspection-defaults', { rooms });
    expect(set.status).toBe(200);
    expect(set.body.rooms.cuisine).toEqual(['Sol', 'Murs', 'Plafond', 'Four']);

    const studio = await rentalFlat(t, agency.id, { rooms: 1, furnished: true, heatingMode: 'collectif' });
    const entry = await openEntry(head, studio.id);
    expect(entry.furnished).toBe(true);
    expect(entry.content.rooms.map((r) => r.name)).toEqual([
      'Entrée',
      'Séjour',
      'Cuisine',
      'Salle de bain',
      'WC',
      'Cave',
    ]);
    expect(entry.content.rooms[2]!.elements.map((e) => e.name)).toEqual(['Sol', 'Murs', 'Plafond', 'Four']);
    expect(entry.content.furniture.map((f) => f.name)).toEqual([...FURNISHED_INVENTORY]);
    expect(entry.content.meters.map((x) => x.kind)).toEqual([
      'electricity',
      'gas',
      'cold_water',
      'hot_water',
    ]);
    // No mandate: the landlord is to be typed.
    expect(entry.content.landlord).toMatchObject({ clientId: null, name: '' });
  });

  it('refuses a property for sale, and another agency’s property', async () => {
    const { agency, head } = await agencyWithHead();
    const sale = await createProperty(t.db, agency.id, { type: 'Vente' });
    const res = await head.post(`/api/properties/${sale.id}/inspections`, {
      kind: 'entry',
      inspectionDate: '2026-11-02',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(m.notARental);

    const other = await agencyWithHead();
    const theirs = await rentalFlat(t, other.agency.id);
    const foreign = await head.post(`/api/properties/${theirs.id}/inspections`, {
      kind: 'entry',
      inspectionDate: '2026-11-02',
    });
    expect(foreign.status).toBe(404);
    expect((await head.get(`/api/properties/${theirs.id}/inspections`)).status).toBe(404);
  });
});

describe('the exit inspection', () => {
  it('is the signed entry’s copy with the same ids, readings to take again, and marks what changed', async () => {
    const { agency, head } = await agencyWithHead();
    const property = await rentalFlat(t, agency.id);
    const opened = await openEntry(head, property.id);
    const photoId = randomUUID();
    expect((await uploadPhoto(head, opened.id, photoId, await jpeg())).status).toBe(200);
    const content = structuredClone(opened.content);
    for (const room of content.rooms) for (const element of room.elements) element.state = 'bon';
    content.rooms[1]!.elements[1]!.photoIds = [photoId];
    content.meters[0]!.reading = '012345,6';
    content.tenants = [
      {
        clientId: null,
        name: 'Léa Martin',
        email: 'lea.martin@exemple.fr',
        phone: null,
        address: '',
        newAddress: '',
      },
    ];
    const saved = await put(head, opened, { content });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.body.content.meters[0]!.reading).toBe('012345,6');
    await markSigned(agency.id, opened.id);

    const res = await head.post(`/api/properties/${property.id}/inspections`, {
      kind: 'exit',
      inspectionDate: '2027-10-30',
    });
    expect(res.status).toBe(201);
    const exit = res.body as Inspection;
    expect(exit.kind).toBe('exit');
    expect(exit.entry).toMatchObject({ id: opened.id, inspectionDate: '2026-11-02' });
    expect(exit.content.rooms.map((r) => r.id)).toEqual(content.rooms.map((r) => r.id));
    expect(exit.content.rooms.flatMap((r) => r.elements.map((e) => [e.id, e.state]))).toEqual(
      content.rooms.flatMap((r) => r.elements.map((e) => [e.id, 'bon'])),
    );
    expect(exit.content.meters.map((x) => [x.id, x.reading])).toEqual(content.meters.map((x) => [x.id, '']));
    expect(exit.content.rooms[1]!.elements[1]!.photoIds).toEqual([]);
    expect(exit.photos).toEqual([]);
    expect(exit.content.tenants.map((x) => x.name)).toEqual(['Léa Martin']);
    expect(exit.changes).toEqual([]);

    // One wall in « mauvais état »: that line, and only it, is a change.
    const changed = structuredClone(exit.content);
    const wall = changed.rooms[1]!.elements[1]!;
    wall.state = 'mauvais';
    const after = await put(head, exit, { content: changed });
    expect(after.status).toBe(200);
    expect(after.body.changes).toEqual([
      { elementId: wall.id, place: 'Séjour', name: 'Murs', entryState: 'bon', exitState: 'mauvais' },
    ]);
    const list = await head.get(`/api/properties/${property.id}/inspections`);
    expect(list.body.items.map((i: Inspection) => [i.kind, i.status])).toEqual([
      ['exit', 'draft'],
      ['entry', 'signed'],
    ]);
  });

  it('is allowed without an entry (laid out anew, the entry’s date typed), and refuses a wrong reference', async () => {
    const { agency, head } = await agencyWithHead();
    const property = await rentalFlat(t, agency.id);
    const res = await head.post(`/api/properties/${property.id}/inspections`, {
      kind: 'exit',
      inspectionDate: '2027-10-30',
    });
    expect(res.status).toBe(201);
    const exit = res.body as Inspection;
    expect(exit.entry).toBeNull();
    expect(exit.content.rooms).toHaveLength(8);
    const typed = await put(head, exit, { content: { ...exit.content, entryDate: '2024-09-01' } });
    expect(typed.status).toBe(200);
    expect(typed.body.content.entryDate).toBe('2024-09-01');

    const byExit = await head.post(`/api/properties/${property.id}/inspections`, {
      kind: 'exit',
      inspectionDate: '2027-10-30',
      entryInspectionId: exit.id,
    });
    expect(byExit.status).toBe(400);
    expect(byExit.body.error.message).toBe(m.entryMustBeEntry);

    const otherProperty = await rentalFlat(t, agency.id);
    const elsewhere = await openEntry(head, otherProperty.id);
    const wrongProperty = await head.post(`/api/properties/${property.id}/inspections`, {
      kind: 'exit',
      inspectionDate: '2027-10-30',
      entryInspectionId: elsewhere.id,
    });
    expect(wrongProperty.status).toBe(400);

    const missing = await head.post(`/api/properties/${property.id}/inspections`, {
      kind: 'exit',
      inspectionDate: '2027-10-30',
      entryInspectionId: randomUUID(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(m.entryNotFound);
  });
});

describe('saving from several devices', () => {
  it('keeps exactly one of two saves made from the same version; the other gets 409 and the conflict message', async () => {
    const { agency, head } = await agencyWithHead();
    const entry = await openEntry(head, (await rentalFlat(t, agency.id)).id);
    const phone = { ...entry.content, generalRemarks: 'Saisi sur le téléphone.' };
    const tablet = { ...entry.content, generalRemarks: 'Saisi sur la tablette.' };
    const results = await Promise.all([
      put(head, entry, { content: phone }),
      put(head, entry, { content: tablet }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.error).toMatchObject({ code: 'CONFLICT', message: m.conflict });
    const won = results.find((r) => r.status === 200)!;
    const now = await head.get<Inspection>(`/api/inspections/${entry.id}`);
    expect(now.body.version).toBe(2);
    expect(now.body.content.generalRemarks).toBe(won.body.content.generalRemarks);

    // « Garder ma version »: the loser forces; what it replaced is kept beside the photos.
    const loserContent = won.body.content.generalRemarks === phone.generalRemarks ? tablet : phone;
    const forced = await put(head, entry, { content: loserContent, force: true });
    expect(forced.status).toBe(200);
    expect(forced.body.version).toBe(3);
    expect(forced.body.content.generalRemarks).toBe(loserContent.generalRemarks);
    expect(filesOf(agency.id, entry.id)).toEqual(['replaced-v2.json']);
    const kept = JSON.parse(
      fs.readFileSync(
        path.join(t.config.dataDir, 'files', 'inspections', agency.id, entry.id, 'replaced-v2.json'),
        'utf8',
      ),
    );
    expect(kept.content.generalRemarks).toBe(won.body.content.generalRemarks);
  });

  it('answers a save sent again after its answer was lost as kept, not as a conflict', async () => {
    const { agency, head } = await agencyWithHead();
    const entry = await openEntry(head, (await rentalFlat(t, agency.id)).id);
    const content = { ...entry.content, generalRemarks: 'Clés remises en main propre.' };
    const first = await put(head, entry, { content });
    expect(first.status).toBe(200);
    const retry = await put(head, entry, { content });
    expect(retry.status).toBe(200);
    expect(retry.body.version).toBe(2);
    // A different document from the same old version is a conflict.
    const other = await put(head, entry, { content: { ...content, generalRemarks: 'Autre chose.' } });
    expect(other.status).toBe(409);
  });

  it('refuses « abc » as a meter reading in French, field by field, and saves nothing', async () => {
    const { agency, head } = await agencyWithHead();
    const entry = await openEntry(head, (await rentalFlat(t, agency.id)).id);
    const content = structuredClone(entry.content);
    content.meters[0]!.reading = 'abc';
    content.generalRemarks = 'Ne doit pas être gardé.';
    const res = await put(head, entry, { content });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.meterReadingInvalid);
    expect(res.body.error.fieldErrors).toMatchObject({ 'content.meters.0.reading': m.meterReadingInvalid });
    const now = await head.get<Inspection>(`/api/inspections/${entry.id}`);
    expect(now.body.version).toBe(1);
    expect(now.body.content.generalRemarks).toBe('');
  });

  it('refuses a client of another agency as a party, and a save once the inspection is signed', async () => {
    const { agency, head } = await agencyWithHead();
    const entry = await openEntry(head, (await rentalFlat(t, agency.id)).id);
    const other = await createMandator(t.db, (await agencyWithHead()).agency.id);
    const content = structuredClone(entry.content);
    content.tenants = [
      { clientId: other.id, name: 'Autre', email: null, phone: null, address: '', newAddress: '' },
    ];
    const res = await put(head, entry, { content });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toMatchObject({ 'content.tenants.0.clientId': m.clientNotFound });

    await markSigned(agency.id, entry.id);
    const frozen = await put(head, entry);
    expect(frozen.status).toBe(409);
    expect(frozen.body.error.message).toBe(m.notDraft);
    const removed = await head.delete(`/api/inspections/${entry.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.error.message).toBe(m.notRemovable);
  });
});

describe('photos', () => {
  it('stores a photo once whatever the retries, upright, at most 2,048 px, without EXIF or GPS', async () => {
    const { agency, head } = await agencyWithHead();
    const entry = await openEntry(head, (await rentalFlat(t, agency.id)).id);
    const photoId = randomUUID();
    const original = await jpeg({ width: 3000, height: 2000, gps: true });
    const [first, second] = await Promise.all([
      uploadPhoto(head, entry.id, photoId, original),
      uploadPhoto(head, entry.id, photoId, original),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toEqual(second.body);
    expect(first.body).toMatchObject({ id: photoId, width: 2048, height: 1365 });
    const third = await uploadPhoto(head, entry.id, photoId, original);
    expect(third.body).toEqual(first.body);
    expect(filesOf(agency.id, entry.id)).toHaveLength(1);
    const rows = await withAgency({ agencyId: agency.id }, () =>
      t.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.inspectionId, entry.id)),
    );
    expect(rows).toHaveLength(1);

    const download = await head.get(`/api/inspections/${entry.id}/photos/${photoId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('cache-control')).toContain('private');
    const meta = await sharp(Buffer.from(download.raw)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2048);

    const got = await head.get<Inspection>(`/api/inspections/${entry.id}`);
    expect(got.body.photos).toEqual([first.body]);

    // The same id under another inspection is refused, never overwritten.
    const other = await openEntry(head, (await rentalFlat(t, agency.id)).id);
    const taken = await uploadPhoto(head, other.id, photoId, await jpeg());
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(m.photoTaken);
  });

  it('refuses HEIC (415, how to avoid it), other formats (415), broken images (400) and 16 MB (413) in French', async () => {
    const { agency, head } = await agencyWithHead();
    const entry = await openEntry(head, (await rentalFlat(t, agency.id)).id);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    const res = await uploadPhoto(head, entry.id, randomUUID(), heic, 'image/heic');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(m.photoHeic);

    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const asGif = await uploadPhoto(head, entry.id, randomUUID(), gif, 'image/jpeg');
    expect(asGif.status).toBe(415);
    expect(asGif.body.error.message).toBe(m.photoType);

    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const unreadable = await uploadPhoto(head, entry.id, randomUUID(), broken);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error.message).toBe(m.photoUnreadable);

    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16 * 1024 * 1024)]);
    const tooLarge = await uploadPhoto(head, entry.id, randomUUID(), huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(m.photoTooLarge(INSPECTION_PHOTO_MAX_BYTES / 1024 / 1024));

    expect(filesOf(agency.id, entry.id)).toEqual([]);
    expect((await head.get<Inspection>(`/api/inspections/${entry.id}`)).body.photos).toEqual([]);
  });
});

describe('the agency boundary and deletion', () => {
  it('answers 404 for another agency’s inspection and photo, whatever the route', async () => {
    const a = await agencyWithHead();
    const entry = await openEntry(a.head, (await rentalFlat(t, a.agency.id)).id);
    const photoId = randomUUID();
    expect((await uploadPhoto(a.head, entry.id, photoId, await jpeg())).status).toBe(200);

    const b = await agencyWithHead();
    expect((await b.head.get(`/api/inspections/${entry.id}`)).status).toBe(404);
    expect((await put(b.head, entry)).status).toBe(404);
    expect((await b.head.delete(`/api/inspections/${entry.id}`)).status).toBe(404);
    expect((await b.head.get(`/api/inspections/${entry.id}/photos/${photoId}`)).status).toBe(404);
    expect((await uploadPhoto(b.head, entry.id, randomUUID(), await jpeg())).status).toBe(404);
    // B's own inspection cannot take A's photo id either.
    const theirs = await openEntry(b.head, (await rentalFlat(t, b.agency.id)).id);
    const stolen = await uploadPhoto(b.head, theirs.id, photoId, await jpeg());
    expect(stolen.status).toBe(409);
    expect((await a.head.get(`/api/inspections/${entry.id}/photos/${photoId}`)).status).toBe(200);
    expect(filesOf(b.agency.id, theirs.id)).toEqual([]);
  });

  it('lets a read-only agency read its inspections and refuses every change', async () => {
    const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
    const entry = await openEntry(await signedInClient(t, boss.user.id), (await rentalFlat(t, agency.id)).id);
    await t.db
      .update(agencies)
      .set({ subscriptionStatus: 'read_only', subscriptionReadOnlyUntil: new Date(Date.now() + 86400_000) })
      .where(eq(agencies.id, agency.id));
    const head = await signedInClient(t, boss.user.id);
    expect((await head.get(`/api/inspections/${entry.id}`)).status).toBe(200);
    expect((await put(head, entry)).status).toBe(402);
    expect((await uploadPhoto(head, entry.id, randomUUID(), await jpeg())).status).toBe(402);
    expect((await head.delete(`/api/inspections/${entry.id}`)).status).toBe(402);
    expect((await head.get(`/api/inspections/${entry.id}`)).body.version).toBe(1);
  });

  it('deletes a draft with its stored files', async () => {
    const { agency, head } = await agencyWithHead();
    const entry = await openEntry(head, (await rentalFlat(t, agency.id)).id);
    await uploadPhoto(head, entry.id, randomUUID(), await jpeg());
    await uploadPhoto(head, entry.id, randomUUID(), await jpeg());
    await put(head, entry, { force: true, baseVersion: 0 });
    expect(filesOf(agency.id, entry.id)).toHaveLength(3);
    const res = await head.delete(`/api/inspections/${entry.id}`);
    expect(res.status).toBe(204);
    expect(filesOf(agency.id, entry.id)).toEqual([]);
    expect((await head.get(`/api/inspections/${entry.id}`)).status).toBe(404);
  });
});

describe('the agency’s default elements', () => {
  it('answers every kind of room to members; only the head changes them', async () => {
    const { agency, head } = await agencyWithHead();
    const member = await createUser(t.db, {
      agencyId: agency.id,
      status: 'active',
      permissions: ['add_property'],
    });
    const client = await signedInClient(t, member.user.id);
    const res = await client.get('/api/agency/inspection-defaults');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.rooms).sort()).toEqual([...ROOM_KINDS].sort());
    expect(res.body.rooms.wc).toEqual(INSPECTION_DEFAULT_ELEMENTS.wc);
    const refused = await client.put('/api/agency/inspection-defaults', res.body);
    expect(refused.status).toBe(403);

    const incomplete = await head.put('/api/agency/inspection-defaults', { rooms: { wc: ['Sol'] } });
    expect(incomplete.status).toBe(400);
  });
});
