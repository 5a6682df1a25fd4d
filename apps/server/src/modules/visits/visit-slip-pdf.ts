import { formatShortDate, visitMessages } from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';

/** What a « bon de visite » prints (FRENCH-RULES §6.1): dated, with the mandate number and the insurer. */
export interface VisitSlipData {
  agency: {
    name: string;
    address: string;
    city: string;
    cardNumber: string | null;
    cardIssuer: string | null;
    insurerName: string | null;
    insurerPolicy: string | null;
  };
  property: { name: string; nature: string; address: string };
  mandateNumber: number | null;
  /** YYYY-MM-DD and HH:MM, Europe/Paris. */
  date: string;
  startTime: string | null;
  visitors: { name: string; email: string | null; phone: string | null }[];
}

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';

export async function renderVisitSlipPdf(data: VisitSlipData): Promise<{ body: Buffer; pages: number }> {
  const m = visitMessages.slip;
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title: `${m.title} – ${data.property.name}`,
    author: data.agency.name,
    bufferPages: true,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.9);
    pdf.style({ weight: 'bold', size: 12, color: BRAND }).text(text);
    doc.moveDown(0.25);
    pdf.style({ weight: 'regular', size: 10.5, color: INK });
  };

  pdf.style({ weight: 'bold', size: 20, color: INK }).text(m.title);
  pdf.style({ weight: 'bold', size: 12 }).text(m.mandate(data.mandateNumber));
  pdf.style({ weight: 'regular', size: 10.5 }).text(m.when(formatShortDate(data.date), data.startTime));

  heading(m.agency);
  pdf.style({ weight: 'bold' }).text(data.agency.name);
  pdf.style({ weight: 'regular' }).text(data.agency.address);
  doc.text(
    data.agency.cardNumber && data.agency.cardIssuer
      ? m.card(data.agency.cardNumber, data.agency.cardIssuer)
      : m.cardMissing,
  );
  doc.text(
    data.agency.insurerName && data.agency.insurerPolicy
      ? m.insurance(data.agency.insurerName, data.agency.insurerPolicy)
      : m.insuranceMissing,
  );

  heading(m.property);
  pdf.style({ weight: 'bold' }).text(data.property.name);
  pdf.style({ weight: 'regular' }).text(data.property.nature);
  doc.text(data.property.address);

  heading(m.visitors);
  for (const visitor of data.visitors) doc.text(m.visitorLine(visitor.name, visitor.email, visitor.phone));

  doc.moveDown(0.9);
  doc.text(m.statement(data.agency.name), { width, align: 'justify' });
  doc.moveDown(0.6);
  doc.text(m.signaturePlace(data.agency.city));

  heading(m.signatures);
  pdf.style({ size: 9, color: MUTED }).text(m.signatureHint, { width });
  pdf.style({ size: 10.5, color: INK });
  for (const visitor of data.visitors) {
    doc.moveDown(0.6);
    doc.text(visitor.name);
    // Room for the signature the sealing step stamps below each name.
    const top = doc.y + 4;
    doc.rect(MARGIN, top, 220, 60).strokeColor('#cbd5e1').stroke();
    doc.y = top + 64;
    doc.x = MARGIN;
  }
  const pages = doc.bufferedPageRange().count;
  return { body: await pdf.end(), pages };
}
