import { secretBoxOf } from '../../src/auth/secret-box';
import { insertDeliveries, insertEndpoint } from '../../src/modules/webhooks/webhooks.repo';
import type { MatrixCase, MatrixContext } from './matrix-case';

/** Head-only routes on the head's own agency: B's head gets B's (empty or new) data. */
const headOwn = (ok: number) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: ok,
  admin: 403,
});
/** Head-only routes on an endpoint of A: B's head is told it does not exist. */
const headOfA = (ok: number) => ({ ...headOwn(ok), bossB: 404 });

/**
 * An endpoint of agency A. Its address is in a documentation range: a try is refused before any
 * connection (no network in the matrix), and answered as a failed delivery.
 */
async function endpointOfA({ t, world }: MatrixContext) {
  const id = crypto.randomUUID();
  await insertEndpoint(t.db, world.agencyA.id, {
    id,
    url: 'https://192.0.2.10/hooks',
    events: ['property.created'],
    secretSealed: secretBoxOf(t.deps.config).seal('whsec_matrix', `webhook:${id}`),
  });
  return id;
}

async function deliveryOfA(ctx: MatrixContext) {
  const endpointId = await endpointOfA(ctx);
  const [row] = await insertDeliveries(ctx.t.db, ctx.world.agencyA.id, [
    {
      endpointId,
      eventId: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
      event: 'property.created',
      payload: { id: 'evt_matrix', type: 'property.created', data: { object: {} } },
      status: 'failed',
    },
  ]);
  return row!.id;
}

export const webhooksMatrix: MatrixCase[] = [
  { route: 'GET /api/webhooks', expect: headOwn(200) },
  {
    route: 'POST /api/webhooks',
    // A public address written as an IP: checked without DNS, and creating an endpoint connects nowhere.
    request: () => ({
      url: '/api/webhooks',
      json: { url: 'https://93.184.216.34/hooks', events: ['property.created'] },
    }),
    expect: headOwn(201),
  },
  {
    route: 'PATCH /api/webhooks/:id',
    request: async (ctx) => ({ url: `/api/webhooks/${await endpointOfA(ctx)}`, json: { enabled: false } }),
    expect: headOfA(200),
  },
  {
    route: 'DELETE /api/webhooks/:id',
    request: async (ctx) => ({ url: `/api/webhooks/${await endpointOfA(ctx)}` }),
    expect: headOfA(204),
  },
  {
    route: 'POST /api/webhooks/:id/test',
    request: async (ctx) => ({ url: `/api/webhooks/${await endpointOfA(ctx)}/test` }),
    expect: headOfA(201),
  },
  {
    route: 'GET /api/webhooks/:id/deliveries',
    request: async (ctx) => ({ url: `/api/webhooks/${await endpointOfA(ctx)}/deliveries` }),
    expect: headOfA(200),
  },
  {
    route: 'POST /api/webhook-deliveries/:id/resend',
    request: async (ctx) => ({ url: `/api/webhook-deliveries/${await deliveryOfA(ctx)}/resend` }),
    expect: headOfA(200),
  },
];
