import { type AiTask, aiMessages } from '@immopilote/contracts';
import { type MemberScope, scopeActingFor } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { AiAbortedError, type AiProvider, AiProviderError } from '../../integrations/ai';
import {
  type AiJobRow,
  aiJobStatus,
  finishAiJob,
  findAiJob,
  giveBackUsage,
  saveAiJobResult,
} from './ai.repo';
import { redactingEngine } from './redaction';

/** What a task does once its engine is chosen: the call, then what is kept of its answer. */
export type AiTaskRun = (
  deps: AppDeps,
  scope: MemberScope,
  request: unknown,
  engine: AiProvider,
  signal: AbortSignal,
) => Promise<{
  /** What the browser reads (validation 2 or 3 included). */
  result: unknown;
  /** Saves the answer (a review analysis) in the transaction that ends the job; returns the result to keep. */
  save?: (db: DbOrTx) => Promise<unknown>;
}>;

/** How often a running call looks whether the browser cancelled it (any process may run it). */
const CANCEL_POLL_MS = 500;

/** A signal aborted once the job is no longer running (the browser's « Annuler »). */
function cancellation(deps: AppDeps, agencyId: string, jobId: string) {
  const controller = new AbortController();
  const timer = setInterval(() => {
    aiJobStatus(deps.db, agencyId, jobId).then(
      (status) => {
        if (status !== 'running') controller.abort();
      },
      // A failed look is no cancel: the next one decides.
      () => undefined,
    );
  }, CANCEL_POLL_MS);
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}

/**
 * Runs the call of a job and ends it. Metering: a failed call is given back (the agency got
 * nothing through no doing of its own); a cancelled one counts, since the provider may already
 * have worked and a start-and-cancel loop must not get around the monthly limit.
 */
export async function executeAiJob(
  deps: AppDeps,
  scope: MemberScope,
  row: AiJobRow,
  run: AiTaskRun,
): Promise<AiJobRow> {
  if (row.status !== 'running') return row;
  const engine =
    row.engine === deps.ai.provider.id
      ? redactingEngine(deps, row.agencyId, deps.ai.provider)
      : deps.ai.builtin;
  const { signal, stop } = cancellation(deps, row.agencyId, row.id);
  let ended: AiJobRow | null;
  try {
    const answer = await run(deps, scope, row.request, engine, signal);
    ended = await deps.db.transaction(async (tx) => {
      const done = await finishAiJob(tx, row.agencyId, row.id, { status: 'done', result: answer.result });
      if (!done || !answer.save) return done;
      const result = await answer.save(tx);
      await saveAiJobResult(tx, row.agencyId, row.id, result);
      return { ...done, result };
    });
  } catch (err) {
    if (err instanceof AiAbortedError || signal.aborted) ended = null;
    else if (err instanceof AiProviderError || err instanceof AppError) {
      ended = await finishAiJob(deps.db, row.agencyId, row.id, {
        status: 'failed',
        error: err instanceof AiProviderError ? err.userMessage : err.message,
      });
      if (ended) await giveBackUsage(deps.db, row.agencyId, row.month);
    } else {
      ended = await finishAiJob(deps.db, row.agencyId, row.id, {
        status: 'failed',
        error: aiMessages.providerDown,
      });
      if (ended) await giveBackUsage(deps.db, row.agencyId, row.month);
      throw err;
    }
  } finally {
    stop();
  }
  // Cancelled meanwhile: the row says so, and nothing of the answer was kept.
  return ended ?? (await findAiJob(deps.db, row.agencyId, row.id)) ?? row;
}

/** The job's side: the call of a job enqueued by `startAiJob`, for the member who asked. */
export async function runAiCallJob(
  deps: AppDeps,
  { agencyId, jobId, userId }: { agencyId: string; jobId: string; userId: string },
  runs: Record<AiTask, AiTaskRun>,
): Promise<void> {
  const row = await findAiJob(deps.db, agencyId, jobId);
  if (row?.status !== 'running') return;
  await executeAiJob(deps, scopeActingFor({ agencyId, userId }), row, runs[row.task]);
}
