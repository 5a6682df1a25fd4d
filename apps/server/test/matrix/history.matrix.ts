import { createHistoryEntry, createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

async function propertyOfA({ t, world }: MatrixContext) {
  const property = await createProperty(t.db, world.agencyA.id, { type: 'Location' });
  await createHistoryEntry(t.db, property);
  return property.id;
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
];
