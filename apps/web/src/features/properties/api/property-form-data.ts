import type { PropertyFields } from '@immopilote/contracts';

/** Raw form values as typed (strings), validated again by the server with the same schema. */
export interface PropertyFormValues {
  name: string;
  price: string;
  type: string;
  address: string;
  city: string;
  zip: string;
  description: string;
}

export function toFormData(
  values: PropertyFormValues | PropertyFields,
  photos: readonly File[],
  removePhotoIds: readonly string[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values))
    form.append(key, value === null || value === undefined ? '' : String(value));
  for (const id of removePhotoIds) form.append('removePhotoIds', id);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}
