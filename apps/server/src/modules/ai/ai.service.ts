import { type AiSettings, type AiUsage, aiMessages, parisToday } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import {
  AiAbortedError,
  type AiProvider,
  AiProviderError,
  type AiTaskName,
  type AiTasks,
} from '../../integrations/ai';
import {
  externalProviderEnabled,
  giveBackUsage,
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
 * One metered AI call: a call of the month is taken before (the monthly limit of the agency's
 * plan holds under concurrency) and given back when nothing came of it. Provider failures become
 * a French 502; a cancelled call ends quietly (the browser has gone).
 */
export async function runAiTask<T extends AiTaskName>(
  deps: AppDeps,
  scope: MemberScope,
  task: T,
  input: AiTasks[T]['input'],
  signal: AbortSignal,
): Promise<{ engine: AiProvider['id']; output: AiTasks[T]['output'] }> {
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
  try {
    return { engine: engine.id, output: await engine.generate(task, input, { signal }) };
  } catch (err) {
    await giveBackUsage(deps.db, scope.agencyId, month);
    if (err instanceof AiProviderError) throw new AppError('UPSTREAM_FAILED', err.userMessage);
    // Nobody reads this answer (the browser cancelled); it keeps the log free of a false 500.
    if (err instanceof AiAbortedError) throw new AppError('BAD_REQUEST', aiMessages.cancelled);
    throw err;
  }
}
