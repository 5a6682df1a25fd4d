import {
  type AiProviderId,
  aiMessages,
  type ListingAiResult,
  listingAiResultSchema,
  type ReviewAiResult,
  reviewAiResultSchema,
  type ReviewStats,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { ListingFacts } from './listing/facts';
import type { ParsedReview } from './reviews/parsed-review';

/** The listing's own texts and place, as the optimiser rewrites them. */
export interface ListingProperty {
  name: string;
  price: number;
  type: string;
  address: string;
  city: string;
  zip: string;
  description: string | null;
}

/**
 * An ad to write. An engine is asked only once contracts' `listingGaps` finds nothing missing
 * in `facts`, so every mandatory fact is there; its answer is checked again before it is offered.
 */
export interface ListingTaskInput {
  property: ListingProperty;
  /** The user's supplementary text after a validation 2, as the spec's `infoSup`. */
  infoSup: string | null;
  /** The stored facts (completed by what `infoSup` states) with price, transaction and barème. */
  facts: ListingFacts;
  /** The mandatory mentions computed from `facts` (contracts `listingMentions`), to carry word for word. */
  legalMentions: readonly string[];
}

export interface ReviewsTaskInput {
  agencyName: string;
  address: string | null;
  city: string;
  /** Reviews gathered by us (pasted, imported, Google); the webhook may find its own. */
  reviews: readonly ParsedReview[];
  /** Computed locally from `reviews` whatever the engine (counts, themes, months). */
  stats: ReviewStats;
}

/** Each task: what goes in, the zod schema every engine's answer must pass, its French failure text. */
export interface AiTasks {
  listing: { input: ListingTaskInput; output: ListingAiResult };
  reviews: { input: ReviewsTaskInput; output: ReviewAiResult };
}
export type AiTaskName = keyof AiTasks;

export const AI_TASK_OUTPUT: { [T in AiTaskName]: z.ZodType<AiTasks[T]['output'], unknown> } = {
  listing: listingAiResultSchema,
  reviews: reviewAiResultSchema,
};

export const AI_TASK_INVALID_ANSWER: Record<AiTaskName, string> = {
  listing: aiMessages.listingInvalidAnswer,
  reviews: aiMessages.reviewsInvalidAnswer,
};

export interface GenerateOptions {
  /** Aborted when the browser cancels (the request closes) or the call times out. */
  signal: AbortSignal;
}

/**
 * « Generate structured French output for this task »: one interface whatever answers — the
 * built-in engine, a chat-completions API, or the agency's automation webhooks (`AI_PROVIDER`).
 */
export interface AiProvider {
  readonly id: AiProviderId;
  /** Whether data leaves our servers (then the agency must have switched the provider on). */
  readonly external: boolean;
  supports(task: AiTaskName): boolean;
  generate<T extends AiTaskName>(
    task: T,
    input: AiTasks[T]['input'],
    options: GenerateOptions,
  ): Promise<AiTasks[T]['output']>;
  /** What `generate` would send for this input, as text (the head's example); null when nothing leaves. */
  describeRequest<T extends AiTaskName>(task: T, input: AiTasks[T]['input']): string | null;
}

export type AiFailureKind = 'timeout' | 'saturated' | 'down' | 'invalid-answer' | 'http' | 'not-configured';

/** A provider failure with the French text the user sees (never the provider's own message). */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
  }
}

export class AiAbortedError extends Error {
  constructor() {
    super('AI call aborted by the caller');
  }
}
