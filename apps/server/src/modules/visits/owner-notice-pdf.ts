import {
  formatShortDate,
  type VisitInterest,
  type VisitPriceOpinion,
  visitMessages,
} from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';
import { redactContacts } from '../../files/redact-contacts';

/**
 * What the owner is told of visits (décret 72-678 art. 77): no visitor's name, e-mail or phone ever
 * reaches this structure, as in the owner report.
 */
export interface OwnerNoticeData {
  agencyName: string;
  printedOn: string;
  propertyName: string;
  mandateNumber: number | null;
  visits: {
    date: string;
    startTime: string | null;
    interest: VisitInterest | null;
    priceOpinion: VisitPriceOpinion | null;
    remarks: string | null;
  }[];
}

const MARGIN = 50;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';

export function renderOwnerNoticePdf(data: OwnerNoticeData): Promise<Buffer> {
  const m = visitMessages.notice;
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title: `${m.title} – ${data.propertyName}`,
    author: data.agencyName,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  const line = (label: string, value: string) => {
    pdf.style({ weight: 'bold' }).text(`${label}\u00a0: `, { continued: true });
    pdf.style({ weight: 'regular' }).text(value, { width });
  };

  pdf.style({ weight: 'bold', size: 20, color: INK }).text(m.title);
  pdf.style({ size: 14 }).text(data.propertyName);
  pdf.style({ weight: 'regular', size: 10, color: MUTED });
  if (data.mandateNumber !== null) doc.text(m.mandate(data.mandateNumber));
  doc.text(formatShortDate(data.printedOn));
  pdf.style({ size: 10.5, color: INK });
  doc.moveDown(0.6);
  doc.text(m.intro(data.agencyName, data.propertyName), { width });
  doc.moveDown(0.3);
  doc.text(m.count(data.visits.length));

  for (const visit of data.visits) {
    doc.moveDown(0.8);
    pdf
      .style({ weight: 'bold', size: 12, color: BRAND })
      .text(m.visitLine(formatShortDate(visit.date), visit.startTime));
    pdf.style({ weight: 'regular', size: 10.5, color: INK });
    if (!visit.interest && !visit.priceOpinion && !visit.remarks) {
      doc.text(m.noFeedback);
      continue;
    }
    if (visit.interest) line(m.interest, visitMessages.interests[visit.interest]);
    if (visit.priceOpinion) line(m.priceOpinion, visitMessages.priceOpinions[visit.priceOpinion]);
    if (visit.remarks) line(m.remarks, redactContacts(visit.remarks));
  }
  return pdf.end();
}
