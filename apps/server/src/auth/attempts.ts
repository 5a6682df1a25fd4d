import { commonMessages } from '@immopilote/contracts';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { countAttempts } from './attempts.repo';

// The scheduled purge job (purge-attempt-windows.job.ts) reaches the repo through here.
export { purgeEndedAttemptWindows } from './attempts.repo';

export interface AttemptSource {
  /** The client's address (`request.ip`: the forwarded one behind a trusted proxy). */
  ip: string;
  /** The account the attempt is about (its e-mail), when the request names one. */
  account?: string;
}

/**
 * Every request that checks a password or a code (sign-in, sign-up, agency code, reset link)
 * spends one attempt from two budgets shared by all those routes: its IP's and its account's.
 * Spent before the check, so a burst of parallel guesses cannot outrun the counter.
 */
export async function spendAttempt(deps: AppDeps, source: AttemptSource): Promise<void> {
  const keys = [`ip:${source.ip}`];
  if (source.account) keys.push(`account:${source.account.toLowerCase()}`);
  const { max, windowMs } = deps.config.authRateLimit;
  const counts = await countAttempts(deps.db, keys, windowMs);
  const exceeded = counts.filter((count) => count.hits > max);
  if (exceeded.length > 0) {
    const retryAfterSeconds = Math.max(...exceeded.map((count) => count.secondsLeft));
    throw new AppError('RATE_LIMITED', commonMessages.rateLimited, undefined, { retryAfterSeconds });
  }
}
