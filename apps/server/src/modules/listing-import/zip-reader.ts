import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * The ZIP of an export, read from a file on disk with yauzl: the central directory gives the
 * entries (nothing inflated), each entry is inflated as a stream when asked, with a cap on the bytes
 * it really yields (a zip bomb declares 1 KB and inflates to gigabytes: yauzl checks the declared
 * size, the cap checks the bytes).
 */
export class ZipReadError extends Error {
  constructor(
    readonly kind: 'not_zip' | 'unsafe_name' | 'too_large' | 'too_many',
    readonly detail = '',
  ) {
    super(`${kind}: ${detail}`);
  }
}

export interface ZipEntryInfo {
  name: string;
  size: number;
  entry: Entry;
}

export async function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) reject(new ZipReadError('not_zip', err?.message));
      else resolve(zip);
    });
  });
}

/**
 * Every file entry (folders left out). A name that leaves the archive (`../`, `/etc`, `C:`) refuses
 * the whole archive: yauzl reports it, and it is checked again here whatever yauzl's version says.
 */
export async function listEntries(zip: ZipFile, maxEntries: number): Promise<ZipEntryInfo[]> {
  const entries: ZipEntryInfo[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      if (unsafeName(name)) {
        zip.close();
        reject(new ZipReadError('unsafe_name', name));
        return;
      }
      if (!name.endsWith('/')) entries.push({ name, size: entry.uncompressedSize, entry });
      if (entries.length > maxEntries) {
        zip.close();
        reject(new ZipReadError('too_many', String(maxEntries)));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err: Error) => {
      const unsafe = /relative path|absolute path|invalid characters/.exec(err.message);
      reject(
        new ZipReadError(
          unsafe ? 'unsafe_name' : 'not_zip',
          unsafe ? err.message.replace(/^[^:]*: /, '') : err.message,
        ),
      );
    });
    zip.readEntry();
  });
}

export function unsafeName(name: string): boolean {
  const n = name.replaceAll('\\', '/');
  return n.startsWith('/') || /^[a-zA-Z]:/.test(n) || n.split('/').includes('..');
}

/** The entry's bytes as a stream, stopped with `too_large` past `maxBytes` really inflated. */
export async function* entryChunks(
  zip: ZipFile,
  info: ZipEntryInfo,
  maxBytes: number,
): AsyncGenerator<Buffer> {
  if (info.size > maxBytes) throw new ZipReadError('too_large', info.name);
  const stream = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(info.entry, (err, s) =>
      err || !s ? reject(new ZipReadError('not_zip', err?.message)) : resolve(s),
    );
  });
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw new ZipReadError('too_large', info.name);
      yield chunk as Buffer;
    }
  } catch (err) {
    if (err instanceof ZipReadError) throw err;
    // yauzl's « too many bytes in the stream », a bad CRC, a truncated archive.
    throw new ZipReadError('too_large', info.name);
  } finally {
    stream.destroy();
  }
}

export async function readEntry(zip: ZipFile, info: ZipEntryInfo, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entryChunks(zip, info, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The export's own files, found wherever the software put them (a folder, any case). */
export interface ExportEntries {
  annonces: ZipEntryInfo | null;
  config: ZipEntryInfo | null;
  photosCfg: ZipEntryInfo | null;
  /** Photos by lower-case base name: rank values name them without any folder. */
  photos: Map<string, ZipEntryInfo>;
}

const PHOTO_EXTENSIONS = /\.(jpe?g|png|gif|webp|bmp|tiff?)$/i;
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1).toLowerCase();

/** What the import reads; anything else in the archive is ignored. */
export function exportEntries(entries: readonly ZipEntryInfo[]): ExportEntries {
  const found: ExportEntries = { annonces: null, config: null, photosCfg: null, photos: new Map() };
  for (const info of entries) {
    const base = baseName(info.name);
    if (base === 'annonces.csv') found.annonces ??= info;
    else if (base === 'config.txt') found.config ??= info;
    else if (base === 'photos.cfg') found.photosCfg ??= info;
    else if (PHOTO_EXTENSIONS.test(base) && !base.startsWith('.')) {
      if (!found.photos.has(base)) found.photos.set(base, info);
    }
  }
  return found;
}

export const photoKey = (rankValue: string) => baseName(rankValue.trim().replaceAll('\\', '/'));

export function closeZip(zip: ZipFile | null | undefined) {
  try {
    zip?.close();
  } catch {
    // Already closed.
  }
}
