import {
  formatInvoiceAmount,
  formatLongDate,
  type LeaseChargesMode,
  type ReceiptKind,
  rentMessages,
} from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';

export interface RentDocumentParties {
  landlords: string;
  mandatary: { name: string; address: string };
  tenants: string;
  propertyLabel: string;
  propertyAddress: string;
}

export interface ReceiptPdfData extends RentDocumentParties {
  kind: ReceiptKind;
  month: string;
  issuedOn: string;
  rentCents: number;
  chargesCents: number;
  chargesMode: LeaseChargesMode;
  /** A quittance: the period's total; a reçu: this payment. */
  paidCents: number;
  /** A reçu: what is still owed after this payment. */
  remainingCents: number;
  payments: { receivedOn: string; method: string; amountCents: number }[];
}

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';

type Pdf = ReturnType<typeof createPdf>;

/** The parties block every rent document opens with: landlord (and the agency as mandatary), tenants, dwelling. */
export function drawParties(pdf: Pdf, data: RentDocumentParties, width: number) {
  const m = rentMessages.pdf;
  const { doc } = pdf;
  const heading = (text: string) => {
    doc.moveDown(0.8);
    pdf.style({ weight: 'bold', size: 11, color: BRAND }).text(text, MARGIN, doc.y, { width });
    pdf.style({ weight: 'regular', size: 10.5, color: INK });
  };
  heading(m.landlord);
  doc.text(data.landlords || data.mandatary.name, { width });
  if (data.landlords) doc.text(m.mandatary(data.mandatary.name, data.mandatary.address), { width });
  heading(m.tenants);
  doc.text(data.tenants, { width });
  heading(m.property);
  doc.text(data.propertyLabel, { width });
  doc.text(data.propertyAddress, { width });
}

/** Label on the left, amount on the right, on one line. */
export function drawAmount(pdf: Pdf, label: string, cents: number, width: number, bold = false) {
  const { doc } = pdf;
  const y = doc.y;
  pdf.style({ weight: bold ? 'bold' : 'regular', size: 10.5, color: INK });
  doc.text(label, MARGIN, y, { width: width * 0.7 });
  doc.text(formatInvoiceAmount(cents), MARGIN + width * 0.7, y, { width: width * 0.3, align: 'right' });
}

export function newRentPdf(title: string, author: string) {
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title,
    author,
  });
  return { pdf, width: pdf.doc.page.width - 2 * MARGIN };
}

/**
 * A quittance (the period paid in full: rent and charges apart, the payments, « pour acquit », free
 * of charge) or a reçu (a partial payment: the amount, what remains, and that it is no quittance).
 */
export async function renderReceiptPdf(data: ReceiptPdfData): Promise<Buffer> {
  const m = rentMessages.pdf;
  const title = data.kind === 'quittance' ? m.quittanceTitle : m.recuTitle;
  const { pdf, width } = newRentPdf(`${title} — ${data.month}`, data.mandatary.name);
  const { doc } = pdf;
  pdf.style({ weight: 'bold', size: 18, color: INK }).text(title, { width });
  pdf.style({ weight: 'regular', size: 11 }).text(m.period(data.month), { width });
  doc.text(m.issuedOn(formatLongDate(data.issuedOn)), { width });
  drawParties(pdf, data, width);

  doc.moveDown(1);
  drawAmount(pdf, m.rent, data.rentCents, width);
  drawAmount(pdf, m.charges(data.chargesMode), data.chargesCents, width);
  drawAmount(pdf, m.total, data.rentCents + data.chargesCents, width, true);
  doc.moveDown(0.6);
  drawAmount(pdf, m.paid, data.paidCents, width, true);
  if (data.kind === 'recu') drawAmount(pdf, m.remaining, data.remainingCents, width, true);

  doc.moveDown(0.8);
  pdf.style({ weight: 'bold', size: 11, color: BRAND }).text(m.payments, MARGIN, doc.y, { width });
  pdf.style({ weight: 'regular', size: 10.5, color: INK });
  for (const p of data.payments) {
    doc.text(m.paymentLine(formatLongDate(p.receivedOn), p.method, formatInvoiceAmount(p.amountCents)), {
      width,
    });
  }

  doc.moveDown(1);
  if (data.kind === 'quittance') {
    doc.text(
      m.acquit(data.landlords || data.mandatary.name, formatInvoiceAmount(data.paidCents), data.month),
      { width, align: 'justify' },
    );
  } else {
    doc.text(m.recuBody(formatInvoiceAmount(data.paidCents), data.month), { width, align: 'justify' });
    doc.moveDown(0.4);
    pdf.style({ weight: 'bold' }).text(m.notAQuittance, { width, align: 'justify' });
  }
  doc.moveDown(1);
  pdf.style({ weight: 'regular', size: 9, color: MUTED }).text(m.free, { width });
  return pdf.end();
}
