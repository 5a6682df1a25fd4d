import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { documents } from '../../src/db/schema';
import { objectKey } from '../../src/storage/storage';
import { createHistoryEntry, createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

async function propertyOfA({ t, world }: MatrixContext) {
  const property = await createProperty(t.db, world.agencyA.id, { type: 'Location' });
  await createHistoryEntry(t.db, property);
  return property.id;
}

/** A history entry of agency A with a photo, stored as the upload stores it (WebP). */
async function historyPhotoOfA({ t, world }: MatrixContext) {
  const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
  const entry = await createHistoryEntry(t.db, property);
  const body = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4080c0' } })
    .webp()
    .toBuffer();
  const storageKey = objectKey(world.agencyA.id, property.id, `${randomUUID()}.webp`);
  await t.deps.storage.put('history-documents', storageKey, body, 'image/webp');
  const [row] = await t.db
    .insert(documents)
    .values({
      agencyId: world.agencyA.id,
      historyId: entry.id,
      storageKey,
      fileName: 'salon.webp',
      mimeType: 'image/webp',
      sizeBytes: body.length,
    })
    .returning();
  return row!.id;
}

export const historyMatrix: MatrixCase[] = [
  {
    route: 'GET /api/properties/:id/history',
    request: async (ctx) => ({ url: `/api/properties/${await propertyOfA(ctx)}/history` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/properties/:id/history',
    request: async (ctx) => ({
      url: `/api/properties/${await propertyOfA(ctx)}/history`,
      json: {
        date: '2024-03-15',
        description: 'État des lieux d’entrée',
        clientName: 'Hugo Martin',
        clientNote: 4,
      },
    }),
    expect: memberRoute(201),
  },
  { route: 'GET /api/history/client-options', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/documents/:id/thumbnail',
    request: async (ctx) => ({ url: `/api/documents/${await historyPhotoOfA(ctx)}/thumbnail` }),
    expect: memberRoute(200),
  },
];
