import type { DocumentDto } from '@immopilote/contracts';
import { type DocumentRow, downloadUrlOf } from './documents.repo';

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    text: row.text,
    uploadedAt: row.uploadedAt.toISOString(),
    downloadUrl: downloadUrlOf(row.id),
  };
}
