import { API_SCOPES, type ApiScope } from '@immopilote/contracts';
import { hashApiKeySecret, newApiKeySecret, shownPrefix } from '../../src/modules/api-keys/api-key-secret';
import { apiKeys } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** A key of the agency straight in the database (the matrix and tests that are not about creating one). */
export async function insertApiKey(
  t: Pick<TestApp, 'db'>,
  agencyId: string,
  createdBy: string,
  opts: {
    scopes?: readonly ApiScope[];
    expiresAt?: Date | null;
    revokedAt?: Date | null;
    rateLimitPerMinute?: number;
    name?: string;
  } = {},
): Promise<{ id: string; secret: string; bearer: Record<string, string> }> {
  const secret = newApiKeySecret();
  const [row] = await t.db
    .insert(apiKeys)
    .values({
      agencyId,
      name: opts.name ?? 'Clé de test',
      prefix: shownPrefix(secret),
      secretHash: hashApiKeySecret(secret),
      scopes: [...(opts.scopes ?? API_SCOPES)],
      expiresAt: opts.expiresAt ?? null,
      revokedAt: opts.revokedAt ?? null,
      rateLimitPerMinute: opts.rateLimitPerMinute ?? 10_000,
      createdBy,
    })
    .returning({ id: apiKeys.id });
  return { id: row!.id, secret, bearer: { authorization: `Bearer ${secret}` } };
}
