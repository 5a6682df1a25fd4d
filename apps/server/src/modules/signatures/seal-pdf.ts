import { createRequire } from 'node:module';
import { formatDate, signatureMessages as m, type SignerRole } from '@immopilote/contracts';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { createPdf } from '../../files/pdf/pdf-writer';
import type { SealKey } from './seal-certificate';

/** One signer as the « Page des signatures » prints them. */
export interface SignedParty {
  name: string;
  role: SignerRole;
  signedAt: Date;
  /** The drawn signature (PNG), or the typed name. */
  mark: { kind: 'drawn'; png: Buffer } | { kind: 'typed'; text: string };
  /** « e-mail » / « SMS » and the masked address, or null when no code went (never for a signature). */
  code: { channel: string; destination: string } | null;
}

const MARGIN = 56;
const MARK_BOX = { width: 200, height: 70 };
/** Room one signer takes on the page; the next ones go on a new page. */
const BLOCK_HEIGHT = 150;

const handwriting = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf');

/**
 * « Page des signatures », drawn by the one PDF writer: each signer with their role, the Paris time
 * of their signature, the drawn image or the typed name in a handwriting-like italic, where their
 * code went (masked), then the request and the SHA-256 of the document they signed.
 */
export async function drawSignaturePage(input: {
  title: string;
  agencyName: string;
  requestId: string;
  originalSha256: string;
  parties: readonly SignedParty[];
  /** The PDF's own dates: the last signature's time, so a retried seal draws the same page. */
  at: Date;
}): Promise<Buffer> {
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    title: m.seal.pageTitle,
    author: input.agencyName,
  });
  const { doc } = pdf;
  doc.info.CreationDate = input.at;
  doc.registerFont('Handwriting', handwriting);
  const width = doc.page.width - 2 * MARGIN;
  pdf.style({ weight: 'bold', size: 16 });
  doc.text(m.seal.pageTitle, { width });
  doc.moveDown(0.3);
  pdf.style({ weight: 'regular', size: 9, color: '#334155' });
  doc.text(m.seal.intro(input.title), { width });
  doc.moveDown(1);
  for (const party of input.parties) {
    if (doc.y + BLOCK_HEIGHT > doc.page.height - MARGIN - 60) doc.addPage();
    const top = doc.y;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + width, top)
      .strokeColor('#cbd5e1')
      .lineWidth(0.5)
      .stroke();
    doc.y = top + 8;
    pdf.style({ weight: 'bold', size: 11, color: '#0f172a' });
    doc.text(`${party.name} — ${m.roles[party.role]}`, MARGIN, doc.y, { width: width - MARK_BOX.width - 12 });
    pdf.style({ weight: 'regular', size: 9, color: '#334155' });
    doc.text(m.seal.signedAt(formatDate(party.signedAt, 'dateTime')), { width: width - MARK_BOX.width - 12 });
    if (party.code) {
      doc.text(m.seal.codeTo(party.code.channel, party.code.destination), {
        width: width - MARK_BOX.width - 12,
      });
    }
    const boxX = MARGIN + width - MARK_BOX.width;
    const boxY = top + 10;
    if (party.mark.kind === 'drawn') {
      doc.image(party.mark.png, boxX, boxY, {
        fit: [MARK_BOX.width, MARK_BOX.height],
        align: 'center',
        valign: 'center',
      });
    } else {
      doc.font('Handwriting').fontSize(22).fillColor('#1e3a8a');
      doc.text(party.mark.text, boxX, boxY + 18, {
        width: MARK_BOX.width,
        align: 'center',
        lineBreak: false,
      });
      pdf.style({ weight: 'regular', size: 7, color: '#64748b' });
      doc.text(m.seal.typedMark, boxX, boxY + 52, { width: MARK_BOX.width, align: 'center' });
    }
    doc.y = top + Math.max(MARK_BOX.height + 24, 64);
    doc.x = MARGIN;
  }
  doc.moveDown(1);
  pdf.style({ weight: 'regular', size: 8, color: '#334155' });
  doc.text(m.seal.requestId(input.requestId), MARGIN, doc.y, { width });
  doc.text(m.seal.originalSha(input.originalSha256), { width });
  doc.moveDown(0.5);
  doc.text(m.seal.sealNote, { width });
  return pdf.end();
}

/**
 * The signed document: the original's pages untouched, the « Page des signatures » after them, and
 * a PAdES seal (ETSI.CAdES.detached) over the whole file, so any later change shows in a PDF reader
 * and in « Vérifier un document ». The seal's reason names the request: an altered copy is still
 * recognised as this request's. The signing time is the caller's (the last signature): a retried
 * seal makes the same bytes.
 */
export async function sealPdf(input: {
  original: Buffer;
  signaturePage: Buffer;
  requestId: string;
  agencyName: string;
  signingTime: Date;
  key: SealKey;
}): Promise<Buffer> {
  const doc = await PDFDocument.load(input.original, { updateMetadata: false });
  const page = await PDFDocument.load(input.signaturePage, { updateMetadata: false });
  const copied = await doc.copyPages(page, page.getPageIndices());
  for (const p of copied) doc.addPage(p);
  doc.setModificationDate(input.signingTime);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: m.seal.reason(input.requestId),
    // PDF text strings here are PDFDocEncoding (pdf-lib writes one byte per character): the agency's
    // name reaches the reader in plain letters, its full spelling is on the signatures page.
    // The request id twice (reason and contact): « Vérifier » still finds it when one byte of one copy changed.
    contactInfo: input.requestId,
    name: pdfDocText(input.agencyName),
    location: m.seal.location,
    signingTime: input.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'ImmoPilote',
  });
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(input.key.p12, { passphrase: input.key.passphrase });
  return new SignPdf().sign(withPlaceholder, signer, input.signingTime);
}

function pdfDocText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}
