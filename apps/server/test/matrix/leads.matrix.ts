import { eq } from 'drizzle-orm';
import { withAgency } from '../../src/db/agency-scope';
import { leads } from '../../src/db/schema';
import { receiveLead } from '../../src/modules/leads/leads.service';
import { createClient, createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const propertyOfA = async ({ t, world }: MatrixContext) =>
  (
    await createProperty(t.db, world.agencyA.id, {
      type: 'Vente',
      kind: 'appartement',
      zip: '83000',
      city: 'Toulon',
    })
  ).id;

/** A fresh lead of agency A through the one door, on a listing of A when asked. */
async function leadOfA(ctx: MatrixContext, { withListing = false, raw = false } = {}) {
  const agencyId = ctx.world.agencyA.id;
  const propertyId = withListing ? await propertyOfA(ctx) : null;
  const { id } = await withAgency({ agencyId }, () =>
    receiveLead(ctx.t.deps, {
      agencyId,
      lead: {
        source: 'site',
        channel: 'formulaire',
        propertyId,
        name: 'Lucie Matrice',
        email: `lucie.${Date.now()}.${Math.random().toString(36).slice(2)}@exemple.fr`,
        phone: null,
        message: 'Bonjour',
        wantsVisit: false,
        consentGiven: true,
        consentText: 'J’accepte d’être recontactée.',
      },
    }),
  );
  // The member's notice is a job: settled here, so the request under test is the only change.
  await ctx.t.deps.jobs.runUntilIdle();
  if (raw) {
    const key = `${agencyId}/${id}/message.eml`;
    await ctx.t.deps.storage.put(
      'inbound-mail',
      key,
      Buffer.from('Subject: Demande\r\n\r\nBonjour'),
      'message/rfc822',
    );
    await ctx.t.db.update(leads).set({ rawKey: key }).where(eq(leads.id, id));
  }
  return id;
}

/** The inbox « Demandes » (issue 29): members with client_directory; another agency's leads are 404. */
export const leadsMatrix: MatrixCase[] = [
  { route: 'GET /api/leads', request: () => ({ url: '/api/leads' }), expect: memberRoute(200, 200) },
  {
    route: 'GET /api/leads/summary',
    request: () => ({ url: '/api/leads/summary' }),
    expect: memberRoute(200, 200),
  },
  {
    route: 'GET /api/leads/:id',
    request: async (ctx) => ({ url: `/api/leads/${await leadOfA(ctx)}` }),
    expect: memberRoute(200),
  },
  {
    route: 'PATCH /api/leads/:id',
    request: async (ctx) => ({ url: `/api/leads/${await leadOfA(ctx)}`, json: { state: 'contactee' } }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leads/:id/merge',
    request: async (ctx) => ({
      url: `/api/leads/${await leadOfA(ctx)}/merge`,
      json: { clientId: (await createClient(ctx.t.db, ctx.world.agencyA.id)).id },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leads/:id/convert',
    request: async (ctx) => ({
      url: `/api/leads/${await leadOfA(ctx, { withListing: true })}/convert`,
      json: { withSearch: true },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'POST /api/leads/:id/visit',
    request: async (ctx) => ({
      url: `/api/leads/${await leadOfA(ctx, { withListing: true })}/visit`,
      json: { date: '2026-12-03', startTime: '10:30', durationMinutes: 45 },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/clients/:id/leads',
    request: async (ctx) => ({
      url: `/api/clients/${(await createClient(ctx.t.db, ctx.world.agencyA.id)).id}/leads`,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/leads/:id/raw',
    request: async (ctx) => ({ url: `/api/leads/${await leadOfA(ctx, { raw: true })}/raw` }),
    expect: memberRoute(200),
  },
];
