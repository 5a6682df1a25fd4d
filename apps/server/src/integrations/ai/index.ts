import type { AiConfig } from './ai.config';
import type { AiProvider } from './ai-provider';
import { BuiltinAiProvider } from './builtin-provider';
import { OpenAiCompatibleProvider } from './openai-compatible-provider';
import { GooglePlacesReviewSource, type ReviewSource } from './reviews/google-places';
import { WebhookAiProvider } from './webhook-provider';

export type { AiConfig } from './ai.config';
export type { AiProvider, AiTaskName, AiTasks } from './ai-provider';
export { AiAbortedError, AiProviderError } from './ai-provider';
export type { ReviewSource } from './reviews/google-places';

/** What the AI family gives the app: the configured engine, the built-in one, and Google when configured. */
export interface AiServices {
  provider: AiProvider;
  /** Answers whenever the configured provider may not (agency consent off, task not configured). */
  builtin: AiProvider;
  googleReviews: ReviewSource | null;
}

export function createAiServices(config: AiConfig): AiServices {
  const builtin = new BuiltinAiProvider();
  const provider: AiProvider =
    config.provider === 'openai-compatible' && config.openai
      ? new OpenAiCompatibleProvider({
          ...config.openai,
          timeoutMs: config.timeoutMs,
          maxRetries: config.maxRetries,
        })
      : config.provider === 'webhook'
        ? new WebhookAiProvider({ ...config.webhook, timeoutMs: config.timeoutMs })
        : builtin;
  return {
    provider,
    builtin,
    googleReviews: config.googlePlaces
      ? new GooglePlacesReviewSource({ ...config.googlePlaces, timeoutMs: config.timeoutMs })
      : null,
  };
}
