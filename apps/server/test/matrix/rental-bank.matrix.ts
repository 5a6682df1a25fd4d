import { addDaysToDate, leaseShortReference, parisToday } from '@immopilote/contracts';
import { createLeaseRow, createRentCallRow, frenchDay, statementCsv } from '../rental-bank-factories';
import { createLease } from '../rental-owner-factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** Reads for the members, the reminder delays set by each agency's head on its own settings. */
const headOfOwnAgency = { visitor: 401, pending: 403, memberA: 403, bossA: 200, bossB: 200, admin: 403 };

/**
 * A bank statement of one credit: 850 € received yesterday naming the lease's short reference
 * (unique to the lease: never a duplicate of another line).
 */
function statementForm(leaseId: string) {
  const csv = statementCsv([
    [frenchDay(addDaysToDate(parisToday(), -1)), `VIR SEPA LOYER ${leaseShortReference(leaseId)}`, '850,00'],
  ]);
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(csv, 'utf8')], { type: 'text/csv' }), 'releve.csv');
  return form;
}

/** A lease of A (800 € + 50 €) with its call due a week ago, still unpaid. */
async function leaseWithCallOfA({ t, world }: MatrixContext) {
  const lease = await createLeaseRow(t.db, world.agencyA.id);
  await createRentCallRow(t.db, world.agencyA.id, lease, { period: '2026-10-01', dueInDays: -7 });
  return lease;
}

/** A line of A proposed for that call, from a statement its head uploaded through the API. */
async function proposedLineOfA(ctx: MatrixContext): Promise<string> {
  const lease = await leaseWithCallOfA(ctx);
  const res = await ctx.world.actors.bossA.client.upload(
    'POST',
    '/api/rentals/bank-imports',
    statementForm(lease.id),
  );
  if (res.status !== 201) throw new Error(`bank import: ${res.status} ${res.text}`);
  const line = res.body.lines[0];
  if (line?.status !== 'proposed') throw new Error(`bank import: ${res.text}`);
  return line.id;
}

/** Bank statement import, arrears and reminder settings (issue 34): those who manage properties, the head for the delays. */
export const rentalBankMatrix: MatrixCase[] = [
  {
    route: 'POST /api/rentals/bank-imports',
    request: async (ctx) => ({
      url: '/api/rentals/bank-imports',
      form: statementForm((await leaseWithCallOfA(ctx)).id),
    }),
    expect: memberRoute(201, 201),
  },
  { route: 'GET /api/rentals/bank-lines', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/rentals/bank-lines/:id/candidates',
    request: async (ctx) => ({ url: `/api/rentals/bank-lines/${await proposedLineOfA(ctx)}/candidates` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/rentals/bank-lines/:id/confirm',
    request: async (ctx) => ({
      url: `/api/rentals/bank-lines/${await proposedLineOfA(ctx)}/confirm`,
      json: {},
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/rentals/bank-lines/confirm-proposed',
    expect: memberRoute(200, 200),
    fuzzChangesDatabase: 'it takes no body: a member’s request confirms every proposed line whatever is sent',
  },
  {
    route: 'POST /api/rentals/bank-lines/:id/ignore',
    request: async (ctx) => ({ url: `/api/rentals/bank-lines/${await proposedLineOfA(ctx)}/ignore` }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/leases/:id/arrears',
    request: async (ctx) => ({
      url: `/api/leases/${(await createLease(ctx.t.db, ctx.world.agencyA.id)).id}/arrears`,
    }),
    expect: memberRoute(200),
  },
  { route: 'GET /api/rentals/unpaid', expect: memberRoute(200, 200) },
  { route: 'GET /api/rentals/settings', expect: memberRoute(200, 200) },
  {
    route: 'PUT /api/rentals/settings',
    request: () => ({ url: '/api/rentals/settings', json: { reminderDays: [8, 15, 30] } }),
    expect: headOfOwnAgency,
  },
];
