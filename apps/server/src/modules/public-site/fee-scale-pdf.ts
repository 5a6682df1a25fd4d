import { feeScaleMessages, formatEuros, formatLongDate, publicSiteMessages } from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';
import { feeAmount, feeBand, feeGroups } from './pages';
import type { PublicAgency } from './public-site.service';

const m = publicSiteMessages;
const MARGIN = 50;

/**
 * The fee scale as a PDF (arrêté du 10 janvier 2017: shown where the agency receives clients and
 * on its site), drawn by the one PDF writer from the same rows as the page.
 */
export async function feeScalePdf(agency: PublicAgency): Promise<Buffer> {
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    title: m.feeScale.title(agency.name),
    author: agency.name,
    bufferPages: true,
  });
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  const s = agency.site;

  pdf.style({ weight: 'bold', size: 18, color: '#0f172a' });
  doc.text(feeScaleMessages.title, { width });
  pdf.style({ weight: 'regular', size: 11, color: '#0f172a' });
  doc.text(`${agency.name} — ${agency.address}, ${agency.zip} ${agency.city}`, { width });
  pdf.style({ size: 9, color: '#475569' });
  if (s.cardNumber) doc.text(m.legal.card(s.cardNumber, s.cardIssuer), { width });
  doc.text(
    s.guaranteeName
      ? m.legal.guarantee(s.guaranteeName, s.guaranteeAmount === null ? null : formatEuros(s.guaranteeAmount))
      : m.legal.noGuarantee,
    { width },
  );
  if (s.insurerName) doc.text(m.legal.insurer(s.insurerName, s.insurerPolicy), { width });
  doc.moveDown(0.6);
  pdf.style({ size: 10, color: '#0f172a' });
  doc.text(m.feeScale.intro, { width });
  if (s.feeScaleUpdatedAt) doc.text(m.feeScale.updatedAt(formatLongDate(s.feeScaleUpdatedAt)), { width });

  const rows = s.feeScaleRows ?? [];
  if (rows.length === 0) {
    doc.moveDown(1);
    doc.text(m.feeScale.empty, { width });
  }
  const columns = [0.34, 0.22, 0.24, 0.2].map((share) => share * width);
  const c = m.feeScale.columns;
  for (const group of feeGroups(rows)) {
    doc.moveDown(1);
    pdf.style({ weight: 'bold', size: 12, color: '#0f172a' });
    doc.text(group.label, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    pdf.style({ weight: 'regular', size: 9 });
    doc.table({
      columnStyles: columns,
      defaultStyle: { padding: 4, border: 0.5, borderColor: '#cbd5e1' },
      data: [
        [c.service, c.band, c.fees, c.payer].map((text) => ({
          text,
          type: 'TH' as const,
          font: { src: pdf.font('bold') },
          backgroundColor: '#f1f5f9',
        })),
        ...group.rows.map((row) => [
          row.label,
          feeBand(row),
          feeAmount(row),
          feeScaleMessages.payers[row.payer],
        ]),
      ],
    });
  }
  if (s.feeScaleNotes) {
    doc.moveDown(1);
    pdf.style({ weight: 'regular', size: 9, color: '#334155' });
    doc.text(s.feeScaleNotes, MARGIN, doc.y, { width });
  }
  pdf.eachPage((page, count) => {
    const y = doc.page.height - MARGIN;
    pdf.lineAt(m.feeScale.pdfFooter(agency.name, page, count), MARGIN, y, { size: 8, color: '#64748b' });
  });
  return pdf.end();
}
