import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';

/** Work left for after the purge's transaction committed (stored files go after their rows). */
export type AfterPurge = (deps: Pick<AppDeps, 'storage'>) => Promise<void>;

/**
 * What a module whose records name clients does when one is erased (RGPD art. 17) or anonymised at
 * the end of their retention, in the transaction that purges them. Privacy never imports those
 * modules (they read the directory, which reads privacy): `app.ts` registers their hooks.
 */
export type ClientPurgeHook = (
  tx: DbOrTx,
  event: { agencyId: string; clientId: string },
) => Promise<AfterPurge | undefined>;

const hooks = new Map<string, ClientPurgeHook>();

export function registerClientPurgeHook(name: string, hook: ClientPurgeHook): void {
  hooks.set(name, hook);
}

/** Runs every module's hook in the purge's transaction; their after-commit work comes back. */
export async function runClientPurgeHooks(
  tx: DbOrTx,
  event: { agencyId: string; clientId: string },
): Promise<AfterPurge[]> {
  const after: AfterPurge[] = [];
  for (const hook of hooks.values()) {
    const then = await hook(tx, event);
    if (then) after.push(then);
  }
  return after;
}
