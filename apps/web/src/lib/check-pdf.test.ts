import { pdfMessages } from '@immopilote/contracts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdf } from './check-pdf';

async function blankPdf(pages = 1): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]);
  return new Uint8Array(await doc.save());
}

const fileOf = (parts: BlobPart[], name = 'document.pdf') =>
  new File(parts, name, { type: 'application/pdf' });

describe('checkPdf (the browser half of the one PDF rule)', () => {
  it('accepts a PDF of up to 3 pages', async () => {
    expect(await checkPdf(fileOf([await blankPdf(3)]))).toEqual({ ok: true });
  });
  it('refuses an HTML page holding a PDF: the signature must open the file', async () => {
    const polyglot = fileOf(['<html><script>alert(1)</script>\n', await blankPdf()]);
    expect(await checkPdf(polyglot)).toMatchObject({ ok: false, message: pdfMessages.notPdf });
  });
  it('refuses a 4-page PDF', async () => {
    expect(await checkPdf(fileOf([await blankPdf(4)]))).toMatchObject({
      ok: false,
      message: pdfMessages.tooManyPages,
    });
  });
});
