import { z } from 'zod';
import { twoFactorMessages } from '../messages/two-factor';
import { storableString } from './fields';
import { authResultSchema } from './me';

/** Six digits from the app or a recovery code (`xxxxx-xxxxx`); spaces and dashes are tolerated. */
export const twoFactorCodeField = storableString({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(64, twoFactorMessages.wrongCode);

export const twoFactorCodeSchema = z.object({ code: twoFactorCodeField });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** Regenerating recovery codes and disabling ask for the password or a code. */
export const twoFactorProofSchema = z.object({
  proof: storableString({ error: twoFactorMessages.wrongProof })
    .min(1, twoFactorMessages.wrongProof)
    .max(1024, twoFactorMessages.wrongProof),
});
export type TwoFactorProofInput = z.input<typeof twoFactorProofSchema>;

/** A correct password for a two-factor account: no session yet, the code is asked with this token. */
export const twoFactorChallengeSchema = z.object({
  twoFactorChallenge: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const signInResultSchema = z.union([authResultSchema, twoFactorChallengeSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export const twoFactorVerifySchema = z.object({
  challenge: storableString({ error: twoFactorMessages.challengeExpired })
    .min(1, twoFactorMessages.challengeExpired)
    .max(200, twoFactorMessages.challengeExpired),
  code: twoFactorCodeField,
});
export type TwoFactorVerifyInput = z.input<typeof twoFactorVerifySchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  /** The caller's agency requires it (they cannot disable it). */
  requiredByAgency: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Shown during enrolment only: the secret never leaves the server again once confirmed. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** An SVG data URL of the otpauth:// URI. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorRequirementSchema = z.object({ required: z.boolean() });
export type TwoFactorRequirementInput = z.input<typeof twoFactorRequirementSchema>;
