import type { InspectionParty } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import type { ClientPurgeHook } from '../privacy/client-purge-hooks';
import { removeInspectionFiles } from './inspection-files';
import * as repo from './inspections.repo';

const noParty = (): InspectionParty => ({ clientId: null, name: '', email: null, phone: null, address: '' });

/**
 * What an erased client (RGPD art. 17) or one anonymised at the end of their retention leaves in
 * the inspections, in the caller's transaction:
 * - an inspection in signature, signed or refused is a legal document handed to the parties: it
 *   stays as signed, with its signature request's retention (ten years, art. 17.3.b);
 * - a draft of their tenancy (they are a tenant) has no purpose left: it is deleted, and its files
 *   after the commit (`removeDraftFiles`);
 * - a draft where they are the landlord serves the tenancy going on: their name, contact and
 *   address are erased, for the agent to name the landlord again.
 * The deleted drafts' files go once the purge committed.
 */
async function forgetClient(db: DbOrTx, agencyId: string, clientId: string): Promise<string[]> {
  const drafts = (await repo.listInspectionsNamingClients(db, agencyId, [clientId])).filter(
    (row) => row.status === 'draft',
  );
  const deleted: string[] = [];
  for (const draft of drafts) {
    if (draft.content.tenants.some((t) => t.clientId === clientId)) {
      if (await repo.deleteDraft(db, agencyId, draft.id)) deleted.push(draft.id);
      continue;
    }
    await repo.updateContent(db, agencyId, draft.id, { ...draft.content, landlord: noParty() });
  }
  return deleted;
}

/** Registered in `app.ts` with the privacy module's purge hooks. */
export const inspectionClientPurge: ClientPurgeHook = async (tx, { agencyId, clientId }) => {
  const deleted = await forgetClient(tx, agencyId, clientId);
  if (deleted.length === 0) return undefined;
  return async (deps) => {
    for (const id of deleted) await removeInspectionFiles(deps, agencyId, id);
  };
};
