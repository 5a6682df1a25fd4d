import type { ReviewAnalysisRequest } from '@immopilote/contracts';

/** What /review-search hands to /review-loading, and /review-error back to /review-search. */
export interface ReviewSearchState {
  request: ReviewAnalysisRequest;
}

/** What /review-loading hands to /review-error: the validation code (or a technical failure). */
export interface ReviewErrorState extends ReviewSearchState {
  code: 2 | 3 | 'technical';
  message: string;
}
