import { formatLongDate, rentalOwnerMessages } from '@immopilote/contracts';
import { type AccountLine, rentalDocument } from './rental-owner-pdf';

const m = rentalOwnerMessages.deposit.pdf;

export interface DepositReturnPdfData {
  agencyName: string;
  propertyLabel: string;
  propertyAddress: string;
  tenants: string;
  landlords: string;
  startOn: string;
  endedOn: string;
  keysReturnedOn: string;
  entryOn: string | null;
  exitOn: string | null;
  exitMatchesEntry: boolean;
  deadline: string;
  depositCents: number;
  deductions: { label: string; amountCents: number }[];
  penaltyMonths: number;
  penaltyCents: number;
  returnedOn: string;
  returnedCents: number;
}

/** « Décompte de restitution du dépôt de garantie »: the deposit, each deduction, the penalty, what was paid back. */
export async function renderDepositReturnPdf(d: DepositReturnPdfData): Promise<Buffer> {
  const pdf = rentalDocument(m.title, d.agencyName);
  pdf.heading(m.lease);
  pdf.text(m.property(d.propertyLabel, d.propertyAddress));
  pdf.text(m.tenants(d.tenants));
  if (d.landlords) pdf.text(m.landlords(d.landlords));
  pdf.text(m.period(formatLongDate(d.startOn), formatLongDate(d.endedOn)));
  pdf.text(m.keys(formatLongDate(d.keysReturnedOn)));

  pdf.heading(m.inspections);
  pdf.text(m.entry(d.entryOn && formatLongDate(d.entryOn)));
  pdf.text(m.exit(d.exitOn && formatLongDate(d.exitOn)));
  pdf.text(m.matches(d.exitMatchesEntry));
  pdf.text(m.deadline(formatLongDate(d.deadline)));

  pdf.heading(m.account);
  const lines: AccountLine[] = [
    { label: m.deposit, cents: d.depositCents },
    ...d.deductions.map((x) => ({ label: m.deduction(x.label), cents: -x.amountCents })),
  ];
  if (d.penaltyCents > 0) lines.push({ label: m.penalty(d.penaltyMonths), cents: d.penaltyCents });
  lines.push({ label: m.total, cents: d.returnedCents, bold: true });
  pdf.account(lines);
  pdf.text(m.returnedOn(formatLongDate(d.returnedOn)));
  pdf.muted(m.legal);
  pdf.muted(m.printedBy(d.agencyName, formatLongDate(d.returnedOn)));
  return pdf.end();
}
