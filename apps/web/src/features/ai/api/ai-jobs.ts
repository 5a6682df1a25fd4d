import { type AiJob, endpoints } from '@immopilote/contracts';
import { call } from '../../../lib/api-client';

/** How often the browser asks whether a running AI call has ended. */
export const POLL_MS = 1000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** « Annuler »: the server marks the call cancelled, its provider call stops and nothing is saved. */
export function cancelAiJob(id: string) {
  return call(endpoints.ai.cancelJob, { params: { id } });
}

/**
 * Follows an AI call until it has ended (done, failed or cancelled): a short call comes back done
 * at once; a long one runs in the jobs room and is polled. Aborting the signal (the user leaves or
 * presses « Annuler ») cancels the call on the server too. `start` is the call that begins it,
 * made without the signal.
 */
export async function followAiJob<J extends AiJob>(start: Promise<J>, signal: AbortSignal): Promise<J> {
  let job = await start;
  const cancel = () => {
    if (job.id && job.status === 'running') void cancelAiJob(job.id).catch(() => undefined);
  };
  // The start is not aborted with the page (its job id would be lost): a call cancelled while it
  // started is cancelled as soon as its id is known.
  if (signal.aborted) {
    cancel();
    throw signal.reason;
  }
  signal.addEventListener('abort', cancel, { once: true });
  try {
    while (job.status === 'running' && job.id) {
      await pause(POLL_MS, signal);
      job = (await call(endpoints.ai.getJob, { params: { id: job.id }, signal })) as J;
    }
    return job;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
