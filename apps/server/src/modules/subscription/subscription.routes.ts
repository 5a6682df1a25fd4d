import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { completeCheckout, getCheckout, startCheckout } from './subscription.service';

export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  // The head must be able to pay precisely while the subscription is not active.
  const options = { guard: guard.boss({ anySubscription: true }) };

  route(app, endpoints.subscription.startCheckout, options, ({ request, body }) =>
    startCheckout(deps, scopeOf(request), body),
  );

  route(app, endpoints.subscription.getCheckout, options, ({ request, params }) =>
    getCheckout(deps, scopeOf(request), params),
  );

  route(app, endpoints.subscription.confirmCheckout, options, async ({ request, params }) => {
    await completeCheckout(deps, scopeOf(request), params);
    return { next: '/payment-success' };
  });
}
