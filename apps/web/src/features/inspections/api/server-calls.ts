import { endpoints, INSPECTION_PHOTO_TYPES } from '@immopilote/contracts';
import { call, endpointUrl } from '../../../lib/api-client';
import type { SyncApi } from '../offline/sync';

/** The calls the sync makes (offline/sync.ts), over the declared endpoints. */
export const inspectionServer: SyncApi = {
  get: (id) => call(endpoints.inspections.get, { params: { id } }),
  putPhoto: async (inspectionId, photoId, blob) => {
    const form = new FormData();
    const type = (INSPECTION_PHOTO_TYPES as readonly string[]).includes(blob.type) ? blob.type : 'image/jpeg';
    form.append('photo', new File([blob], `${photoId}.${type.split('/')[1]}`, { type }));
    await call(endpoints.inspections.putPhoto, { params: { id: inspectionId, photoId }, body: form });
  },
  save: (id, body) => call(endpoints.inspections.save, { params: { id }, body }),
};

export const inspectionPhotoUrl = (id: string, photoId: string) =>
  endpointUrl(endpoints.inspections.photo, { params: { id, photoId } });

export const inspectionPdfUrl = (id: string) => endpointUrl(endpoints.inspections.pdf, { params: { id } });
