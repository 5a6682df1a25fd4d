/**
 * What a file really is, from its first bytes (never from its name or declared type).
 * History attachments accept images, PDF, DOC and DOCX (spec 000 §5).
 */
export type DocumentKind = 'image' | 'pdf' | 'doc' | 'docx';

export interface DetectedType {
  kind: DocumentKind;
  mimeType: string;
  extension: string;
}

const startsWith = (buf: Buffer, bytes: readonly number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function detectDocumentType(buf: Buffer): DetectedType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  }
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) {
    return { kind: 'image', mimeType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) {
    return { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
  }
  // ISO base media (HEIC from iPhones, AVIF): 'ftyp' at offset 4 followed by an image brand.
  if (startsWith(buf, ascii('ftyp'), 4)) {
    const brand = buf.subarray(8, 12).toString('latin1');
    if (['heic', 'heix', 'mif1', 'msf1', 'avif', 'heis'].includes(brand)) {
      return {
        kind: 'image',
        mimeType: brand === 'avif' ? 'image/avif' : 'image/heic',
        extension: brand === 'avif' ? 'avif' : 'heic',
      };
    }
  }
  if (startsWith(buf, ascii('%PDF-'))) return { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf' };
  // Word 97-2003 is an OLE2 compound file (files/office.ts then looks for its WordDocument stream).
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { kind: 'doc', mimeType: 'application/msword', extension: 'doc' };
  }
  // DOCX is a ZIP whose entry names (stored uncompressed in the headers) include word/document.xml;
  // files/office.ts then opens it to be sure.
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && buf.includes('word/document.xml', 0, 'latin1')) {
    return {
      kind: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    };
  }
  return null;
}
