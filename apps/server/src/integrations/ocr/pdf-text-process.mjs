// Runs in a child process forked by pdf-text-layer.ts (through child-task.ts): receives one PDF
// over IPC, opens it with pdf.js and either describes it (page count, encryption) or reads its
// text layer page by page, then exits. The server kills it at its time limit; its heap is capped.
// Plain JavaScript because the child does not go through the server's TypeScript loader.
import { getDocumentProxy } from 'unpdf';

async function describe(doc) {
  // pdf.js opens a PDF encrypted with an empty user password silently; it is still encrypted.
  const { info } = await doc.getMetadata();
  return { pageCount: doc.numPages, encrypted: !!info?.EncryptFilterName };
}

/**
 * Each page's text layer, streamed from pdf.js and given up as soon as a page or the document
 * holds more text than the caps: a few hundred KB of content stream can draw tens of millions of
 * characters, and reading them all is what once took minutes and gigabytes.
 */
async function readText(doc, { pageCount, pageMaxChars, documentMaxChars }) {
  let total = 0;
  for (let n = 1; n <= Math.min(pageCount, doc.numPages); n++) {
    const page = await doc.getPage(n);
    const reader = page.streamTextContent().getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const item of value.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      if (text.length > pageMaxChars || total + text.length > documentMaxChars) {
        // The process exits once the answer is sent, which stops pdf.js wherever it is.
        return { tooMuchText: true };
      }
    }
    total += text.length;
    const { width, height } = page.getViewport({ scale: 1 });
    process.send({ kind: 'event', value: { page: n, text, width, height } });
    page.cleanup();
  }
  return { tooMuchText: false };
}

process.once('message', async ({ task, pdf, limits }) => {
  let doc;
  try {
    // IPC hands bytes over as a Buffer-like view; pdf.js wants a plain Uint8Array it may detach.
    doc = await getDocumentProxy(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  } catch (err) {
    process.send({ kind: 'error', message: `unreadable: ${err?.message ?? err}` }, () => process.exit(0));
    return;
  }
  const value = task === 'describe' ? await describe(doc) : await readText(doc, limits);
  process.send({ kind: 'result', value }, () => process.exit(0));
});
