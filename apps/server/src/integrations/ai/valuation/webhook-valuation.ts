import { marketMessages, numberField } from '@immopilote/contracts';
import { z } from 'zod';
import { AiProviderError } from '../ai-provider';
import { providerFailure } from '../call-errors';
import { withDeadline } from '../../deadline';
import type { ValuationEngine, ValuationInput, ValuationOptions, ValuationOutput } from './valuation-engine';

/** The spec's scoring / evaluation result (001 §3): validation 1 = ok, prix, marche (1 = good). */
const webhookAnswer = z.object({
  validation: numberField(z.number()),
  prix: numberField(z.number().positive()).optional(),
  marche: numberField(z.number()).optional(),
  message: z.string().optional(),
});

/**
 * The street without its number (« 12 bis, rue des Lilas » → « rue des Lilas »): enough to place the
 * property in its market, not the exact address of someone's home (issue 26: no exact address leaves
 * for an external service).
 */
export function streetWithoutNumber(address: string): string {
  return address.replace(/^\s*\d{1,4}\s*(?:bis|ter|quater|[a-d](?![\p{L}]))?\s*,?\s*/iu, '').trim();
}

export interface WebhookValuationSettings {
  url: string;
  header: string;
  token: string | undefined;
  timeoutMs: number;
}

/**
 * The spec's evaluation webhook (000 §7, 001 §7): a GET with the property id as `id` and the
 * credential header. Our webhook cannot read our database, so the facts it needs to price the
 * property go along as query parameters (docs/decisions/ai.md), the street without its number.
 * `prix` becomes market_price and
 * `marche` market_status; it gives no range.
 */
export class WebhookValuationEngine implements ValuationEngine {
  readonly id = 'webhook' as const;
  readonly external = true;

  constructor(private readonly settings: WebhookValuationSettings) {}

  async evaluate({ property }: ValuationInput, { signal }: ValuationOptions): Promise<ValuationOutput> {
    const url = new URL(this.settings.url);
    const query = {
      id: property.id,
      type: property.kind,
      surface: String(property.surface),
      prix: String(property.askingPriceExclFees),
      adresse: streetWithoutNumber(property.address),
      ville: property.city,
      code: property.zip,
    };
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let text: string;
    try {
      const response = await fetch(url, {
        headers: this.settings.token ? { [this.settings.header]: this.settings.token } : {},
        signal: withDeadline(signal, this.settings.timeoutMs),
      });
      if (!response.ok) throw new AiProviderError('http', marketMessages.valuation.requestFailed);
      text = await response.text();
    } catch (err) {
      throw providerFailure(err, signal);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (err) {
      throw new AiProviderError('invalid-answer', marketMessages.valuation.notJson, { cause: err });
    }
    const parsed = webhookAnswer.safeParse(Array.isArray(body) ? body[0] : body);
    if (!parsed.success || parsed.data.validation !== 1 || parsed.data.prix === undefined) {
      throw new AiProviderError('invalid-answer', marketMessages.valuation.failed);
    }
    return {
      outcome: 'estimated',
      estimate: parsed.data.prix,
      low: null,
      high: null,
      pricePerM2: Math.round(parsed.data.prix / property.surface),
      pricePerM2Low: null,
      pricePerM2High: null,
      marketStatus: parsed.data.marche === 1 ? 1 : 0,
      message: parsed.data.message?.trim() || null,
    };
  }
}
