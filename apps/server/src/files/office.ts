import { fileURLToPath } from 'node:url';
import { ChildTaskFailedError, ChildTaskTimeoutError, runChildTask } from './child-task';

/**
 * Word files opened far enough to know they are Word files, not HTML or anything else given a
 * .doc/.docx name and the right first bytes. Nothing is rendered or kept from them.
 *
 * The check runs in a child process (office-check-process.mjs) within a time limit and a heap
 * cap: a 1 MB ZIP can declare small entries that inflate to gigabytes, or list one entry many
 * times, and on the main thread it froze every agency's requests for seconds.
 */

/** [Content_Types].xml is a few KB; a bigger one is not from a word processor. */
export const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;
/**
 * word/document.xml inflated at most this far (counted, not kept): the text and markup of a
 * few hundred pages; pictures live in other parts, which are not inflated.
 */
export const DOCUMENT_XML_MAX_BYTES = 64 * 1024 * 1024;
/** A genuine Word file is checked in well under a second, process start included. */
export const OFFICE_CHECK_TIME_LIMIT_MS = 5_000;
const OFFICE_CHECK_HEAP_MB = 128;
const OFFICE_CHECK_PROCESS = fileURLToPath(new URL('./office-check-process.mjs', import.meta.url));

async function checkInChild(kind: 'docx' | 'doc', bytes: Uint8Array): Promise<boolean> {
  try {
    return await runChildTask<boolean>(
      OFFICE_CHECK_PROCESS,
      {
        kind,
        bytes,
        limits: { contentTypesMaxBytes: CONTENT_TYPES_MAX_BYTES, documentMaxBytes: DOCUMENT_XML_MAX_BYTES },
      },
      { timeoutMs: OFFICE_CHECK_TIME_LIMIT_MS, heapMb: OFFICE_CHECK_HEAP_MB },
    );
  } catch (err) {
    // Over its time or out of its heap: a file built to cost that much is not a Word file we keep.
    if (err instanceof ChildTaskTimeoutError || err instanceof ChildTaskFailedError) return false;
    throw err;
  }
}

/**
 * DOCX: a ZIP whose central directory lists `[Content_Types].xml` declaring a WordprocessingML
 * main part, and a non-empty `word/document.xml`, each listed once and each inflating (as a
 * stream stopped at its cap) to exactly its declared size.
 */
export function isDocx(bytes: Uint8Array): Promise<boolean> {
  return checkInChild('docx', bytes);
}

/** DOC: an OLE2 compound file holding a `WordDocument` stream that starts with Word's FIB. */
export function isDoc(bytes: Uint8Array): Promise<boolean> {
  return checkInChild('doc', bytes);
}
