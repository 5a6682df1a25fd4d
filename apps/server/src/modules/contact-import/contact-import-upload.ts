import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CONTACT_IMPORT_LIMITS, commonMessages, contactImportMessages as m } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

const MEGABYTES = CONTACT_IMPORT_LIMITS.maxBytes / (1024 * 1024);

/** Shown back to the person and written in each contact's notes: short and printable. */
function cleanFileName(name: string | undefined): string {
  return (
    (name ?? '')
      .normalize('NFC')
      .replace(/[\p{C}"\\/]/gu, '')
      .trim()
      .slice(0, 200) || 'contacts'
  );
}

/**
 * The form's one file, streamed to a temporary file (never held whole in memory) within the size
 * limit; `work` reads it there, and the file goes whatever happens.
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  work: (file: { path: string; fileName: string }) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', commonMessages.unsupportedMediaType);
  const dir = await mkdtemp(join(tmpdir(), 'contact-import-'));
  try {
    const path = join(dir, 'upload');
    let fileName: string | null = null;
    try {
      const part = await request.file({
        limits: { fileSize: CONTACT_IMPORT_LIMITS.maxBytes, files: 1, fields: 5 },
      });
      if (!part) throw new AppError('VALIDATION_FAILED', m.noFile, { file: m.noFile });
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge(MEGABYTES));
      fileName = cleanFileName(part.filename);
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge(MEGABYTES));
      throw new AppError('BAD_REQUEST', commonMessages.malformedUpload);
    }
    return await work({ path, fileName });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
