import {
  formatEuros,
  formatLongDate,
  formatPercent,
  type MandateActivity,
  type MandateFeeMode,
  type MandateKind,
  mandateDocumentMessages as d,
  mandateMessages,
  RETRACTION_DAYS,
} from '@immopilote/contracts';
import { createPdf, type PdfWriter } from '../../files/pdf/pdf-writer';

/** The facts a mandate's document states, all checked present by the caller. */
export interface MandateDocumentFacts {
  number: number;
  activity: MandateActivity;
  kind: MandateKind;
  object: string;
  registeredOn: string;
  propertyNature: string;
  propertyLocation: string;
  price: number;
  feeMode: MandateFeeMode;
  feeAmount: number | null;
  feeRate: number | null;
  feePayer: string;
  feeTerms: string;
  startDate: string;
  endDate: string;
  durationMonths: number | null;
  retractionApplies: boolean;
  agency: {
    name: string;
    address: string;
    legalForm: string;
    siren: string;
    cardNumber: string;
    cardIssuer: string;
    guaranteeName: string;
    guaranteeAmount: number;
    insurerName: string;
    insurerPolicy: string;
    /** The member who draws and signs it for the agency. */
    signerName: string;
  };
  mandators: readonly { name: string; address: string }[];
}

const MARGIN = 50;
/** The header band holding the register number, above the body's top margin. */
const HEADER = 34;
const GREY = '#475569';

const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(', ');

function heading(pdf: PdfWriter, text: string) {
  pdf.doc.moveDown(0.6);
  pdf.style({ weight: 'bold', size: 11, color: 'black' }).text(text);
  pdf.style({ weight: 'regular', size: 10 }).moveDown(0.2);
}

function paragraph(pdf: PdfWriter, text: string) {
  pdf.style({ weight: 'regular', size: 10, color: 'black' }).text(text, { align: 'justify' });
}

/**
 * A clause « en caractères très apparents » (loi Hoguet; décret 72-678 art. 78): bold capitals, a
 * size above the body's, in a box. Kept on one page: a box split over two pages reads as two clauses.
 */
function boxedClause(pdf: PdfWriter, title: string, texts: readonly string[]) {
  const { doc } = pdf;
  const width = doc.page.width - 2 * MARGIN;
  const inner = width - 16;
  pdf.style({ weight: 'bold', size: 11.5 });
  const body = texts.join('\n\n');
  const height =
    doc.heightOfString(title, { width: inner }) + 6 + doc.heightOfString(body, { width: inner }) + 16;
  doc.moveDown(0.8);
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  doc.save().lineWidth(2).rect(MARGIN, top, width, height).stroke('black').restore();
  pdf
    .style({ weight: 'bold', size: 12.5, color: 'black' })
    .text(title, MARGIN + 8, top + 8, { width: inner });
  doc.moveDown(0.3);
  pdf.style({ weight: 'bold', size: 11.5 }).text(body, MARGIN + 8, doc.y, { width: inner, align: 'justify' });
  doc.x = MARGIN;
  doc.y = top + height;
  pdf.style({ weight: 'regular', size: 10 });
}

/** The model retraction form (C. consom. annexe à l'article R221-1), alone on the last page. */
function retractionForm(pdf: PdfWriter, facts: MandateDocumentFacts) {
  const { doc } = pdf;
  doc.addPage();
  pdf.style({ weight: 'bold', size: 14, color: 'black' }).text(d.formTitle, { align: 'center' });
  pdf.style({ weight: 'regular', size: 9, color: GREY }).text(d.formSubtitle, { align: 'center' });
  doc.moveDown(1.5);
  paragraph(pdf, d.formIntro);
  doc.moveDown();
  paragraph(pdf, d.formTo(`${facts.agency.name}, ${oneLine(facts.agency.address)}`));
  doc.moveDown();
  paragraph(pdf, d.formBody(facts.number));
  doc.moveDown();
  for (const line of d.formLines) {
    paragraph(pdf, line);
    doc.moveDown(1.2);
  }
  pdf.style({ size: 9, color: GREY }).text(d.formFootnote);
}

/**
 * Draws the mandate (décret 72-678 art. 72–73, loi Hoguet): parties, property, price, fees as an
 * amount or a rate and who pays them, fixed term, kind, the exclusivity and penalty clauses in very
 * visible characters, the retraction information and form when loi Hamon applies, and a place for
 * signatures. The register number is printed at the head of every page, taken before anyone signs.
 */
