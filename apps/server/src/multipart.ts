import { commonMessages } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface UploadedFile {
  fieldName: string;
  /** Cleaned: shown back to users and sent in Content-Disposition. */
  fileName: string;
  /** What the browser claimed; never trusted, the content is checked by the caller. */
  declaredType: string;
  buffer: Buffer;
}

export interface FormInput {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/** Each route states its own limits and the French messages that go with them. */
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  tooLargeMessage: string;
  tooManyMessage: string;
  /** Largest text field (an extracted PDF text travels as one); busboy's default is 1 MB. */
  maxFieldBytes?: number;
  /** Routes that also serve plain API clients accept a JSON body instead of a form. */
  acceptsJson?: boolean;
  /** Name given to a file sent without one. */
  defaultFileName?: string;
}

// The property form sends its fields and about fifty listing facts (issue 12).
const MAX_FIELDS = 80;

/** File names are shown back to users and sent in Content-Disposition: keep them short and printable. */
function cleanFileName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(/[\p{C}"\\/]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

function jsonBodyAsForm(request: FastifyRequest): FormInput {
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new AppError('VALIDATION_FAILED', commonMessages.invalidData);
  }
  return { fields: (body ?? {}) as Record<string, string | string[]>, files: [] };
}

/**
 * The one multipart reader: text fields (a repeated name becomes a list) and files, buffered in
 * memory within the route's limits. Limit errors carry the route's French messages.
 */
export async function readForm(request: FastifyRequest, limits: UploadLimits): Promise<FormInput> {
  if (!request.isMultipart()) {
    if (limits.acceptsJson) return jsonBodyAsForm(request);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', commonMessages.unsupportedMediaType);
  }
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: UploadedFile[] = [];
  try {
    // One more file than allowed is let through so the count error is ours, in French.
    for await (const part of request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles + 1,
        fields: MAX_FIELDS,
        parts: MAX_FIELDS + limits.maxFiles + 1,
        ...(limits.maxFieldBytes ? { fieldSize: limits.maxFieldBytes } : {}),
      },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (files.length >= limits.maxFiles) throw new AppError('PAYLOAD_TOO_LARGE', limits.tooManyMessage);
        // An empty file input still sends a part with no name and no bytes.
        if (buffer.length === 0 && !part.filename) continue;
        files.push({
          fieldName: part.fieldname,
          fileName: cleanFileName(part.filename, limits.defaultFileName ?? 'fichier'),
          declaredType: part.mimetype,
          buffer,
        });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        const existing = fields[part.fieldname];
        if (existing === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', limits.tooManyMessage);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', commonMessages.payloadTooLarge);
    }
    // No boundary, a truncated body, a part without its end: the form never arrived whole.
    throw new AppError('BAD_REQUEST', commonMessages.malformedUpload);
  }
  return { fields, files };
}
