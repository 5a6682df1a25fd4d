import { aiMessages } from '@immopilote/contracts';
import { APICallError, RetryError } from 'ai';
import { AiAbortedError, AiProviderError } from './ai-provider';

/** Any failure of a provider call as the user should read it: aborted, slow, saturated, down. */
export function providerFailure(err: unknown, caller: AbortSignal): Error {
  if (caller.aborted) return new AiAbortedError();
  if (err instanceof AiProviderError) return err;
  const last = err instanceof RetryError ? err.lastError : err;
  if (last instanceof Error && (last.name === 'TimeoutError' || last.name === 'AbortError')) {
    return new AiProviderError('timeout', aiMessages.providerTimeout, { cause: err });
  }
  if (APICallError.isInstance(last) && last.statusCode === 429) {
    return new AiProviderError('saturated', aiMessages.providerSaturated, { cause: err });
  }
  if (APICallError.isInstance(last) && last.statusCode && last.statusCode < 500) {
    return new AiProviderError('http', aiMessages.providerHttp(last.statusCode), { cause: err });
  }
  return new AiProviderError('down', aiMessages.providerDown, { cause: err });
}