export async function drawMandateDocument(
  facts: MandateDocumentFacts,
): Promise<{ pdf: Buffer; pageCount: number }> {
  const kind = d.kindAdjective[facts.kind];
  const title = d.title(kind, facts.object);
  const register = d.registerLine(facts.number, facts.activity);
  const pdf = createPdf({
    margins: { top: MARGIN + HEADER, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    title: `${register} — ${title}`,
    author: facts.agency.name,
  });
  const { doc } = pdf;
  const a = facts.agency;

  pdf.style({ weight: 'bold', size: 16 }).text(title, { align: 'center' });
  pdf
    .style({ weight: 'regular', size: 9, color: GREY })
    .text(d.registeredOn(formatLongDate(facts.registeredOn)), {
      align: 'center',
    });

  heading(pdf, d.partiesTitle);
  pdf.style({ weight: 'bold', size: 10 }).text(d.agencyTitle);
  for (const line of [
    a.name,
    oneLine(a.address),
    d.agencyLegal({ legalForm: a.legalForm, siren: a.siren }),
    d.agencyCard({ number: a.cardNumber, issuer: a.cardIssuer }),
    d.agencyGuarantee({ name: a.guaranteeName, amount: formatEuros(a.guaranteeAmount) }),
    d.agencyInsurance({ name: a.insurerName, policy: a.insurerPolicy }),
    d.agencyRepresented(a.signerName),
  ])
    paragraph(pdf, line);
  doc.moveDown(0.4);
  pdf.style({ weight: 'bold', size: 10 }).text(d.mandatorsTitle);
  for (const m of facts.mandators) paragraph(pdf, `${m.name}, ${oneLine(m.address)}`);

  heading(pdf, d.propertyTitle);
  paragraph(pdf, d.propertyNature(facts.propertyNature));
  paragraph(pdf, d.propertyLocation(facts.propertyLocation));

  heading(pdf, d.missionTitle);
  paragraph(pdf, d.mission[facts.activity]);

  heading(pdf, d.priceTitle);
  paragraph(pdf, d.price(formatEuros(facts.price)));

  heading(pdf, d.feesTitle);
  paragraph(
    pdf,
    facts.feeMode === 'amount'
      ? d.feeAmount(formatEuros(facts.feeAmount ?? 0))
      : d.feeRate(formatPercent(facts.feeRate ?? 0), d.feeRateBase[facts.activity]),
  );
  paragraph(pdf, d.feePayer(facts.feePayer));
  paragraph(pdf, d.feeDetails(oneLine(facts.feeTerms)));
  if (facts.activity === 'transaction') paragraph(pdf, d.feeDue);

  heading(pdf, d.durationTitle);
  paragraph(
    pdf,
    d.duration({
      start: formatLongDate(facts.startDate),
      end: formatLongDate(facts.endDate),
      months: facts.durationMonths === null ? null : mandateMessages.months(facts.durationMonths),
    }),
  );

  heading(pdf, d.kindTitle);
  paragraph(pdf, d.kindText(kind));

  if (facts.kind !== 'simple') {
    boxedClause(pdf, d.exclusivityTitle, [d.exclusivity[facts.kind], d.exclusivityTermination]);
  }
  boxedClause(pdf, d.penaltyTitle, [facts.kind === 'simple' ? d.penaltySimple : d.penalty]);

  heading(pdf, d.retractionTitle);
  if (facts.retractionApplies) {
    paragraph(pdf, d.retraction(RETRACTION_DAYS));
    paragraph(pdf, d.retractionHow);
    paragraph(pdf, d.retractionEarlyStart);
  } else {
    paragraph(pdf, d.noRetraction);
  }

  heading(pdf, d.signaturesTitle);
  paragraph(pdf, d.signatures(facts.mandators.length + 1));
  doc.moveDown(0.5);
  const slots = [
    d.signatureSlot(d.agencyRole, `${a.name} (${a.signerName})`),
    ...facts.mandators.map((m) => d.signatureSlot(d.mandatorRole, m.name)),
  ];
  for (const slot of slots) {
    if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
    paragraph(pdf, slot);
    const top = doc.y + 4;
    doc.save().lineWidth(0.5).rect(MARGIN, top, 220, 44).stroke('#94a3b8').restore();
    doc.x = MARGIN;
    doc.y = top + 52;
  }

  if (facts.retractionApplies) retractionForm(pdf, facts);

  pdf.eachPage((page, count) => {
    // Header and foot sit in the margins: without this, pdfkit would start a new page for them.
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    const width = doc.page.width - 2 * MARGIN;
    pdf.style({ weight: 'bold', size: 10, color: 'black' }).text(register, MARGIN, MARGIN - 14, {
      width,
      lineBreak: false,
    });
    doc
      .save()
      .lineWidth(0.5)
      .moveTo(MARGIN, MARGIN + 2)
      .lineTo(MARGIN + width, MARGIN + 2)
      .stroke('#94a3b8')
      .restore();
    pdf
      .style({ weight: 'regular', size: 8, color: GREY })
      .text(register, MARGIN, doc.page.height - MARGIN + 14, { width, lineBreak: false })
      .text(d.page(page, count), MARGIN, doc.page.height - MARGIN + 14, {
        width,
        align: 'right',
        lineBreak: false,
      });
  });
  const pageCount = doc.bufferedPageRange().count;
  return { pdf: await pdf.end(), pageCount };
}
