import { createLease } from '../rental-owner-factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** A fresh lease of agency A (an unfurnished flat at 800 € + 100 € of provisions, a 7,5 % fee), as the case needs it. */
const leaseOfA = ({ t, world }: MatrixContext, input: Parameters<typeof createLease>[2] = {}) =>
  createLease(t.db, world.agencyA.id, input);

const ended = {
  status: 'ended',
  endedOn: '2026-06-30',
  keysReturnedOn: '2026-06-30',
  exitMatchesEntry: true,
} as const;

/** A record made by A's head through the API, for the routes that read one. */
async function madeByHead(ctx: MatrixContext, url: string, json: unknown): Promise<string> {
  const res = await ctx.world.actors.bossA.client.post(url, json);
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${res.text}`);
  return res.body.id;
}

/** The end of a lease, its deposit, the charges regularisation, the owner's expenses and statements (issue 34): those who manage properties. */
export const rentalOwnerMatrix: MatrixCase[] = [
  {
    route: 'GET /api/leases/:id/deposit',
    request: async (ctx) => ({ url: `/api/leases/${(await leaseOfA(ctx)).id}/deposit` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leases/:id/end',
    request: async (ctx) => ({
      url: `/api/leases/${(await leaseOfA(ctx)).id}/end`,
      json: { endedOn: '2026-06-30', keysReturnedOn: '2026-06-30', exitMatchesEntry: true },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/leases/:id/deposit/deductions',
    request: async (ctx) => ({
      url: `/api/leases/${(await leaseOfA(ctx)).id}/deposit/deductions`,
      json: { deductions: [] },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leases/:id/deposit/return',
    request: async (ctx) => ({
      url: `/api/leases/${(await leaseOfA(ctx, ended)).id}/deposit/return`,
      json: { returnedOn: '2026-07-15' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/leases/:id/deposit/pdf',
    request: async (ctx) => {
      const lease = await leaseOfA(ctx, {
        ...ended,
        depositReturnedOn: '2026-07-15',
        depositReturnedCents: 80_000,
      });
      return { url: `/api/leases/${lease.id}/deposit/pdf` };
    },
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/leases/:id/charges',
    request: async (ctx) => ({ url: `/api/leases/${(await leaseOfA(ctx)).id}/charges` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leases/:id/charges',
    request: async (ctx) => ({
      url: `/api/leases/${(await leaseOfA(ctx)).id}/charges`,
      json: { year: 2025, lines: [{ label: 'Eau froide', amount: '180' }] },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/leases/:id/charges/:regularisationId/pdf',
    request: async (ctx) => {
      const lease = await leaseOfA(ctx);
      const id = await madeByHead(ctx, `/api/leases/${lease.id}/charges`, {
        year: 2025,
        lines: [{ label: 'Eau froide', amount: '180' }],
      });
      return { url: `/api/leases/${lease.id}/charges/${id}/pdf` };
    },
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/leases/:id/owner-expenses',
    request: async (ctx) => ({ url: `/api/leases/${(await leaseOfA(ctx)).id}/owner-expenses` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leases/:id/owner-expenses',
    request: async (ctx) => ({
      url: `/api/leases/${(await leaseOfA(ctx)).id}/owner-expenses`,
      json: { spentOn: '2026-10-12', kind: 'travaux', label: 'Chauffe-eau', amount: '120' },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'DELETE /api/leases/:id/owner-expenses/:expenseId',
    request: async (ctx) => {
      const lease = await leaseOfA(ctx);
      const id = await madeByHead(ctx, `/api/leases/${lease.id}/owner-expenses`, {
        spentOn: '2026-10-12',
        kind: 'autre',
        label: 'Saisie en double',
        amount: '10',
      });
      return { url: `/api/leases/${lease.id}/owner-expenses/${id}` };
    },
    expect: memberRoute(204),
    fuzzChangesDatabase: 'a DELETE takes no body: any body removes the expense typed by mistake',
  },
  {
    route: 'GET /api/leases/:id/owner-statements',
    request: async (ctx) => ({ url: `/api/leases/${(await leaseOfA(ctx)).id}/owner-statements` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leases/:id/owner-statements',
    request: async (ctx) => ({
      url: `/api/leases/${(await leaseOfA(ctx)).id}/owner-statements`,
      json: { month: '2026-10' },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/leases/:id/owner-statements/:statementId/pdf',
    request: async (ctx) => {
      const lease = await leaseOfA(ctx);
      const id = await madeByHead(ctx, `/api/leases/${lease.id}/owner-statements`, { month: '2026-10' });
      return { url: `/api/leases/${lease.id}/owner-statements/${id}/pdf` };
    },
    expect: memberRoute(200),
  },
];
