import { formatShortDate, type Mandate, type MandateActivity, mandateMessages } from '@immopilote/contracts';
import { createPdf, type PdfWriter } from '../../files/pdf/pdf-writer';
import { csvFromTable } from '../../files/csv';
import type { Table } from '../../files/table';
import { XLSX_CONTENT_TYPE, xlsxFromTable } from '../../files/xlsx';

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

/**
 * « Contresigné le … » or « Non signé » (FRENCH-RULES « Numbering before e-signature »: the line is
 * numbered before anyone signs and stays, signed or not), with the loi Hamon period when it applies.
 */
const signatureText = (m: Mandate) =>
  m.countersignedOn === null
    ? mandateMessages.notSigned
    : mandateMessages.countersignedOn(formatShortDate(m.countersignedOn));

const retractionText = (m: Mandate) => {
  if (m.retractedOn !== null) return mandateMessages.retractedOn(formatShortDate(m.retractedOn));
  if (m.retractionEndsOn !== null)
    return mandateMessages.retractionUntil(formatShortDate(m.retractionEndsOn));
  return null;
};

const signatureCell = (m: Mandate) => [signatureText(m), retractionText(m)].filter(Boolean).join('\n');

const fileName = (activity: MandateActivity, printedOn: string, extension: string) =>
  `registre-mandats-${activity}-${printedOn}.${extension}`;

/** The register's columns, in French, read by both the CSV and the XLSX. */
function registerTable(activity: MandateActivity, items: readonly Mandate[]): Table<Mandate> {
  const c = mandateMessages.columns;
  const f = mandateMessages.fields;
  return {
    sheet: mandateMessages.activityRegister[activity],
    rows: items,
    columns: [
      { header: c.number, type: 'number', value: (m) => m.number },
      { header: c.date, type: 'date', value: (m) => m.registeredOn },
      { header: c.mandators, type: 'text', value: (m) => mandatorsText(m, ' ; ') },
      { header: c.object, type: 'text', value: (m) => m.object },
      { header: c.property, type: 'text', value: (m) => `${m.propertyNature}, ${m.propertyLocation}` },
      { header: c.kind, type: 'text', value: (m) => mandateMessages.kindLabels[m.kind] },
      { header: f.startDate, type: 'date', value: (m) => m.startDate },
      { header: f.endDate, type: 'date', value: (m) => m.endDate },
      { header: f.durationMonths, type: 'number', value: (m) => m.durationMonths },
      { header: c.fees, type: 'text', value: (m) => oneLine(m.feeTerms) },
      { header: c.status, type: 'text', value: (m) => mandateMessages.statusLabels[m.status] },
      { header: f.closeDate, type: 'date', value: (m) => m.closedOn },
      { header: f.reason, type: 'text', value: (m) => m.closeReason },
      { header: c.signature, type: 'text', value: signatureText },
      { header: c.retraction, type: 'text', value: retractionText },
    ],
  };
}

/**
 * The register for a program (UTF-8 with a byte-order mark, `;` between fields, CRLF, days as
 * DD/MM/YYYY as the register prints them); the XLSX beside it is the one for a person.
 */
export function registerCsv({ activity, items, printedOn }: RegisterInput): RegisterExport {
  return {
    fileName: fileName(activity, printedOn, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    body: csvFromTable(registerTable(activity, items), { dates: 'french' }),
  };
}

/** The register for a spreadsheet: numbers as numbers, days as dates, every text as typed. */
export async function registerXlsx({ activity, items, printedOn }: RegisterInput): Promise<RegisterExport> {
  return {
    fileName: fileName(activity, printedOn, 'xlsx'),
    contentType: XLSX_CONTENT_TYPE,
    body: await xlsxFromTable(registerTable(activity, items)),
  };
}

const MARGIN = 36;
/** Room kept at the top of every page after the first for the repeated header row. */
const HEADER_ROW = 15;
const COLUMNS = [26, 52, '*', 44, '*', 44, 84, 76, 78, 64];
const CELL = { padding: 3, border: 0.5, borderColor: '#94a3b8' };

function headerRow(pdf: PdfWriter) {
  const c = mandateMessages.columns;
  return [
    c.number,
    c.date,
    c.mandators,
    c.object,
    c.property,
    c.kind,
    c.term,
    c.fees,
    c.status,
    c.signature,
  ].map((text) => ({
    text,
    type: 'TH' as const,
    font: { src: pdf.font('bold') },
    backgroundColor: '#e2e8f0',
  }));
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
          signatureCell(m),
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
