import {
  formatInvoiceAmount,
  formatLongDate,
  type IrlArea,
  type LeaseChargesMode,
  type LeaseKind,
  leaseDocumentMessages as d,
  leaseMessages,
} from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';

/** What the lease document prints: the lease's terms and parties as copied on the lease's rows. */
export interface LeaseDocumentFacts {
  kind: LeaseKind;
  propertyLabel: string;
  propertyAddress: string;
  energyClass: string | null;
  startOn: string;
  durationMonths: number;
  rentCents: number;
  chargesCents: number;
  chargesMode: LeaseChargesMode;
  depositCents: number;
  paymentDay: number;
  hasRevisionClause: boolean;
  referenceQuarter: number | null;
  irlArea: IrlArea;
  rentControlled: boolean;
  referenceRentCents: number | null;
  increasedReferenceRentCents: number | null;
  rentSupplementCents: number | null;
  rentSupplementReason: string | null;
  mandateNumber: string | null;
  drawnOn: string;
  agency: {
    name: string;
    address: string;
    legalForm: string | null;
    siren: string | null;
    cardNumber: string | null;
    cardIssuer: string | null;
    guaranteeName: string | null;
    guaranteeAmount: number | null;
  };
  landlords: { name: string; address: string | null }[];
  tenants: {
    id: string;
    name: string;
    email: string | null;
    address: string | null;
    electronicDelivery: boolean;
  }[];
  guarantors: { name: string; address: string | null; guarantorOf: string | null }[];
}

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';

/** A meublé of nine months can only be a student's (art. 25-7): every other meublé runs a year or more. */
export const isStudentLease = (kind: LeaseKind, durationMonths: number) =>
  kind === 'meuble' && durationMonths < 12;

/** The lease with the mentions of the legal model (décret 2015-587), in French, with page numbers. */
export async function drawLeaseDocument(f: LeaseDocumentFacts): Promise<{ pdf: Buffer; pageCount: number }> {
  const title = d.title[f.kind];
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title,
    author: f.agency.name,
    bufferPages: true,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  const money = formatInvoiceAmount;
  const heading = (text: string) => {
    doc.moveDown(0.9);
    pdf.style({ weight: 'bold', size: 11.5, color: BRAND }).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.25);
    pdf.style({ weight: 'regular', size: 10, color: INK });
  };
  const subheading = (text: string) => {
    doc.moveDown(0.4);
    pdf.style({ weight: 'bold', size: 10, color: INK }).text(text, { width });
    pdf.style({ weight: 'regular' });
  };
  const line = (text: string) => doc.text(text, { width });
  const note = (text: string) => {
    pdf.style({ size: 9, color: MUTED }).text(text, { width });
    pdf.style({ size: 10, color: INK });
  };

  pdf.style({ weight: 'bold', size: 17, color: INK }).text(title, { width });
  doc.moveDown(0.2);
  note(d.legalBasis[f.kind]);

  heading(d.parties);
  subheading(d.landlords);
  for (const landlord of f.landlords) {
    line(`${landlord.name} — ${landlord.address ?? d.missing}`);
  }
  doc.moveDown(0.3);
  line(d.representedBy);
  pdf.style({ weight: 'bold' }).text(f.agency.name, { width });
  pdf.style({ weight: 'regular' });
  line(f.agency.address);
  line(d.agencyLegal(f.agency.legalForm ?? d.missing, f.agency.siren ?? d.missing));
  line(d.card(f.agency.cardNumber ?? d.missing, f.agency.cardIssuer ?? d.missing));
  if (f.agency.guaranteeName && f.agency.guaranteeAmount !== null) {
    line(d.guarantee(f.agency.guaranteeName, money(f.agency.guaranteeAmount * 100)));
  }
  if (f.mandateNumber) line(d.mandate(f.mandateNumber));

  subheading(d.tenants);
  for (const tenant of f.tenants) {
    line([tenant.name, tenant.address, tenant.email].filter(Boolean).join(' — '));
    if (tenant.electronicDelivery) note(d.electronicDelivery);
  }
  if (f.guarantors.length > 0) {
    subheading(d.guarantors);
    for (const guarantor of f.guarantors) {
      line([guarantor.name, guarantor.address].filter(Boolean).join(' — '));
      const tenant = f.tenants.find((t) => t.id === guarantor.guarantorOf);
      if (tenant) note(d.guarantorOf(tenant.name));
    }
  }

  heading(d.object);
  line(d.address(f.propertyAddress));
  line(d.designation(f.propertyLabel));
  line(d.furnished[f.kind]);
  if (f.energyClass) line(d.energyClass(f.energyClass));

  heading(d.term);
  line(d.startOn(formatLongDate(f.startOn)));
  line(d.duration(f.durationMonths));
  line(isStudentLease(f.kind, f.durationMonths) ? d.student : d.renewal[f.kind]);

  heading(d.money);
  line(d.rent(money(f.rentCents)));
  line(d.charges(money(f.chargesCents), leaseMessages.chargesModesShort[f.chargesMode]));
  pdf.style({ weight: 'bold' }).text(d.total(money(f.rentCents + f.chargesCents)), { width });
  pdf.style({ weight: 'regular' });
  line(d.paymentDay(f.paymentDay));
  if (f.rentControlled) {
    subheading(d.rentControl);
    if (f.referenceRentCents !== null) line(d.referenceRent(money(f.referenceRentCents)));
    if (f.increasedReferenceRentCents !== null)
      line(d.increasedReference(money(f.increasedReferenceRentCents)));
    const supplement = f.rentSupplementCents ?? 0;
    line(d.baseRent(money(f.rentCents - supplement)));
    if (supplement > 0) {
      line(d.supplement(money(supplement)));
      if (f.rentSupplementReason) line(d.supplementReason(f.rentSupplementReason));
    }
  }
  doc.moveDown(0.3);
  line(
    f.hasRevisionClause && f.referenceQuarter
      ? d.revision(f.referenceQuarter, leaseMessages.irlAreas[f.irlArea])
      : d.noRevision,
  );

  heading(d.deposit);
  if (f.kind === 'mobilite') line(d.noDeposit);
  else {
    line(d.depositAmount(money(f.depositCents)));
    note(d.depositReturn);
  }

  heading(d.annexes);
  for (const annex of d.annexList[f.kind]) line(`• ${annex}`);

  heading(d.signatures);
  line(d.drawnOn(formatLongDate(f.drawnOn)));
  doc.moveDown(0.4);
  line(d.signedFor(f.agency.name));
  for (const tenant of f.tenants) line(d.signedTenant(tenant.name));
  for (const guarantor of f.guarantors) line(d.signedGuarantor(guarantor.name));

  pdf.eachPage((page, count) => {
    doc.page.margins.bottom = 0;
    pdf
      .style({ weight: 'regular', size: 8, color: MUTED })
      .text(title, MARGIN, doc.page.height - MARGIN + 14, { width, lineBreak: false })
      .text(d.page(page, count), MARGIN, doc.page.height - MARGIN + 14, {
        width,
        align: 'right',
        lineBreak: false,
      });
  });
  const pageCount = doc.bufferedPageRange().count;
  return { pdf: await pdf.end(), pageCount };
}
