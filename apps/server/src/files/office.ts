import CFB from 'cfb';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Word files opened far enough to know they are Word files, not HTML or anything else given a
 * .doc/.docx name and the right first bytes. Nothing is rendered or kept from them.
 */

const DOCX_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** [Content_Types].xml is a few KB; a bigger one is not from a word processor. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

/**
 * DOCX: a ZIP whose central directory lists `[Content_Types].xml` declaring a WordprocessingML
 * main part, and a non-empty `word/document.xml`. Only the content-types part is inflated, so a
 * compressed bomb in the document body costs nothing here.
 */
export function isDocx(bytes: Uint8Array): boolean {
  const sizes = new Map<string, number>();
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        sizes.set(file.name, file.originalSize);
        return file.name === '[Content_Types].xml' && file.originalSize <= CONTENT_TYPES_MAX_BYTES;
      },
    });
  } catch {
    return false;
  }
  const contentTypes = entries['[Content_Types].xml'];
  if (!contentTypes || !(sizes.get('word/document.xml') ?? 0)) return false;
  return strFromU8(contentTypes).includes(DOCX_MAIN_TYPE);
}

/** The Word binary format's File Information Block starts with wIdent 0xA5EC ([MS-DOC] 2.5.2). */
const WORD_FIB_IDENT = 0xa5ec;

/** DOC: an OLE2 compound file holding a `WordDocument` stream that starts with Word's FIB. */
export function isDoc(bytes: Uint8Array): boolean {
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: 'buffer',
    });
    const entry = CFB.find(container, 'WordDocument');
    const content = entry?.type === 2 ? entry.content : undefined;
    return !!content && content.length >= 2 && (content[0]! | (content[1]! << 8)) === WORD_FIB_IDENT;
  } catch {
    return false;
  }
}
