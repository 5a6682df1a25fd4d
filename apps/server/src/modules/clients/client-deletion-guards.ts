import type { DbOrTx } from '../../db/client';

/**
 * What may refuse a client's deletion: a module whose open records need the client (a sale or
 * rental file they are party to) throws its AppError, and nothing is deleted. Clients never import
 * those modules (they sit above the directory): `app.ts` registers their guards.
 */
export type ClientDeletionGuard = (
  tx: DbOrTx,
  event: { agencyId: string; clientId: string },
) => Promise<void>;

const guards = new Map<string, ClientDeletionGuard>();

export function registerClientDeletionGuard(name: string, guard: ClientDeletionGuard): void {
  guards.set(name, guard);
}

/** Runs every guard in the deletion's transaction, the client's row locked: the first refusal throws. */
export async function runClientDeletionGuards(
  tx: DbOrTx,
  event: { agencyId: string; clientId: string },
): Promise<void> {
  for (const guard of guards.values()) await guard(tx, event);
}
