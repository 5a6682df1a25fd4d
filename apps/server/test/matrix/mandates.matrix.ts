import { parisToday } from '@immopilote/contracts';
import { createProperty } from '../factories';
import { createMandateRow, mandateBody } from '../helpers/mandate-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const mandateOfA = async ({ t, world }: MatrixContext) => (await createMandateRow(t.db, world.agencyA.id)).id;

export const mandatesMatrix: MatrixCase[] = [
  { route: 'GET /api/mandates', expect: memberRoute(200, 200) },
  { route: 'GET /api/mandates/form-options', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/mandates/export/:format',
    request: () => ({ url: '/api/mandates/export/csv?activity=gestion' }),
    expect: memberRoute(200, 200),
  },
  {
    route: 'POST /api/mandates',
    request: async ({ t, world }) => ({
      url: '/api/mandates',
      json: await mandateBody(t.db, world.agencyA.id),
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/mandates/:id',
    request: async (ctx) => ({ url: `/api/mandates/${await mandateOfA(ctx)}` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/mandates/:id/close',
    request: async (ctx) => ({
      url: `/api/mandates/${await mandateOfA(ctx)}/close`,
      json: { outcome: 'cancelled', date: parisToday(), reason: 'Le vendeur renonce à vendre.' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/properties/:id/mandates',
    request: async ({ t, world }) => ({
      url: `/api/properties/${(await createProperty(t.db, world.agencyA.id)).id}/mandates`,
    }),
    expect: memberRoute(200),
  },
];
