import { billingMessages, PLANS, PRODUCT_NAME, VAT_RATE_PERCENT } from '@immopilote/contracts';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { SiteConfig } from '../../config';
import type { InvoiceRow } from './billing.repo';
import { formatFrenchDate } from './billing-mail';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/**
 * The standard PDF fonts speak WinAnsi: French accents, «», ’ and € are in it, the narrow
 * no-break space Intl puts between thousands is not, so it becomes a no-break space.
 */
const pdfText = (s: string) => s.replace(/\u202f/g, '\u00a0');
const money = (cents: number) => pdfText(euros.format(cents / 100));

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
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Facture ${invoice.number}`);
  pdf.setAuthor(seller.site.publisherName);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.35, 0.38, 0.42);
  let y = 790;
  const text = (value: string, x: number, opts: { font?: PDFFont; size?: number; color?: typeof ink } = {}) =>
    page.drawText(pdfText(value), {
      x,
      y,
      font: opts.font ?? regular,
      size: opts.size ?? 10,
      color: opts.color ?? ink,
    });
  const right = (value: string, xRight: number, font: PDFFont = regular, size = 10) => {
    const v = pdfText(value);
    page.drawText(v, { x: xRight - font.widthOfTextAtSize(v, size), y, font, size, color: ink });
  };
  const m = billingMessages.pdf;

  text(m.title, 50, { font: bold, size: 20 });
  right(m.number(invoice.number), 545, bold, 12);
  y -= 18;
  right(m.issuedOn(formatFrenchDate(invoice.issuedAt)), 545);
  y -= 34;

  const columnTop = y;
  text(m.seller, 50, { font: bold });
  y -= 14;
  const sellerLines = [
    [seller.site.publisherName, seller.site.publisherLegalForm].filter(Boolean).join(', '),
    seller.site.publisherAddress ?? m.address(m.unset),
    m.siren(seller.site.publisherSiren ?? m.unset),
    m.vatNumber(seller.vatNumber ?? m.unset),
  ];
  for (const line of sellerLines) {
    text(line, 50);
    y -= 13;
  }
  y = columnTop;
  text(m.customer, 320, { font: bold });
  y -= 14;
  for (const line of [invoice.billedName, ...invoice.billedAddress.split('\n')]) {
    text(line, 320);
    y -= 13;
  }
  y = columnTop - 80;

  const plan = PLANS.find((p) => p.id === invoice.plan)!;
  page.drawRectangle({ x: 50, y: y - 6, width: 495, height: 20, color: rgb(0.93, 0.95, 0.97) });
  text(m.designation, 56, { font: bold });
  right(m.quantity, 380, bold);
  right(m.unitPriceHt, 470, bold);
  right(m.totalHt, 540, bold);
  y -= 24;
  text(m.line(PRODUCT_NAME, plan.name), 56);
  right('1', 380);
  right(money(invoice.amountHtCents), 470);
  right(money(invoice.amountHtCents), 540);
  y -= 13;
  text(m.period(formatFrenchDate(invoice.periodStart), formatFrenchDate(invoice.periodEnd)), 56, {
    color: muted,
    size: 9,
  });
  y -= 36;

  for (const [label, value, font] of [
    [m.totalHt, money(invoice.amountHtCents), regular],
    [m.vat(VAT_RATE_PERCENT), money(invoice.vatCents), regular],
    [m.totalTtc, money(invoice.amountTtcCents), bold],
  ] as const) {
    right(label, 440, font);
    right(value, 540, font);
    y -= 16;
  }
  y -= 20;

  const paid = invoice.status === 'paid';
  text(
    paid ? `Payée le ${formatFrenchDate(invoice.issuedAt)} par carte bancaire.` : 'À payer à réception.',
    50,
    {
      font: bold,
    },
  );
  y -= 22;
  for (const line of m.terms) {
    text(line, 50, { color: muted, size: 9 });
    y -= 12;
  }
  return Buffer.from(await pdf.save());
}
