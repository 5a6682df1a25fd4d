import { commonMessages, pdfMessages, PDF_MAX_BYTES, PDF_MAX_MEGABYTES } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

export interface UploadedPdf {
  bytes: Buffer;
  fileName: string;
}

export interface MultipartPdfForm {
  file: UploadedPdf | null;
  fields: Record<string, string>;
}

const MAX_FIELD_BYTES = 2_000_000;

/** File names are shown back to users and sent in Content-Disposition: keep them short and printable. */
function cleanFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(/[\p{C}"\\/]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'document.pdf';
}

/** Reads one multipart form holding at most one file (kept in memory, size-capped) and text fields. */
export async function readMultipartPdfForm(request: FastifyRequest): Promise<MultipartPdfForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', commonMessages.unsupportedMediaType);
  }
  const fields: Record<string, string> = {};
  let file: UploadedPdf | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PDF_MAX_BYTES, files: 1, fields: 20, fieldSize: MAX_FIELD_BYTES },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { bytes, fileName: cleanFileName(part.filename) };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', pdfMessages.tooLarge(PDF_MAX_MEGABYTES));
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', commonMessages.payloadTooLarge);
    }
    throw new AppError('BAD_REQUEST', commonMessages.badJson);
  }
  return { file, fields };
}

export function requirePdfFile(form: MultipartPdfForm): UploadedPdf {
  if (!form.file) {
    throw new AppError('VALIDATION_FAILED', pdfMessages.notPdf, { file: pdfMessages.notPdf });
  }
  return form.file;
}
