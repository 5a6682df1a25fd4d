import { z } from 'zod';

/** Stable error codes; the server maps each to one HTTP status (apps/server/src/errors.ts). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_CHALLENGE_EXPIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'CONFLICT',
  'PENDING_APPROVAL',
  'NO_AGENCY',
  'SUBSCRIPTION_REQUIRED',
  'PLAN_REQUIRED',
  'READ_ONLY',
  'INVALID_AGENCY_CODE',
  'INVALID_RESET_TOKEN',
  'INVALID_VERIFICATION_LINK',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'GONE',
  'UPSTREAM_FAILED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
