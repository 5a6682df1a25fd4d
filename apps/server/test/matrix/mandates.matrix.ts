import { addDaysToDate, parisToday, RETRACTION_DAYS } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { agencySites, mandates } from '../../src/db/schema';
import { createProperty } from '../factories';
import { createMandateRow, mandateBody } from '../helpers/mandate-fixtures';
import { createAgencySite } from '../helpers/site-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const mandateOfA = async ({ t, world }: MatrixContext) => (await createMandateRow(t.db, world.agencyA.id)).id;

/**
 * A mandate of A ready to be drawn: A's site settings hold the legal facts the document prints,
 * the line its price, its fees as a rate and who pays them (its mandator has an e-mail).
 */
async function drawableMandateOfA(ctx: MatrixContext) {
  const { t, world } = ctx;
  const [site] = await t.db.select().from(agencySites).where(eq(agencySites.agencyId, world.agencyA.id));
  if (!site) await createAgencySite(t.db, world.agencyA.id, { legalForm: 'SARL', siren: '812 345 678' });
  const id = await mandateOfA(ctx);
  await t.db
    .update(mandates)
    .set({ price: 313500, feeMode: 'rate', feeRate: 4.5, feePayer: 'acquereur' })
    .where(eq(mandates.id, id));
  return id;
}

/** A mandate of A countersigned today by its last mandator: within its retraction period (loi Hamon). */
async function countersignedMandateOfA(ctx: MatrixContext) {
  const id = await mandateOfA(ctx);
  const today = parisToday();
  await ctx.t.db
    .update(mandates)
    .set({
      retractionApplies: true,
      countersignedOn: today,
      retractionEndsOn: addDaysToDate(today, RETRACTION_DAYS),
    })
    .where(eq(mandates.id, id));
  return id;
}

export const mandatesMatrix: MatrixCase[] = [
  { route: 'GET /api/mandates', expect: memberRoute(200, 200) },
  { route: 'GET /api/mandates/form-options', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/mandates/export/:format',
    request: () => ({ url: '/api/mandates/export/csv?activity=gestion' }),
    expect: memberRoute(200, 200),
  },
  {
    route: 'POST /api/mandates',
    request: async ({ t, world }) => ({
      url: '/api/mandates',
      json: await mandateBody(t.db, world.agencyA.id),
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/mandates/:id',
    request: async (ctx) => ({ url: `/api/mandates/${await mandateOfA(ctx)}` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/mandates/:id/close',
    request: async (ctx) => ({
      url: `/api/mandates/${await mandateOfA(ctx)}/close`,
      json: { outcome: 'cancelled', date: parisToday(), reason: 'Le vendeur renonce à vendre.' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/mandates/:id/signature',
    request: async (ctx) => ({ url: `/api/mandates/${await drawableMandateOfA(ctx)}/signature` }),
    expect: memberRoute(201),
  },
  {
    route: 'POST /api/mandates/:id/retraction',
    request: async (ctx) => ({
      url: `/api/mandates/${await countersignedMandateOfA(ctx)}/retraction`,
      json: { date: parisToday() },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/properties/:id/mandates',
    request: async ({ t, world }) => ({
      url: `/api/properties/${(await createProperty(t.db, world.agencyA.id)).id}/mandates`,
    }),
    expect: memberRoute(200),
  },
];
