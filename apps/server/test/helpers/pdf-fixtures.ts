import fs from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';

/**
 * Test PDFs are built here, never checked in. French text needs a TrueType font with é, œ and €:
 * DejaVu from Debian's fonts-dejavu-core (`apt-get install -y fonts-dejavu-core` on CI).
 */
const FONT_PATH = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

function fontBytes(): Buffer {
  if (!fs.existsSync(FONT_PATH)) {
    throw new Error(`${FONT_PATH} is missing: apt-get install -y fonts-dejavu-core`);
  }
  return fs.readFileSync(FONT_PATH);
}

let fontRegistered = false;

/** A white A4 page image (150 dpi) with the lines drawn in black, like a scan. */
export async function scannedPagePng(lines: string[]): Promise<Buffer> {
  if (!fontRegistered) {
    GlobalFonts.register(fontBytes(), 'DejaVuTest');
    fontRegistered = true;
  }
  const canvas = createCanvas(1240, 1754);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 1240, 1754);
  ctx.fillStyle = '#000000';
  ctx.font = '40px DejaVuTest';
  for (const [i, line] of lines.entries()) ctx.fillText(line, 100, 200 + i * 80);
  return canvas.encode('png');
}

export type PageSpec = { text: string[] } | { scan: string[] };

/** A PDF whose pages carry a text layer ({ text }) or only an image of text ({ scan }). */
export async function buildPdf(pages: PageSpec[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes(), { subset: true });
  for (const spec of pages) {
    const page = doc.addPage([595, 842]);
    if ('text' in spec) {
      for (const [i, line] of spec.text.entries())
        page.drawText(line, { x: 50, y: 780 - i * 24, size: 13, font });
    } else {
      const image = await doc.embedPng(await scannedPagePng(spec.scan));
      page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
    }
  }
  return Buffer.from(await doc.save());
}

export const FRENCH_PAGES = [
  ['Bail d’habitation — Lyon 3e', 'Loyer mensuel : 1 250 € charges comprises.'],
  ['Le locataire reçoit les clés à la signature.', 'Un cœur de ville très prisé, œuvre de l’été.'],
  ['Dépôt de garantie : 2 500 €.', 'Fait à Marseille, le 12 février.'],
];

export const SCANNED_LINES = [
  'Attestation de domicile',
  'Madame Hélène Dupré habite à Marseille',
  'Pièce justificative pour le dossier',
];

/** A Windows executable renamed to .pdf: the name lies, the content does not. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(512, 1),
]);

/** Starts like a PDF, then garbage: the header passes, pdf.js refuses it. */
export const CORRUPTED_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41)]);

export function pdfForm(bytes: Buffer, fileName = 'document.pdf', fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
  return form;
}
