import { addDaysToDate, parisToday } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { ownerNotices } from '../../src/db/schema';
import { createHistoryEntry, createProperty } from '../factories';
import { createMandateRow } from '../helpers/mandate-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** A visit of agency A, yesterday at 10:00 (already started: its feedback may be recorded). */
async function visitOfA({ t, world }: MatrixContext) {
  const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
  const entry = await createHistoryEntry(t.db, property, {
    date: addDaysToDate(parisToday(), -1),
    startTime: '10:00',
    durationMinutes: 45,
    clientName: 'Gaspard Lemoine',
    clientEmail: 'gaspard.lemoine@exemple.fr',
    description: 'Visite',
  });
  return entry.id;
}

/** A mandate in force in agency A (its mandator has an e-mail) with a visit done yesterday, not told yet. */
async function mandateWithVisitOfA(ctx: MatrixContext) {
  const { t, world } = ctx;
  const mandate = await createMandateRow(t.db, world.agencyA.id);
  await createHistoryEntry(
    t.db,
    { id: mandate.propertyId!, agencyId: world.agencyA.id, type: 'Vente' },
    { date: addDaysToDate(parisToday(), -1), startTime: '10:00', durationMinutes: 45, description: 'Visite' },
  );
  return mandate.id;
}

/** A notice sent (« Envoyer maintenant » by A's head, its e-mail job run: the PDF is stored). */
async function sentNoticeOfA(ctx: MatrixContext) {
  const mandateId = await mandateWithVisitOfA(ctx);
  const sent = await ctx.world.actors.bossA.client.post(`/api/mandates/${mandateId}/owner-notices`);
  if (sent.status !== 202) throw new Error(`owner notice not sent: ${sent.status} ${sent.text}`);
  await ctx.t.deps.jobs.runUntilIdle();
  const [notice] = await ctx.t.db.select().from(ownerNotices).where(eq(ownerNotices.mandateId, mandateId));
  return { mandateId, noticeId: notice!.id };
}

/** The head chooses the cadence of their own agency: B's head sets B's. */
const headOwn = (ok: number) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: ok,
  admin: 403,
});

export const visitsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/visits/:historyId',
    request: async (ctx) => ({ url: `/api/visits/${await visitOfA(ctx)}` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/visits/:historyId/slip',
    request: async (ctx) => ({
      url: `/api/visits/${await visitOfA(ctx)}/slip`,
      json: { visitors: [{ name: 'Gaspard Lemoine', email: 'gaspard.lemoine@exemple.fr' }] },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/visits/:historyId/feedback',
    request: async (ctx) => ({
      url: `/api/visits/${await visitOfA(ctx)}/feedback`,
      json: { interest: 'interesse', priceOpinion: 'juste', remarks: 'Aime le jardin.' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/mandates/:id/owner-notices',
    request: async (ctx) => ({ url: `/api/mandates/${await mandateWithVisitOfA(ctx)}/owner-notices` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/mandates/:id/owner-notices',
    request: async (ctx) => ({ url: `/api/mandates/${await mandateWithVisitOfA(ctx)}/owner-notices` }),
    expect: memberRoute(202),
  },
  {
    route: 'GET /api/mandates/:id/owner-notices/:noticeId/pdf',
    request: async (ctx) => {
      const { mandateId, noticeId } = await sentNoticeOfA(ctx);
      return { url: `/api/mandates/${mandateId}/owner-notices/${noticeId}/pdf` };
    },
    expect: memberRoute(200),
  },
  // Every member reads their own agency's cadence; only the head changes it.
  { route: 'GET /api/agency/owner-notice-cadence', expect: memberRoute(200, 200) },
  {
    route: 'PUT /api/agency/owner-notice-cadence',
    request: () => ({ url: '/api/agency/owner-notice-cadence', json: { cadence: 'weekly' } }),
    expect: headOwn(200),
  },
];
