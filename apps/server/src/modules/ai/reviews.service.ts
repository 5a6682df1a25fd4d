import type { ReviewAnalysisSummary, ReviewsJob, reviewAnalysisRequestSchema } from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { aiMessages } from '@immopilote/contracts';
import { findReviewAnalysis, listReviewAnalysisRows } from './ai.repo';
import { startAiJob } from './ai.service';
import { runReviewsCall, toAnalysis } from './reviews-call';

/** Pasted reviews up to this size are analysed in the request by the built-in engine (about 100 reviews). */
const SHORT_REVIEWS_TEXT = 20_000;

/**
 * Review analysis (spec 001 §2, §4): the reviews pasted or imported, plus Google's when the
 * server has a Places key; statistics computed here whatever the engine; the engine writes the
 * three texts. One metered call: in the request for a pasted batch analysed by the built-in
 * engine, in the jobs room otherwise (Google, many reviews, an external engine).
 */
export async function analyseReviews(
  deps: AppDeps,
  scope: MemberScope,
  input: z.output<typeof reviewAnalysisRequestSchema>,
): Promise<ReviewsJob> {
  const short = deps.ai.googleReviews === null && input.reviewsText.length <= SHORT_REVIEWS_TEXT;
  return (await startAiJob(deps, scope, 'reviews', input, runReviewsCall, { short })) as ReviewsJob;
}

export async function listReviewAnalyses(
  deps: AppDeps,
  scope: MemberScope,
): Promise<{ items: ReviewAnalysisSummary[]; googlePlaces: boolean }> {
  const rows = await listReviewAnalysisRows(deps.db, scope.agencyId);
  return {
    googlePlaces: deps.ai.googleReviews !== null,
    items: rows.map((row) => {
      const { stats } = toAnalysis(row);
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        agencyName: row.agencyName,
        city: row.city,
        source: row.source,
        count: stats.count,
        averageRating: stats.averageRating,
        positive: stats.positive,
        negative: stats.negative,
      };
    }),
  };
}

export async function getReviewAnalysis(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await findReviewAnalysis(deps.db, scope.agencyId, id);
  if (!row) throw notFound(aiMessages.notFound);
  return toAnalysis(row);
}
