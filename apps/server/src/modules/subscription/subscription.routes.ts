import { endpoints, paymentSuccessPath } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, requireFeature, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { attachmentDisposition } from '../../http/content-disposition';
import { demoAdvanceClock, demoPayNow, demoPortal, demoSetFailNextPayment } from './demo-billing.service';
import { invoicePdf, listInvoices } from './invoices.service';
import {
  cancelAtPeriodEnd,
  changePlan,
  completeCheckout,
  getCheckout,
  openPortal,
  previewPlanChange,
  resume,
  startCheckout,
  subscriptionOverview,
} from './subscription.service';
import { receiveWebhook } from './payment-webhook.service';

export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  // Only the head manages billing, and precisely while the subscription is not active or has
  // ended (read-only): these routes stay open whatever the subscription.
  const billing = { guard: guard.boss({ anySubscription: true }) };

  route(app, endpoints.subscription.startCheckout, billing, ({ request, body }) =>
    startCheckout(deps, scopeOf(request), body, request.log),
  );
  route(app, endpoints.subscription.getCheckout, billing, ({ request, params }) =>
    getCheckout(deps, scopeOf(request), params, request.log),
  );
  route(app, endpoints.subscription.confirmCheckout, billing, async ({ request, params }) => {
    await completeCheckout(deps, scopeOf(request), params, request.log);
    return { next: paymentSuccessPath(params.id) };
  });

  // Every active member sees the agency's plan (read-only); the answer says whether they may manage it.
  route(app, endpoints.subscription.overview, { guard: guard.member() }, ({ request }) =>
    subscriptionOverview(deps, scopeOf(request)),
  );
  route(app, endpoints.subscription.previewPlan, billing, ({ request, query }) =>
    previewPlanChange(deps, scopeOf(request), query),
  );
  route(app, endpoints.subscription.changePlan, billing, ({ request, body }) =>
    changePlan(deps, scopeOf(request), body, request.log),
  );
  route(app, endpoints.subscription.cancel, billing, ({ request }) =>
    cancelAtPeriodEnd(deps, scopeOf(request), request.log),
  );
  route(app, endpoints.subscription.resume, billing, ({ request }) =>
    resume(deps, scopeOf(request), request.log),
  );
  route(app, endpoints.subscription.portal, billing, ({ request }) => openPortal(deps, scopeOf(request)));
  route(app, endpoints.subscription.invoices, billing, ({ request }) => listInvoices(deps, scopeOf(request)));
  route(app, endpoints.subscription.invoicePdf, billing, async ({ request, reply, params }) => {
    const { body, fileName } = await invoicePdf(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });
  route(app, endpoints.subscription.checkFeature, { guard: guard.member() }, ({ request, params }) => {
    requireFeature(scopeOf(request), params.feature);
  });

  // Registered with every provider (one route table); they answer 404 unless the provider is local.
  route(app, endpoints.demoBilling.portal, billing, ({ request }) => demoPortal(deps, scopeOf(request)));
  route(app, endpoints.demoBilling.failNextPayment, billing, ({ request, body }) =>
    demoSetFailNextPayment(deps, scopeOf(request), body),
  );
  route(app, endpoints.demoBilling.payNow, billing, ({ request }) =>
    demoPayNow(deps, scopeOf(request), request.log),
  );
  route(app, endpoints.demoBilling.advanceClock, billing, ({ request, body }) =>
    demoAdvanceClock(deps, scopeOf(request), body, request.log),
  );

  // Registered with every provider (the local one refuses every delivery). Stripe signs the exact
  // bytes it sent: this route keeps the raw body (its own parser, in its own scope) and takes
  // neither session nor CSRF header; the signature is the check.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    route(
      scope,
      endpoints.paymentWebhooks.stripe,
      { guard: guard.public, csrfExempt: true },
      async ({ request }) => {
        const signature = request.headers['stripe-signature'];
        await receiveWebhook(
          deps,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
}
