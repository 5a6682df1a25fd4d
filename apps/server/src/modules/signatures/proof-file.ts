import { signatureMessages as m, type SignatureEventKind } from '@immopilote/contracts';
import { createPdf } from '../../files/pdf/pdf-writer';
import type * as repo from './signatures.repo';

/**
 * The « dossier de preuve » (issue 30): what an agency shows a court. The JSON is the record; the
 * PDF renders it for a person. Times are UTC (ISO 8601), channels masked, the consent text word for
 * word as each signer saw it.
 */
export interface ProofFile {
  format: 'immopilote-proof/1';
  request: {
    id: string;
    title: string;
    documentKind: string;
    agencyName: string;
    createdAt: string;
    sealedAt: string;
    pages: number;
  };
  document: { sha256Before: string; sha256After: string };
  signers: {
    position: number;
    role: string;
    name: string;
    email: string;
    method: string | null;
    codeChannel: string | null;
    codeSentTo: string | null;
    mark: string | null;
    signedAt: string | null;
    consentText: string | null;
    earlyStartRequested: boolean;
  }[];
  events: {
    at: string;
    kind: SignatureEventKind;
    signer: string | null;
    ip: string | null;
    userAgent: string | null;
    detail: Record<string, string | number | boolean | null> | null;
  }[];
}

export function buildProof(input: {
  request: repo.SignatureRequestRow;
  signers: readonly repo.SignerRow[];
  events: Awaited<ReturnType<typeof repo.listEvents>>;
  sealedSha256: string;
  sealedAt: Date;
  maskEmail: (email: string) => string;
}): ProofFile {
  const { request } = input;
  return {
    format: 'immopilote-proof/1',
    request: {
      id: request.id,
      title: request.title,
      documentKind: request.documentKind,
      agencyName: request.agencyName,
      createdAt: request.createdAt.toISOString(),
      sealedAt: input.sealedAt.toISOString(),
      pages: request.originalPages,
    },
    document: { sha256Before: request.originalSha256, sha256After: input.sealedSha256 },
    signers: input.signers.map((s) => ({
      position: s.position,
      role: s.role,
      name: s.name,
      email: input.maskEmail(s.email),
      method: s.method,
      codeChannel: s.codeChannel,
      codeSentTo: s.codeDestination,
      mark: s.markKind,
      signedAt: s.signedAt?.toISOString() ?? null,
      consentText: s.consentText,
      earlyStartRequested: s.earlyStartRequested,
    })),
    events: input.events.map((e) => ({
      at: e.at.toISOString(),
      kind: e.kind,
      signer: e.signerName,
      ip: e.ip,
      userAgent: e.userAgent,
      detail: e.detail,
    })),
  };
}

const MARGIN = 50;

/** The same record, for a person: drawn by the one PDF writer. */
export async function proofPdf(proof: ProofFile): Promise<Buffer> {
  const pdf = createPdf({
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    title: `${m.proof.title} — ${proof.request.title}`,
    author: proof.request.agencyName,
    bufferPages: true,
  });
  const { doc } = pdf;
  doc.info.CreationDate = new Date(proof.request.sealedAt);
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.8);
    pdf.style({ weight: 'bold', size: 12, color: '#0f172a' });
    doc.text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
    pdf.style({ weight: 'regular', size: 9, color: '#1e293b' });
  };
  const row = (label: string, value: string) => {
    pdf.style({ weight: 'bold', size: 9 });
    doc.text(`${label}\u00a0: `, MARGIN, doc.y, { width, continued: true });
    pdf.style({ weight: 'regular', size: 9 });
    doc.text(value, { width });
  };
  pdf.style({ weight: 'bold', size: 18 });
  doc.text(m.proof.title, { width });
  pdf.style({ weight: 'regular', size: 11, color: '#334155' });
  doc.text(m.proof.subtitle(proof.request.title), { width });

  heading(m.proof.request);
  row(m.proof.requestId, proof.request.id);
  row(m.proof.agency, proof.request.agencyName);
  row(m.proof.createdAt, proof.request.createdAt);
  row(m.proof.completedAt, proof.request.sealedAt);
  row(m.proof.pages, String(proof.request.pages));
  row(m.proof.shaBefore, proof.document.sha256Before);
  row(m.proof.shaAfter, proof.document.sha256After);

  heading(m.proof.signers);
  for (const s of proof.signers) {
    pdf.style({ weight: 'bold', size: 10 });
    doc.text(
      m.proof.signer(s.position, s.name, m.roles[s.role as keyof typeof m.roles] ?? s.role),
      MARGIN,
      doc.y,
      {
        width,
      },
    );
    row('E-mail', s.email);
    if (s.method) row(m.proof.method, m.proof.methods[s.method as keyof typeof m.proof.methods] ?? s.method);
    if (s.codeSentTo) {
      row(
        m.proof.channel,
        `${m.channels[s.codeChannel as keyof typeof m.channels] ?? s.codeChannel} — ${s.codeSentTo}`,
      );
    }
    if (s.mark) row(m.proof.mark, m.proof.markKinds[s.mark as keyof typeof m.proof.markKinds] ?? s.mark);
    if (s.signedAt) row(m.proof.signedAt, s.signedAt);
    row(m.proof.earlyStart, s.earlyStartRequested ? m.proof.yes : m.proof.no);
    if (s.consentText) row(m.proof.consent, s.consentText);
    doc.moveDown(0.5);
  }

  heading(m.proof.events);
  for (const e of proof.events) {
    pdf.style({ weight: 'regular', size: 8.5, color: '#0f172a' });
    doc.text(m.proof.eventLine({ at: e.at, label: m.events[e.kind], who: e.signer }), MARGIN, doc.y, {
      width,
    });
    pdf.style({ weight: 'regular', size: 7.5, color: '#475569' });
    doc.text(m.proof.eventMeta({ ip: e.ip, userAgent: e.userAgent }), { width });
    if (e.detail) doc.text(JSON.stringify(e.detail), { width });
    doc.moveDown(0.2);
  }
  pdf.eachPage((page, count) => {
    // The foot sits in the bottom margin: pdfkit would otherwise start a new page for it.
    doc.page.margins.bottom = 0;
    pdf.lineAt(m.proof.footer(page, count), doc.page.width - MARGIN, doc.page.height - MARGIN + 14, {
      align: 'right',
      size: 7,
      color: '#64748b',
    });
  });
  return pdf.end();
}
