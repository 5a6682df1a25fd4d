import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { commonMessages, listingImportMessages } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

export interface ReceivedFile {
  path: string;
  fileName: string;
  size: number;
  /** Removes the temporary folder (always call it). */
  remove(): Promise<void>;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * The export ZIP streamed from the form to a temporary file, never whole in memory (readForm
 * buffers its files: it serves photos and PDFs of a few MB). A body whose announced length is past
 * the limit is refused before a byte is read; one that lies about it stops at the limit.
 */
export async function receiveZipToDisk(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', commonMessages.unsupportedMediaType);
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', listingImportMessages.tooLarge(megabytes(maxBytes)));
  const announced = Number(request.headers['content-length']);
  // The form's boundaries and headers add a few hundred bytes to the file.
  if (Number.isFinite(announced) && announced > maxBytes + 64 * 1024) throw tooLarge();

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'immopilote-import-'));
  const remove = () => fs.promises.rm(dir, { recursive: true, force: true });
  const target = path.join(dir, 'export.zip');
  try {
    let part: Awaited<ReturnType<FastifyRequest['file']>>;
    try {
      part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
    } catch {
      throw new AppError('BAD_REQUEST', commonMessages.malformedUpload);
    }
    if (part?.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', listingImportMessages.noFile);
    try {
      await pipeline(part.file, fs.createWriteStream(target));
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw new AppError('BAD_REQUEST', commonMessages.malformedUpload);
    }
    if (part.file.truncated) throw tooLarge();
    const { size } = await fs.promises.stat(target);
    if (size === 0) throw new AppError('VALIDATION_FAILED', listingImportMessages.noFile);
    const fileName =
      (part.filename ?? '')
        .normalize('NFC')
        .replace(/[\p{C}"\\/]/gu, '')
        .trim()
        .slice(0, 200) || 'export.zip';
    return { path: target, fileName, size, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/** A stored object copied to a temporary file: yauzl reads an archive at random places. */
export async function copyToTempFile(
  body: NodeJS.ReadableStream,
): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'immopilote-import-'));
  const target = path.join(dir, 'export.zip');
  const remove = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    await pipeline(body, fs.createWriteStream(target));
  } catch (err) {
    await remove();
    throw err;
  }
  return { path: target, remove };
}
