import { createClient, createProperty } from '../factories';
import { mandateBody } from '../helpers/mandate-fixtures';
import { createLease } from '../rental-owner-factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const A = (ctx: MatrixContext) => ctx.world.agencyA.id;

/** A fresh lease of agency A, written as rows (an unfurnished flat at 800 € + 100 €, no document yet). */
const leaseOfA = async (ctx: MatrixContext) => createLease(ctx.t.db, A(ctx));

/** The terms of a lease as the form sends them: valid for the unfurnished flat above. */
const terms = {
  startOn: '2026-12-01',
  durationMonths: 36,
  rent: '800',
  charges: '100',
  chargesMode: 'provision',
  deposit: '800',
  paymentDay: 5,
  hasRevisionClause: true,
  managementFeePercent: '7,5',
};

/**
 * A furnished flat of A to let, under a management mandate its head made through the API, and a
 * tenant from A's directory: the body of a valid « Nouveau bail ».
 */
async function leaseBodyOfA(ctx: MatrixContext) {
  const { t, world } = ctx;
  const property = await createProperty(t.db, A(ctx), {
    type: 'Location',
    name: 'Deux-pièces meublé Croix-Rousse',
    price: 800,
    furnished: true,
    zip: '69004',
    city: 'Lyon',
    rentControlled: false,
  });
  const mandate = await world.actors.bossA.client.post(
    '/api/mandates',
    await mandateBody(t.db, A(ctx), { activity: 'gestion', kind: 'simple', propertyId: property.id }),
  );
  if (mandate.status !== 201) throw new Error(`/api/mandates: ${mandate.status} ${mandate.text}`);
  const tenant = await createClient(t.db, A(ctx));
  return {
    ...terms,
    propertyId: property.id,
    kind: 'meuble',
    tenants: [{ clientId: tenant.id, electronicDelivery: true }],
    guarantors: [],
    deposit: '1600',
  };
}

/** A lease of A made by its head through the API: its document drawn, its parties from the directory. */
async function leaseMadeByHead(ctx: MatrixContext): Promise<string> {
  const res = await ctx.world.actors.bossA.client.post('/api/leases', await leaseBodyOfA(ctx));
  if (res.status !== 201) throw new Error(`/api/leases: ${res.status} ${res.text}`);
  return res.body.id;
}

/** Leases (issue 34): those who manage properties (memberA has every permission). */
export const leasesMatrix: MatrixCase[] = [
  { route: 'GET /api/leases', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/leases/:id',
    request: async (ctx) => ({ url: `/api/leases/${(await leaseOfA(ctx)).id}` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leases',
    request: async (ctx) => ({ url: '/api/leases', json: await leaseBodyOfA(ctx) }),
    expect: memberRoute(201),
  },
  {
    route: 'PATCH /api/leases/:id',
    request: async (ctx) => ({
      url: `/api/leases/${(await leaseOfA(ctx)).id}`,
      json: { ...terms, rent: '820' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/leases/:id/document',
    request: async (ctx) => ({ url: `/api/leases/${await leaseMadeByHead(ctx)}/document` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leases/:id/signature',
    request: async (ctx) => ({ url: `/api/leases/${await leaseMadeByHead(ctx)}/signature` }),
    expect: memberRoute(200),
  },
  { route: 'GET /api/leases/properties', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/leases/properties/:id',
    request: async (ctx) => ({
      url: `/api/leases/properties/${(await createProperty(ctx.t.db, A(ctx), { type: 'Location' })).id}`,
    }),
    expect: memberRoute(200),
  },
];
