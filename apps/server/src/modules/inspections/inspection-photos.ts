import { randomBytes } from 'node:crypto';
import {
  INSPECTION_PHOTO_MAX_BYTES,
  INSPECTION_PHOTOS_MAX,
  type InspectionPhoto,
  inspectionMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { FormInput, UploadLimits } from '../../multipart';
import { removeStoredFiles } from '../../storage/stored-files';
import { INSPECTION_BUCKET, photoKey } from './inspection-files';
import { preparePhoto } from './inspection-photo-file';
import * as repo from './inspections.repo';

const m = inspectionMessages.errors;

export const inspectionPhotoLimits: UploadLimits = {
  maxFileBytes: INSPECTION_PHOTO_MAX_BYTES,
  maxFiles: 1,
  tooLargeMessage: m.photoTooLarge(INSPECTION_PHOTO_MAX_BYTES / 1024 / 1024),
  tooManyMessage: m.onePhotoPerUpload,
  defaultFileName: 'photo.jpg',
};

const toPhoto = (p: repo.InspectionPhotoRow): InspectionPhoto => ({
  id: p.id,
  width: p.width,
  height: p.height,
  bytes: p.bytes,
});

/** The photo already stored under this id: this inspection's (a retry), or refused as another's. */
function storedAnswer(
  existing: repo.InspectionPhotoRow | null,
  inspectionId: string,
): InspectionPhoto | null {
  if (!existing) return null;
  if (existing.inspectionId !== inspectionId) throw new AppError('CONFLICT', m.photoTaken);
  return toPhoto(existing);
}

/**
 * Stores a photo of a draft under the id the phone made. Sent again (a retry after a network cut),
 * the stored one answers and nothing is written twice. The file is stored before its row, under a
 * fresh name, so a loser of two simultaneous sends removes only its own file, and a process killed
 * between the two leaves a file no row names, which the orphan sweep removes.
 */
export async function putInspectionPhoto(
  deps: AppDeps,
  scope: MemberScope,
  { id, photoId, form }: { id: string; photoId: string; form: FormInput },
): Promise<InspectionPhoto> {
  const inspection = await repo.findInspection(deps.db, scope.agencyId, id);
  if (!inspection) throw notFound(m.notFound);
  const again = storedAnswer(await repo.findPhoto(deps.db, scope.agencyId, photoId), id);
  if (again) return again;
  if (inspection.status !== 'draft') throw new AppError('CONFLICT', m.notDraft);
  const file = form.files.find((f) => f.fieldName === 'photo');
  if (!file) throw new AppError('VALIDATION_FAILED', m.photoMissing, { photo: m.photoMissing });
  const photo = await preparePhoto(file.buffer);
  const key = photoKey(scope.agencyId, id, photoId, randomBytes(6).toString('hex'));
  await deps.storage.put(INSPECTION_BUCKET, key, photo.body, 'image/jpeg');
  let row: repo.InspectionPhotoRow | null;
  try {
    row = await deps.db.transaction(async (tx) => {
      // Locked so a draft frozen for signature, or the count, cannot change under the insert.
      const locked = await repo.lockInspection(tx, scope.agencyId, id);
      if (!locked) throw notFound(m.notFound);
      if (locked.status !== 'draft') throw new AppError('CONFLICT', m.notDraft);
      if ((await repo.countPhotos(tx, scope.agencyId, id)) >= INSPECTION_PHOTOS_MAX) {
        throw new AppError('CONFLICT', m.tooManyPhotos(INSPECTION_PHOTOS_MAX));
      }
      return repo.insertPhoto(tx, scope.agencyId, {
        id: photoId,
        inspectionId: id,
        storageKey: key,
        contentType: 'image/jpeg',
        bytes: photo.body.length,
        width: photo.width,
        height: photo.height,
        sha256: photo.sha256,
        createdBy: scope.userId,
      });
    });
  } catch (err) {
    await removeStoredFiles(deps.storage, [{ bucket: INSPECTION_BUCKET, key }]).catch(() => undefined);
    throw err;
  }
  if (row) return toPhoto(row);
  // Another send of the same id won the race (or the id is another agency's): only our file goes.
  await removeStoredFiles(deps.storage, [{ bucket: INSPECTION_BUCKET, key }]).catch(() => undefined);
  const winner = storedAnswer(await repo.findPhoto(deps.db, scope.agencyId, photoId), id);
  if (!winner) throw new AppError('CONFLICT', m.photoTaken);
  return winner;
}

/** A photo of an inspection of the agency, for the app and the PDF. */
export async function openInspectionPhoto(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  scope: MemberScope,
  { id, photoId }: { id: string; photoId: string },
) {
  const photo = await repo.findPhoto(deps.db, scope.agencyId, photoId);
  if (!photo || photo.inspectionId !== id) throw notFound(m.photoNotFound);
  const object = await deps.storage.get(INSPECTION_BUCKET, photo.storageKey);
  if (!object) throw notFound(m.photoNotFound);
  return { ...object, contentType: photo.contentType };
}
