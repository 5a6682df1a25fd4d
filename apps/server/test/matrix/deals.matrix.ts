import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dealChecklistItems, documents, offers } from '../../src/db/schema';
import { createClient, createProperty } from '../factories';
import {
  addDeadline,
  createDealReadyForDeed,
  createDealRow,
  createOfferRow,
  daysFromToday,
} from '../helpers/deal-fixtures';
import { buildPdf } from '../helpers/pdf-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const A = (ctx: MatrixContext) => ctx.world.agencyA.id;
const dealOfA = async (ctx: MatrixContext, over: Parameters<typeof createDealRow>[2] = {}) =>
  (await createDealRow(ctx.t.db, A(ctx), over)).deal;

/** An offer of A with its signed PDF stored as a document of the property. */
async function offerWithDocument(ctx: MatrixContext) {
  const offer = await createOfferRow(ctx.t.db, A(ctx));
  const key = `${A(ctx)}/${offer.propertyId}/${randomUUID()}.pdf`;
  const pdf = await buildPdf([{ text: ['Offre d’achat'] }]);
  await ctx.t.deps.storage.put('property-documents', key, pdf, 'application/pdf');
  const [doc] = await ctx.t.db
    .insert(documents)
    .values({
      agencyId: A(ctx),
      propertyId: offer.propertyId,
      storageKey: key,
      fileName: 'offre.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.byteLength,
    })
    .returning();
  await ctx.t.db.update(offers).set({ documentId: doc!.id }).where(eq(offers.id, offer.id));
  return offer.id;
}

async function offerDocumentForm() {
  const form = new FormData();
  const pdf = await buildPdf([{ text: ['Offre d’achat signée'] }]);
  form.append('document', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'offre.pdf');
  return form;
}

export const dealsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/properties/:id/offers',
    request: async (ctx) => ({
      url: `/api/properties/${(await createProperty(ctx.t.db, A(ctx), { type: 'Vente' })).id}/offers`,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/properties/:id/offers',
    request: async (ctx) => {
      const property = await createProperty(ctx.t.db, A(ctx), { type: 'Vente', status: 'Disponible' });
      const buyer = await createClient(ctx.t.db, A(ctx));
      return {
        url: `/api/properties/${property.id}/offers`,
        json: { buyerClientId: buyer.id, amount: 250_000, financing: 'cash', validUntil: daysFromToday(10) },
      };
    },
    expect: memberRoute(201),
  },
  {
    route: 'POST /api/offers/:id/answer',
    request: async (ctx) => ({
      url: `/api/offers/${(await createOfferRow(ctx.t.db, A(ctx))).id}/answer`,
      json: { answer: 'refuse', date: daysFromToday(0) },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/offers/:id/document',
    request: async (ctx) => ({
      url: `/api/offers/${(await createOfferRow(ctx.t.db, A(ctx))).id}/document`,
      form: await offerDocumentForm(),
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/offers/:id/document',
    request: async (ctx) => ({ url: `/api/offers/${await offerWithDocument(ctx)}/document` }),
    expect: memberRoute(200),
  },
  { route: 'GET /api/deals', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/deals/:id',
    request: async (ctx) => ({ url: `/api/deals/${(await dealOfA(ctx)).id}` }),
    expect: memberRoute(200),
  },
  {
    route: 'PATCH /api/deals/:id',
    request: async (ctx) => ({ url: `/api/deals/${(await dealOfA(ctx)).id}`, json: { feeOverride: 5_000 } }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/deals/:id/compromis',
    request: async (ctx) => ({
      url: `/api/deals/${(await dealOfA(ctx)).id}/compromis`,
      json: { kind: 'compromis', signedOn: daysFromToday(-50), loan: null, conditions: [] },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/deals/:id/deadlines/:deadlineId/done',
    request: async (ctx) => {
      const deal = await dealOfA(ctx, {
        stage: 'compromis_signed',
        compromisKind: 'compromis',
        compromisSignedOn: daysFromToday(-30),
      });
      const deadline = await addDeadline(ctx.t.db, A(ctx), deal.id);
      return { url: `/api/deals/${deal.id}/deadlines/${deadline.id}/done`, json: { date: daysFromToday(0) } };
    },
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/deals/:id/conditions-lifted',
    request: async (ctx) => {
      const deal = await dealOfA(ctx, {
        stage: 'compromis_signed',
        compromisKind: 'compromis',
        compromisSignedOn: daysFromToday(-50),
        firstPresentationOn: daysFromToday(-49),
      });
      return { url: `/api/deals/${deal.id}/conditions-lifted`, json: { date: daysFromToday(0) } };
    },
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/deals/:id/deed',
    request: async (ctx) => ({
      url: `/api/deals/${(await createDealReadyForDeed(ctx.t.db, A(ctx))).deal.id}/deed`,
      json: { date: daysFromToday(0) },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/properties/:id/rental-deals',
    request: async (ctx) => {
      const property = await createProperty(ctx.t.db, A(ctx), { type: 'Location', status: 'Disponible' });
      const tenant = await createClient(ctx.t.db, A(ctx));
      return {
        url: `/api/properties/${property.id}/rental-deals`,
        json: { tenantClientId: tenant.id, date: daysFromToday(0) },
      };
    },
    expect: memberRoute(201),
  },
  {
    route: 'POST /api/deals/:id/lease',
    request: async (ctx) => ({
      url: `/api/deals/${(await dealOfA(ctx, { kind: 'rental' })).id}/lease`,
      json: { signedOn: daysFromToday(0), rent: 800, zone: 'autre' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/deals/:id/keys',
    request: async (ctx) => {
      const deal = await dealOfA(ctx, {
        kind: 'rental',
        stage: 'lease_signed',
        leaseSignedOn: daysFromToday(-5),
      });
      return { url: `/api/deals/${deal.id}/keys`, json: { date: daysFromToday(0), entryInspectionId: null } };
    },
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/deals/:id/close',
    request: async (ctx) => {
      const deal = await dealOfA(ctx, { stage: 'deed_signed', deedSignedOn: daysFromToday(-5) });
      return { url: `/api/deals/${deal.id}/close`, json: { date: daysFromToday(0) } };
    },
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/deals/:id/cancel',
    request: async (ctx) => ({
      url: `/api/deals/${(await dealOfA(ctx)).id}/cancel`,
      json: { date: daysFromToday(0), reason: 'Financement refusé', listingStatus: 'Disponible' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/deals/:id/document-options',
    request: async (ctx) => ({ url: `/api/deals/${(await dealOfA(ctx)).id}/document-options` }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/deals/:id/checklist/:item',
    request: async (ctx) => {
      const deal = await dealOfA(ctx);
      await ctx.t.db
        .insert(dealChecklistItems)
        .values({ agencyId: A(ctx), dealId: deal.id, item: 'diagnostics' });
      return { url: `/api/deals/${deal.id}/checklist/diagnostics`, json: { documentId: null } };
    },
    expect: memberRoute(200),
  },
];
