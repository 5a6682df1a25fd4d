import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  /** What the browser claimed; never trusted, the content is checked by the caller. */
  declaredType: string;
  buffer: Buffer;
}

export interface FormInput {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  tooLargeMessage: string;
  tooManyMessage: string;
}

const MAX_FIELDS = 40;

/**
 * Reads a multipart form (fields + files, buffered within the limits) or a JSON body, so one
 * route serves the SPA's FormData and plain API clients alike. Limit errors carry French text.
 */
export async function readForm(request: FastifyRequest, limits: UploadLimits): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      throw new AppError('VALIDATION_FAILED', 'Certaines données sont invalides.');
    }
    return { fields: (body ?? {}) as Record<string, string | string[]>, files: [] };
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
      },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (files.length >= limits.maxFiles) throw new AppError('PAYLOAD_TOO_LARGE', limits.tooManyMessage);
        // An empty file input still sends a part with no name and no bytes.
        if (buffer.length === 0 && !part.filename) continue;
        files.push({
          fieldName: part.fieldname,
          fileName: (part.filename || 'fichier').slice(0, 200),
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
      throw new AppError('PAYLOAD_TOO_LARGE', limits.tooManyMessage);
    }
    if (code === 'FST_PROTO_VIOLATION' || code === 'FST_MP_PREMATURE_CLOSE') {
      throw new AppError('BAD_REQUEST', 'La requête est mal formée.');
    }
    throw err;
  }
  return { fields, files };
}
