import {
  API_SCOPES,
  type ApiScope,
  apiV1Docs,
  type ApiV1EndpointName,
  addDaysToDate,
  parisToday,
} from '@immopilote/contracts';
import { withAgency } from '../../src/db/agency-scope';
import { clientSearches } from '../../src/db/schema';
import { receiveLead } from '../../src/modules/leads/leads.service';
import { createClient, createHistoryEntry, createProperty } from '../factories';
import { insertApiKey } from '../helpers/api-keys';
import { createMandateRow, mandateBody } from '../helpers/mandate-fixtures';
import { propertyWithPhoto } from '../helpers/property-fixtures';
import type { MatrixCase, MatrixContext, MatrixRequest } from './matrix-case';
import { apiKeyRoute, everyone } from './matrix-case';

/**
 * The key each actor calls `/api/v1` with (`apiKeyRoute` says what each must get): none for the
 * visitor and the administrator (their session cookie only), a revoked key of A for the pending
 * member, a key of A without the route's scope for A's member, every scope for both heads.
 */
async function bearerFor(ctx: MatrixContext, name: ApiV1EndpointName): Promise<Record<string, string>> {
  const { t, world, actor } = ctx;
  const scope = apiV1Docs[name].scope;
  switch (actor.name) {
    case 'visitor':
    case 'admin':
      return {};
    case 'pending':
      return (await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!, { revokedAt: new Date() }))
        .bearer;
    case 'memberA':
      return (
        await insertApiKey(t, world.agencyA.id, actor.userId!, {
          scopes: API_SCOPES.filter((s): s is ApiScope => s !== scope),
        })
      ).bearer;
    case 'bossA':
      return (await insertApiKey(t, world.agencyA.id, actor.userId!)).bearer;
    case 'bossB':
      return (await insertApiKey(t, world.agencyB.id, actor.userId!)).bearer;
  }
}

const v1 =
  (
    name: ApiV1EndpointName,
    build: (ctx: MatrixContext) => Promise<Omit<MatrixRequest, 'headers'>> | Omit<MatrixRequest, 'headers'>,
  ) =>
  async (ctx: MatrixContext): Promise<MatrixRequest> => ({
    ...(await build(ctx)),
    headers: await bearerFor(ctx, name),
  });

const propertyOfA = async ({ t, world }: MatrixContext) =>
  (
    await createProperty(t.db, world.agencyA.id, {
      type: 'Vente',
      kind: 'appartement',
      zip: '83000',
      city: 'Toulon',
    })
  ).id;
const clientOfA = async ({ t, world }: MatrixContext) => (await createClient(t.db, world.agencyA.id)).id;

async function searchOfA(ctx: MatrixContext) {
  const [row] = await ctx.t.db
    .insert(clientSearches)
    .values({
      agencyId: ctx.world.agencyA.id,
      clientId: await clientOfA(ctx),
      transaction: 'achat',
      kinds: ['appartement'],
      communeCodes: ['83137'],
    })
    .returning();
  return row!.id;
}

async function leadOfA(ctx: MatrixContext) {
  const agencyId = ctx.world.agencyA.id;
  const { id } = await withAgency({ agencyId }, () =>
    receiveLead(ctx.t.deps, {
      agencyId,
      lead: {
        source: 'site',
        channel: 'formulaire',
        propertyId: null,
        name: 'Lucie Matrice',
        email: `lucie.${Math.random().toString(36).slice(2)}@exemple.fr`,
        phone: null,
        message: 'Bonjour',
        wantsVisit: false,
        consentGiven: true,
        consentText: 'J’accepte d’être recontactée.',
      },
    }),
  );
  await ctx.t.deps.jobs.runUntilIdle();
  return id;
}

/** A visit of A yesterday at 10:00: started, so its feedback may be recorded. */
async function visitOfA({ t, world }: MatrixContext) {
  const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
  const entry = await createHistoryEntry(t.db, property, {
    date: addDaysToDate(parisToday(), -1),
    startTime: '10:00',
    durationMinutes: 45,
    clientName: 'Gaspard Lemoine',
    description: 'Visite',
  });
  return entry.id;
}

const listingBody = () => ({
  name: 'T3 lumineux',
  price: 250000,
  type: 'Vente',
  address: '4 rue de la Paix',
  city: 'Toulon',
  zip: '83000',
});
const clientBody = () => ({
  fullName: 'Louis Moreau',
  firstName: 'Louis',
  email: `louis.${Math.random().toString(36).slice(2)}@exemple.fr`,
  phone: '06 12 34 56 78',
});
const searchBody = () => ({
  transaction: 'achat',
  kinds: ['appartement'],
  budgetMin: 150000,
  budgetMax: 300000,
  communeCodes: ['83137'],
  radius: null,
  alertMode: 'daily',
  alertHour: 8,
});

