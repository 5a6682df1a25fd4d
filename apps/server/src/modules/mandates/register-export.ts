import { formatShortDate, type Mandate, type MandateActivity, mandateMessages } from '@immopilote/contracts';
import { createPdf, type PdfWriter } from '../../files/pdf/pdf-writer';
import { frenchCsvTable } from '../../files/csv';

export interface RegisterExport {
  fileName: string;
  contentType: string;
  body: Buffer;
}

interface RegisterInput {
  activity: MandateActivity;
  items: readonly Mandate[];
  /** YYYY-MM-DD, Europe/Paris. */
  printedOn: string;
}

/** 2026-11-23 → 23/11/2026, as French registers and spreadsheets write dates. */
/** Client addresses are typed on several lines; a register cell holds one. */
const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(', ');

const mandatorsText = (m: Mandate, separator: string) =>
  m.mandators.map((x) => `${x.name}, ${oneLine(x.address)}`).join(separator);

const termText = (m: Mandate) =>
  `${mandateMessages.startOn(formatShortDate(m.startDate))}, ${
    m.durationMonths === null
      ? mandateMessages.until(formatShortDate(m.endDate))
      : `${mandateMessages.months(m.durationMonths)} (${mandateMessages.until(formatShortDate(m.endDate))})`
  }`;

const statusText = (m: Mandate) =>
  m.closedOn === null
    ? mandateMessages.statusLabels[m.status]
    : `${mandateMessages.closedOn(mandateMessages.statusLabels[m.status], formatShortDate(m.closedOn))}\u00a0: ${m.closeReason}`;

const fileName = (activity: MandateActivity, printedOn: string, extension: string) =>
  `registre-mandats-${activity}-${printedOn}.${extension}`;

/**
 * The register as Excel opens it in France: UTF-8 with a byte-order mark (else accents break),
 * `;` between fields (the comma is the decimal separator), CRLF line ends, dates as DD/MM/YYYY.
 */
export function registerCsv({ activity, items, printedOn }: RegisterInput): RegisterExport {
  const c = mandateMessages.columns;
  const header = [
    c.number,
    c.date,
    c.mandators,
    c.object,
    c.property,
    c.kind,
    mandateMessages.fields.startDate,
    mandateMessages.fields.endDate,
    mandateMessages.fields.durationMonths,
    c.fees,
    c.status,
    mandateMessages.fields.closeDate,
    mandateMessages.fields.reason,
  ];
  const rows = items.map((m) => [
    String(m.number),
    formatShortDate(m.registeredOn),
    mandatorsText(m, ' ; '),
    m.object,
    `${m.propertyNature}, ${m.propertyLocation}`,
    mandateMessages.kindLabels[m.kind],
    formatShortDate(m.startDate),
    formatShortDate(m.endDate),
    m.durationMonths === null ? '' : String(m.durationMonths),
    oneLine(m.feeTerms),
    mandateMessages.statusLabels[m.status],
    m.closedOn === null ? '' : formatShortDate(m.closedOn),
    m.closeReason ?? '',
  ]);
  return {
    fileName: fileName(activity, printedOn, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    body: frenchCsvTable([header, ...rows]),
  };
}

const MARGIN = 36;
/** Room kept at the top of every page after the first for the repeated header row. */
const HEADER_ROW = 15;
const COLUMNS = [28, 52, '*', 50, '*', 50, 100, 90, 90];
const CELL = { padding: 3, border: 0.5, borderColor: '#94a3b8' };

function headerRow(pdf: PdfWriter) {
  const c = mandateMessages.columns;
  return [c.number, c.date, c.mandators, c.object, c.property, c.kind, c.term, c.fees, c.status].map(
    (text) => ({
      text,
      type: 'TH' as const,
      font: { src: pdf.font('bold') },
      backgroundColor: '#e2e8f0',
    }),
  );
}

/**
 * The register on landscape A4 pages, the legal columns first, for an inspector or the archive:
 * the column headings on every page, and « page n / total » with the register's name at the foot.
 */
export function registerPdf({
  activity,
  items,
  printedOn,
  agencyName,
}: RegisterInput & { agencyName: string }) {
  const title = mandateMessages.pdfTitle(agencyName, mandateMessages.activityRegister[activity]);
  // Rows that go over a page start under the top margin: keep it high enough for the headings.
  const pdf = createPdf({
    layout: 'landscape',
    margins: { top: MARGIN + HEADER_ROW, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    condensed: true,
    title,
    author: agencyName,
  });
  const { doc } = pdf;

  pdf.style({ weight: 'bold', size: 14 }).text(title, MARGIN, MARGIN);
  pdf
    .style({ weight: 'regular', size: 9, color: '#475569' })
    .text(mandateMessages.pdfPrinted(formatShortDate(printedOn)))
    .fillColor('black')
    .moveDown();

  if (items.length === 0) {
    pdf.style({ size: 10 }).text(mandateMessages.pdfEmpty);
  } else {
    doc.on('pageAdded', () => {
      pdf.style({ weight: 'regular', size: 8 });
      doc.table({
        position: { x: MARGIN, y: MARGIN },
        columnStyles: COLUMNS,
        defaultStyle: CELL,
        data: [headerRow(pdf)],
      });
      pdf.style({ weight: 'regular', size: 8 });
    });
    pdf.style({ size: 8 });
    doc.table({
      columnStyles: COLUMNS,
      defaultStyle: CELL,
      data: [
        headerRow(pdf),
        ...items.map((m) => [
          String(m.number),
          formatShortDate(m.registeredOn),
          mandatorsText(m, '\n'),
          m.object,
          `${m.propertyNature}\n${m.propertyLocation}`,
          mandateMessages.kindLabels[m.kind],
          termText(m),
          m.feeTerms,
          statusText(m),
        ]),
      ],
    });
  }

  pdf.eachPage((page, count) => {
    // The foot sits in the bottom margin: without this, pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - MARGIN + 8;
    pdf
      .style({ weight: 'regular', size: 7, color: '#475569' })
      .text(title, MARGIN, bottom, { lineBreak: false })
      .text(mandateMessages.pdfPage(page, count), MARGIN, bottom, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
  });
  return pdf.end().then((body) => ({
    fileName: fileName(activity, printedOn, 'pdf'),
    contentType: 'application/pdf',
    body,
  }));
}
