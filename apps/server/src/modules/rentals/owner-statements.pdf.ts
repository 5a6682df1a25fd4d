import { formatDate, formatLongDate, formatNumber, rentalOwnerMessages } from '@immopilote/contracts';
import { rentalDocument } from './rental-owner-pdf';

const m = rentalOwnerMessages.statements.pdf;
const kinds = rentalOwnerMessages.expenses.kinds;

export interface OwnerStatementPdfData {
  agencyName: string;
  propertyLabel: string;
  propertyAddress: string;
  tenants: string;
  landlords: string;
  periodStart: string;
  periodEnd: string;
  payments: { receivedOn: string; amountCents: number; period: string }[];
  rentsCents: number;
  feeBp: number;
  feesCents: number;
  expenses: { spentOn: string; kind: keyof typeof kinds; label: string; amountCents: number }[];
  transferredCents: number;
  issuedOn: string;
}

/** « Compte rendu de gestion »: each payment with its month, the fee, each expense, the amount transferred. */
export async function renderOwnerStatementPdf(d: OwnerStatementPdfData): Promise<Buffer> {
  const pdf = rentalDocument(m.title, d.agencyName);
  pdf.text(m.period(formatLongDate(d.periodStart), formatLongDate(d.periodEnd)));
  pdf.heading(rentalOwnerMessages.deposit.pdf.lease);
  pdf.text(rentalOwnerMessages.deposit.pdf.property(d.propertyLabel, d.propertyAddress));
  if (d.landlords) pdf.text(m.landlords(d.landlords));
  pdf.text(m.tenants(d.tenants));

  pdf.heading(m.rents);
  if (d.payments.length === 0) pdf.text(m.noPayment);
  pdf.account([
    ...d.payments.map((p) => ({
      label: m.payment(formatDate(p.period, 'month'), formatLongDate(p.receivedOn)),
      cents: p.amountCents,
    })),
    { label: m.rentsTotal, cents: d.rentsCents, bold: true },
  ]);

  pdf.heading(m.expenses);
  if (d.expenses.length === 0) pdf.text(m.noExpense);
  pdf.account(
    d.expenses.map((e) => ({
      label: m.expense(formatLongDate(e.spentOn), kinds[e.kind], e.label),
      cents: -e.amountCents,
    })),
  );

  pdf.heading(rentalOwnerMessages.deposit.pdf.account);
  pdf.account([
    { label: m.rentsTotal, cents: d.rentsCents },
    { label: m.fee(formatNumber(d.feeBp / 100)), cents: -d.feesCents },
    { label: m.expenses, cents: -d.expenses.reduce((s, e) => s + e.amountCents, 0) },
    { label: m.transferred, cents: d.transferredCents, bold: true },
  ]);
  pdf.muted(m.printedBy(d.agencyName, formatLongDate(d.issuedOn)));
  return pdf.end();
}
