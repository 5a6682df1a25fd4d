import { createClient } from '../factories';
import { extract } from '../helpers/extraction';
import { buildPdf, pdfForm } from '../helpers/pdf-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const clientBody = () => ({
  fullName: 'Louis Moreau',
  firstName: 'Louis',
  email: `louis.${Math.random().toString(36).slice(2)}@exemple.fr`,
  phone: '06 12 34 56 78',
  birthDate: '1985-04-12',
});

const clientOfA = async ({ t, world }: MatrixContext) => (await createClient(t.db, world.agencyA.id)).id;

let samplePdf: Promise<Buffer> | undefined;
const pdf = () => (samplePdf ??= buildPdf([{ text: ['Justificatif de domicile — 1 250 €'] }]));

/** A save form with a receipt for the actor's own agency (or a dummy one for actors refused earlier). */
async function savedDocumentForm(ctx: MatrixContext, extra: Record<string, string> = {}) {
  const bytes = await pdf();
  const { done } = await extract(ctx.actor.client, bytes);
  return pdfForm(bytes, 'justificatif.pdf', {
    documentType: 'domicile.quittances',
    ...extra,
    text: done?.text ?? 'x',
    receipt: done?.receipt ?? '1.x',
  });
}

export const clientsMatrix: MatrixCase[] = [
  { route: 'GET /api/clients', expect: memberRoute(200, 200) },
  // Another agency's head searches their own directory: 200, with none of A's clients (client-search.test.ts).
  {
    route: 'GET /api/clients/search',
    request: () => ({ url: '/api/clients/search?q=mor' }),
    expect: memberRoute(200, 200),
  },
  {
    route: 'POST /api/clients',
    request: () => ({ url: '/api/clients', json: clientBody() }),
    expect: memberRoute(201, 201),
  },
  {
    route: 'POST /api/clients/with-document',
    request: async (ctx) => ({
      url: '/api/clients/with-document',
      form: await savedDocumentForm(ctx, { client: JSON.stringify(clientBody()) }),
    }),
    expect: memberRoute(201, 201),
  },
  {
    route: 'GET /api/clients/:id',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}` }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/clients/:id/visits',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}/visits` }),
    expect: memberRoute(200),
  },
  {
    route: 'PATCH /api/clients/:id',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}`, json: clientBody() }),
    expect: memberRoute(200),
  },
  {
    route: 'DELETE /api/clients/:id',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}` }),
    expect: memberRoute(204),
  },
  {
    route: 'POST /api/clients/:id/documents',
    request: async (ctx) => ({
      url: `/api/clients/${await clientOfA(ctx)}/documents`,
      form: await savedDocumentForm(ctx),
    }),
    expect: memberRoute(201),
  },
];
