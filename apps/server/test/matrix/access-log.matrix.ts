import { createClient } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** The head reads the journal of their own agency (no record id: each head gets 200 on theirs). */
const headOfOwnAgency = { visitor: 401, pending: 403, memberA: 403, bossA: 200, bossB: 200, admin: 403 };

const clientOfA = async ({ t, world }: MatrixContext) => (await createClient(t.db, world.agencyA.id)).id;

export const accessLogMatrix: MatrixCase[] = [
  { route: 'GET /api/agency/access-log', expect: headOfOwnAgency },
  {
    // A member with the client directory permission exports a client of their agency; B's head gets 404.
    route: 'GET /api/clients/:id/export',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}/export` }),
    expect: memberRoute(200),
  },
];
