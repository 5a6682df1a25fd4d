import {
  aiJobSchema,
  aiRequestExampleSchema,
  aiSettingsSchema,
  aiSettingsUpdateSchema,
  appliedListingSchema,
  listingApplySchema,
  listingOptimizeRequestSchema,
  listingJobSchema,
  reviewAnalysisListSchema,
  reviewAnalysisRequestSchema,
  reviewAnalysisSchema,
  reviewsJobSchema,
} from '../schemas/ai';
import { uuidParam } from '../schemas/fields';
import { endpoint, json, ok } from './define';

/** AI helpers (issue 13): the optimiser, review analysis, and the head's settings and usage. */
export const aiEndpoints = {
  settings: endpoint({ method: 'GET', path: '/api/ai/settings', response: ok(aiSettingsSchema) }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/ai/settings',
    body: json(aiSettingsUpdateSchema),
    response: ok(aiSettingsSchema),
  }),
  /** The head's example of what a call to the external provider sends, redacted. */
  requestExample: endpoint({
    method: 'GET',
    path: '/api/ai/request-example',
    response: ok(aiRequestExampleSchema),
  }),
  /**
   * One optimisation of the property's listing; its result answers validation 1, 2 or 3 (spec 001
   * §4), at once or once the job is done.
   */
  optimizeListing: endpoint({
    method: 'POST',
    path: '/api/ai/listings/:id/optimize',
    params: uuidParam,
    body: json(listingOptimizeRequestSchema),
    response: ok(listingJobSchema),
  }),
  /** « Utiliser cette proposition »: replaces the property's name and description. */
  applyListing: endpoint({
    method: 'POST',
    path: '/api/ai/listings/:id/apply',
    params: uuidParam,
    body: json(listingApplySchema),
    response: ok(appliedListingSchema),
  }),
  analyseReviews: endpoint({
    method: 'POST',
    path: '/api/ai/review-analyses',
    body: json(reviewAnalysisRequestSchema),
    response: ok(reviewsJobSchema),
  }),
  listReviewAnalyses: endpoint({
    method: 'GET',
    path: '/api/ai/review-analyses',
    response: ok(reviewAnalysisListSchema),
  }),
  getReviewAnalysis: endpoint({
    method: 'GET',
    path: '/api/ai/review-analyses/:id',
    params: uuidParam,
    response: ok(reviewAnalysisSchema),
  }),
  /** The browser polls a running AI call. */
  getJob: endpoint({ method: 'GET', path: '/api/ai/jobs/:id', params: uuidParam, response: ok(aiJobSchema) }),
  /** « Annuler »: the call stops and nothing it produces is saved. */
  cancelJob: endpoint({
    method: 'POST',
    path: '/api/ai/jobs/:id/cancel',
    params: uuidParam,
    response: ok(aiJobSchema),
  }),
} as const;
