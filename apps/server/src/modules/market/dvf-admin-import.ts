import { marketMessages } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import type { JobLogger } from '../../jobs/job';
import { DvfFormatError, importDvf } from './dvf-import.service';
import { failImport, findImport } from './market.repo';

/** Uploaded files wait here for the job (several processes share the storage, not a disk). */
export const DVF_BUCKET = 'dvf-imports' as const;

/** The job's work: stream the stored file into the database, then remove the file. */
export async function runAdminImport(deps: AppDeps, { importId }: { importId: string }, log: JobLogger) {
  const row = await findImport(deps.db, importId);
  if (row?.status !== 'pending' || !row.storageKey) return;
  const object = await deps.storage.get(DVF_BUCKET, row.storageKey);
  if (!object) {
    await failImport(deps.db, importId, marketMessages.import.uploadMissing);
    return;
  }
  try {
    const summary = await importDvf(deps.db, {
      source: row.source,
      body: object.body,
      bytesTotal: object.size,
      importId,
    });
    log.info({ importId, sales: summary.salesKept, rows: summary.rowsRead }, 'DVF import done');
  } catch (err) {
    // The import row says why; a file refused once is refused again, so no retry.
    if (!(err instanceof DvfFormatError)) throw err;
    log.warn({ importId, reason: err.message }, 'DVF import refused');
  } finally {
    await deps.storage.delete(DVF_BUCKET, [row.storageKey]);
  }
}
