import { randomUUID } from 'node:crypto';
import {
  DVF_UPLOAD_MAX_BYTES,
  type DvfImport,
  type DvfOverview,
  marketMessages,
} from '@immopilote/contracts';
import type { UserScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { DVF_BUCKET } from './dvf-admin-import';
import { dvfImportJob } from './dvf-import.job';
import type { FormInput, UploadLimits } from '../../multipart';
import {
  countSales,
  coverage,
  createImport,
  failAbandonedImports,
  type DvfImportRow,
  findImport,
  listImports,
} from './market.repo';

const IMPORTS_LISTED = 20;

export const dvfUploadLimits: UploadLimits = {
  maxFileBytes: DVF_UPLOAD_MAX_BYTES,
  maxFiles: 1,
  tooLargeMessage: marketMessages.import.uploadTooLarge(DVF_UPLOAD_MAX_BYTES / 1024 / 1024),
  tooManyMessage: marketMessages.import.uploadMissing,
};

export function toDvfImport(row: DvfImportRow): DvfImport {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    bytesTotal: row.bytesTotal,
    bytesRead: row.bytesRead,
    rowsRead: row.rowsRead,
    salesKept: row.salesKept,
    dropped: row.dropped,
    communes: new Set(row.replaced.map((s) => s.split(':')[0])).size,
    years: [...new Set(row.replaced.map((s) => Number(s.split(':')[1])))].sort(),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** An import killed with its process stops moving: the administrator sees it failed, not running for ever. */
const failAbandoned = (deps: AppDeps) =>
  failAbandonedImports(deps.db, marketMessages.import.abandoned, null, deps.config.staleJobMs);

export async function dvfOverview(deps: AppDeps, _scope: UserScope): Promise<DvfOverview> {
  await failAbandoned(deps);
  const counts = await countSales(deps.db);
  const count = (kind: string) => counts.find((c) => c.kind === kind)?.count ?? 0;
  return {
    sales: { appartement: count('appartement'), maison: count('maison') },
    communes: await coverage(deps.db),
    imports: (await listImports(deps.db, IMPORTS_LISTED)).map(toDvfImport),
  };
}

export async function dvfImportStatus(deps: AppDeps, _scope: UserScope, { id }: { id: string }) {
  await failAbandoned(deps);
  const row = await findImport(deps.db, id);
  if (!row) throw notFound(marketMessages.import.notFound);
  return toDvfImport(row);
}

/** A geo-dvf CSV starts with its header; a gzip file with its magic number (checked by the job). */
function looksLikeDvf(buffer: Buffer): boolean {
  if (buffer[0] === 0x1f && buffer[1] === 0x8b) return true;
  const head = buffer
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return head.split(/\r?\n/, 1)[0]!.split(',').includes('id_mutation');
}

/**
 * The admin panel's import: the file is stored, the import recorded as pending, and the job
 * (dvf-import.job.ts) runs it; the panel polls its progress.
 */
export async function startAdminImport(
  deps: AppDeps,
  scope: UserScope,
  { form }: { form: FormInput },
): Promise<DvfImport> {
  const file = form.files.find((f) => f.fieldName === 'file');
  if (!file || file.buffer.length === 0) {
    throw new AppError('VALIDATION_FAILED', marketMessages.import.uploadMissing, {
      file: marketMessages.import.uploadMissing,
    });
  }
  if (!looksLikeDvf(file.buffer)) {
    throw new AppError('VALIDATION_FAILED', marketMessages.import.uploadInvalid, {
      file: marketMessages.import.uploadInvalid,
    });
  }
  // The file first, then the row naming it: a row never names a missing file.
  const key = `admin/${randomUUID()}/upload`;
  await deps.storage.put(DVF_BUCKET, key, file.buffer, 'application/octet-stream');
  const row = await createImport(deps.db, {
    source: file.fileName,
    status: 'pending',
    requestedBy: scope.userId,
    storageKey: key,
    bytesTotal: file.buffer.length,
  });
  await deps.jobs.enqueue(dvfImportJob, { importId: row.id }, { key: row.id });
  return toDvfImport(row);
}
