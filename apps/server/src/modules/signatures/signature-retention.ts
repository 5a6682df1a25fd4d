import { parisToday } from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { allAgencyIds } from '../agency/agency.service';
import { logSignaturesPastRetention } from '../privacy/privacy.service';
import * as repo from './signatures.repo';

/**
 * Signature requests are kept ten years (`retain_until`, like the register they serve); then the
 * request, its signers, its trail and its files go together, each one a line of the head's
 * « Journal des suppressions ». Rows first (one transaction), files after the commit: a crash in
 * between leaves files no row names, which the orphan sweep removes.
 */
export async function purgeSignaturesPastRetention(deps: AppDeps, now = new Date()): Promise<number> {
  let erased = 0;
  await forEachAgency(
    () => allAgencyIds(deps),
    async (agencyId) => {
      const expired = await repo.listExpiredRequests(deps.db, agencyId, parisToday(now));
      if (expired.length === 0) return;
      const signers = await repo.listSignersOf(
        deps.db,
        agencyId,
        expired.map((r) => r.id),
      );
      const filesOf = (r: repo.SignatureRequestRow) =>
        [
          r.originalKey,
          r.sealedKey,
          r.proofPdfKey,
          r.proofJsonKey,
          ...signers.filter((s) => s.requestId === r.id).map((s) => s.markKey),
        ].filter((k): k is string => k !== null);
      await deps.db.transaction(async (tx) => {
        await repo.deleteRequests(
          tx,
          agencyId,
          expired.map((r) => r.id),
        );
        await logSignaturesPastRetention(
          tx,
          agencyId,
          expired.map((r) => ({ id: r.id, files: filesOf(r).length })),
        );
      });
      await deps.storage.delete('signatures', expired.flatMap(filesOf));
      erased += expired.length;
    },
  );
  return erased;
}
