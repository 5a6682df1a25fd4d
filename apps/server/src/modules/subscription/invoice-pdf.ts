import {
  billingMessages,
  formatInvoiceAmount,
  formatLongDate,
  PLANS,
  PRODUCT_NAME,
  VAT_RATE_PERCENT,
} from '@immopilote/contracts';
import type { SiteConfig } from '../../config';
import { createPdf, type FontWeight } from '../../files/pdf/pdf-writer';
import type { InvoiceRow } from './billing.repo';

const INK = '#1a1f29';
const MUTED = '#59616b';
const SHADE = '#edf2f7';

export interface InvoiceSeller {
  site: SiteConfig;
  vatNumber: string | null;
}

/**
 * The local provider's invoice as a PDF, drawn from the stored row (never rewritten once issued):
 * the mentions of a French B2B invoice — unique number, dates, seller and customer, designation,
 * HT, TVA 20 %, TTC, payment and late-payment terms.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, seller: InvoiceSeller): Promise<Buffer> {
  const pdf = createPdf({
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    title: `Facture ${invoice.number}`,
    author: seller.site.publisherName,
  });
  // Baselines from the top of the page, written downwards.
  let y = 52;
  const text = (
    value: string,
    x: number,
    opts: { weight?: FontWeight; size?: number; color?: string } = {},
  ) => pdf.lineAt(value, x, y, { weight: 'regular', size: 10, color: INK, ...opts });
  const right = (value: string, xRight: number, weight: FontWeight = 'regular', size = 10) =>
    pdf.lineAt(value, xRight, y, { weight, size, color: INK, align: 'right' });
  const m = billingMessages.pdf;

  text(m.title, 50, { weight: 'bold', size: 20 });
  right(m.number(invoice.number), 545, 'bold', 12);
  y += 18;
  right(m.issuedOn(formatLongDate(invoice.issuedAt)), 545);
  y += 34;

  const columnTop = y;
  text(m.seller, 50, { weight: 'bold' });
  y += 14;
  const sellerLines = [
    [seller.site.publisherName, seller.site.publisherLegalForm].filter(Boolean).join(', '),
    seller.site.publisherAddress ?? m.address(m.unset),
    m.siren(seller.site.publisherSiren ?? m.unset),
    m.vatNumber(seller.vatNumber ?? m.unset),
  ];
  for (const line of sellerLines) {
    text(line, 50);
    y += 13;
  }
  y = columnTop;
  text(m.customer, 320, { weight: 'bold' });
  y += 14;
  for (const line of [invoice.billedName, ...invoice.billedAddress.split('\n')]) {
    text(line, 320);
    y += 13;
  }
  y = columnTop + 80;

  const plan = PLANS.find((p) => p.id === invoice.plan)!;
  pdf.doc.rect(50, y - 14, 495, 20).fill(SHADE);
  text(m.designation, 56, { weight: 'bold' });
  right(m.quantity, 355, 'bold');
  right(m.unitPriceHt, 470, 'bold');
  right(m.totalHt, 540, 'bold');
  y += 24;
  text(m.line(PRODUCT_NAME, plan.name), 56);
  right('1', 355);
  right(formatInvoiceAmount(invoice.amountHtCents), 470);
  right(formatInvoiceAmount(invoice.amountHtCents), 540);
  y += 13;
  text(m.period(formatLongDate(invoice.periodStart), formatLongDate(invoice.periodEnd)), 56, {
    color: MUTED,
    size: 9,
  });
  y += 36;

  for (const [label, value, weight] of [
    [m.totalHt, formatInvoiceAmount(invoice.amountHtCents), 'regular'],
    [m.vat(VAT_RATE_PERCENT), formatInvoiceAmount(invoice.vatCents), 'regular'],
    [m.totalTtc, formatInvoiceAmount(invoice.amountTtcCents), 'bold'],
  ] as const) {
    right(label, 440, weight);
    right(value, 540, weight);
    y += 16;
  }
  y += 20;

  const paid = invoice.status === 'paid';
  text(
    paid ? `Payée le ${formatLongDate(invoice.issuedAt)} par carte bancaire.` : 'À payer à réception.',
    50,
    { weight: 'bold' },
  );
  y += 22;
  for (const line of m.terms) {
    text(line, 50, { color: MUTED, size: 9 });
    y += 12;
  }
  return pdf.end();
}
