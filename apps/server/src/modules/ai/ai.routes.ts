import { endpoints, REVIEWS_BODY_MAX_BYTES } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { cancelAiJob, getAiJob, getAiSettings, updateAiSettings } from './ai.service';
import { applyListing, optimiseListing } from './listing.service';
import { aiRequestExample } from './request-example';
import { analyseReviews, getReviewAnalysis, listReviewAnalyses } from './reviews.service';

// Entitlements until the billing issue's plan → feature declaration lands (docs/decisions/ai.md):
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
  route(app, endpoints.ai.requestExample, { guard: guard.boss() }, ({ request }) =>
    aiRequestExample(deps, scopeOf(request)),
  );
  route(app, endpoints.ai.updateSettings, { guard: guard.boss() }, ({ request, body }) =>
    updateAiSettings(deps, scopeOf(request), body),
  );

  route(app, endpoints.ai.optimizeListing, optimiser, ({ request, params, body }) =>
    optimiseListing(deps, scopeOf(request), { id: params.id, infoSup: body.infoSup ?? null }),
  );
  route(app, endpoints.ai.applyListing, optimiser, ({ request, params, body }) =>
    applyListing(deps, scopeOf(request), { id: params.id, ...body }),
  );

  route(
    app,
    endpoints.ai.analyseReviews,
    { ...reviewAnalysis, bodyLimit: REVIEWS_BODY_MAX_BYTES },
    ({ request, body }) => analyseReviews(deps, scopeOf(request), body),
  );
  route(app, endpoints.ai.listReviewAnalyses, reviewAnalysis, ({ request }) =>
    listReviewAnalyses(deps, scopeOf(request)),
  );
  route(app, endpoints.ai.getReviewAnalysis, reviewAnalysis, ({ request, params }) =>
    getReviewAnalysis(deps, scopeOf(request), params),
  );

  // A job is the agency's (another agency's is a 404); any member who may call AI may follow or
  // cancel it: the optimiser's plan is the lowest of the two features.
  const jobs = { guard: guard.member({ feature: 'listing_optimizer' }) };
  route(app, endpoints.ai.getJob, jobs, ({ request, params }) => getAiJob(deps, scopeOf(request), params));
  route(app, endpoints.ai.cancelJob, jobs, ({ request, params }) =>
    cancelAiJob(deps, scopeOf(request), params),
  );
}
