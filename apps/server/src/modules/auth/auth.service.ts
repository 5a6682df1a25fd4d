import {
  authMessages,
  homeFor,
  onboardingMessages,
  passwordResetCompleteSchema,
  signUpSchema,
  twoFactorMessages,
} from '@immopilote/contracts';
import { recordSignInFailure, refuseWhileLocked, spendAttempt } from '../../auth/attempts';
import { loadAuthContext, type UserScope } from '../../auth/context';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession } from '../../auth/sessions';
import { deleteSession, deleteUserSessions } from '../../auth/sessions.repo';
import { hashToken } from '../../auth/tokens';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { notifyJoinRequest } from '../agency/agency.service';
import { agencyOfInvitation, useInvitation } from '../agency/invitations.service';
import { sendVerificationLink } from './email-verification.service';
import { passwordResetLinkJob } from './password-reset-link.job';
import { parse } from '../../validation';
import {
  findAgencyIdByCode,
  findProfileName,
  findUserByEmail,
  insertAgencyWithUniqueCode,
  insertUserWithProfile,
  makeBossOf,
  makePendingMemberOf,
  markEmailVerified,
  setPasswordHash,
} from './accounts.repo';
import { toMe } from './me';
import { hasTwoFactor, startSignInChallenge, verifySignInCode } from './two-factor.service';
import { burnResetToken, burnUserResetTokens, findUsableResetToken } from './password-reset.repo';

/*
 * Sign-in, sign-up, sign-out and password reset take `(deps, input)`: their caller is anonymous,
 * so there is no scope yet. Onboarding takes the signed-in user's scope.
 */

export interface SignedIn {
  token: string;
  expiresAt: Date;
  userId: string;
}

async function meAndNext(deps: AppDeps, session: SignedIn) {
  const auth = await loadAuthContext(deps.db, hashToken(session.token), deps.config.adminEmails);
  if (!auth) throw new AppError('INTERNAL', authMessages.somethingWentWrong);
  const me = toMe(auth);
  return { me, next: homeFor(me) };
}

/** The device cookie's nonce when the request's cookie was issued to this account (auth/device-cookie.ts). */
export type DeviceOf = (email: string) => string | undefined;

interface PasswordCheck {
  email: string;
  password: string;
  ip: string;
  deviceOf: DeviceOf;
}

/**
 * Checks the password unless the account is locked out for this client; a wrong one is counted
 * (auth/attempts.ts). The caller has spent the IP's attempt.
 */
async function checkPassword(deps: AppDeps, { email, password, ip, deviceOf }: PasswordCheck) {
  const source = { ip, email, device: deviceOf(email) };
  await refuseWhileLocked(deps, source);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await recordSignInFailure(deps, source, user?.id ?? null);
    throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
  }
  return user;
}

async function openSession(deps: AppDeps, userId: string, userAgent: string | undefined) {
  const session = await createSession(deps.db, userId, deps.config.sessionTtlMs, userAgent);
  const signedIn = { ...session, userId };
  return { signedIn, ...(await meAndNext(deps, signedIn)) };
}

/** Sign-up's 'Compte existant' path: a two-factor account must go through the sign-in page's code step. */
async function authenticate(deps: AppDeps, { userAgent, ...check }: PasswordCheck & { userAgent?: string }) {
  const user = await checkPassword(deps, check);
  if (await hasTwoFactor(deps, user.id)) {
    throw new AppError('CONFLICT', twoFactorMessages.signUpExistingAccount);
  }
  return openSession(deps, user.id, userAgent);
}

/**
 * A correct password opens a session, except for a two-factor account: then no session yet, only a
 * challenge for the code step (`signInWithCode`).
 */
export async function signIn(deps: AppDeps, input: PasswordCheck & { userAgent?: string }) {
  await spendAttempt(deps, { ip: input.ip });
  const user = await checkPassword(deps, input);
  if (await hasTwoFactor(deps, user.id)) {
    return { kind: 'challenge' as const, challenge: await startSignInChallenge(deps, user.id) };
  }
  return { kind: 'session' as const, ...(await openSession(deps, user.id, input.userAgent)) };
}

export async function signInWithCode(
  deps: AppDeps,
  input: { challenge: string; code: string; userAgent?: string; ip: string },
) {
  const userId = await verifySignInCode(deps, input);
  return openSession(deps, userId, input.userAgent);
}

/**
 * Sign-up of spec 000 §4: an existing e-mail signs in with the given password ('Compte existant');
 * a join code is checked before anything is written; user, profile, agency and session are created
 * in one transaction so a failure leaves nothing half-made.
 */
