import type { AiProvider, AiTaskName, AiTasks } from './ai-provider';
import { optimiseListing } from './builtin/listing-engine';
import { writeReviewAnalysis } from './builtin/review-engine';

/**
 * The default engine: offline and deterministic, rules and templates written for French listings
 * and reviews. It sends nothing anywhere, so it needs no agency consent.
 */
export class BuiltinAiProvider implements AiProvider {
  readonly id = 'builtin' as const;
  readonly external = false;

  supports(): boolean {
    return true;
  }

  describeRequest(): null {
    return null;
  }

  async generate<T extends AiTaskName>(task: T, input: AiTasks[T]['input']): Promise<AiTasks[T]['output']> {
    const output =
      task === 'listing'
        ? optimiseListing(input as AiTasks['listing']['input'])
        : writeReviewAnalysis(input as AiTasks['reviews']['input']);
    return output as AiTasks[T]['output'];
  }
}
