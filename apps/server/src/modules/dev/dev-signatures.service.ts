import type { BodyOutput, endpoints } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { createPdf } from '../../files/pdf/pdf-writer';
import { createSignatureRequest } from '../signatures/signature-requests';

type Input = BodyOutput<typeof endpoints.dev.signatureRequest>;

/** A plain document of `pages` pages, each saying which it is, in the one PDF writer. */
async function sampleDocument(title: string, pages: number): Promise<Buffer> {
  const pdf = createPdf({
    margins: { top: 60, bottom: 60, left: 60, right: 60 },
    title,
    author: 'ImmoPilote',
  });
  for (let page = 1; page <= pages; page++) {
    if (page > 1) pdf.doc.addPage();
    pdf.style({ weight: 'bold', size: 16 }).text(title);
    pdf.style({ weight: 'regular', size: 11 }).moveDown().text(`Page ${page} sur ${pages}`);
    pdf.doc
      .moveDown()
      .text(
        'Document de démonstration pour la signature électronique\u00a0: parties, bien, prix, honoraires, durée. « Clause d’exclusivité » en caractères très apparents.',
      );
  }
  return pdf.end();
}

/**
 * DEV_MAILBOX only, loopback only (dev-signatures.routes.ts): a signature request on a made-up
 * document, made exactly as a mandate or a visit slip makes its own (`createSignatureRequest`).
 */
export async function createDevSignatureRequest(
  deps: AppDeps,
  scope: MemberScope,
  agencyName: string,
  input: Input,
  request: { ip: string | null; userAgent: string | null },
): Promise<{ id: string }> {
  const pdf = await sampleDocument(input.title, input.pages);
  return deps.db.transaction((tx) =>
    createSignatureRequest(
      deps,
      tx,
      scope,
      {
        documentKind: 'mandate',
        subjectId: crypto.randomUUID(),
        title: input.title,
        agencyName,
        pdf,
        pageCount: input.pages,
        offersEarlyStart: input.offersEarlyStart,
        signers: input.signers.map((s) => ({ ...s, phone: null })),
      },
      request,
    ),
  );
}
