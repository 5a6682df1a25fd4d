import { pdfMessages, PDF_MAX_BYTES, PDF_MAX_MEGABYTES, PDF_MAX_PAGES } from '@immopilote/contracts';
import { AppError } from '../../errors';
import { describePdf, PdfUnreadableError } from '../../integrations/ocr/pdf-text-layer';

/**
 * A PDF starts with "%PDF-" (ISO 32000-1 §7.5.2). Readers that look further (up to 1 KB) let an
 * HTML page with a "%PDF-" comment pass as a PDF, so the signature must be at offset 0.
 */
function hasPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/**
 * The one PDF rule (docs/decisions/clients-and-documents.md): a PDF by content (not by name or declared type), at most
 * PDF_MAX_BYTES, readable, not encrypted, and at most 3 pages (history attachments: 50), on every
 * entry point (client and property documents, history attachments). The browser checks the same
 * before uploading; this is the check that counts.
 */
export async function inspectPdf(
  bytes: Uint8Array,
  { maxPages = PDF_MAX_PAGES }: { maxPages?: number } = {},
): Promise<{ pageCount: number }> {
  if (bytes.byteLength === 0 || !hasPdfHeader(bytes)) {
    throw new AppError('VALIDATION_FAILED', pdfMessages.notPdf, { file: pdfMessages.notPdf });
  }
  if (bytes.byteLength > PDF_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', pdfMessages.tooLarge(PDF_MAX_MEGABYTES));
  }
  let pageCount: number;
  let encrypted: boolean;
  try {
    // In a child process within a time limit: pdf.js on a hostile file can take minutes.
    ({ pageCount, encrypted } = await describePdf(bytes));
  } catch (err) {
    if (!(err instanceof PdfUnreadableError)) throw err;
    throw new AppError('VALIDATION_FAILED', pdfMessages.unreadable, {
      file: pdfMessages.unreadable,
    });
  }
  if (encrypted) {
    throw new AppError('VALIDATION_FAILED', pdfMessages.unreadable, { file: pdfMessages.unreadable });
  }
  if (pageCount > maxPages) {
    const message =
      maxPages === PDF_MAX_PAGES ? pdfMessages.tooManyPages : pdfMessages.tooManyPagesFor(maxPages);
    throw new AppError('VALIDATION_FAILED', message, { file: message });
  }
  return { pageCount };
}
