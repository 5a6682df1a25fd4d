import {
  type Agency,
  type RecoveryCodes,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorMessages as m,
} from '@immopilote/contracts';
import QRCode from 'qrcode';
import { spendAttempt } from '../../auth/attempts';
import type { MemberScope, UserScope } from '../../auth/context';
import { verifyPassword } from '../../auth/passwords';
import { secretBoxOf } from '../../auth/secret-box';
import { hashToken, newToken } from '../../auth/tokens';
import {
  hashRecoveryCode,
  isTotpCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from '../../auth/totp';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { setTwoFactorRequirement } from '../agency/agency.service';
import * as repo from './two-factor.repo';

/** Time to open the app and type the code after the password. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const expired = () => new AppError('TWO_FACTOR_CHALLENGE_EXPIRED', m.challengeExpired);
const notEnabled = () => new AppError('CONFLICT', m.notEnabled);

export async function hasTwoFactor(deps: AppDeps, userId: string): Promise<boolean> {
  return Boolean((await repo.findTwoFactor(deps.db, userId))?.enabledAt);
}

/** A head cannot require of the team what they have not set up themselves (they would lock themselves out). */
export async function setAgencyRequirement(
  deps: AppDeps,
  scope: MemberScope,
  required: boolean,
): Promise<Agency> {
  if (required && !(await hasTwoFactor(deps, scope.userId)))
    throw new AppError('CONFLICT', m.requireNeedsOwn);
  return setTwoFactorRequirement(deps, scope, required);
}

export { purgeExpiredChallenges } from './two-factor.repo';

/** After a correct password: the token the browser sends back with the code. No session yet. */
export async function startSignInChallenge(deps: AppDeps, userId: string): Promise<TwoFactorChallenge> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await repo.insertChallenge(deps.db, { id: hashToken(token), userId, expiresAt });
  return { twoFactorChallenge: token, expiresAt: expiresAt.toISOString() };
}

/**
 * A code from the app (each 30 s step accepted once) or an unused recovery code (burnt). The
 * secret is sealed with the user's id as context, so a row copied onto another user does not open.
 */
async function acceptCode(deps: AppDeps, db: DbOrTx, row: repo.TwoFactorRow, code: string): Promise<boolean> {
  if (isTotpCode(code)) {
    const step = matchTotp(secretBoxOf(deps.config).open(row.secret, row.userId), code);
    return step !== null && (await repo.claimStep(db, row.userId, step));
  }
  return repo.useRecoveryCode(db, row.userId, hashRecoveryCode(code));
}

/** Second step of sign-in: returns the user to open a session for. */
export async function verifySignInCode(
  deps: AppDeps,
  { challenge, code, ip }: { challenge: string; code: string; ip: string },
): Promise<string> {
  const id = hashToken(challenge);
  const live = await repo.findLiveChallenge(deps.db, id);
  // Spent before the check, like a password: from the account's budget once the challenge names it.
  await spendAttempt(deps, { ip, account: live?.email });
  if (!live) throw expired();
  const row = await repo.findTwoFactor(deps.db, live.userId);
  if (!row?.enabledAt) throw expired();
  // A wrong code changes nothing but the attempt counters: the account's budget bounds the guesses.
  if (!(await acceptCode(deps, deps.db, row, code)))
    throw new AppError('INVALID_TWO_FACTOR_CODE', m.wrongCode);
  const userId = await repo.consumeChallenge(deps.db, id);
  if (!userId) throw expired();
  return userId;
}

export async function twoFactorStatus(deps: AppDeps, scope: UserScope): Promise<TwoFactorStatus> {
  const [row, left, required] = await Promise.all([
    repo.findTwoFactor(deps.db, scope.userId),
    repo.countRecoveryCodesLeft(deps.db, scope.userId),
    repo.agencyRequiresTwoFactor(deps.db, scope.userId),
  ]);
  const enabled = Boolean(row?.enabledAt);
  return { enabled, recoveryCodesLeft: enabled ? left : 0, requiredByAgency: required };
}

/** A new secret, pending until a code confirms it; the only moment the secret leaves the server. */
export async function startTwoFactorSetup(deps: AppDeps, scope: UserScope): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const sealed = secretBoxOf(deps.config).seal(secret, scope.userId);
  if (!(await repo.savePendingSecret(deps.db, scope.userId, sealed))) {
    throw new AppError('CONFLICT', m.alreadyEnabled);
  }
  const uri = totpUri(secret, scope.email);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

async function issueRecoveryCodes(db: DbOrTx, userId: string): Promise<RecoveryCodes> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return { recoveryCodes: codes };
}

const wrongCode = () => new AppError('VALIDATION_FAILED', m.wrongCode, { code: m.wrongCode });

/** The first code from the app turns two-factor sign-in on; ten recovery codes are answered once. */
export async function confirmTwoFactorSetup(
  deps: AppDeps,
  scope: UserScope,
  { code, ip }: { code: string; ip: string },
): Promise<RecoveryCodes> {
  await spendAttempt(deps, { ip, account: scope.email });
  const row = await repo.findTwoFactor(deps.db, scope.userId);
  if (!row) throw new AppError('CONFLICT', m.noPendingSetup);
  if (row.enabledAt) throw new AppError('CONFLICT', m.alreadyEnabled);
  if (!isTotpCode(code)) throw wrongCode();
  const step = matchTotp(secretBoxOf(deps.config).open(row.secret, scope.userId), code);
  if (step === null) throw wrongCode();
  return deps.db.transaction(async (tx) => {
    if (!(await repo.enableTwoFactor(tx, scope.userId, step)))
      throw new AppError('CONFLICT', m.alreadyEnabled);
    return issueRecoveryCodes(tx, scope.userId);
  });
}

/** The password, a code from the app or a recovery code: one attempt from the sign-in budgets. */
async function checkProof(
  deps: AppDeps,
  scope: UserScope,
  row: repo.TwoFactorRow,
  proof: string,
  ip: string,
) {
  await spendAttempt(deps, { ip, account: scope.email });
  if (await verifyPassword(await repo.findPasswordHash(deps.db, scope.userId), proof)) return;
  if (await acceptCode(deps, deps.db, row, proof.trim())) return;
  throw new AppError('VALIDATION_FAILED', m.wrongProof, { proof: m.wrongProof });
}

export async function regenerateRecoveryCodes(
  deps: AppDeps,
  scope: UserScope,
  { proof, ip }: { proof: string; ip: string },
): Promise<RecoveryCodes> {
  const row = await repo.findTwoFactor(deps.db, scope.userId);
  if (!row?.enabledAt) throw notEnabled();
  await checkProof(deps, scope, row, proof, ip);
  return deps.db.transaction((tx) => issueRecoveryCodes(tx, scope.userId));
}

/** Refused while the user's agency requires it: they would be sent straight back to enrol. */
export async function disableTwoFactor(
  deps: AppDeps,
  scope: UserScope,
  { proof, ip }: { proof: string; ip: string },
): Promise<void> {
  const row = await repo.findTwoFactor(deps.db, scope.userId);
  if (!row?.enabledAt) throw notEnabled();
  if (await repo.agencyRequiresTwoFactor(deps.db, scope.userId)) {
    throw new AppError('CONFLICT', m.requiredByAgency);
  }
  await checkProof(deps, scope, row, proof, ip);
  await deps.db.transaction((tx) => repo.deleteTwoFactor(tx, scope.userId));
}
