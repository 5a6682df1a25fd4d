import { agencyInvitations } from '../../src/db/schema';
import { createUser } from '../factories';
import type { TestApp } from '../helpers/test-app';
import type { MatrixCase, MatrixContext } from './matrix-case';

/** Head-only routes on the head's own agency: B's head gets B's agency. */
const headOwn = (ok: number) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: ok,
  admin: 403,
});
/** Head-only routes on a member of A: B's head is told it does not exist. */
const headOfA = (ok: number) => ({ ...headOwn(ok), bossB: 404 });

const memberOfA = async ({ t, world }: MatrixContext, status: 'pending' | 'active') =>
  (await createUser(t.db, { agencyId: world.agencyA.id, status })).user.id;

const invitationOfA = async (t: TestApp, agencyId: string) => {
  const [row] = await t.db
    .insert(agencyInvitations)
    .values({
      agencyId,
      email: `invite.${crypto.randomUUID()}@exemple.fr`,
      tokenHash: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: agencyInvitations.id });
  return row!.id;
};

export const agencyMatrix: MatrixCase[] = [
  { route: 'GET /api/agency', expect: headOwn(200) },
  {
    route: 'PATCH /api/agency',
    request: () => ({
      url: '/api/agency',
      json: { name: 'Agence des Canuts', address: '4 rue Royale', city: 'Lyon', zip: '69001' },
    }),
    expect: headOwn(200),
  },
  {
    route: 'PUT /api/agency/fee-scale',
    request: () => ({ url: '/api/agency/fee-scale', json: { feeScaleUrl: 'https://agence.fr/bareme.pdf' } }),
    expect: headOwn(200),
  },
  {
    route: 'PUT /api/agency/poliris-agency-id',
    request: () => ({ url: '/api/agency/poliris-agency-id', json: { polirisAgencyId: 'SL-42' } }),
    expect: headOwn(200),
  },
  {
    route: 'POST /api/agency/code',
    expect: headOwn(200),
    fuzzChangesDatabase: 'regenerating the code takes no input: any call by the head changes it',
  },
  { route: 'GET /api/agency/pending-requests', expect: headOwn(200) },
  {
    route: 'POST /api/agency/members/:id/accept',
    request: async (ctx) => ({
      url: `/api/agency/members/${await memberOfA(ctx, 'pending')}/accept`,
      json: { permissions: ['add_property'] },
    }),
    expect: headOfA(204),
  },
  {
    route: 'POST /api/agency/members/:id/reject',
    request: async (ctx) => ({ url: `/api/agency/members/${await memberOfA(ctx, 'pending')}/reject` }),
    expect: headOfA(204),
  },
  {
    route: 'DELETE /api/agency/members/:id',
    request: async (ctx) => ({ url: `/api/agency/members/${await memberOfA(ctx, 'active')}` }),
    expect: headOfA(204),
  },
  {
    route: 'PUT /api/agency/members/:id/permissions',
    request: async (ctx) => ({
      url: `/api/agency/members/${await memberOfA(ctx, 'active')}/permissions`,
      json: { permissions: ['add_property', 'client_directory'] },
    }),
    expect: headOfA(204),
  },
  {
    route: 'POST /api/agency/members/:id/headship',
    request: async (ctx) => ({ url: `/api/agency/members/${await memberOfA(ctx, 'active')}/headship` }),
    expect: headOfA(204),
  },
  { route: 'GET /api/agency/invitations', expect: headOwn(200) },
  {
    route: 'POST /api/agency/invitations',
    request: () => ({
      url: '/api/agency/invitations',
      json: { email: `invite.${crypto.randomUUID()}@exemple.fr` },
    }),
    expect: headOwn(201),
  },
  {
    route: 'DELETE /api/agency/invitations/:id',
    request: async ({ t, world }) => ({
      url: `/api/agency/invitations/${await invitationOfA(t, world.agencyA.id)}`,
    }),
    expect: headOfA(204),
  },
  {
    route: 'GET /api/onboarding/pending-agency',
    expect: { visitor: 401, pending: 200, memberA: 404, bossA: 404, bossB: 404, admin: 404 },
  },
];
