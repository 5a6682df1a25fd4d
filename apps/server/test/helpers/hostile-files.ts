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
