import {
  INSPECTION_PHOTO_MAX_SIDE,
  inspectionMessages,
  inspectionsScreenMessages as sm,
} from '@immopilote/contracts';

/** A photo the device cannot use, with the French reason shown to the agent. */
export class PhotoRefused extends Error {}

/** HEIC/HEIF, by type or by name (some phones send it as application/octet-stream). */
export function isHeic(file: Pick<File, 'name' | 'type'>): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/**
 * The photo as it is sent: a JPEG whose longest side is at most INSPECTION_PHOTO_MAX_SIDE, turned
 * the way the camera held it (browser-image-compression reads the EXIF orientation). HEIC is refused
 * with the way out: Chromium cannot decode it, and a 40 MB iPhone file would not fit the upload.
 * The library is loaded on the first photo only (it is not part of the editor's first paint).
 */
export async function preparePhoto(file: File): Promise<Blob> {
  if (isHeic(file)) throw new PhotoRefused(inspectionMessages.errors.photoHeic);
  if (!file.type.startsWith('image/')) throw new PhotoRefused(sm.photos.notImage);
  const { default: imageCompression } = await import('browser-image-compression');
  try {
    return await imageCompression(file, {
      maxWidthOrHeight: INSPECTION_PHOTO_MAX_SIDE,
      fileType: 'image/jpeg',
      initialQuality: 0.82,
      maxSizeMB: 3,
      // Its worker loads the library from a CDN, which the app's CSP (and a cellar) refuse.
      useWebWorker: false,
      preserveExif: false,
    });
  } catch {
    throw new PhotoRefused(sm.photos.unreadable);
  }
}
