import { createProperty } from '../factories';
import {
  propertyDocument,
  propertyWithPhoto,
  rentalFacts,
  saleFacts,
  validPropertyFields,
} from '../helpers/property-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** A fresh property of agency A: B's head must get a 404 for it, A's members a success. */
const propertyOfA = async ({ t, world }: MatrixContext) => (await createProperty(t.db, world.agencyA.id)).id;

export const propertiesMatrix: MatrixCase[] = [
  { route: 'GET /api/properties', expect: memberRoute(200, 200) },
  {
    route: 'POST /api/properties',
    // Every listing fact is present, so the fuzz pass puts hostile values in each of them.
    request: () => ({
      url: '/api/properties',
      json: { ...validPropertyFields({ price: '313500' }), ...saleFacts },
    }),
    expect: memberRoute(201, 201),
  },
  {
    route: 'GET /api/properties/:id',
    request: async (ctx) => ({ url: `/api/properties/${await propertyOfA(ctx)}` }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/properties/:id',
    request: async (ctx) => ({
      url: `/api/properties/${await propertyOfA(ctx)}`,
      json: {
        ...validPropertyFields({ name: 'Nom modifié', type: 'Location', price: '1100' }),
        ...rentalFacts,
      },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'PATCH /api/properties/:id/status',
    request: async (ctx) => ({
      url: `/api/properties/${await propertyOfA(ctx)}/status`,
      json: { status: 'Vendu' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/properties/:id/site',
    request: async (ctx) => ({
      url: `/api/properties/${await propertyOfA(ctx)}/site`,
      json: { publishedOnSite: true },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'DELETE /api/properties/:id',
    request: async (ctx) => ({ url: `/api/properties/${await propertyOfA(ctx)}` }),
    expect: memberRoute(204),
  },
  {
    route: 'GET /api/photos/:id/:variant',
    request: async ({ t, world }) => ({
      url: `/api/photos/${(await propertyWithPhoto(t, world.agencyA.id)).photo.id}/thumb`,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/documents/:id/download',
    request: async (ctx) => ({
      url: `/api/documents/${(await propertyDocument(ctx.t, ctx.world.agencyA.id, await propertyOfA(ctx))).document.id}/download`,
    }),
    expect: memberRoute(200),
  },
];
