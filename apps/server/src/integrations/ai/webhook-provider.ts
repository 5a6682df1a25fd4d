import { aiMessages } from '@immopilote/contracts';
import {
  AI_TASK_INVALID_ANSWER,
  AI_TASK_OUTPUT,
  type AiProvider,
  AiProviderError,
  type AiTaskName,
  type AiTasks,
  type GenerateOptions,
} from './ai-provider';
import { providerFailure } from './call-errors';
import { parseModelJson } from './model-json';
import { withDeadline } from '../deadline';

export interface WebhookSettings {
  listingUrl: string | undefined;
  reviewsUrl: string | undefined;
  header: string;
  token: string | undefined;
  timeoutMs: number;
}

/** The query parameters of spec 001 §7, per task. */
function queryOf<T extends AiTaskName>(task: T, input: AiTasks[T]['input']): Record<string, string> {
  if (task === 'listing') {
    const { property, infoSup } = input as AiTasks['listing']['input'];
    return {
      nom: property.name,
      prix: String(property.price),
      type: property.type,
      adresse: property.address,
      ville: property.city,
      code: property.zip,
      description: property.description ?? '',
      ...(infoSup ? { infoSup } : {}),
    };
  }
  const { agencyName, address, city } = input as AiTasks['reviews']['input'];
  return { nom: agencyName, adresse: address ?? '', ville: city };
}

/**
 * The automation webhooks of spec 001 §7 for agencies that already run those workflows: a GET
 * with the spec's query parameters and the credential header; the answer is JSON, an object or
 * an array whose first item is used, checked with the task's schema.
 */
export class WebhookAiProvider implements AiProvider {
  readonly id = 'webhook' as const;
  readonly external = true;

  constructor(private readonly settings: WebhookSettings) {}

  private urlFor(task: AiTaskName): string | undefined {
    return task === 'listing' ? this.settings.listingUrl : this.settings.reviewsUrl;
  }

  supports(task: AiTaskName): boolean {
    return this.urlFor(task) !== undefined;
  }

  describeRequest<T extends AiTaskName>(task: T, input: AiTasks[T]['input']): string {
    return Object.entries(queryOf(task, input))
      .map(([key, value]) => `${key} = ${value}`)
      .join('\n');
  }

  async generate<T extends AiTaskName>(
    task: T,
    input: AiTasks[T]['input'],
    { signal }: GenerateOptions,
  ): Promise<AiTasks[T]['output']> {
    const base = this.urlFor(task);
    if (!base) throw new AiProviderError('not-configured', aiMessages.notConfigured);
    const url = new URL(base);
    for (const [key, value] of Object.entries(queryOf(task, input))) url.searchParams.set(key, value);
    let text: string;
    try {
      const response = await fetch(url, {
        headers: this.settings.token ? { [this.settings.header]: this.settings.token } : {},
        signal: withDeadline(signal, this.settings.timeoutMs),
      });
      if (!response.ok) {
        throw new AiProviderError(
          response.status === 429 ? 'saturated' : 'http',
          response.status === 429 ? aiMessages.providerSaturated : aiMessages.providerHttp(response.status),
        );
      }
      text = await response.text();
    } catch (err) {
      throw providerFailure(err, signal);
    }
    const body = parseModelJson(text);
    if (body === undefined) throw new AiProviderError('invalid-answer', AI_TASK_INVALID_ANSWER[task]);
    const parsed = AI_TASK_OUTPUT[task].safeParse(Array.isArray(body) ? body[0] : body);
    if (!parsed.success) {
      throw new AiProviderError('invalid-answer', AI_TASK_INVALID_ANSWER[task], { cause: parsed.error });
    }
    return parsed.data;
  }
}
