import { checkoutRequestSchema, uuidParam } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf, guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { parse } from '../../validation';
import { completeCheckout, getCheckout, startCheckout } from './subscription.service';

export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  // The head must be able to pay precisely while the subscription is not active.
  const bossAnySubscription = guard.boss({ anySubscription: true });

  app.post('/api/subscription/checkout', { config: { guard: bossAnySubscription } }, async (request) => {
    const { plan } = parse(checkoutRequestSchema, request.body);
    return startCheckout(deps, scopeOf(request), authOf(request).user.email, plan);
  });

  app.get('/api/subscription/checkout/:id', { config: { guard: bossAnySubscription } }, async (request) => {
    const { id } = parse(uuidParam, request.params);
    return getCheckout(deps, scopeOf(request), id);
  });

  app.post(
    '/api/subscription/checkout/:id/confirm',
    { config: { guard: bossAnySubscription } },
    async (request) => {
      const { id } = parse(uuidParam, request.params);
      await completeCheckout(deps, scopeOf(request), id);
      return { next: '/payment-success' };
    },
  );
}
