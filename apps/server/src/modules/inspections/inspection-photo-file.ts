import { createHash } from 'node:crypto';
import { INSPECTION_PHOTO_MAX_SIDE, inspectionMessages } from '@immopilote/contracts';
import { AppError } from '../../errors';
import { evidenceJpeg } from '../../files/images';

const m = inspectionMessages.errors;

/** ISO-BMFF brands of HEIF/HEIC files (iPhone photos): `ftyp` at byte 4, then the brand. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

type Sniffed = 'jpeg' | 'png' | 'webp' | 'heif' | 'other';

/** What the bytes are, whatever the browser declared. */
export function sniffPhoto(bytes: Buffer): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12)))
    return 'heif';
  return 'other';
}

export interface PreparedPhoto {
  body: Buffer;
  width: number;
  height: number;
  sha256: string;
}

/**
 * The photo as kept: HEIC refused with how to avoid it (sharp's build reads no HEVC), anything but
 * JPEG, PNG or WebP refused, then re-encoded (upright, at most 2,048 px, EXIF and GPS dropped).
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  const kind = sniffPhoto(bytes);
  if (kind === 'heif') throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.photoHeic, { photo: m.photoHeic });
  if (kind === 'other') throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.photoType, { photo: m.photoType });
  let image: Awaited<ReturnType<typeof evidenceJpeg>>;
  try {
    image = await evidenceJpeg(bytes, INSPECTION_PHOTO_MAX_SIDE);
  } catch {
    throw new AppError('BAD_REQUEST', m.photoUnreadable, { photo: m.photoUnreadable });
  }
  return {
    body: image.data,
    width: image.width,
    height: image.height,
    sha256: createHash('sha256').update(image.data).digest('hex'),
  };
}
