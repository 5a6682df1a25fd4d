import { stripAccents } from '@immopilote/contracts';
import contentDisposition from 'content-disposition';

/** The name for clients that ignore `filename*`: printable ASCII, accents dropped, anything else « _ ». */
const asciiFallback = (fileName: string) => stripAccents(fileName).replace(/[^\x20-\x7e]/g, '_');

/**
 * Every download's `Content-Disposition` (RFC 6266): the exact UTF-8 name in `filename*` (RFC 5987, every
 * character outside its attribute set percent-encoded) beside a plain ASCII `filename`.
 */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, { fallback: asciiFallback(fileName) });
}

/** A file the browser shows or hands to an application (a calendar feed) rather than saves. */
export function inlineDisposition(fileName: string): string {
  return contentDisposition(fileName, { type: 'inline', fallback: asciiFallback(fileName) });
}
