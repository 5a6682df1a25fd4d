import {
  formatInvoiceAmount,
  formatIrlValue,
  formatPercent,
  type IrlArea,
  revisionMessages,
} from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';

/** The tenants' letters: `{agencyId}/{revisionId}/revision-loyer-2026-11-01.pdf`, stored once, kept with their row. */
export const REVISION_LETTER_BUCKET = 'rent-revisions' as const;

export interface RevisionLetterData {
  agencyName: string;
  agencyAddress: string;
  tenantNames: string[];
  propertyLabel: string;
  propertyAddress: string;
  writtenOn: string;
  dueOn: string;
  effectiveOn: string;
  area: IrlArea;
  quarter: number;
  previousYear: number;
  latestYear: number;
  previousValue: number;
  latestValue: number;
  capRate: number | null;
  oldRentCents: number;
  newRentCents: number;
}

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';

/** « Révision annuelle du loyer »: the tenant's letter, with the calculation, the indices and the date. */
export async function renderRevisionLetterPdf(data: RevisionLetterData): Promise<Buffer> {
  const m = revisionMessages.letter;
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title: m.title,
    author: data.agencyName,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.9);
    pdf.style({ weight: 'bold', size: 11, color: BRAND }).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
    pdf.style({ weight: 'regular', size: 10.5, color: INK });
  };
  const latest = { year: data.latestYear, quarter: data.quarter };
  const previous = { year: data.previousYear, quarter: data.quarter };

  pdf.style({ weight: 'bold', size: 11, color: INK }).text(m.from(data.agencyName), { width });
  pdf.style({ weight: 'regular', size: 10, color: MUTED }).text(data.agencyAddress, { width });
  doc.moveDown(1);
  pdf.style({ weight: 'bold', size: 10.5, color: INK }).text(m.to, { width });
  pdf.style({ weight: 'regular' }).text(data.tenantNames.join(', '), { width });
  doc.text(`${data.propertyLabel}, ${data.propertyAddress}`, { width });
  doc.moveDown(0.8);
  doc.text(m.date(data.writtenOn), { width, align: 'right' });
  doc.moveDown(0.8);
  pdf.style({ weight: 'bold', size: 18, color: INK }).text(m.title, { width });
  doc.moveDown(0.4);
  pdf.style({ weight: 'regular', size: 10.5 }).text(m.body(data.dueOn), { width, align: 'justify' });

  heading(m.indices);
  doc.text(m.indexLine(latest, formatIrlValue(data.latestValue), data.area), { width });
  doc.text(m.indexLine(previous, formatIrlValue(data.previousValue), data.area), { width });

  heading(m.calculation);
  doc.text(m.oldRent(formatInvoiceAmount(data.oldRentCents)), { width });
  if (data.capRate === null) {
    doc.text(
      revisionMessages.section.calculation(
        formatInvoiceAmount(data.oldRentCents),
        formatIrlValue(data.latestValue),
        formatIrlValue(data.previousValue),
        formatInvoiceAmount(data.newRentCents),
      ),
      { width },
    );
  } else {
    doc.text(m.cap(formatPercent(data.capRate * 100, 1)), { width });
  }
  pdf.style({ weight: 'bold' }).text(m.newRent(formatInvoiceAmount(data.newRentCents)), { width });
  pdf.style({ weight: 'regular' }).text(m.effective(data.effectiveOn), { width });
  doc.moveDown(0.4);
  pdf.style({ size: 9.5, color: MUTED }).text(m.charges, { width });
  return pdf.end();
}
