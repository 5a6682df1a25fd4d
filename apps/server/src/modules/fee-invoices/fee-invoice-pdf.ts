import {
  dealMessages,
  FEE_INVOICE_PAYMENT_DAYS,
  type FeeInvoiceRecipientRole,
  feeInvoiceMessages,
  formatInvoiceAmount,
  formatLongDate,
} from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';

/** The agency's legal facts as an invoice prints them (kept on the row, `seller_facts`). */
export interface InvoiceSellerFacts {
  name: string;
  address: string;
  legalForm: string;
  /** Euros; null for an individual business, which has none. */
  shareCapital: number | null;
  siren: string;
  rcsCity: string;
  vatNumber: string;
  cardNumber: string;
  cardIssuer: string;
}

export interface FeeInvoicePdfData {
  reference: string;
  issuedOn: string;
  dueOn: string;
  seller: InvoiceSellerFacts;
  recipient: { role: FeeInvoiceRecipientRole; name: string; address: string };
  propertyName: string;
  description: string;
  amountExclVatCents: number;
  vatCents: number;
  amountInclVatCents: number;
}

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';
const RULE = '#cbd5e1';

/** A fee invoice on one A4 page, with every mention a French invoice must carry. */
export async function renderFeeInvoicePdf(data: FeeInvoicePdfData): Promise<Buffer> {
  const m = feeInvoiceMessages.pdf;
  const s = data.seller;
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title: m.title(data.reference),
    author: s.name,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.9);
    pdf.style({ weight: 'bold', size: 11, color: BRAND }).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
    pdf.style({ weight: 'regular', size: 10, color: INK });
  };

  pdf.style({ weight: 'bold', size: 18, color: INK }).text(m.title(data.reference), { width });
  pdf.style({ weight: 'regular', size: 10.5 }).text(m.issuedOn(formatLongDate(data.issuedOn)));
  doc.text(m.dueOn(formatLongDate(data.dueOn)));

  heading(m.seller);
  pdf.style({ weight: 'bold' }).text(s.name, { width });
  pdf.style({ weight: 'regular' }).text(s.address, { width });
  doc.text(
    s.shareCapital === null ? s.legalForm : m.capital(s.legalForm, formatInvoiceAmount(s.shareCapital * 100)),
    { width },
  );
  doc.text(m.siren(s.siren, s.rcsCity), { width });
  doc.text(m.vatNumber(s.vatNumber), { width });
  doc.text(m.card(s.cardNumber, s.cardIssuer), { width });

  heading(m.recipient);
  pdf.style({ weight: 'bold' }).text(data.recipient.name, { width });
  pdf.style({ weight: 'regular' }).text(data.recipient.address, { width });
  doc.text(m.recipientRole(dealMessages.recipientRoles[data.recipient.role]), { width });

  heading(m.property);
  doc.text(data.propertyName, { width });

  heading(m.operation);
  const c = m.columns;
  const columns = [0.46, 0.18, 0.18, 0.18].map((share) => share * width);
  const amounts = [data.amountExclVatCents, data.vatCents, data.amountInclVatCents].map(formatInvoiceAmount);
  doc.table({
    columnStyles: columns,
    defaultStyle: { padding: 5, border: 0.5, borderColor: RULE },
    data: [
      [c.label, c.exclVat, c.vat, c.inclVat].map((text) => ({
        text,
        type: 'TH' as const,
        font: { src: pdf.font('bold') },
        backgroundColor: '#f1f5f9',
      })),
      [data.description, ...amounts].map((text, i) => ({
        text,
        align: { x: i === 0 ? ('left' as const) : ('right' as const) },
      })),
    ],
  });

  doc.moveDown(0.8);
  const totals: [string, number][] = [
    [m.totalExclVat, data.amountExclVatCents],
    [m.totalVat, data.vatCents],
    [m.totalInclVat, data.amountInclVatCents],
  ];
  for (const [label, cents] of totals) {
    const bold = label === m.totalInclVat;
    const y = doc.y;
    pdf.style({ weight: bold ? 'bold' : 'regular', size: 10.5, color: INK });
    doc.text(label, MARGIN + width * 0.5, y, { width: width * 0.3 });
    doc.text(formatInvoiceAmount(cents), MARGIN + width * 0.8, y, { width: width * 0.2, align: 'right' });
  }

  heading(m.terms);
  doc.text(m.paymentTerms(FEE_INVOICE_PAYMENT_DAYS, formatLongDate(data.dueOn)), { width });
  doc.text(m.noDiscount, { width });
  doc.moveDown(0.4);
  pdf.style({ size: 9, color: MUTED }).text(m.latePayment, { width, align: 'justify' });

  return pdf.end();
}
