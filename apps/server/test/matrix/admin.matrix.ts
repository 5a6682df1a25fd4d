import type { ActorName } from '../helpers/actors';
import type { MatrixCase } from './matrix-case';

/** ADMIN_EMAILS only: every other signed-in user is refused with 403, whatever their agency. */
const adminOnly: Record<ActorName, number> = {
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: 403,
  bossB: 403,
  admin: 200,
};

export const adminMatrix: MatrixCase[] = [
  { route: 'GET /api/admin/stats', expect: adminOnly },
  {
    route: 'GET /api/admin/agencies',
    request: () => ({ url: '/api/admin/agencies?q=a&page=1' }),
    expect: adminOnly,
  },
  {
    route: 'GET /api/admin/agencies/:id',
    request: ({ world }) => ({ url: `/api/admin/agencies/${world.agencyA.id}` }),
    expect: adminOnly,
  },
  { route: 'GET /api/admin/audit', expect: adminOnly },
];
