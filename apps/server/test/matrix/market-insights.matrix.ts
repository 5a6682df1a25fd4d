import { createProperty } from '../factories';
import { importToulonExtract } from '../helpers/dvf-fixtures';
import type { MatrixCase } from './matrix-case';
import { memberRoute } from './matrix-case';

/**
 * Plans (Starter searches, Pro has neither the advice nor the analysis) and the web_search
 * permission are refused in market-insights.test.ts; the matrix's agencies are Premium.
 */
export const marketInsightsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/market/search',
    request: async ({ t }) => {
      await importToulonExtract(t.db);
      return { url: '/api/market/search?commune=Toulon&kind=appartement' };
    },
    expect: memberRoute(200, 200),
  },
  {
    route: 'GET /api/properties/:id/price-advice',
    request: async ({ t, world }) => {
      const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
      return { url: `/api/properties/${property.id}/price-advice` };
    },
    expect: memberRoute(200),
  },
  { route: 'GET /api/market/competition', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/properties/:id/market',
    request: async ({ t, world }) => {
      await importToulonExtract(t.db);
      const property = await createProperty(t.db, world.agencyA.id, {
        type: 'Vente',
        kind: 'appartement',
        surfaceHabitable: 60,
        city: 'Toulon',
        zip: '83000',
      });
      return { url: `/api/properties/${property.id}/market` };
    },
    expect: memberRoute(200),
  },
];
