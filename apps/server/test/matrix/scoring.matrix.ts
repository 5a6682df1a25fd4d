import { eq } from 'drizzle-orm';
import { mandateMandators, ownerReports } from '../../src/db/schema';
import { createClient, createProperty } from '../factories';
import { createMandateRow } from '../helpers/mandate-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const clientOfA = async ({ t, world }: MatrixContext) => (await createClient(t.db, world.agencyA.id)).id;

/** A property of agency A under a mandate in force, with a report and the mandator to send it to. */
async function reportOfA({ t, world }: MatrixContext) {
  const mandate = await createMandateRow(t.db, world.agencyA.id);
  const [mandator] = await t.db
    .select()
    .from(mandateMandators)
    .where(eq(mandateMandators.mandateId, mandate.id));
  const [report] = await t.db
    .insert(ownerReports)
    .values({
      agencyId: world.agencyA.id,
      propertyId: mandate.propertyId!,
      recommendation: 'Maintenir le prix.',
    })
    .returning();
  return { propertyId: mandate.propertyId!, reportId: report!.id, clientId: mandator!.clientId! };
}

/** Plans (402) and permissions (403) are refused in client-scoring.test.ts and owner-reports.test.ts (the matrix's agencies are Premium). */
export const scoringMatrix: MatrixCase[] = [
  {
    route: 'GET /api/clients/:id/scoring',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}/scoring` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/clients/:id/scoring',
    request: async (ctx) => ({
      url: `/api/clients/${await clientOfA(ctx)}/scoring`,
      json: { targetRent: 750, monthlyIncome: 2400, contractType: 'cdi', activityStart: '2020-01-06' },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/properties/:id/owner-reports',
    request: async ({ t, world }) => ({
      url: `/api/properties/${(await createProperty(t.db, world.agencyA.id)).id}/owner-reports`,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/properties/:id/owner-reports',
    request: async ({ t, world }) => ({
      url: `/api/properties/${(await createProperty(t.db, world.agencyA.id)).id}/owner-reports`,
      json: { recommendation: 'Baisser le prix de 2 %.' },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/properties/:id/owner-reports/:reportId/pdf',
    request: async (ctx) => {
      const { propertyId, reportId } = await reportOfA(ctx);
      return { url: `/api/properties/${propertyId}/owner-reports/${reportId}/pdf` };
    },
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/properties/:id/owner-reports/:reportId/send',
    request: async (ctx) => {
      const { propertyId, reportId, clientId } = await reportOfA(ctx);
      return { url: `/api/properties/${propertyId}/owner-reports/${reportId}/send`, json: { clientId } };
    },
    expect: memberRoute(202),
  },
];
