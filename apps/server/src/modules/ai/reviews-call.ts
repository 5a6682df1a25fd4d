import {
  AI_VALIDATION,
  type ReviewAnalysis,
  type ReviewSource,
  reviewAiResultSchema,
  reviewStatsSchema,
} from '@immopilote/contracts';
import { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import type { AiProvider } from '../../integrations/ai';
import { reviewStatistics } from '../../integrations/ai/builtin/review-engine';
import { frenchTypography } from '../../integrations/ai/listing/french-text';
import { parseReviews } from '../../integrations/ai/reviews/parsed-review';
import { aiMessages } from '@immopilote/contracts';
import { insertReviewAnalysis, type ReviewAnalysisRow } from './ai.repo';

/** What a saved analysis keeps besides its columns: the texts and the statistics. */
const savedResultSchema = reviewAiResultSchema.extend({ stats: reviewStatsSchema });

function sourceOf(google: number, pasted: number, engine: string): ReviewSource {
  if (google > 0 && pasted > 0) return 'google+pasted';
  if (google > 0) return 'google';
  if (pasted === 0 && engine === 'webhook') return 'provider';
  return 'pasted';
}

export function toAnalysis(row: ReviewAnalysisRow): ReviewAnalysis {
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

/** What a review job keeps of the request (already checked by the route). */
const reviewsRequestSchema = z.object({
  agencyName: z.string(),
  address: z.string().nullable(),
  city: z.string(),
  reviewsText: z.string(),
});

/**
 * The call itself. Validation 1 is saved for the agency in the transaction that ends the job
 * (a cancelled job saves nothing); 2 and 3 are answered, not saved.
 */
export async function runReviewsCall(
  deps: AppDeps,
  scope: MemberScope,
  request: unknown,
  engine: AiProvider,
  signal: AbortSignal,
): Promise<{ result: ReviewAnalysis; save?: (db: DbOrTx) => Promise<ReviewAnalysis> }> {
  const input = reviewsRequestSchema.parse(request);
  const pasted = parseReviews(input.reviewsText);
  const google = deps.ai.googleReviews ? await deps.ai.googleReviews.find(input, signal) : [];
  const reviews = [...google, ...pasted];
  const stats = await reviewStatistics(reviews);
  const answer = await engine.generate(
    'reviews',
    { agencyName: input.agencyName, address: input.address, city: input.city, reviews, stats },
    { signal },
  );
  // Another engine's texts get the product's French typography (their words are kept).
  const output = engine.external
    ? {
        ...answer,
        review: frenchTypography(answer.review),
        positif: frenchTypography(answer.positif),
        negatif: frenchTypography(answer.negatif),
      }
    : answer;
  const base = {
    createdAt: new Date().toISOString(),
    agencyName: input.agencyName,
    address: input.address,
    city: input.city,
    source: sourceOf(google.length, pasted.length, engine.id),
    engine: engine.id,
    stats,
  };
  if (output.validation !== AI_VALIDATION.ok || !output.review.trim()) {
    const validation =
      output.validation === AI_VALIDATION.needsInfo ? AI_VALIDATION.needsInfo : AI_VALIDATION.error;
    return {
      result: {
        ...base,
        ...output,
        id: null,
        validation,
        raison: output.raison || (validation === 2 ? aiMessages.noReviews : ''),
      },
    };
  }
  return {
    result: { ...base, ...output, id: null, validation: AI_VALIDATION.ok },
    save: async (db) =>
      toAnalysis(
        await insertReviewAnalysis(db, scope.agencyId, {
          userId: scope.userId,
          agencyName: input.agencyName,
          address: input.address,
          city: input.city,
          source: base.source,
          engine: engine.id,
          reviewCount: stats.count,
          result: { ...output, stats },
        }),
      ),
  };
}
