import { createClient, makeDemoAgency } from '../factories';
import { withAgency } from '../../src/db/agency-scope';
import { getPrivacySettings } from '../../src/modules/privacy/privacy.service';
import type { MemberScope } from '../../src/auth/context';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { everyone, memberRoute } from './matrix-case';

/** Head-only routes on the head's own agency: B's head gets B's settings and log. */
const headOwn = (ok: number) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: ok,
  admin: 403,
});

/** Agency A's notice address (created with its settings on first read). */
async function noticeOfA({ t, world }: MatrixContext) {
  const scope = { agencyId: world.agencyA.id, userId: world.actors.bossA.userId! } as MemberScope;
  const settings = await withAgency(scope, () => getPrivacySettings(t.deps, scope));
  return settings.noticePath.split('/').pop()!;
}

export const privacyMatrix: MatrixCase[] = [
  {
    route: 'GET /api/privacy/settings',
    expect: headOwn(200),
    fuzzChangesDatabase: 'the head’s first read gives the agency its settings row and notice token',
  },
  {
    route: 'PUT /api/privacy/settings',
    request: () => ({
      url: '/api/privacy/settings',
      json: { rejectedCandidateMonths: 2, tenantFileYears: 4, contractYears: 10 },
    }),
    expect: headOwn(200),
  },
  { route: 'GET /api/privacy/purge-log', expect: headOwn(200) },
  {
    // A is the demonstration agency (the clocks are on in this test): only its head moves its clock.
    route: 'POST /api/privacy/clock',
    request: async ({ t, world }) => {
      await makeDemoAgency(t.db, world.agencyA.id);
      return { url: '/api/privacy/clock', json: { days: 1 } };
    },
    expect: { ...headOwn(200), bossB: 403 },
  },
  {
    route: 'POST /api/clients/:id/erase',
    request: async ({ t, world }) => ({
      url: `/api/clients/${(await createClient(t.db, world.agencyA.id)).id}/erase`,
    }),
    expect: memberRoute(204),
  },
  {
    route: 'GET /api/privacy-notice/:token',
    request: async (ctx) => ({ url: `/api/privacy-notice/${await noticeOfA(ctx)}` }),
    expect: everyone(200),
  },
];
