import { parisToday } from '@immopilote/contracts';
import { createLease, createRentCall } from '../rental-owner-factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** A payment of the whole rent, as the member types it: 800 € + 100 € of provisions. */
const fullPayment = () => ({ amount: '900,00', receivedOn: parisToday(), method: 'virement' });

/** October's rent call of a fresh lease of A (its tenant consents to receive by e-mail); its PDF drawn on demand. */
async function callOfA({ t, world }: MatrixContext) {
  const lease = await createLease(t.db, world.agencyA.id, {
    tenants: [{ name: 'Léa Martin', email: 'lea.martin@exemple.fr', electronicDelivery: true }],
  });
  return createRentCall(t.db, lease, '2026-10');
}

/** The quittance of a call of A, its payment recorded by A's head through the API. */
async function receiptOfA(ctx: MatrixContext): Promise<string> {
  const call = await callOfA(ctx);
  const res = await ctx.world.actors.bossA.client.post(`/api/rent-calls/${call.id}/payments`, fullPayment());
  if (res.status !== 201) throw new Error(`payment: ${res.status} ${res.text}`);
  return res.body.receipt.id;
}

/** Rent calls, payments and receipts (issue 34): those who manage properties (memberA has every permission). */
export const rentMatrix: MatrixCase[] = [
  {
    route: 'GET /api/leases/:id/rent',
    request: async (ctx) => ({
      url: `/api/leases/${(await createLease(ctx.t.db, ctx.world.agencyA.id)).id}/rent`,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/rent-calls/issue',
    expect: memberRoute(200, 200),
    fuzzChangesDatabase: 'it takes no body: a member’s request issues the calls due whatever is sent',
  },
  {
    route: 'GET /api/rent-calls/:id/pdf',
    request: async (ctx) => ({ url: `/api/rent-calls/${(await callOfA(ctx)).id}/pdf` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/rent-calls/:id/payments',
    request: async (ctx) => ({
      url: `/api/rent-calls/${(await callOfA(ctx)).id}/payments`,
      json: fullPayment(),
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/rent-receipts/:id/pdf',
    request: async (ctx) => ({ url: `/api/rent-receipts/${await receiptOfA(ctx)}/pdf` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/rent-receipts/:id/send',
    request: async (ctx) => ({ url: `/api/rent-receipts/${await receiptOfA(ctx)}/send` }),
    expect: memberRoute(202),
  },
];
