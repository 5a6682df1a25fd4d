import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { allAgencyIds } from '../agency/agency.service';
import { removeInspectionFiles } from './inspection-files';
import * as repo from './inspections.repo';

/**
 * A signed (or refused) inspection is kept as long as its signature request, which holds its PDF
 * and proof: ten years, then the signatures module erases the request (one line of the purge log)
 * and this round the inspection with its photos. Rows first, files after: a crash in between
 * leaves files no row names, which the orphan sweep removes.
 */
export async function purgeInspectionsPastRetention(deps: AppDeps): Promise<number> {
  let erased = 0;
  await forEachAgency(
    () => allAgencyIds(deps),
    async (agencyId) => {
      const ids = (await repo.listPastSignatureRetention(deps.db, agencyId)).map((r) => r.id);
      if (ids.length === 0) return;
      await repo.deleteInspections(deps.db, agencyId, ids);
      for (const id of ids) await removeInspectionFiles(deps, agencyId, id);
      erased += ids.length;
    },
  );
  return erased;
}
