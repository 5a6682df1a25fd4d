import { AI_PROVIDERS, type AiProviderId, type PlanId } from '@immopilote/contracts';
import { z } from 'zod';
import { configError } from '../../env';

/** The variables the AI family reads (the review source Google Places included). */
export const aiEnv = z.object({
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('builtin'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(30),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_WEBHOOK_LISTING_URL: z.url().optional(),
  AI_WEBHOOK_REVIEWS_URL: z.url().optional(),
  AI_WEBHOOK_EVALUATION_URL: z.url().optional(),
  AI_WEBHOOK_TOKEN: z.string().min(1).optional(),
  AI_WEBHOOK_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
    .default('x-api-key'),
  AI_MONTHLY_LIMIT_STARTER: z.coerce.number().int().min(0).default(0),
  AI_MONTHLY_LIMIT_PRO: z.coerce.number().int().min(0).default(300),
  AI_MONTHLY_LIMIT_PREMIUM: z.coerce.number().int().min(0).default(1000),
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_URL: z.url().default('https://places.googleapis.com/v1'),
});

export interface AiConfig {
  provider: AiProviderId;
  openai: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  webhook: {
    listingUrl: string | undefined;
    reviewsUrl: string | undefined;
    /** « Évaluer le prix » (integrations/ai/valuation); the built-in DVF engine without it. */
    evaluationUrl: string | undefined;
    header: string;
    token: string | undefined;
  };
  timeoutMs: number;
  maxRetries: number;
  monthlyLimits: Record<PlanId, number>;
  googlePlaces: { apiKey: string; baseUrl: string } | null;
}

export function aiConfig(env: z.infer<typeof aiEnv>): AiConfig {
  let openai: AiConfig['openai'] = null;
  if (env.AI_PROVIDER === 'openai-compatible') {
    // A local Ollama or vLLM needs no key; every chat-completions API needs an address and a model.
    if (!env.AI_BASE_URL) throw configError('AI_BASE_URL', 'required when AI_PROVIDER=openai-compatible');
    if (!env.AI_MODEL) throw configError('AI_MODEL', 'required when AI_PROVIDER=openai-compatible');
    openai = { baseUrl: env.AI_BASE_URL.replace(/\/$/, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL };
  }
  if (
    env.AI_PROVIDER === 'webhook' &&
    !env.AI_WEBHOOK_LISTING_URL &&
    !env.AI_WEBHOOK_REVIEWS_URL &&
    !env.AI_WEBHOOK_EVALUATION_URL
  ) {
    throw configError(
      'AI_WEBHOOK_LISTING_URL',
      'set it, AI_WEBHOOK_REVIEWS_URL or AI_WEBHOOK_EVALUATION_URL when AI_PROVIDER=webhook',
    );
  }
  return {
    provider: env.AI_PROVIDER,
    openai,
    webhook: {
      listingUrl: env.AI_WEBHOOK_LISTING_URL,
      reviewsUrl: env.AI_WEBHOOK_REVIEWS_URL,
      evaluationUrl: env.AI_WEBHOOK_EVALUATION_URL,
      header: env.AI_WEBHOOK_HEADER,
      token: env.AI_WEBHOOK_TOKEN,
    },
    timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
    maxRetries: env.AI_MAX_RETRIES,
    monthlyLimits: {
      starter: env.AI_MONTHLY_LIMIT_STARTER,
      pro: env.AI_MONTHLY_LIMIT_PRO,
      premium: env.AI_MONTHLY_LIMIT_PREMIUM,
    },
    googlePlaces: env.GOOGLE_PLACES_API_KEY
      ? { apiKey: env.GOOGLE_PLACES_API_KEY, baseUrl: env.GOOGLE_PLACES_URL.replace(/\/$/, '') }
      : null,
  };
}
