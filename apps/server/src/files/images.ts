import type { Duplex } from 'node:stream';
import sharp from 'sharp';

export const THUMB_SIZE = 400;
export const LARGE_SIZE = 1600;
/** Refuses decompression bombs: a 40-megapixel photo is already larger than any phone's. */
const MAX_INPUT_PIXELS = 80_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export interface ProcessedPhoto {
  thumb: Buffer;
  large: Buffer;
  width: number;
  height: number;
}

/** True when sharp can decode the bytes as a raster image of an accepted format. */
export async function isImage(buffer: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return Boolean(meta.format && ACCEPTED_FORMATS.has(meta.format) && meta.width && meta.height);
  } catch {
    return false;
  }
}

/**
 * Re-encodes to WebP at one bounded size. sharp writes no metadata unless asked, so EXIF (GPS
 * position, camera serial) and XMP are dropped; `rotate()` first applies the EXIF orientation
 * so the picture stays upright once that tag is gone.
 */
export async function reencodeImage(buffer: Buffer, maxSize: number, quality: number) {
  const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Null when the bytes are not an image (whatever the file name says). */
export async function processPhoto(buffer: Buffer): Promise<ProcessedPhoto | null> {
  if (!(await isImage(buffer))) return null;
  try {
    const large = await reencodeImage(buffer, LARGE_SIZE, 80);
    const thumb = await reencodeImage(buffer, THUMB_SIZE, 72);
    return { thumb: thumb.data, large: large.data, width: large.width, height: large.height };
  } catch {
    // Truncated or corrupt data that passed the header check.
    return null;
  }
}

/**
 * A stored photo as a portal takes it: JPEG (SeLoger reads JPG, GIF, PNG or BMP, not WebP), at
 * most 1440 px a side, the size its own pipeline reduces every picture to.
 */
export async function portalJpeg(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize({ width: 1440, height: 1440, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The same as a stream (the portals' feeds, issue 33): the photo is read and written as it goes. */
export function portalJpegStream(): Duplex {
  return sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize({ width: 1440, height: 1440, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true });
}

/** The public site's responsive sizes of a photo (issue 29): widths offered in `srcset`. */
export const SITE_IMAGE_WIDTHS = [480, 800, 1200] as const;
export type SiteImageWidth = (typeof SITE_IMAGE_WIDTHS)[number];
export type SiteImageFormat = 'avif' | 'webp';

/**
 * One size of a stored photo for the public site, in AVIF or WebP. The encoders' effort is kept low:
 * a size is made on its first request, while a visitor waits, then served from storage.
 */
export async function siteImage(buffer: Buffer, width: SiteImageWidth, format: SiteImageFormat) {
  const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).resize({
    width,
    withoutEnlargement: true,
  });
  return format === 'avif'
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 76, effort: 3 }).toBuffer();
}

/** The OpenGraph image of a listing: 1200 × 630 JPEG cropped from the centre of its first photo. */
export async function openGraphJpeg(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize({ width: 1200, height: 630, fit: 'cover', position: 'attention' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * A photo kept as a document's evidence (an inspection): upright, within `maxSide`, JPEG (the PDF
 * embeds it as it is), transparency on white, and, like every re-encoding here, without EXIF/GPS.
 * Throws when the bytes do not decode.
 */
export async function evidenceJpeg(buffer: Buffer, maxSide: number) {
  const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
