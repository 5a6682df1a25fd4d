import zlib from 'node:zlib';
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';

/**
 * Files that claim to be what they are not (issue 9, item 9), beside genuine minimal ones built
 * with independent writers (pdf-lib, fflate, cfb) so the server's readers are checked against
 * real formats.
 */

export async function blankPdf(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}

/** An HTML page followed by a real PDF: "%PDF-" within the first kilobyte, and pdf.js reads it. */
export const htmlPolyglotPdf = async (): Promise<Buffer> =>
  Buffer.concat([Buffer.from('<html><script>alert(document.cookie)</script>\n'), await blankPdf()]);

/** A PDF whose Standard security handler wants a password (the /U entry matches no empty password). */
export function passwordProtectedPdf(): Buffer {
  const hex = (n: number) => 'ab'.repeat(n);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const DOCX_CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const DOCX_BODY =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Bail</w:t></w:r></w:p></w:body></w:document>';

export const minimalDocx = (): Buffer =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(DOCX_CONTENT_TYPES),
      'word/document.xml': strToU8(DOCX_BODY),
    }),
  );

/** A ZIP named like a DOCX, holding an HTML page at word/document.xml and no content types. */
export const zipOfHtml = (): Buffer =>
  Buffer.from(zipSync({ 'word/document.xml': strToU8('<html><script>alert(1)</script></html>') }));

/** A ZIP with both names but content types of a spreadsheet. */
export const docxWithForeignTypes = (): Buffer =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        DOCX_CONTENT_TYPES.replace('wordprocessingml.document.main', 'spreadsheetml.sheet.main'),
      ),
      'word/document.xml': strToU8(DOCX_BODY),
    }),
  );

/** The ZIP signature and the right entry name in plain text, then HTML: not a ZIP at all. */
export const FAKE_DOCX_HTML = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('word/document.xml<html><script>alert(1)</script></html>'),
]);

function compoundFile(streamName: string, firstBytes: number[]): Buffer {
  const container = CFB.utils.cfb_new();
  const stream = Buffer.alloc(4096);
  Buffer.from(firstBytes).copy(stream);
  CFB.utils.cfb_add(container, streamName, stream);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A Word 97-2003 container: a WordDocument stream starting with the FIB identifier 0xA5EC. */
export const minimalDoc = () => compoundFile('WordDocument', [0xec, 0xa5]);
/** An OLE2 container of something else (an Excel workbook's stream). */
export const oleWithoutWordStream = () => compoundFile('Workbook', [0x09, 0x08]);

/** The OLE2 signature followed by an HTML page. */
export const FAKE_DOC_HTML = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.from('<html><script>alert(1)</script></html>'.padEnd(1024, ' ')),
]);

const bombs = new Map<number, Promise<Buffer>>();

/**
 * Raw DEFLATE data that inflates to `mib` MiB of zeros, about 1 KB per MiB, as one ordinary
 * stream (fflate stops early on a stream of flushed segments, not on this). Built once per size.
 */
export function deflateBomb(mib: number): Promise<Buffer> {
  let bomb = bombs.get(mib);
  if (!bomb) {
    bomb = (async () => {
      const deflate = zlib.createDeflateRaw({ level: 9 });
      const chunks: Buffer[] = [];
      deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => deflate.on('end', resolve));
      const zeros = Buffer.alloc(1 << 20);
      for (let i = 0; i < mib; i++) {
        if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
      }
      deflate.end();
      await ended;
      return Buffer.concat(chunks);
    })();
    bombs.set(mib, bomb);
  }
  return bomb;
}

export interface RawZipEntry {
  name: string;
  /** What is stored: raw DEFLATE data (method 8). */
  deflated: Buffer;
  /** The uncompressed size the headers declare, true or not. */
  declaredSize: number;
  /** How many times the central directory lists this entry (all pointing at the same data). */
  listings?: number;
}

/** A ZIP written by hand, so its headers can say what a genuine writer never would. */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    for (let i = 0; i < (entry.listings ?? 1); i++) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(entry.deflated.length, 20);
      central.writeUInt32LE(entry.declaredSize, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, name);
      listed++;
    }
    locals.push(local, name, entry.deflated);
    offset += 30 + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const deflated = (text: string) => zlib.deflateRawSync(Buffer.from(text));

/**
 * A Word file of about 1 MB whose content types declare 2 KB and inflate to `mib` MiB (issue 25:
 * 1 GiB froze the server 9 s), listed `listings` times in the central directory (six: 34 s).
 */
export async function docxContentTypesBomb({ mib = 1024, listings = 1 } = {}): Promise<Buffer> {
  return rawZip([
    { name: '[Content_Types].xml', deflated: await deflateBomb(mib), declaredSize: 2048, listings },
    { name: 'word/document.xml', deflated: deflated(DOCX_BODY), declaredSize: DOCX_BODY.length },
  ]);
}

/** Genuine content types, and a document body declaring 160 bytes that inflates to `mib` MiB. */
export async function docxLyingBody(mib = 256): Promise<Buffer> {
  return rawZip([
    {
      name: '[Content_Types].xml',
      deflated: deflated(DOCX_CONTENT_TYPES),
      declaredSize: DOCX_CONTENT_TYPES.length,
    },
    { name: 'word/document.xml', deflated: await deflateBomb(mib), declaredSize: DOCX_BODY.length },
  ]);
}

/** A genuine minimal Word file whose central directory lists each entry twice. */
export function docxListedTwice(): Buffer {
  return rawZip([
    {
      name: '[Content_Types].xml',
      deflated: deflated(DOCX_CONTENT_TYPES),
      declaredSize: DOCX_CONTENT_TYPES.length,
      listings: 2,
    },
    { name: 'word/document.xml', deflated: deflated(DOCX_BODY), declaredSize: DOCX_BODY.length },
  ]);
}

/** The same minimal Word file through rawZip, honest: the writer above is a real ZIP writer. */
export function docxByRawZip(): Buffer {
  return rawZip([
    {
      name: '[Content_Types].xml',
      deflated: deflated(DOCX_CONTENT_TYPES),
      declaredSize: DOCX_CONTENT_TYPES.length,
    },
    { name: 'word/document.xml', deflated: deflated(DOCX_BODY), declaredSize: DOCX_BODY.length },
  ]);
}

/**
 * A one-page PDF of a few KB whose compressed content stream draws `chars` characters of text
 * (issue 25: 611 KB drew 63.8 million and held the server 108 s).
 */
export function textLayerBombPdf(chars: number): Buffer {
  const line = `(${'Bail '.repeat(200)}) Tj T* `;
  const perLine = 1000;
  const content = zlib.deflateSync(
    Buffer.from(`BT /F1 1 Tf 0 800 Td 1 TL ${line.repeat(Math.ceil(chars / perLine))}ET`, 'latin1'),
    { level: 9 },
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    if (object === null) {
      push(
        Buffer.from(
          `${i + 1} 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`,
          'latin1',
        ),
      );
      push(content);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    }
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}
