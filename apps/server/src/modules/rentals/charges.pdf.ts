import { formatLongDate, rentalOwnerMessages } from '@immopilote/contracts';
import { rentalDocument } from './rental-owner-pdf';

const m = rentalOwnerMessages;

export interface ChargesPdfData {
  agencyName: string;
  propertyLabel: string;
  propertyAddress: string;
  tenants: string;
  landlords: string;
  year: number;
  lines: { label: string; amountCents: number }[];
  actualCents: number;
  provisionsCents: number;
  balanceCents: number;
  issuedOn: string;
}

/** « Régularisation annuelle des charges »: each actual charge, the provisions paid, the balance either way. */
export async function renderChargesPdf(d: ChargesPdfData): Promise<Buffer> {
  const p = m.charges.pdf;
  const pdf = rentalDocument(p.title, d.agencyName);
  pdf.text(p.year(d.year));
  pdf.heading(m.deposit.pdf.lease);
  pdf.text(m.deposit.pdf.property(d.propertyLabel, d.propertyAddress));
  pdf.text(m.deposit.pdf.tenants(d.tenants));
  if (d.landlords) pdf.text(m.deposit.pdf.landlords(d.landlords));
  pdf.heading(p.actual);
  pdf.account([
    ...d.lines.map((l) => ({ label: l.label, cents: l.amountCents })),
    { label: p.actualTotal, cents: d.actualCents, bold: true },
  ]);
  pdf.heading(m.deposit.pdf.account);
  pdf.account([
    { label: p.actualTotal, cents: d.actualCents },
    { label: p.provisions, cents: -d.provisionsCents },
    { label: d.balanceCents >= 0 ? p.owed : p.refund, cents: Math.abs(d.balanceCents), bold: true },
  ]);
  pdf.muted(p.legal);
  pdf.muted(m.statements.pdf.printedBy(d.agencyName, formatLongDate(d.issuedOn)));
  return pdf.end();
}
