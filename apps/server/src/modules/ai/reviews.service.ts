import {
  AI_VALIDATION,
  type ReviewAnalysis,
  type ReviewAnalysisSummary,
  type ReviewSource,
  reviewAiResultSchema,
  reviewStatsSchema,
  type reviewAnalysisRequestSchema,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { AiProviderError } from '../../integrations/ai';
import { reviewStatistics } from '../../integrations/ai/builtin/review-engine';
import { type ParsedReview, parseReviews } from '../../integrations/ai/reviews/parsed-review';
import { aiMessages } from '@immopilote/contracts';
import {
  findReviewAnalysis,
  insertReviewAnalysis,
  listReviewAnalysisRows,
  type ReviewAnalysisRow,
} from './ai.repo';
import { runAiTask } from './ai.service';

/** What a saved analysis keeps besides its columns: the texts and the statistics. */
const savedResultSchema = reviewAiResultSchema.extend({ stats: reviewStatsSchema });

function sourceOf(google: number, pasted: number, engine: string): ReviewSource {
  if (google > 0 && pasted > 0) return 'google+pasted';
  if (google > 0) return 'google';
  if (pasted === 0 && engine === 'webhook') return 'provider';
  return 'pasted';
}

function toAnalysis(row: ReviewAnalysisRow): ReviewAnalysis {
  const result = savedResultSchema.parse(row.result);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    agencyName: row.agencyName,
    address: row.address,
    city: row.city,
    source: row.source,
    engine: row.engine,
    validation: AI_VALIDATION.ok,
    review: result.review,
    positif: result.positif,
    negatif: result.negatif,
    raison: result.raison,
    stats: result.stats,
  };
}

/**
 * Review analysis (spec 001 §2, §4): the reviews pasted or imported, plus Google's when the
 * server has a Places key; statistics computed here whatever the engine; the engine writes the
 * three texts. Validation 1 is saved for the agency; 2 and 3 are answered, not saved.
 */
export async function analyseReviews(
  deps: AppDeps,
  scope: MemberScope,
  input: z.output<typeof reviewAnalysisRequestSchema> & { signal: AbortSignal },
): Promise<ReviewAnalysis> {
  const pasted = parseReviews(input.reviewsText);
  let google: ParsedReview[] = [];
  if (deps.ai.googleReviews) {
    try {
      google = await deps.ai.googleReviews.find(input, input.signal);
    } catch (err) {
      if (err instanceof AiProviderError) throw new AppError('UPSTREAM_FAILED', err.userMessage);
      throw err;
    }
  }
  const reviews = [...google, ...pasted];
  const stats = await reviewStatistics(reviews);
  const { engine, output } = await runAiTask(
    deps,
    scope,
    'reviews',
    { agencyName: input.agencyName, address: input.address, city: input.city, reviews, stats },
    input.signal,
  );
  const base = {
    createdAt: new Date().toISOString(),
    agencyName: input.agencyName,
    address: input.address,
    city: input.city,
    source: sourceOf(google.length, pasted.length, engine),
    engine,
    stats,
  };
  if (output.validation !== AI_VALIDATION.ok || !output.review.trim()) {
    const validation =
      output.validation === AI_VALIDATION.needsInfo ? AI_VALIDATION.needsInfo : AI_VALIDATION.error;
    return {
      ...base,
      ...output,
      id: null,
      validation,
      raison: output.raison || (validation === 2 ? aiMessages.noReviews : ''),
    };
  }
  const row = await insertReviewAnalysis(deps.db, scope.agencyId, {
    userId: scope.userId,
    agencyName: input.agencyName,
    address: input.address,
    city: input.city,
    source: base.source,
    engine,
    reviewCount: stats.count,
    result: { ...output, stats },
  });
  return toAnalysis(row);
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
