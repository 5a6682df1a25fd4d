import { checkoutSessions } from '../../src/db/schema';
import type { MatrixCase, MatrixContext } from './matrix-case';

const bossOnly = { visitor: 401, pending: 403, memberA: 403, bossA: 200, bossB: 404, admin: 403 };

async function checkoutOfA({ t, world }: MatrixContext) {
  const [row] = await t.db
    .insert(checkoutSessions)
    .values({ agencyId: world.agencyA.id, plan: 'pro', provider: 'local' })
    .returning();
  return row!.id;
}

export const subscriptionMatrix: MatrixCase[] = [
  {
    route: 'POST /api/subscription/checkout',
    request: () => ({ url: '/api/subscription/checkout', json: { plan: 'pro' } }),
    expect: { ...bossOnly, bossB: 200 },
  },
  {
    route: 'GET /api/subscription/checkout/:id',
    request: async (ctx) => ({ url: `/api/subscription/checkout/${await checkoutOfA(ctx)}` }),
    expect: bossOnly,
  },
  {
    route: 'POST /api/subscription/checkout/:id/confirm',
    request: async (ctx) => ({ url: `/api/subscription/checkout/${await checkoutOfA(ctx)}/confirm` }),
    expect: bossOnly,
  },
];
