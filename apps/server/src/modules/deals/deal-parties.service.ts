import { dealMessages, privacyMessages } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { ClientDeletionGuard } from '../clients/client-deletion-guards';
import type { ClientPurgeHook } from '../privacy/client-purge-hooks';
import { listOpenDealsOfClient, replacePartyNames } from './deal-parties.repo';

/** A client party to an open file (buyer, tenant, or mandator of its mandate) stays: 409 with the file's property. */
async function refuseIfInOpenDeal(
  tx: DbOrTx,
  { agencyId, clientId }: { agencyId: string; clientId: string },
) {
  const [open] = await listOpenDealsOfClient(tx, agencyId, clientId);
  if (open) throw new AppError('CONFLICT', dealMessages.clientInOpenDeal(open.propertyName));
}

/** Registered in `app.ts` with the directory's deletion guards. */
export const dealClientDeletionGuard: ClientDeletionGuard = refuseIfInOpenDeal;

/**
 * A client erased (RGPD art. 17) or anonymised at the end of their retention, in the purge's
 * transaction: refused while they are party to an open file (the whole purge rolls back, nothing
 * is erased); otherwise the name copied in their offers and closed or cancelled files is replaced,
 * as the history's. The fee invoices keep the name they were issued to (C. commerce L123-22, ten years).
 */
export const dealClientPurge: ClientPurgeHook = async (tx, event) => {
  await refuseIfInOpenDeal(tx, event);
  await replacePartyNames(tx, event.agencyId, event.clientId, privacyMessages.anonymisedName);
  return undefined;
};
