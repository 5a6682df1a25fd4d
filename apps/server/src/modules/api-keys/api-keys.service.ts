import {
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyList,
  addDaysToDate,
  type apiKeyCreateSchema,
  apiKeyMessages,
  API_KEYS_PER_AGENCY_MAX,
  parisInstantOfWall,
  parisToday,
  type z,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { forEachAgency } from '../../db/agency-scope';
import { AppError, notFound } from '../../errors';
import { hashApiKeySecret, newApiKeySecret, shownPrefix } from './api-key-secret';
import { allAgencyIds } from '../agency/agency.service';
import * as repo from './api-keys.repo';

type ListedRow = Awaited<ReturnType<typeof repo.listApiKeys>>[number];

/** The instant a key stops working: the end of its last day, in Paris. */
export const expiryInstant = (lastDay: string) =>
  new Date(parisInstantOfWall(Date.parse(`${addDaysToDate(lastDay, 1)}T00:00:00Z`)));

function toApiKey({ key, firstName, lastName }: ListedRow, now: Date): ApiKey {
  const expired = key.expiresAt !== null && key.expiresAt <= now;
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    rateLimitPerMinute: key.rateLimitPerMinute,
    createdAt: key.createdAt.toISOString(),
    expiresOn: key.expiresAt ? parisToday(new Date(key.expiresAt.getTime() - 1)) : null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    state: key.revokedAt ? 'revoked' : expired ? 'expired' : 'active',
    createdByName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  };
}

export async function listAgencyApiKeys(deps: AppDeps, scope: MemberScope): Promise<ApiKeyList> {
  const now = new Date();
  const rows = await repo.listApiKeys(deps.db, scope.agencyId);
  return { items: rows.map((r) => toApiKey(r, now)) };
}

/** The head creates a key: its secret is answered here, once, and only its hash is kept. */
export async function createAgencyApiKey(
  deps: AppDeps,
  scope: MemberScope,
  input: z.output<typeof apiKeyCreateSchema>,
): Promise<ApiKeyCreated> {
  const now = new Date();
  if ((await repo.countUsableKeys(deps.db, scope.agencyId, now)) >= API_KEYS_PER_AGENCY_MAX) {
    throw new AppError('CONFLICT', apiKeyMessages.errors.tooMany);
  }
  const secret = newApiKeySecret();
  const row = await repo.insertApiKey(deps.db, scope.agencyId, {
    name: input.name,
    prefix: shownPrefix(secret),
    secretHash: hashApiKeySecret(secret),
    scopes: input.scopes,
    rateLimitPerMinute: input.rateLimitPerMinute,
    expiresAt: input.expiresOn === null ? null : expiryInstant(input.expiresOn),
    createdBy: scope.userId,
  });
  const listed = await repo.findApiKey(deps.db, scope.agencyId, row.id);
  return { key: toApiKey(listed!, now), secret };
}

export async function revokeAgencyApiKey(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const existing = await repo.findApiKey(deps.db, scope.agencyId, id);
  if (!existing) throw notFound(apiKeyMessages.errors.notFound);
  await repo.revokeApiKey(deps.db, scope.agencyId, id, new Date());
  return toApiKey((await repo.findApiKey(deps.db, scope.agencyId, id))!, new Date());
}

/** Ended minute windows count for nothing: the periodic job deletes them, agency by agency. */
export async function purgeApiKeyWindows(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 5 * 60_000);
  let removed = 0;
  await forEachAgency(
    () => allAgencyIds(deps),
    async (agencyId) => {
      removed += await repo.purgeEndedWindows(deps.db, agencyId, before);
    },
  );
  return removed;
}
