import { formatLongDate, type LeaseChargesMode, rentMessages } from '@immopilote/contracts';
import { drawAmount, drawParties, newRentPdf, type RentDocumentParties } from './receipts.pdf';

export interface RentCallPdfData extends RentDocumentParties {
  month: string;
  /** Set when the call covers part of the month (the lease began or ends in it). */
  days: { from: string; to: string } | null;
  issuedOn: string;
  dueOn: string;
  rentCents: number;
  chargesCents: number;
  chargesMode: LeaseChargesMode;
}

/** The « avis d'échéance »: who owes what for which month, rent and charges apart, by when. */
export async function renderRentCallPdf(data: RentCallPdfData): Promise<Buffer> {
  const m = rentMessages.pdf;
  const { pdf, width } = newRentPdf(`${m.callTitle} — ${data.month}`, data.mandatary.name);
  const { doc } = pdf;
  pdf.style({ weight: 'bold', size: 18, color: '#0f172a' }).text(m.callTitle, { width });
  pdf.style({ weight: 'regular', size: 11 }).text(m.period(data.month), { width });
  if (data.days)
    doc.text(m.periodDays(formatLongDate(data.days.from), formatLongDate(data.days.to)), { width });
  doc.text(m.issuedOn(formatLongDate(data.issuedOn)), { width });
  drawParties(pdf, data, width);
  doc.moveDown(1);
  drawAmount(pdf, m.rent, data.rentCents, width);
  drawAmount(pdf, m.charges(data.chargesMode), data.chargesCents, width);
  drawAmount(pdf, m.total, data.rentCents + data.chargesCents, width, true);
  doc.moveDown(0.6);
  pdf.style({ weight: 'bold', size: 11 }).text(m.dueOn(formatLongDate(data.dueOn)), { width });
  doc.moveDown(0.6);
  pdf.style({ weight: 'regular', size: 10.5 }).text(m.callBody, { width, align: 'justify' });
  return pdf.end();
}
