import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { removeStoredFiles, type StoredFileRef } from '../../storage/stored-files';
import { objectKey } from '../../storage/storage';
import * as repo from './inspections.repo';

/**
 * The `inspections` bucket: `{agencyId}/{inspectionId}/{photoId}-{nonce}.jpg` for each photo, and
 * `{agencyId}/{inspectionId}/replaced-v{n}.json` for a draft's content replaced by « garder ma
 * version » on another device. Everything under an inspection's folder goes with it.
 */
export const INSPECTION_BUCKET = 'inspections' as const;

export const photoKey = (agencyId: string, inspectionId: string, photoId: string, nonce: string) =>
  objectKey(agencyId, inspectionId, `${photoId}-${nonce}.jpg`);

export const replacedContentKey = (agencyId: string, inspectionId: string, version: number) =>
  objectKey(agencyId, inspectionId, `replaced-v${version}.json`);

/** Every file of an inspection, once its row is gone (best effort: the orphan sweep takes what is left). */
export async function removeInspectionFiles(
  deps: Pick<AppDeps, 'storage'>,
  agencyId: string,
  inspectionId: string,
): Promise<void> {
  const keys: string[] = [];
  for await (const page of deps.storage.list(INSPECTION_BUCKET, `${agencyId}/${inspectionId}/`)) {
    keys.push(...page.map((o) => o.key));
  }
  await removeStoredFiles(
    deps.storage,
    keys.map((key) => ({ bucket: INSPECTION_BUCKET, key })),
  ).catch(() => undefined);
}

/**
 * Every inspection photo of the agency, for its deletion (a replaced content's file, named by no
 * row once the agency is gone, is left to the orphan sweep).
 */
export async function agencyInspectionFiles(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
): Promise<StoredFileRef[]> {
  const keys = await repo.agencyPhotoKeys(deps.db, scope.agencyId);
  return keys.map((key) => ({ bucket: INSPECTION_BUCKET, key }));
}
