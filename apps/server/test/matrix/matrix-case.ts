import type { Actor, ActorName, World } from '../helpers/actors';
import type { TestApp } from '../helpers/test-app';

export interface MatrixContext {
  t: TestApp;
  world: World;
  actor: Actor;
}

export interface MatrixRequest {
  url: string;
  json?: unknown;
  form?: FormData;
  /** Sent as they are: `/api/v1` routes take an API key (`Authorization: Bearer …`). */
  headers?: Record<string, string>;
}

/**
 * One row of the authorization matrix: a registered route, how to build a valid request for
 * a given actor (creating fresh records in agency A when the route needs one), and the status
 * each actor must get. Another agency's record must answer 404.
 */
export interface MatrixCase {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;
  request?: (ctx: MatrixContext) => Promise<MatrixRequest> | MatrixRequest;
  expect: Record<ActorName, number>;
  /** Why the fuzz pass may see the database change for this route whatever the body (rare). */
  fuzzChangesDatabase?: string;
}

export const everyone = (status: number): Record<ActorName, number> => ({
  visitor: status,
  pending: status,
  memberA: status,
  bossA: status,
  bossB: status,
  admin: status,
});

/** Active members of agency A (and B's head on its own data); visitor 401, pending 403, admin without agency 403. */
export const memberRoute = (ok: number, otherAgency = 404): Record<ActorName, number> => ({
  visitor: 401,
  pending: 403,
  memberA: ok,
  bossA: ok,
  bossB: otherAgency,
  admin: 403,
});

/**
 * `/api/v1` (issue 33), whose callers are API keys: the visitor has none, the pending member a
 * revoked one, A's member one with every scope but the route's, A's head and B's head a key with every
 * scope (B's sees nothing of A: 404), the administrator only a session cookie.
 */
export const apiKeyRoute = (ok: number, otherAgency = 404): Record<ActorName, number> => ({
  visitor: 401,
  pending: 401,
  memberA: 403,
  bossA: ok,
  bossB: otherAgency,
  admin: 401,
});
