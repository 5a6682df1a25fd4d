import { sql } from 'drizzle-orm';
import { createClient } from '../../src/db/factories';
import { documents } from '../../src/db/schema';
import { extract } from '../helpers/extraction';
import { buildPdf, pdfForm } from '../helpers/pdf-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

let samplePdf: Promise<Buffer> | undefined;
const pdf = () => (samplePdf ??= buildPdf([{ text: ['Diagnostic de performance énergétique'] }]));

async function propertyOfA({ t, world }: MatrixContext): Promise<string> {
  const res = (await t.db.execute(
    sql`insert into properties (agency_id, name, price, type, address, city, zip)
        values (${world.agencyA.id}, 'Maison', 250000, 'Vente', '3 rue Neuve', 'Lille', '59000') returning id`,
  )) as unknown as { rows: { id: string }[] };
  return res.rows[0]!.id;
}

/** A client document of agency A whose file exists. */
async function documentOfA(ctx: MatrixContext): Promise<string> {
  const client = await createClient(ctx.t.db, ctx.world.agencyA.id);
  const key = `${ctx.world.agencyA.id}/${client.id}/${crypto.randomUUID()}.pdf`;
  await ctx.t.deps.storage.put('client-documents', key, await pdf(), 'application/pdf');
  const [row] = await ctx.t.db
    .insert(documents)
    .values({
      agencyId: ctx.world.agencyA.id,
      clientId: client.id,
      storageKey: key,
      fileName: 'dpe.pdf',
      mimeType: 'application/pdf',
      sizeBytes: (await pdf()).byteLength,
      text: 'Diagnostic',
    })
    .returning();
  return row!.id;
}

export const documentsExtractionMatrix: MatrixCase[] = [
  {
    route: 'POST /api/documents/extract',
    request: async () => ({ url: '/api/documents/extract', form: pdfForm(await pdf()) }),
    expect: memberRoute(200, 200),
  },
  {
    route: 'GET /api/documents/:id/download',
    request: async (ctx) => ({ url: `/api/documents/${await documentOfA(ctx)}/download` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/properties/:id/documents',
    request: async (ctx) => {
      const bytes = await pdf();
      const { done } = await extract(ctx.actor.client, bytes);
      return {
        url: `/api/properties/${await propertyOfA(ctx)}/documents`,
        form: pdfForm(bytes, 'dpe.pdf', { text: done?.text ?? 'x', receipt: done?.receipt ?? '1.x' }),
      };
    },
    expect: memberRoute(201),
  },
];
