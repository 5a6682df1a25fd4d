import { formatInvoiceAmount } from '@immopilote/contracts';
import { createPdf, type PdfWriter } from '../../files/pdf/pdf-writer';

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';
const RULE = '#cbd5e1';

/** One line of an account: a label and an amount in cents, the total lines in bold. */
export interface AccountLine {
  label: string;
  cents: number;
  bold?: boolean;
}

/**
 * The layout the deposit's account, the charges regularisation and the owner statement share: a
 * title, facts, then accounts of labelled amounts with every cent printed (accounting documents).
 */
export function rentalDocument(title: string, author: string) {
  const pdf: PdfWriter = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title,
    author,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  pdf.style({ weight: 'bold', size: 17, color: INK }).text(title, MARGIN, doc.y, { width });
  pdf.style({ weight: 'regular', size: 10.5, color: INK });
  return {
    heading(text: string) {
      doc.moveDown(0.9);
      pdf.style({ weight: 'bold', size: 11, color: BRAND }).text(text, MARGIN, doc.y, { width });
      doc.moveDown(0.2);
      pdf.style({ weight: 'regular', size: 10.5, color: INK });
    },
    text(text: string) {
      pdf.style({ weight: 'regular', size: 10.5, color: INK }).text(text, MARGIN, doc.y, { width });
    },
    muted(text: string) {
      doc.moveDown(0.6);
      pdf.style({ weight: 'regular', size: 9, color: MUTED }).text(text, MARGIN, doc.y, { width });
    },
    account(lines: readonly AccountLine[]) {
      for (const line of lines) {
        if (line.bold) {
          doc.moveDown(0.2);
          doc
            .moveTo(MARGIN, doc.y)
            .lineTo(MARGIN + width, doc.y)
            .lineWidth(0.5)
            .strokeColor(RULE)
            .stroke();
          doc.moveDown(0.2);
        }
        const y = doc.y;
        pdf.style({ weight: line.bold ? 'bold' : 'regular', size: 10.5, color: INK });
        doc.text(line.label, MARGIN, y, { width: width * 0.72 });
        const after = doc.y;
        doc.text(formatInvoiceAmount(line.cents), MARGIN + width * 0.72, y, {
          width: width * 0.28,
          align: 'right',
        });
        doc.y = Math.max(after, doc.y);
      }
    },
    end: () => pdf.end(),
  };
}
