import { agencySchema, authResultSchema } from '../schemas/me';
import {
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorProofSchema,
  twoFactorRequirementSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifySchema,
} from '../schemas/two-factor';
import { endpoint, json, noContent, ok } from './define';

/** Two-factor sign-in: the sign-in step, the user's own enrolment, and the head's requirement. */
export const twoFactorEndpoints = {
  /** Second step of sign-in: the challenge from the password step and a code; then the session. */
  verifySignIn: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor',
    body: json(twoFactorVerifySchema),
    response: ok(authResultSchema),
  }),
  status: endpoint({ method: 'GET', path: '/api/profile/two-factor', response: ok(twoFactorStatusSchema) }),
  /** A new secret, pending until confirmed with a code (replaces any unconfirmed one). */
  startSetup: endpoint({
    method: 'POST',
    path: '/api/profile/two-factor/setup',
    response: ok(twoFactorSetupSchema),
  }),
  /** The first code turns it on; the ten recovery codes are answered once. */
  confirmSetup: endpoint({
    method: 'POST',
    path: '/api/profile/two-factor/confirm',
    body: json(twoFactorCodeSchema),
    response: ok(recoveryCodesSchema),
  }),
  regenerateRecoveryCodes: endpoint({
    method: 'POST',
    path: '/api/profile/two-factor/recovery-codes',
    body: json(twoFactorProofSchema),
    response: ok(recoveryCodesSchema),
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/profile/two-factor/disable',
    body: json(twoFactorProofSchema),
    response: noContent,
  }),
  /** The head requires it of every member (they must have it themself first). */
  setAgencyRequirement: endpoint({
    method: 'PUT',
    path: '/api/agency/two-factor-requirement',
    body: json(twoFactorRequirementSchema),
    response: ok(agencySchema),
  }),
} as const;
