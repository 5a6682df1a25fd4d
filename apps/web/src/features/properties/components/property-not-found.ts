import { ApiRequestError } from '../../../lib/api-client';

/** A 404 or a malformed id: the property does not exist for this agency. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
