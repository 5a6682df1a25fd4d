import { createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** Head-only, on the head's own agency: B's head gets B's settings. */
const headOwn = (ok: number) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: ok,
  admin: 403,
});

const propertyOfA = async ({ t, world }: MatrixContext) => (await createProperty(t.db, world.agencyA.id)).id;

const PASTED = '5/5 Accueil chaleureux et suivi parfait, je recommande.\n\n2/5 Honoraires trop chers.';

/** A job is its caller's: A's member and head each follow their own; B's head gets A's member's (404). */
async function jobOf({ world, actor }: MatrixContext): Promise<string> {
  const own = actor === world.actors.memberA || actor === world.actors.bossA;
  const res = await (own ? actor : world.actors.memberA).client.request('POST', '/api/ai/review-analyses', {
    json: { agencyName: 'Agence du Centre', city: 'Lyon', reviewsText: PASTED },
  });
  return res.body.id;
}

/** Plans and the review_analysis permission are refused in ai.test.ts (the matrix's agencies are Premium). */
export const aiMatrix: MatrixCase[] = [
  { route: 'GET /api/ai/settings', expect: headOwn(200) },
  { route: 'GET /api/ai/request-example', expect: headOwn(200) },
  {
    route: 'PUT /api/ai/settings',
    request: () => ({ url: '/api/ai/settings', json: { externalEnabled: true } }),
    expect: headOwn(200),
  },
  {
    route: 'POST /api/ai/listings/:id/optimize',
    request: async (ctx) => ({ url: `/api/ai/listings/${await propertyOfA(ctx)}/optimize`, json: {} }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/ai/listings/:id/apply',
    request: async (ctx) => ({
      url: `/api/ai/listings/${await propertyOfA(ctx)}/apply`,
      json: { name: 'T3 lumineux de 65 m² – Lyon 2e', description: 'À vendre : appartement de 3 pièces.' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/ai/review-analyses',
    request: () => ({
      url: '/api/ai/review-analyses',
      json: { agencyName: 'Agence du Centre', city: 'Lyon', reviewsText: PASTED },
    }),
    expect: memberRoute(200, 200),
  },
  { route: 'GET /api/ai/review-analyses', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/ai/review-analyses/:id',
    request: async ({ world }) => {
      const res = await world.actors.bossA.client.request('POST', '/api/ai/review-analyses', {
        json: { agencyName: 'Agence du Centre', city: 'Lyon', reviewsText: PASTED },
      });
      return { url: `/api/ai/review-analyses/${res.body.result.id}` };
    },
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/ai/jobs/:id',
    request: async (ctx) => ({ url: `/api/ai/jobs/${await jobOf(ctx)}` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/ai/jobs/:id/cancel',
    request: async (ctx) => ({ url: `/api/ai/jobs/${await jobOf(ctx)}/cancel` }),
    expect: memberRoute(200),
  },
];