/** The head's « Clés d'API » and the open API itself (issue 33). */
export const apiKeysMatrix: MatrixCase[] = [
  {
    route: 'GET /api/api-keys',
    expect: { visitor: 401, pending: 403, memberA: 403, bossA: 200, bossB: 200, admin: 403 },
  },
  {
    route: 'POST /api/api-keys',
    request: () => ({ url: '/api/api-keys', json: { name: 'Site vitrine', scopes: ['listings:read'] } }),
    expect: { visitor: 401, pending: 403, memberA: 403, bossA: 201, bossB: 201, admin: 403 },
  },
  {
    route: 'POST /api/api-keys/:id/revoke',
    request: async ({ t, world }) => ({
      url: `/api/api-keys/${(await insertApiKey(t, world.agencyA.id, world.actors.bossA.userId!)).id}/revoke`,
    }),
    expect: { visitor: 401, pending: 403, memberA: 403, bossA: 200, bossB: 404, admin: 403 },
  },
  { route: 'GET /api/v1/openapi.json', expect: everyone(200) },
  { route: 'GET /api/v1/docs', expect: everyone(200) },
  {
    route: 'GET /api/v1/docs/assets/:file',
    request: () => ({ url: '/api/v1/docs/assets/docs.js' }),
    expect: everyone(200),
  },
  // ---- /api/v1 ----
  {
    route: 'GET /api/v1/listings',
    request: v1('listListings', () => ({ url: '/api/v1/listings' })),
    expect: apiKeyRoute(200, 200),
  },
  {
    route: 'GET /api/v1/listings/:id',
    request: v1('getListing', async (ctx) => ({ url: `/api/v1/listings/${await propertyOfA(ctx)}` })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'POST /api/v1/listings',
    request: v1('createListing', () => ({ url: '/api/v1/listings', json: listingBody() })),
    expect: apiKeyRoute(201, 201),
  },
  {
    route: 'PUT /api/v1/listings/:id',
    request: v1('updateListing', async (ctx) => ({
      url: `/api/v1/listings/${await propertyOfA(ctx)}`,
      json: listingBody(),
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'PATCH /api/v1/listings/:id/status',
    request: v1('setListingStatus', async (ctx) => ({
      url: `/api/v1/listings/${await propertyOfA(ctx)}/status`,
      json: { status: 'Retiré' },
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'GET /api/v1/listings/:id/photos',
    request: v1('listPhotos', async ({ t, world }) => ({
      url: `/api/v1/listings/${(await propertyWithPhoto(t, world.agencyA.id)).property.id}/photos`,
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'GET /api/v1/photos/:id',
    request: v1('downloadPhoto', async ({ t, world }) => ({
      url: `/api/v1/photos/${(await propertyWithPhoto(t, world.agencyA.id)).photo.id}`,
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'GET /api/v1/clients',
    request: v1('listClients', () => ({ url: '/api/v1/clients' })),
    expect: apiKeyRoute(200, 200),
  },
  {
    route: 'GET /api/v1/clients/:id',
    request: v1('getClient', async (ctx) => ({ url: `/api/v1/clients/${await clientOfA(ctx)}` })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'POST /api/v1/clients',
    request: v1('createClient', () => ({ url: '/api/v1/clients', json: clientBody() })),
    expect: apiKeyRoute(201, 201),
  },
  {
    route: 'PUT /api/v1/clients/:id',
    request: v1('updateClient', async (ctx) => ({
      url: `/api/v1/clients/${await clientOfA(ctx)}`,
      json: clientBody(),
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'GET /api/v1/clients/:id/searches',
    request: v1('listClientSearches', async (ctx) => ({
      url: `/api/v1/clients/${await clientOfA(ctx)}/searches`,
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'POST /api/v1/clients/:id/searches',
    request: v1('createSearch', async (ctx) => ({
      url: `/api/v1/clients/${await clientOfA(ctx)}/searches`,
      json: searchBody(),
    })),
    expect: apiKeyRoute(201),
  },
  {
    route: 'GET /api/v1/searches/:id',
    request: v1('getSearch', async (ctx) => ({ url: `/api/v1/searches/${await searchOfA(ctx)}` })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'PUT /api/v1/searches/:id',
    request: v1('updateSearch', async (ctx) => ({
      url: `/api/v1/searches/${await searchOfA(ctx)}`,
      json: searchBody(),
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'GET /api/v1/leads',
    request: v1('listLeads', () => ({ url: '/api/v1/leads' })),
    expect: apiKeyRoute(200, 200),
  },
  {
    route: 'GET /api/v1/leads/:id',
    request: v1('getLead', async (ctx) => ({ url: `/api/v1/leads/${await leadOfA(ctx)}` })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'PATCH /api/v1/leads/:id',
    request: v1('updateLead', async (ctx) => ({
      url: `/api/v1/leads/${await leadOfA(ctx)}`,
      json: { state: 'contactee' },
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'GET /api/v1/mandates',
    request: v1('listMandates', () => ({ url: '/api/v1/mandates' })),
    expect: apiKeyRoute(200, 200),
  },
  {
    route: 'GET /api/v1/mandates/:id',
    request: v1('getMandate', async ({ t, world }) => ({
      url: `/api/v1/mandates/${(await createMandateRow(t.db, world.agencyA.id)).id}`,
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'POST /api/v1/mandates',
    request: v1('createMandate', async ({ t, world }) => ({
      url: '/api/v1/mandates',
      json: await mandateBody(t.db, world.agencyA.id),
    })),
    // B's key names A's listing and client: unknown in B.
    expect: apiKeyRoute(201),
  },
  {
    route: 'GET /api/v1/listings/:id/visits',
    request: v1('listListingVisits', async (ctx) => ({
      url: `/api/v1/listings/${await propertyOfA(ctx)}/visits`,
    })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'GET /api/v1/visits/:historyId',
    request: v1('getVisit', async (ctx) => ({ url: `/api/v1/visits/${await visitOfA(ctx)}` })),
    expect: apiKeyRoute(200),
  },
  {
    route: 'PUT /api/v1/visits/:historyId/feedback',
    request: v1('recordVisitFeedback', async (ctx) => ({
      url: `/api/v1/visits/${await visitOfA(ctx)}/feedback`,
      json: { interest: 'interesse', priceOpinion: 'juste', remarks: 'Aime le jardin.' },
    })),
    expect: apiKeyRoute(200),
  },
];
