import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The one PDF writer: every document the server draws (mandate register, owner report, invoice,
 * and the coming mandates, visit slips, inspections, quittances) starts here. It embeds DejaVu Sans
 * (the `dejavu-fonts-ttf` package, shipped with the code, never fetched), which covers French and
 * every Latin-script name (Ł ő ş ț ž ß œ €, the narrow no-break space of French numbers): the
 * built-in PDF fonts only speak WinAnsi and turn « Łódź » into « ?ód? ». pdfkit embeds only the
 * glyphs a document uses, so a one-page invoice stays small.
 */

export type FontWeight = 'regular' | 'bold';
/** Condensed: the same letters about 10 % narrower, for dense tables (the register). */
type Width = 'normal' | 'condensed';

const FONT_FILES: Record<Width, Record<FontWeight, string>> = {
  normal: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  condensed: { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' },
};

const fontBytes = new Map<string, Buffer>();
/** Each face is read once per process, on the first document that needs it. */
function fontFile(file: string): Buffer {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

/** What a piece of text looks like; each field left out keeps the current one. */
export interface TextStyle {
  weight?: FontWeight;
  size?: number;
  /** CSS hex colour, e.g. `#0f172a`. */
  color?: string;
}

export interface PageSetup {
  layout?: 'portrait' | 'landscape';
  margins: { top: number; bottom: number; left: number; right: number };
  title: string;
  author: string;
  /** Keeps every page open until the end, for a foot that knows the page count (`eachPage`). */
  bufferPages?: boolean;
  /** DejaVu Sans Condensed rather than DejaVu Sans: more words per table cell. */
  condensed?: boolean;
}

export interface PdfWriter {
  /** pdfkit's document, for flowing text, tables and images; its fonts are the embedded ones. */
  readonly doc: PDFKit.PDFDocument;
  /** Sets the style of what is written next and returns the document, for chaining. */
  style(style: TextStyle): PDFKit.PDFDocument;
  /** The font of a weight, for pdfkit options that take one (table cells). */
  font(weight: FontWeight): string;
  /** One line with its baseline at (x, y) from the top-left corner; `align: 'right'` ends it at x. */
  lineAt(text: string, x: number, y: number, style?: TextStyle & { align?: 'left' | 'right' }): void;
  /** Draws on every page once the body is written (needs `bufferPages`): page numbers start at 1. */
  eachPage(draw: (page: number, count: number) => void): void;
  /** Ends the document and gives its bytes. */
  end(): Promise<Buffer>;
}

const FONT_NAMES: Record<FontWeight, string> = { regular: 'Regular', bold: 'Bold' };

/** An A4 document in DejaVu Sans (or Condensed), 10 pt, black. */
export function createPdf(setup: PageSetup): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    layout: setup.layout ?? 'portrait',
    margins: setup.margins,
    bufferPages: setup.bufferPages ?? false,
    info: { Title: setup.title, Author: setup.author },
  });
  const files = FONT_FILES[setup.condensed ? 'condensed' : 'normal'];
  for (const weight of ['regular', 'bold'] as const)
    doc.registerFont(FONT_NAMES[weight], fontFile(files[weight]));
  doc.font(FONT_NAMES.regular).fontSize(10).fillColor('black');

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const style = ({ weight, size, color }: TextStyle) => {
    if (weight) doc.font(FONT_NAMES[weight]);
    if (size !== undefined) doc.fontSize(size);
    if (color) doc.fillColor(color);
    return doc;
  };

  return {
    doc,
    style,
    font: (weight) => FONT_NAMES[weight],
    lineAt(text, x, y, { align = 'left', ...rest } = {}) {
      style(rest);
      const left = align === 'right' ? x - doc.widthOfString(text) : x;
      doc.text(text, left, y, { lineBreak: false, baseline: 'alphabetic' });
    },
    eachPage(draw) {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        draw(i - start + 1, count);
      }
    },
    end() {
      doc.end();
      return done;
    },
  };
}
