import { apiKeyMessages } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { type AuthContext, toAuthContext } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { acrossAgencies, withAgency } from '../../db/agency-scope';
import { AppError } from '../../errors';
import {
  bearerOf,
  hashApiKeySecret,
  looksLikeApiKey,
  secondsToNextWindow,
  windowStartOf,
} from './api-key-secret';
import * as repo from './api-keys.repo';

/** One answer for a missing, malformed, unknown or revoked key: nothing tells which it was. */
const invalidKey = () => new AppError('UNAUTHENTICATED', apiKeyMessages.errors.invalidKey);

/**
 * Who an `/api/v1` request acts as: the person who created its key (the agency's head when they
 * did), with the key's scopes on top of that person's rights (auth/guards.ts, level `apiKey`).
 * The key is found by the hash of its secret across agencies (`apiKey` purpose, db/agency-scope.ts);
 * everything else, counting included, is read and written bound to the key's agency.
 */
export async function authenticateApiKey(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
  now: Date = new Date(),
): Promise<AuthContext> {
  const secret = bearerOf(request.headers.authorization);
  if (!secret || !looksLikeApiKey(secret)) throw invalidKey();
  const key = await acrossAgencies('apiKey', () => repo.findKeyByHash(deps.db, hashApiKeySecret(secret)));
  if (!key || key.revokedAt !== null || key.createdBy === null) throw invalidKey();
  if (key.expiresAt !== null && key.expiresAt <= now) {
    throw new AppError('UNAUTHENTICATED', apiKeyMessages.errors.expiredKey);
  }
  const createdBy = key.createdBy;
  return withAgency({ agencyId: key.agencyId, userId: createdBy }, async () => {
    const count = await repo.countRequest(deps.db, key.agencyId, key.id, windowStartOf(now));
    if (count > key.rateLimitPerMinute) {
      throw new AppError('RATE_LIMITED', apiKeyMessages.errors.rateLimited, undefined, {
        retryAfterSeconds: secondsToNextWindow(now),
      });
    }
    if (key.lastUsedAt === null || now.getTime() - key.lastUsedAt.getTime() >= 60_000) {
      await repo.touchLastUsed(deps.db, key.agencyId, key.id, now);
    }
    const actor = await repo.findKeyActor(deps.db, createdBy);
    // The person left the agency (or it is no longer theirs to act for): the key dies with their rights.
    if (!actor || actor.profile.agencyId !== key.agencyId || actor.profile.status !== 'active') {
      throw invalidKey();
    }
    const auth = toAuthContext(actor, `api-key:${key.id}`, []);
    return { ...auth, apiKey: { id: key.id, name: key.name, scopes: key.scopes } };
  });
}
