import sharp from 'sharp';
import type { AppDeps } from '../../deps';

/** A photo as the PDF embeds it. */
export interface PdfPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Printed in a 116 × 87 pt box, a photo needs no more than 640 px (about 400 dpi there) and JPEG
 * quality 70: a 60-photo inspection then stays well under its 20 MB bound, whatever the phone sent.
 */
export const PDF_PHOTO_SIDE = 640;
const PDF_PHOTO_QUALITY = 70;
/** sharp works on libuv's pool (four threads): more at once only queues. */
const CONCURRENCY = 4;

/** Null when the stored bytes no longer decode: the PDF is drawn without that photo rather than not at all. */
export async function pdfPhoto(bytes: Buffer): Promise<PdfPhoto | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: PDF_PHOTO_SIDE, height: PDF_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PDF_PHOTO_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

async function readPhoto(deps: Pick<AppDeps, 'storage'>, key: string): Promise<Buffer | null> {
  const stored = await deps.storage.get('inspections', key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The PDF's photos by id, read from the `inspections` bucket and scaled down a few at a time. */
export async function loadPdfPhotos(
  deps: Pick<AppDeps, 'storage'>,
  photos: readonly { id: string; storageKey: string }[],
): Promise<Map<string, PdfPhoto>> {
  const loaded = new Map<string, PdfPhoto>();
  let next = 0;
  const worker = async () => {
    while (next < photos.length) {
      const photo = photos[next++]!;
      const bytes = await readPhoto(deps, photo.storageKey);
      const scaled = bytes ? await pdfPhoto(bytes) : null;
      if (scaled) loaded.set(photo.id, scaled);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, photos.length) }, worker));
  return loaded;
}
