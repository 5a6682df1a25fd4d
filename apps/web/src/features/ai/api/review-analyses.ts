import { endpoints, type ReviewAnalysisRequest } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const reviewAnalysesKey = ['ai', 'review-analyses'] as const;

export function analyseReviews(body: ReviewAnalysisRequest, signal: AbortSignal) {
  return call(endpoints.ai.analyseReviews, { body, signal });
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
