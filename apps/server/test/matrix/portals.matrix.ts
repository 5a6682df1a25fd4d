import { randomUUID } from 'node:crypto';
import type { Portal } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import { secretBoxOf } from '../../src/auth/secret-box';
import { portalConnections, portalUploads } from '../../src/db/schema';
import { portalPasswordContext } from '../../src/modules/portals/portal-upload';
import { createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** The head's routes on their own agency: 403 for a member, as the other boss routes. */
const headRoute = (ok: number, otherAgency = ok) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: otherAgency,
  admin: 403,
});

/** A fresh connection of agency A to `portal` (any earlier one and its uploads go), on a closed port. */
async function connectionOfA({ t, world }: MatrixContext, portal: Portal) {
  const agencyId = world.agencyA.id;
  await t.db
    .delete(portalConnections)
    .where(and(eq(portalConnections.agencyId, agencyId), eq(portalConnections.portal, portal)));
  const id = randomUUID();
  await t.db.insert(portalConnections).values({
    id,
    agencyId,
    portal,
    portalAgencyId: 'AG-A',
    host: '127.0.0.1',
    port: 1,
    username: 'agence',
    passwordSealed: secretBoxOf(t.config).seal('secret', portalPasswordContext(id)),
  });
  return id;
}

const connectionBody = {
  portalAgencyId: 'AG-42',
  protocol: 'ftp',
  host: 'ftp.exemple.fr',
  port: 21,
  username: 'agence',
  password: 'secret',
  folder: '/',
  enabled: true,
};

export const portalsMatrix: MatrixCase[] = [
  { route: 'GET /api/portals/connections', expect: headRoute(200) },
  {
    route: 'POST /api/portals/connections',
    request: async ({ t, world }) => {
      for (const agencyId of [world.agencyA.id, world.agencyB.id]) {
        await t.db
          .delete(portalConnections)
          .where(and(eq(portalConnections.agencyId, agencyId), eq(portalConnections.portal, 'green_acres')));
      }
      return { url: '/api/portals/connections', json: { ...connectionBody, portal: 'green_acres' } };
    },
    expect: headRoute(201),
  },
  {
    route: 'PUT /api/portals/connections/:id',
    request: async (ctx) => ({
      url: `/api/portals/connections/${await connectionOfA(ctx, 'bienici')}`,
      json: { ...connectionBody, password: '' },
    }),
    expect: headRoute(200, 404),
  },
  {
    route: 'DELETE /api/portals/connections/:id',
    request: async (ctx) => ({
      url: `/api/portals/connections/${await connectionOfA(ctx, 'figaro_immobilier')}`,
    }),
    expect: headRoute(204, 404),
  },
  { route: 'GET /api/portals/publication', expect: memberRoute(200, 200) },
  {
    route: 'POST /api/portals/connections/:id/publish',
    request: async (ctx) => ({
      url: `/api/portals/connections/${await connectionOfA(ctx, 'logic_immo')}/publish`,
    }),
    expect: memberRoute(201),
    fuzzChangesDatabase: 'it takes no body: a publisher’s request queues an upload whatever is sent',
  },
  {
    route: 'POST /api/portals/uploads/:id/confirm',
    request: async (ctx) => {
      const connectionId = await connectionOfA(ctx, 'leboncoin');
      const [upload] = await ctx.t.db
        .insert(portalUploads)
        .values({
          agencyId: ctx.world.agencyA.id,
          connectionId,
          trigger: 'nightly',
          status: 'needs_confirmation',
          heldBefore: 4,
          error: 'À confirmer',
        })
        .returning();
      return { url: `/api/portals/uploads/${upload!.id}/confirm` };
    },
    expect: headRoute(200, 404),
    fuzzChangesDatabase: 'it takes no body: the head’s request confirms the upload whatever is sent',
  },
  {
    route: 'GET /api/properties/:id/portals',
    request: async ({ t, world }) => ({
      url: `/api/properties/${(await createProperty(t.db, world.agencyA.id)).id}/portals`,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/properties/:id/portals',
    request: async ({ t, world }) => ({
      url: `/api/properties/${(await createProperty(t.db, world.agencyA.id)).id}/portals`,
      json: { portals: [] },
    }),
    expect: memberRoute(200),
  },
];
