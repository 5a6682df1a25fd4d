import { parisToday } from '@immopilote/contracts';
import { withAgency } from '../../src/db/agency-scope';
import { scopeActingFor } from '../../src/auth/context';
import { confirmRevision } from '../../src/modules/rentals/revisions.service';
import type { ActorName } from '../helpers/actors';
import { createLeaseDueToday, createRevisionLease } from '../revision-factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** ADMIN_EMAILS only keep the IRL table. */
const adminOnly = (ok: number): Record<ActorName, number> => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: 403,
  bossB: 403,
  admin: ok,
});

/** Each call a quarter not entered yet (Corsica, years before the shipped series), or a new value. */
let added = 0;
let corrected = 0;

/** A revision of agency A confirmed on a pinned day (T3 2025 / T3 2024), with its letter. */
async function revisionOfA({ t, world }: MatrixContext) {
  const lease = await createRevisionLease(t.db, world.agencyA.id);
  const scope = scopeActingFor({ agencyId: world.agencyA.id, userId: world.actors.bossA.userId! });
  const done = await withAgency({ agencyId: world.agencyA.id }, () =>
    confirmRevision(t.deps, scope, { id: lease.id, dueOn: '2025-10-20' }, new Date('2025-10-21T10:00:00Z')),
  );
  return { leaseId: lease.id, revisionId: done.revision.id };
}

/** The IRL table and the yearly rent revision (issue 34). */
export const revisionsMatrix: MatrixCase[] = [
  { route: 'GET /api/irl', expect: memberRoute(200, 200) },
  { route: 'GET /api/admin/irl', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/irl',
    request: () => ({
      url: '/api/admin/irl',
      json: {
        area: 'corse',
        year: 1998 + (added++ % 20),
        quarter: 1 + Math.floor(added / 20),
        value: '120,50',
      },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/admin/irl/corrections',
    request: () => ({
      url: '/api/admin/irl/corrections',
      json: { area: 'metropole', year: 2019, quarter: 1, value: (129.4 + ++corrected / 100).toFixed(2) },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'GET /api/leases/:id/revision-proposal',
    request: async ({ t, world }) => ({
      url: `/api/leases/${(await createLeaseDueToday(t.db, world.agencyA.id)).id}/revision-proposal`,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/leases/:id/revisions',
    request: async ({ t, world }) => {
      const lease = await createLeaseDueToday(t.db, world.agencyA.id);
      return { url: `/api/leases/${lease.id}/revisions`, json: { dueOn: parisToday() } };
    },
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/leases/:id/revisions',
    request: async ({ t, world }) => ({
      url: `/api/leases/${(await createRevisionLease(t.db, world.agencyA.id)).id}/revisions`,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/leases/:id/revisions/:revisionId/letter',
    request: async (ctx) => {
      const { leaseId, revisionId } = await revisionOfA(ctx);
      return { url: `/api/leases/${leaseId}/revisions/${revisionId}/letter` };
    },
    expect: memberRoute(200),
  },
];
