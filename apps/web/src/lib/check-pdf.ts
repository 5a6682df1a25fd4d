import {
  commonMessages,
  endpoints,
  pdfMessages,
  PDF_MAX_BYTES,
  PDF_MAX_MEGABYTES,
} from '@immopilote/contracts';
import { ApiRequestError, call } from './api-client';

export type PdfCheck = { ok: true } | { ok: false; title: string; message: string };

/**
 * The browser half of the one PDF rule: what it can see itself (empty, too large, not a PDF by its
 * first bytes) is refused without sending anything; the rest (readable, not encrypted, at most 3
 * pages) is asked of the server, whose reader (pdf.js) is the one that counts. A PDF library in the
 * browser would weigh 175 KB gzip and could disagree with the server on a damaged file.
 */
export async function checkPdf(file: File): Promise<PdfCheck> {
  const invalid = (message: string): PdfCheck => ({
    ok: false,
    title: pdfMessages.invalidFileTitle,
    message,
  });
  if (file.size === 0) return invalid(pdfMessages.notPdf);
  if (file.size > PDF_MAX_BYTES) return invalid(pdfMessages.tooLarge(PDF_MAX_MEGABYTES));
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  // At offset 0, as on the server: "%PDF-" later in the file lets an HTML page pass as a PDF.
  if (new TextDecoder('latin1').decode(head) !== '%PDF-') return invalid(pdfMessages.notPdf);
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    // Nothing is stored: the server only applies its rule.
    await call(endpoints.documents.check, { body: form });
  } catch (err) {
    if (!(err instanceof ApiRequestError)) throw err;
    // A refusal names the file's fault; a lost connection or a server failure does not.
    if (err.status === 400 || err.status === 413) return invalid(err.message);
    return { ok: false, title: commonMessages.errorTitle, message: err.message };
  }
  return { ok: true };
}
