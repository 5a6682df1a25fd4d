import { type Mandate, type MandateActivity, mandateMessages } from '@immopilote/contracts';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';

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
export const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

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
  `${mandateMessages.startOn(frenchDate(m.startDate))}, ${
    m.durationMonths === null
      ? mandateMessages.until(frenchDate(m.endDate))
      : `${mandateMessages.months(m.durationMonths)} (${mandateMessages.until(frenchDate(m.endDate))})`
  }`;

const statusText = (m: Mandate) =>
  m.closedOn === null
    ? mandateMessages.statusLabels[m.status]
    : `${mandateMessages.closedOn(mandateMessages.statusLabels[m.status], frenchDate(m.closedOn))}\u00a0: ${m.closeReason}`;

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
    frenchDate(m.registeredOn),
    mandatorsText(m, ' ; '),
    m.object,
    `${m.propertyNature}, ${m.propertyLocation}`,
    mandateMessages.kindLabels[m.kind],
    frenchDate(m.startDate),
    frenchDate(m.endDate),
    m.durationMonths === null ? '' : String(m.durationMonths),
    oneLine(m.feeTerms),
    mandateMessages.statusLabels[m.status],
    m.closedOn === null ? '' : frenchDate(m.closedOn),
    m.closeReason ?? '',
  ]);
  const text = stringify([header, ...rows], { delimiter: ';', record_delimiter: 'windows', bom: true });
  return {
    fileName: fileName(activity, printedOn, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(text, 'utf8'),
  };
}

/**
 * PDFKit's built-in Helvetica writes WinAnsi (Latin-1 plus € ’ « » œ …), enough for French; the
 * narrow no-break space becomes a no-break space and any other character outside it a « ? », rather
 * than the wrong glyph.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  return [...text.replaceAll('\u202f', '\u00a0')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        WIN_ANSI_EXTRAS.has(ch) ||
        ch === '\n'
        ? ch
        : '?';
    })
    .join('');
}

/** The register on landscape A4 pages, the legal columns first, for an inspector or the archive. */
export function registerPdf({
  activity,
  items,
  printedOn,
  agencyName,
}: RegisterInput & { agencyName: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: {
      Title: winAnsi(mandateMessages.pdfTitle(agencyName, mandateMessages.activityRegister[activity])),
      Author: winAnsi(agencyName),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(winAnsi(mandateMessages.pdfTitle(agencyName, mandateMessages.activityRegister[activity])));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#475569')
    .text(winAnsi(mandateMessages.pdfPrinted(frenchDate(printedOn))))
    .fillColor('black')
    .moveDown();

  if (items.length === 0) {
    doc.fontSize(10).text(winAnsi(mandateMessages.pdfEmpty));
  } else {
    const c = mandateMessages.columns;
    const header = [c.number, c.date, c.mandators, c.object, c.property, c.kind, c.term, c.fees, c.status];
    doc.fontSize(8);
    doc.table({
      columnStyles: [28, 52, '*', 50, '*', 50, 100, 90, 90],
      defaultStyle: { padding: 3, border: 0.5, borderColor: '#94a3b8' },
      rowStyles: (row) => (row === 0 ? { backgroundColor: '#e2e8f0' } : undefined),
      data: [
        header.map((text) => ({ text: winAnsi(text), type: 'TH' as const, font: { src: 'Helvetica-Bold' } })),
        ...items.map((m) =>
          [
            String(m.number),
            frenchDate(m.registeredOn),
            mandatorsText(m, '\n'),
            m.object,
            `${m.propertyNature}\n${m.propertyLocation}`,
            mandateMessages.kindLabels[m.kind],
            termText(m),
            m.feeTerms,
            statusText(m),
          ].map(winAnsi),
        ),
      ],
    });
  }
  doc.end();
  return done.then((body) => ({
    fileName: fileName(activity, printedOn, 'pdf'),
    contentType: 'application/pdf',
    body,
  }));
}
