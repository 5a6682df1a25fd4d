import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { getAiSettings, updateAiSettings } from './ai.service';
import { applyListing, optimiseListing } from './listing.service';
import { analyseReviews, getReviewAnalysis, listReviewAnalyses } from './reviews.service';

/**
 * Aborted when the browser goes away before the answer (its « Annuler » aborts the fetch): the
 * provider call stops with it instead of running on for nobody.
 */
function browserSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

// Entitlements until the billing issue's plan → feature declaration lands (docs/decisions.md):
// the optimiser is Pro and Premium (001 §9), review analysis Premium with the review_analysis permission.
const optimiser = { guard: guard.member({ feature: 'listing_optimizer' }) };
const reviewAnalysis = {
  guard: guard.member({ permission: 'review_analysis', feature: 'review_ai_analysis' }),
};

export async function aiRoutes(app: FastifyInstance, deps: AppDeps) {
  // The head decides whether client data may go to an external provider, and sees the usage.
  route(app, endpoints.ai.settings, { guard: guard.boss() }, ({ request }) =>
    getAiSettings(deps, scopeOf(request)),
  );
  route(app, endpoints.ai.updateSettings, { guard: guard.boss() }, ({ request, body }) =>
    updateAiSettings(deps, scopeOf(request), body),
  );

  route(app, endpoints.ai.optimizeListing, optimiser, ({ request, reply, params, body }) =>
    optimiseListing(deps, scopeOf(request), {
      id: params.id,
      infoSup: body.infoSup ?? null,
      signal: browserSignal(reply),
    }),
  );
  route(app, endpoints.ai.applyListing, optimiser, ({ request, params, body }) =>
    applyListing(deps, scopeOf(request), { id: params.id, ...body }),
  );

  route(app, endpoints.ai.analyseReviews, reviewAnalysis, ({ request, reply, body }) =>
    analyseReviews(deps, scopeOf(request), { ...body, signal: browserSignal(reply) }),
  );
  route(app, endpoints.ai.listReviewAnalyses, reviewAnalysis, ({ request }) =>
    listReviewAnalyses(deps, scopeOf(request)),
  );
  route(app, endpoints.ai.getReviewAnalysis, reviewAnalysis, ({ request, params }) =>
    getReviewAnalysis(deps, scopeOf(request), params),
  );
}
