import { commonMessages, type ErrorCode } from '@immopilote/contracts';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TWO_FACTOR_CODE: 401,
  TWO_FACTOR_CHALLENGE_EXPIRED: 401,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PENDING_APPROVAL: 403,
  NO_AGENCY: 403,
  SUBSCRIPTION_REQUIRED: 402,
  PLAN_REQUIRED: 402,
  READ_ONLY: 402,
  INVALID_AGENCY_CODE: 400,
  INVALID_RESET_TOKEN: 400,
  INVALID_VERIFICATION_LINK: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  GONE: 410,
  UPSTREAM_FAILED: 502,
  INTERNAL: 500,
};

/** The one error type: a stable code, the HTTP status it maps to, and the French text for the user. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly fieldErrors?: Record<string, string>,
    /** For a 429: when the client may try again, sent as the Retry-After header. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(userMessage);
    this.status = STATUS_BY_CODE[code];
  }
}

export const notFound = (message: string = commonMessages.notFound) => new AppError('NOT_FOUND', message);
