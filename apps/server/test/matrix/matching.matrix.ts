import { clientSearches, searchMatches } from '../../src/db/schema';
import { createClient, createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const TOULON = '83137';

const searchBody = () => ({
  transaction: 'achat',
  kinds: ['appartement'],
  budgetMin: 150000,
  budgetMax: 300000,
  surfaceMin: 50,
  roomsMin: 2,
  bedroomsMin: 1,
  communeCodes: [TOULON],
  radius: null,
  mustHaves: ['ascenseur'],
  worstEnergyClass: 'E',
  wantedBy: '2027-06-30',
  notes: 'Proche de la gare.',
  alertMode: 'daily',
  alertHour: 8,
});

const clientOfA = async ({ t, world }: MatrixContext) => (await createClient(t.db, world.agencyA.id)).id;
const propertyOfA = async ({ t, world }: MatrixContext) =>
  (
    await createProperty(t.db, world.agencyA.id, {
      type: 'Vente',
      kind: 'appartement',
      zip: '83000',
      city: 'Toulon',
    })
  ).id;

async function searchOfA(ctx: MatrixContext) {
  const clientId = await clientOfA(ctx);
  const [row] = await ctx.t.db
    .insert(clientSearches)
    .values({
      agencyId: ctx.world.agencyA.id,
      clientId,
      transaction: 'achat',
      kinds: ['appartement'],
      communeCodes: [TOULON],
    })
    .returning();
  return row!;
}

async function matchOfA(ctx: MatrixContext) {
  const search = await searchOfA(ctx);
  const propertyId = await propertyOfA(ctx);
  await ctx.t.db.insert(searchMatches).values({
    agencyId: ctx.world.agencyA.id,
    searchId: search.id,
    propertyId,
    level: 'match',
    reasons: [{ criterion: 'kind', ok: true, text: 'Type : Appartement' }],
  });
  return { searchId: search.id, propertyId };
}

/** Searches and matches (issue 28): members with client_directory; another agency's records are 404. */
export const matchingMatrix: MatrixCase[] = [
  {
    route: 'GET /api/places',
    request: () => ({ url: '/api/places?q=toulon' }),
    expect: memberRoute(200, 200),
  },
  {
    route: 'GET /api/clients/:id/searches',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}/searches` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/clients/:id/searches',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}/searches`, json: searchBody() }),
    expect: memberRoute(201),
  },
  {
    route: 'POST /api/properties/:id/searches',
    request: async (ctx) => ({
      url: `/api/properties/${await propertyOfA(ctx)}/searches`,
      json: { clientId: await clientOfA(ctx) },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/searches/:id',
    request: async (ctx) => ({ url: `/api/searches/${(await searchOfA(ctx)).id}` }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/searches/:id',
    request: async (ctx) => ({ url: `/api/searches/${(await searchOfA(ctx)).id}`, json: searchBody() }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/searches/:id/status',
    request: async (ctx) => ({
      url: `/api/searches/${(await searchOfA(ctx)).id}/status`,
      json: { status: 'en_pause' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'DELETE /api/searches/:id',
    request: async (ctx) => ({ url: `/api/searches/${(await searchOfA(ctx)).id}` }),
    expect: memberRoute(204),
  },
  {
    route: 'GET /api/properties/:id/matches',
    request: async (ctx) => ({ url: `/api/properties/${(await matchOfA(ctx)).propertyId}/matches` }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/clients/:id/matches',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}/matches` }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/matches',
    request: () => ({ url: '/api/matches?state=nouveau&level=match&kind=appartement' }),
    expect: memberRoute(200, 200),
  },
  { route: 'GET /api/matches/summary', expect: memberRoute(200, 200) },
  {
    route: 'PUT /api/matches/:searchId/:propertyId/state',
    request: async (ctx) => {
      const { searchId, propertyId } = await matchOfA(ctx);
      return {
        url: `/api/matches/${searchId}/${propertyId}/state`,
        json: { state: 'ecarte', dismissReason: 'Trop de travaux.', visitId: null },
      };
    },
    expect: memberRoute(200),
  },
];
