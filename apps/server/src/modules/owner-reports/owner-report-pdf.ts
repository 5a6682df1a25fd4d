import { ownerReportMessages } from '@immopilote/contracts';
import PDFDocument from 'pdfkit';
import { frenchDate, winAnsi } from '../mandates/register-export';

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
  visits: { date: string; note: number | null; feedback: string }[];
  recommendation: string;
  /** JPEG images, at most a few. */
  photos: Buffer[];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// French and international numbers as typed in a note: « 06 12 34 56 78 », « +33 6 12 34 56 78 », « 0612345678 ».
const PHONE = /(?:\+\d{2}[\s.]?|\b0)\d(?:[\s.-]?\d{2}){4}\b/g;

/** The agent's visit notes may quote the visitor's contact details; the owner must not get them. */
export function redactContacts(text: string): string {
  const hidden = ownerReportMessages.pdf.contactRedacted;
  return text.replace(EMAIL, hidden).replace(PHONE, hidden);
}

const MARGIN = 50;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#1d4ed8';

export function renderOwnerReportPdf(data: OwnerReportData): Promise<Buffer> {
  const m = ownerReportMessages.pdf;
  const title = winAnsi(`${m.title} – ${data.property.name}`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: winAnsi(data.agencyName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(winAnsi(text));
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(INK);
  };
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(winAnsi(`${label}\u00a0: `), { continued: true });
    doc.font('Helvetica').text(winAnsi(value));
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(winAnsi(m.title));
  doc.font('Helvetica-Bold').fontSize(14).text(winAnsi(data.property.name));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(winAnsi(m.preparedBy(data.agencyName, frenchDate(data.printedOn))));
  doc.fillColor(INK);

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
  doc.text(winAnsi(data.property.location));
  if (data.property.energy) line(m.energy, data.property.energy);
  line(m.status, data.property.status);
  line(m.price, data.property.price);

  heading(m.market);
  line(m.marketPrice, data.market ? data.market.price : m.notEvaluated);
  if (data.market) doc.text(winAnsi(data.market.good ? m.marketGood : m.marketBad));

  heading(m.commercialisation);
  doc.text(winAnsi(m.onMarketSince(frenchDate(data.onMarketSince), data.daysOnMarket)));
  doc.text(winAnsi(m.visits(data.visits.length)));

  heading(m.feedbackTitle);
  const withFeedback = data.visits.filter((v) => v.feedback.trim() !== '' || v.note !== null);
  if (withFeedback.length === 0) doc.text(winAnsi(m.noFeedback));
  for (const visit of withFeedback) {
    doc
      .font('Helvetica-Bold')
      .text(winAnsi(m.visitLine(frenchDate(visit.date), visit.note === null ? '' : m.note(visit.note))));
    doc.font('Helvetica').text(winAnsi(redactContacts(visit.feedback)), { width });
    doc.moveDown(0.4);
  }

  if (data.recommendation.trim() !== '') {
    heading(m.recommendationTitle);
    doc.text(winAnsi(data.recommendation), { width });
  }
  doc.end();
  return done;
}
