import { and, desc, eq, like } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { mailOutbox } from '../../src/db/schema';
import { createSignatureRequest, type SignerInput } from '../../src/modules/signatures/signature-requests';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** A small PDF as a module would draw it (pdf-lib, two pages). */
export async function samplePdf(text = 'Mandat de vente n° 12'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++) {
    doc.addPage().drawText(`${text.replace('°', 'o')} - page ${i}`, { x: 50, y: 700, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

let counter = 0;
export function signer(role: SignerInput['role'], over: Partial<SignerInput> = {}): SignerInput {
  counter += 1;
  return {
    role,
    name: over.name ?? `Signataire ${counter}`,
    email: over.email ?? `signataire-${counter}-${Date.now()}@exemple.fr`,
    phone: over.phone ?? null,
    ...over,
  };
}

/** A request made the way a module makes one: `createSignatureRequest` in a transaction. */
export async function makeRequest(
  t: TestApp,
  scope: { agencyId: string; userId: string },
  input: {
    signers: SignerInput[];
    kind?: 'mandate' | 'visit_slip';
    pdf?: Buffer;
    offersEarlyStart?: boolean;
    title?: string;
  },
): Promise<{ id: string; pdf: Buffer }> {
  const pdf = input.pdf ?? (await samplePdf());
  const { id } = await t.db.transaction((tx) =>
    createSignatureRequest(
      { storage: t.deps.storage },
      tx,
      scope,
      {
        documentKind: input.kind ?? 'visit_slip',
        subjectId: crypto.randomUUID(),
        title: input.title ?? 'Bon de visite — 12 rue des Lilas',
        agencyName: 'Agence des Lilas',
        pdf,
        pageCount: 2,
        signers: input.signers,
        offersEarlyStart: input.offersEarlyStart,
      },
      { ip: '127.0.0.1', userAgent: 'vitest' },
    ),
  );
  return { id, pdf };
}

export async function mailsTo(t: TestApp, to: string, subjectLike = '%') {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, subjectLike)))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The signing token of the latest link mailed to this address. */
export async function linkTokenFor(t: TestApp, email: string): Promise<string> {
  await t.deps.jobs.runUntilIdle();
  const [mail] = await mailsTo(t, email, 'Document à signer%');
  const match = mail?.text.match(/\/signer\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no signing link mailed to ${email}`);
  return match[1]!;
}

/** Asks for a code, reads it from the outbox, verifies it. */
export async function verifyWithCode(t: TestApp, client: TestClient, token: string, email: string) {
  const sent = await client.post(`/api/sign/${token}/code`, { channel: 'email' });
  if (sent.status !== 200) throw new Error(`code: ${sent.status} ${sent.text}`);
  const code = await latestCode(t, email);
  const verified = await client.post(`/api/sign/${token}/verify`, { code });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
  return verified.body;
}

export async function latestCode(t: TestApp, email: string): Promise<string> {
  await t.deps.jobs.runUntilIdle();
  const [mail] = await mailsTo(t, email, 'Votre code de signature%');
  const code = mail?.subject.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A drawn signature as the pad sends it. */
export async function drawnMark(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="150"><path d="M20 100 C 80 10, 160 140, 380 40" stroke="#1e3a8a" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
