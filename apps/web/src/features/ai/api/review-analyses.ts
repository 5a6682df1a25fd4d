import { endpoints, type ReviewAnalysisRequest } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { followAiJob } from './ai-jobs';

export const reviewAnalysesKey = ['ai', 'review-analyses'] as const;

/** One analysis, followed until its job has ended; aborting cancels it on the server. */
export function analyseReviews(body: ReviewAnalysisRequest, signal: AbortSignal) {
  return followAiJob(call(endpoints.ai.analyseReviews, { body }), signal);
}

export const reviewAnalysesQueryOptions = () =>
  queryOptions({ queryKey: reviewAnalysesKey, queryFn: () => call(endpoints.ai.listReviewAnalyses) });

/** Past analyses of the agency (newest first) and whether Google reviews are available. */
export function useReviewAnalyses() {
  return useQuery(reviewAnalysesQueryOptions());
}

export function useReviewAnalysis(id: string | null) {
  return useQuery({
    queryKey: [...reviewAnalysesKey, id],
    queryFn: () => call(endpoints.ai.getReviewAnalysis, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}
