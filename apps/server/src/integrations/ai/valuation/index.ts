import type { AiConfig } from '../ai.config';
import { DvfValuationEngine } from './dvf-engine';
import type { ValuationEngine } from './valuation-engine';
import { WebhookValuationEngine } from './webhook-valuation';

export type { ValuationEngine, ValuationInput, ValuationOutput, ValuationProperty } from './valuation-engine';
export { DvfValuationEngine } from './dvf-engine';

export interface ValuationEngines {
  /** The configured engine: the spec's webhook when AI_PROVIDER=webhook and its address is set. */
  configured: ValuationEngine;
  /** Answers when the agency has not allowed an external engine. */
  builtin: ValuationEngine;
}

export function createValuationEngines(config: AiConfig): ValuationEngines {
  const builtin = new DvfValuationEngine();
  const { evaluationUrl, header, token } = config.webhook;
  return {
    builtin,
    configured:
      config.provider === 'webhook' && evaluationUrl
        ? new WebhookValuationEngine({ url: evaluationUrl, header, token, timeoutMs: config.timeoutMs })
        : builtin,
  };
}
