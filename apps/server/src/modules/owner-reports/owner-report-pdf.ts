import {
  formatShortDate,
  ownerReportMessages,
  type VisitInterest,
  type VisitPriceOpinion,
  visitMessages,
} from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';
import { redactContacts } from '../../files/redact-contacts';

export { redactContacts };

/** What the owner sees: no visitor's name, e-mail or phone ever reaches this structure. */
export interface OwnerReportData {
  agencyName: string;
  /** YYYY-MM-DD, Europe/Paris */
  printedOn: string;
  property: {
    name: string;
    nature: string;
    location: string;
    typeLabel: string;
    status: string;
    price: string;
    /** « classe énergie D, classe climat C »; null when the DPE is not filled in. */
    energy: string | null;
  };
  /** Formatted market price and whether the asking price is in the market range; null: not evaluated. */
  market: { price: string; good: boolean } | null;
  /** YYYY-MM-DD */
  onMarketSince: string;
  daysOnMarket: number;
  visits: {
    date: string;
    note: number | null;
    feedback: string;
    /** The visitor's feedback recorded after the visit; null when none was. */
    visitor: { interest: VisitInterest; priceOpinion: VisitPriceOpinion; remarks: string | null } | null;
  }[];
  recommendation: string;
  /** JPEG images, at most a few. */
  photos: Buffer[];
}

const MARGIN = 50;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';

export function renderOwnerReportPdf(data: OwnerReportData): Promise<Buffer> {
  const m = ownerReportMessages.pdf;
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title: `${m.title} – ${data.property.name}`,
    author: data.agencyName,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.8);
    pdf.style({ weight: 'bold', size: 13, color: BRAND }).text(text);
    doc.moveDown(0.3);
    pdf.style({ weight: 'regular', size: 10.5, color: INK });
  };
  const line = (label: string, value: string) => {
    pdf.style({ weight: 'bold' }).text(`${label}\u00a0: `, { continued: true });
    pdf.style({ weight: 'regular' }).text(value);
  };

  pdf.style({ weight: 'bold', size: 20, color: INK }).text(m.title);
  pdf.style({ size: 14 }).text(data.property.name);
  pdf
    .style({ weight: 'regular', size: 10, color: MUTED })
    .text(m.preparedBy(data.agencyName, formatShortDate(data.printedOn)));
  pdf.style({ color: INK });

  if (data.photos.length > 0) {
    doc.moveDown(0.8);
    const gap = 8;
    const photoWidth = (width - gap * (data.photos.length - 1)) / data.photos.length;
    const photoHeight = Math.min(180, photoWidth * 0.75);
    const top = doc.y;
    data.photos.forEach((photo, i) => {
      doc.image(photo, MARGIN + i * (photoWidth + gap), top, {
        fit: [photoWidth, photoHeight],
        align: 'center',
        valign: 'center',
      });
    });
    doc.y = top + photoHeight;
    doc.x = MARGIN;
  }

  heading(m.keyFacts);
  line(data.property.typeLabel, data.property.nature);
  doc.text(data.property.location);
  if (data.property.energy) line(m.energy, data.property.energy);
  line(m.status, data.property.status);
  line(m.price, data.property.price);

  heading(m.market);
  line(m.marketPrice, data.market ? data.market.price : m.notEvaluated);
  if (data.market) doc.text(data.market.good ? m.marketGood : m.marketBad);

  heading(m.commercialisation);
  doc.text(m.onMarketSince(formatShortDate(data.onMarketSince), data.daysOnMarket));
  doc.text(m.visits(data.visits.length));

  heading(m.feedbackTitle);
  const withFeedback = data.visits.filter(
    (v) => v.feedback.trim() !== '' || v.note !== null || v.visitor !== null,
  );
  if (withFeedback.length === 0) doc.text(m.noFeedback);
  for (const visit of withFeedback) {
    pdf
      .style({ weight: 'bold' })
      .text(m.visitLine(formatShortDate(visit.date), visit.note === null ? '' : m.note(visit.note)));
    pdf.style({ weight: 'regular' });
    if (visit.feedback.trim() !== '') doc.text(redactContacts(visit.feedback), { width });
    if (visit.visitor) {
      const v = visitMessages;
      doc.text(
        `${v.notice.interest}\u00a0: ${v.interests[visit.visitor.interest]} – ${v.notice.priceOpinion}\u00a0: ${v.priceOpinions[visit.visitor.priceOpinion]}`,
        { width },
      );
      if (visit.visitor.remarks) doc.text(redactContacts(visit.visitor.remarks), { width });
    }
    doc.moveDown(0.4);
  }

  if (data.recommendation.trim() !== '') {
    heading(m.recommendationTitle);
    doc.text(data.recommendation, { width });
  }
  return pdf.end();
}
