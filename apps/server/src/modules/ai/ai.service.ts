import {
  type AiJob,
  type AiSettings,
  type AiTask,
  type AiUsage,
  aiMessages,
  parisToday,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { AiProvider, AiTaskName } from '../../integrations/ai';
import { type AiTaskRun, executeAiJob } from './ai-call';
import { aiCallJob } from './ai-call.job';
import {
  type AiJobRow,
  externalProviderEnabled,
  finishAiJob,
  findAiJob,
  insertAiJob,
  saveExternalProviderEnabled,
  takeUsage,
  usageOf,
} from './ai.repo';

/** Calendar months in Paris, where the agencies work, whatever the server's time zone. */
const currentMonth = () => parisToday().slice(0, 7);

/**
 * Seconds until the next month's calls (Retry-After of the monthly-limit 429): to the 1st at
 * 00:00 UTC, which is at most two hours after midnight in Paris — never too early.
 */
function secondsUntilNextMonth(now = new Date()): number {
  const [year, month] = currentMonth().split('-').map(Number) as [number, number];
  return Math.max(1, Math.ceil((Date.UTC(year, month, 1) - now.getTime()) / 1000));
}

function monthlyLimit(deps: AppDeps, scope: MemberScope): number {
  // An administrator's own agency may have no plan; the guard already let them through.
  return scope.plan ? deps.config.ai.monthlyLimits[scope.plan] : deps.config.ai.monthlyLimits.premium;
}

export async function aiUsage(deps: AppDeps, scope: MemberScope): Promise<AiUsage> {
  const month = currentMonth();
  return { month, used: await usageOf(deps.db, scope.agencyId, month), limit: monthlyLimit(deps, scope) };
}

export async function getAiSettings(deps: AppDeps, scope: MemberScope): Promise<AiSettings> {
  const { provider } = deps.ai;
  return {
    provider: provider.id,
    external: provider.external,
    externalEnabled: await externalProviderEnabled(deps.db, scope.agencyId),
    usage: await aiUsage(deps, scope),
  };
}

export async function updateAiSettings(
  deps: AppDeps,
  scope: MemberScope,
  { externalEnabled }: { externalEnabled: boolean },
): Promise<AiSettings> {
  await saveExternalProviderEnabled(deps.db, scope.agencyId, {
    enabled: externalEnabled,
    userId: scope.userId,
  });
  return getAiSettings(deps, scope);
}

/** Whether the head allowed data of the agency to go to an external engine (« Mon agence »). */
export async function externalEngineAllowed(deps: AppDeps, scope: MemberScope): Promise<boolean> {
  return externalProviderEnabled(deps.db, scope.agencyId);
}

/**
 * The engine for this agency and task: the configured provider when it keeps data in our
 * servers or the agency switched it on in « Mon agence », and when it handles the task;
 * otherwise the built-in engine, which sends nothing anywhere.
 */
async function engineFor(deps: AppDeps, scope: MemberScope, task: AiTaskName): Promise<AiProvider> {
  const { provider, builtin } = deps.ai;
  if (!provider.supports(task)) return builtin;
  if (provider.external && !(await externalProviderEnabled(deps.db, scope.agencyId))) return builtin;
  return provider;
}

/**
 * A job still « running » after this long died with its process (a restart loses the in-process
 * queue; pg-boss does not retry an AI call): the browser is told it failed.
 */
const STALE_AFTER_MS = 10 * 60 * 1000;

export function toAiJob(row: AiJobRow): AiJob {
  return {
    id: row.id,
    task: row.task,
    status: row.status,
    error: row.error,
    result: row.result ?? null,
  } as AiJob;
}

/**
 * One metered AI call (issue 13): a call of the month is taken first (the monthly limit of the
 * agency's plan holds under concurrency), the engine chosen (consent, task), and a job row
 * written. Short calls — the built-in engine on one listing or a pasted batch of reviews — run
 * here and answer « done »; the others run in the jobs room and answer « running », and the
 * browser polls `getAiJob` and may `cancelAiJob`.
 */
export async function startAiJob(
  deps: AppDeps,
  scope: MemberScope,
  /** The tasks that run as jobs (contracts `AI_TASKS`); a provider may know more. */
  task: AiTask,
  request: unknown,
  run: AiTaskRun,
  { short }: { short: boolean },
): Promise<AiJob> {
  const month = currentMonth();
  const limit = monthlyLimit(deps, scope);
  if (!(await takeUsage(deps.db, scope.agencyId, month, limit))) {
    throw new AppError(
      'RATE_LIMITED',
      limit > 0 ? aiMessages.monthlyLimitReached(limit) : aiMessages.notIncluded,
      undefined,
      { retryAfterSeconds: secondsUntilNextMonth() },
    );
  }
  const engine = await engineFor(deps, scope, task);
  const row = await insertAiJob(deps.db, scope.agencyId, {
    userId: scope.userId,
    task,
    engine: engine.id,
    month,
    request,
  });
  if (short && !engine.external) {
    return toAiJob(await executeAiJob(deps, scope, row, run));
  }
  await deps.jobs.enqueue(aiCallJob, { agencyId: scope.agencyId, jobId: row.id, userId: scope.userId });
  return toAiJob(row);
}

/** A job of the caller's own (another member's or another agency's is a 404). */
async function ownJob(deps: AppDeps, scope: MemberScope, id: string): Promise<AiJobRow> {
  const row = await findAiJob(deps.db, scope.agencyId, id);
  if (!row || row.userId !== scope.userId) throw notFound(aiMessages.jobNotFound);
  return row;
}

export async function getAiJob(deps: AppDeps, scope: MemberScope, { id }: { id: string }): Promise<AiJob> {
  const row = await ownJob(deps, scope, id);
  if (row.status === 'running' && Date.now() - row.createdAt.getTime() > STALE_AFTER_MS) {
    const failed = await finishAiJob(deps.db, scope.agencyId, id, {
      status: 'failed',
      error: aiMessages.providerTimeout,
    });
    return toAiJob(failed ?? (await ownJob(deps, scope, id)));
  }
  return toAiJob(row);
}

/** « Annuler »: a running job becomes cancelled (its call stops); a finished one is answered as it is. */
export async function cancelAiJob(deps: AppDeps, scope: MemberScope, { id }: { id: string }): Promise<AiJob> {
  const row = await ownJob(deps, scope, id);
  const cancelled = await finishAiJob(deps.db, scope.agencyId, row.id, { status: 'cancelled' });
  return toAiJob(cancelled ?? (await ownJob(deps, scope, id)));
}
