import { pdfMessages, PDF_MAX_BYTES, PDF_MAX_MEGABYTES, PDF_MAX_PAGES } from '@immopilote/contracts';

export type PdfCheck = { ok: true } | { ok: false; title: string; message: string };

/**
 * The browser half of the one PDF rule (the server applies the same before anything is stored):
 * PDF by content, size limit, readable, at most 3 pages. pdf-lib loads only when a file is chosen.
 */
export async function checkPdf(file: File): Promise<PdfCheck> {
  const invalid = (message: string): PdfCheck => ({
    ok: false,
    title: pdfMessages.invalidFileTitle,
    message,
  });
  if (file.size === 0) return invalid(pdfMessages.notPdf);
  if (file.size > PDF_MAX_BYTES) return invalid(pdfMessages.tooLarge(PDF_MAX_MEGABYTES));
  const bytes = new Uint8Array(await file.arrayBuffer());
  // At offset 0, as on the server: "%PDF-" later in the file lets an HTML page pass as a PDF.
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)) !== '%PDF-') return invalid(pdfMessages.notPdf);
  try {
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (doc.isEncrypted) return invalid(pdfMessages.unreadable);
    if (doc.getPageCount() > PDF_MAX_PAGES) return invalid(pdfMessages.tooManyPages);
  } catch {
    return invalid(pdfMessages.unreadable);
  }
  return { ok: true };
}