export async function signUp(
  deps: AppDeps,
  { body, userAgent, ip, deviceOf }: { body: unknown; userAgent?: string; ip: string; deviceOf: DeviceOf },
) {
  const input = parse(signUpSchema, body);
  // One attempt of the IP's whichever path follows: an existing e-mail checks the password (and
  // the account's lockout), a join checks the code. Nothing of the account's: anyone can sign up
  // with any address.
  await spendAttempt(deps, { ip });
  const check = { email: input.email, password: input.password, ip, deviceOf };
  if (await findUserByEmail(deps.db, input.email)) {
    const result = await authenticate(deps, { ...check, userAgent });
    return { ...result, existingAccount: true };
  }
  let joinAgencyId: string | null = null;
  let invitationId: string | null = null;
  if (input.mode === 'join' && input.invitation) {
    // An invitation link names its agency whatever the code has become since it was sent.
    ({ agencyId: joinAgencyId, invitationId } = await agencyOfInvitation(deps.db, {
      token: input.invitation,
      email: input.email,
    }));
  } else if (input.mode === 'join') {
    joinAgencyId = await findAgencyIdByCode(deps.db, input.agencyCode);
    if (!joinAgencyId) {
      throw new AppError('INVALID_AGENCY_CODE', onboardingMessages.invalidAgencyCode, {
        agencyCode: onboardingMessages.invalidAgencyCode,
      });
    }
  }
  const passwordHash = await hashPassword(input.password);
  let signedIn: SignedIn;
  try {
    signedIn = await deps.db.transaction(async (tx) => {
      const userId = await insertUserWithProfile(tx, { ...input, passwordHash });
      if (input.mode === 'create') {
        const agencyId = await insertAgencyWithUniqueCode(
          tx,
          {
            name: input.agencyName,
            address: input.agencyAddress,
            city: input.agencyCity,
            zip: input.agencyZip,
          },
          userId,
        );
        await makeBossOf(tx, userId, agencyId);
      } else {
        await makePendingMemberOf(tx, userId, joinAgencyId!);
        if (invitationId) {
          await useInvitation(tx, { agencyId: joinAgencyId!, invitationId, userId });
          // The link was mailed to this very address (the invitation is bound to it): following
          // it proves the address as the confirmation link would, so none is sent.
          await markEmailVerified(tx, userId);
        }
      }
      const session = await createSession(tx, userId, deps.config.sessionTtlMs, userAgent);
      return { ...session, userId };
    });
  } catch (err) {
    // Two sign-ups with one e-mail at the same moment: the loser signs in like any existing account.
    if (isUniqueViolation(err, 'users_email_key')) {
      const result = await authenticate(deps, { ...check, userAgent });
      return { ...result, existingAccount: true };
    }
    throw err;
  }
  // The address is someone's claim until its owner follows this link (administrator rights, alerts
  // and reset links wait for it).
  await sendVerificationLink(deps, signedIn.userId);
  if (joinAgencyId) await notifyJoinRequest(deps, joinAgencyId, input);
  return { signedIn, ...(await meAndNext(deps, signedIn)), existingAccount: false };
}

/** Sign-out and session rotation: whatever session the browser had is dropped. */
export async function signOut(deps: AppDeps, { sessionToken }: { sessionToken: string | undefined }) {
  if (sessionToken) await deleteSession(deps.db, hashToken(sessionToken));
}

/**
 * Answers the same way and after the same work whether or not the e-mail has an account (no
 * account enumeration, not even by timing): the lookup happens in the job.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  await spendAttempt(deps, { ip, account: email }, 'reset-requests');
  await deps.jobs.enqueue(passwordResetLinkJob, { email });
}

export async function checkResetToken(
  deps: AppDeps,
  { token, ip }: { token: string; ip: string },
): Promise<void> {
  await spendAttempt(deps, { ip });
  if (!(await findUsableResetToken(deps.db, hashToken(token)))) {
    throw new AppError('INVALID_RESET_TOKEN', authMessages.invalidResetLink);
  }
}

/** Single use: the token is burnt, every reset token and every session of the user is revoked. */
export async function completePasswordReset(
  deps: AppDeps,
  { body, ip }: { body: unknown; ip: string },
): Promise<void> {
  const input = parse(passwordResetCompleteSchema, body);
  await spendAttempt(deps, { ip });
  const row = await findUsableResetToken(deps.db, hashToken(input.token));
  if (!row) throw new AppError('INVALID_RESET_TOKEN', authMessages.invalidResetLink);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await burnResetToken(tx, row.id))) {
      throw new AppError('INVALID_RESET_TOKEN', authMessages.invalidResetLink);
    }
    await setPasswordHash(tx, row.userId, passwordHash);
    await burnUserResetTokens(tx, row.userId);
    await deleteUserSessions(tx, row.userId);
  });
}

export async function joinAgency(
  deps: AppDeps,
  scope: UserScope,
  { agencyCode, ip }: { agencyCode: string; ip: string },
) {
  await spendAttempt(deps, { ip, account: scope.email });
  const agencyId = await findAgencyIdByCode(deps.db, agencyCode);
  if (!agencyId) {
    throw new AppError('INVALID_AGENCY_CODE', onboardingMessages.invalidAgencyCode, {
      agencyCode: onboardingMessages.invalidAgencyCode,
    });
  }
  await makePendingMemberOf(deps.db, scope.userId, agencyId);
  const profile = await findProfileName(deps.db, scope.userId);
  if (profile) await notifyJoinRequest(deps, agencyId, { ...profile, email: scope.email });
}

export async function createAgencyFor(
  deps: AppDeps,
  scope: UserScope,
  fields: { name: string; address: string; city: string; zip: string },
) {
  await deps.db.transaction(async (tx) => {
    const agencyId = await insertAgencyWithUniqueCode(tx, fields, scope.userId);
    await makeBossOf(tx, scope.userId, agencyId);
  });
}
