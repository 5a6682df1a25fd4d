import { commonMessages } from '@immopilote/contracts';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { countAttempts, peekAttempts, recordAccountFailure } from './attempts.repo';

// The scheduled purge job (purge-attempt-windows.job.ts) reaches the repo through here.
export { purgeEndedAttemptWindows } from './attempts.repo';

export interface AttemptSource {
  /** The client's address (`request.ip`: the forwarded one behind a trusted proxy). */
  ip: string;
  /** The account the attempt is about (its e-mail), when the request names one. */
  account?: string;
}

/**
 * Which per-account budget a request spends: `checks` for a code or password checked on behalf of
 * someone already signed in or past the password (two-factor codes, agency codes, account
 * deletion); `reset-requests` for reset e-mails, which anyone can ask for any address and so must
 * not spend the budget its owner's code checks depend on.
 */
export type AccountBudget = 'checks' | 'reset-requests';

const refused = (secondsLeft: number) =>
  new AppError('RATE_LIMITED', commonMessages.rateLimited, undefined, { retryAfterSeconds: secondsLeft });

/**
 * Spends one attempt from the IP's budget, shared by every route that checks a password or a code,
 * and from the account's budget when `account` is given. Spent before the check, so a burst of
 * parallel guesses cannot outrun the counter.
 */
export async function spendAttempt(
  deps: AppDeps,
  source: AttemptSource,
  budget: AccountBudget = 'checks',
): Promise<void> {
  const keys = [`ip:${source.ip}`];
  if (source.account) {
    keys.push(`${budget === 'checks' ? 'account' : 'reset'}:${source.account.toLowerCase()}`);
  }
  const { max, windowMs } = deps.config.authRateLimit;
  const counts = await countAttempts(deps.db, keys, windowMs);
  const exceeded = counts.filter((count) => count.hits > max);
  if (exceeded.length > 0) throw refused(Math.max(...exceeded.map((count) => count.secondsLeft)));
}

/**
 * Past this many wrong passwords in a window (times `AUTH_RATE_LIMIT_MAX`), even a client with no
 * failure of its own is refused and only a known device signs in: a botnet gives each address one
 * guess, and this bounds how many it gets.
 */
export const UNTRUSTED_CEILING_FACTOR = 10;

export interface SignInSource {
  ip: string;
  email: string;
  /**
   * The nonce of a device cookie issued to this account at an earlier sign-in (auth/device-cookie.ts),
   * when the request carries one that opens for it.
   */
  device?: string;
}

function failureKeys({ ip, email, device }: SignInSource) {
  const account = email.toLowerCase();
  return {
    account: `failed:${account}`,
    fromIp: `failed:${account}:ip:${ip}`,
    device: device ? `failed:device:${device}` : undefined,
  };
}

/**
 * The per-account side of password guessing (OWASP Authentication Cheat Sheet, « Account lockout »,
 * with device cookies): wrong passwords are counted per account, per account and address, and per
 * device. Once an account has `max` in the window, only clients that did not take part keep
 * trying: a device that signed in before (until it fails `max` times itself), or an address with no
 * wrong password for this account (up to the ceiling above). So an attacker's guesses lock out the
 * attacker, not the owner typing the right password elsewhere. The IP's budget is spent separately.
 */
export async function refuseWhileLocked(deps: AppDeps, source: SignInSource): Promise<void> {
  const { max } = deps.config.authRateLimit;
  const keys = failureKeys(source);
  const counts = await peekAttempts(deps.db, [
    keys.account,
    keys.fromIp,
    ...(keys.device ? [keys.device] : []),
  ]);
  const failures = (key: string) => counts.get(key)?.hits ?? 0;
  const wait = (key: string) => counts.get(key)?.secondsLeft ?? 1;
  if (keys.device) {
    if (failures(keys.device) >= max) throw refused(wait(keys.device));
    return;
  }
  const onAccount = failures(keys.account);
  if (onAccount < max) return;
  if (failures(keys.fromIp) === 0 && onAccount < max * UNTRUSTED_CEILING_FACTOR) return;
  throw refused(wait(keys.account));
}

/**
 * A wrong password: counted in the windows `refuseWhileLocked` reads and, when the account exists,
 * in its lasting record the head of its agency sees.
 */
export async function recordSignInFailure(
  deps: AppDeps,
  source: SignInSource,
  userId: string | null,
): Promise<void> {
  const keys = failureKeys(source);
  await countAttempts(
    deps.db,
    [keys.account, keys.fromIp, ...(keys.device ? [keys.device] : [])],
    deps.config.authRateLimit.windowMs,
  );
  if (userId) await recordAccountFailure(deps.db, userId);
}

/** A budget of a public form per client address: at most `max` posts in each window of `windowMs`. */
export interface FormBudget {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Spends one post of a public form (the agency site's contact forms) from each of the address's
 * budgets, counted in the database like sign-in attempts (one upsert per budget, atomic across
 * processes). Spent before anything else is checked, so a flood pays its own way: a refused post
 * costs these statements and nothing more. Returns the wait when a budget is exceeded.
 */
export async function spendFormPost(
  deps: Pick<AppDeps, 'db'>,
  form: string,
  ip: string,
  budgets: readonly FormBudget[],
): Promise<{ refused: false } | { refused: true; retryAfterSeconds: number }> {
  const counts = await Promise.all(
    budgets.map(async (budget) => {
      const [count] = await countAttempts(deps.db, [`form:${form}:${budget.name}:${ip}`], budget.windowMs);
      return { budget, count: count! };
    }),
  );
  const exceeded = counts.filter(({ budget, count }) => count.hits > budget.max);
  if (exceeded.length === 0) return { refused: false };
  return { refused: true, retryAfterSeconds: Math.max(...exceeded.map(({ count }) => count.secondsLeft)) };
}
