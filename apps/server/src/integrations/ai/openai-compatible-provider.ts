import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, NoObjectGeneratedError, Output } from 'ai';
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
import { listingPrompt, reviewsPrompt, SYSTEM_PROMPT } from './prompts';

export interface OpenAiCompatibleSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

/**
 * Any chat-completions API (OpenAI, Mistral, a local Ollama or vLLM) through the Vercel AI SDK's
 * OpenAI-compatible provider. JSON mode (`response_format: json_object`, which all of them accept)
 * rather than JSON-schema mode (not everywhere); the answer is then checked with the task's zod
 * schema, as every engine's. The SDK retries 429 and 5xx with exponential backoff.
 */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly id = 'openai-compatible' as const;
  readonly external = true;
  private readonly provider;

  constructor(private readonly settings: OpenAiCompatibleSettings) {
    this.provider = createOpenAICompatible({
      name: 'immopilote-ai',
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
    });
  }

  supports(): boolean {
    return true;
  }

  private promptOf<T extends AiTaskName>(task: T, input: AiTasks[T]['input']): string {
    return task === 'listing'
      ? listingPrompt(input as AiTasks['listing']['input'])
      : reviewsPrompt(input as AiTasks['reviews']['input']);
  }

  describeRequest<T extends AiTaskName>(task: T, input: AiTasks[T]['input']): string {
    return `${SYSTEM_PROMPT}\n\n${this.promptOf(task, input)}`;
  }

  async generate<T extends AiTaskName>(
    task: T,
    input: AiTasks[T]['input'],
    { signal }: GenerateOptions,
  ): Promise<AiTasks[T]['output']> {
    const prompt = this.promptOf(task, input);
    let answer: unknown;
    try {
      const result = await generateText({
        model: this.provider.chatModel(this.settings.model),
        system: SYSTEM_PROMPT,
        prompt,
        output: Output.json(),
        temperature: 0.3,
        maxRetries: this.settings.maxRetries,
        abortSignal: withDeadline(signal, this.settings.timeoutMs),
      });
      answer = result.output;
    } catch (err) {
      if (!NoObjectGeneratedError.isInstance(err)) throw providerFailure(err, signal);
      // Many models wrap their JSON in a Markdown fence despite JSON mode: read it out of the fence.
      answer = err.text === undefined ? undefined : parseModelJson(err.text);
      if (answer === undefined) {
        throw new AiProviderError('invalid-answer', AI_TASK_INVALID_ANSWER[task], { cause: err });
      }
    }
    const parsed = AI_TASK_OUTPUT[task].safeParse(answer);
    if (!parsed.success) {
      throw new AiProviderError('invalid-answer', AI_TASK_INVALID_ANSWER[task], { cause: parsed.error });
    }
    return parsed.data;
  }
}
