import { pendingAgencySchema } from '../schemas/agency';
import {
  agencyFieldsSchema,
  emailVerificationTokenSchema,
  joinAgencySchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  resetTokenSchema,
  signInSchema,
  signUpSchema,
} from '../schemas/auth';
import { authResultSchema } from '../schemas/me';
import { signInResultSchema } from '../schemas/two-factor';
import { accepted, created, endpoint, json, noContent, ok } from './define';

export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    body: json(signInSchema),
    // A two-factor account gets a challenge instead of a session (then `twoFactor.verifySignIn`).
    response: ok(signInResultSchema),
  }),
  /** 201 for a new account, 200 when the e-mail already had one ('Compte existant'). */
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    body: json(signUpSchema),
    response: created(authResultSchema),
  }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', response: noContent }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', response: ok(authResultSchema) }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/request',
    body: json(passwordResetRequestSchema),
    response: accepted,
  }),
  checkResetToken: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/check',
    body: json(resetTokenSchema),
    response: noContent,
  }),
  completePasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/complete',
    body: json(passwordResetCompleteSchema),
    response: noContent,
  }),
  /** The link sent at sign-up proves the address: anyone holding it may use it, signed in or not. */
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: json(emailVerificationTokenSchema),
    response: noContent,
  }),
  /** A new confirmation link to the signed-in person's address (limits in the service). */
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    response: accepted,
  }),
} as const;

export const onboardingEndpoints = {
  join: endpoint({
    method: 'POST',
    path: '/api/onboarding/join',
    body: json(joinAgencySchema),
    response: ok(authResultSchema),
  }),
  createAgency: endpoint({
    method: 'POST',
    path: '/api/onboarding/create-agency',
    body: json(agencyFieldsSchema),
    response: ok(authResultSchema),
  }),
  /** A pending member learns the name of the agency they asked to join, nothing else. */
  pendingAgency: endpoint({
    method: 'GET',
    path: '/api/onboarding/pending-agency',
    response: ok(pendingAgencySchema),
  }),
} as const;
