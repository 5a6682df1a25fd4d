import { pdfMessages, PDF_MAX_BYTES, PDF_MAX_MEGABYTES, PDF_MAX_PAGES } from '@immopilote/contracts';
import { getDocumentProxy } from 'unpdf';
import { AppError } from '../../errors';

/** PDF files start with "%PDF-" within their first 1024 bytes (ISO 32000-1 §7.5.2 tolerance). */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/**
 * The one PDF rule (docs/decisions.md): a PDF by content (not by name or declared type), at most
 * PDF_MAX_BYTES, readable, and at most 3 pages, on every entry point. The browser checks the same
 * before uploading; this is the check that counts.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pageCount: number }> {
  if (bytes.byteLength === 0 || !hasPdfHeader(bytes)) {
    throw new AppError('VALIDATION_FAILED', pdfMessages.notPdf, { file: pdfMessages.notPdf });
  }
  if (bytes.byteLength > PDF_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', pdfMessages.tooLarge(PDF_MAX_MEGABYTES));
  }
  let pageCount: number;
  try {
    // pdf.js may detach the buffer it is given; keep the caller's bytes intact.
    const doc = await getDocumentProxy(new Uint8Array(bytes));
    pageCount = doc.numPages;
    await doc.destroy();
  } catch {
    throw new AppError('VALIDATION_FAILED', pdfMessages.unreadable, {
      file: pdfMessages.unreadable,
    });
  }
  if (pageCount > PDF_MAX_PAGES) {
    throw new AppError('VALIDATION_FAILED', pdfMessages.tooManyPages, {
      file: pdfMessages.tooManyPages,
    });
  }
  return { pageCount };
}
