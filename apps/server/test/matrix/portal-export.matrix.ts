import { inArray } from 'drizzle-orm';
import { agencies } from '../../src/db/schema';
import { insertExport, markDone } from '../../src/modules/portal-export/portal-export.repo';
import { EXPORT_BUCKET, exportFileName } from '../../src/modules/portal-export/portal-export-build';
import { objectKey } from '../../src/storage/storage';
import { createProperty } from '../factories';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** A finished export of agency A with its ZIP in storage. */
async function finishedExportOfA({ t, world }: MatrixContext) {
  const row = await insertExport(t.db, world.agencyA.id, world.actors.bossA.userId!);
  const key = objectKey(world.agencyA.id, row.id, exportFileName('SL-A'));
  await t.deps.storage.put(EXPORT_BUCKET, key, Buffer.from('PK\u0005\u0006'), 'application/zip');
  await markDone(t.db, world.agencyA.id, row.id, { storageKey: key, included: 1, excluded: [], done: 1 });
  return row.id;
}

export const portalExportMatrix: MatrixCase[] = [
  {
    route: 'POST /api/portal-export',
    // One export at a time per agency: the previous actor's export finishes before the next asks.
    request: async ({ t, world }) => {
      await t.deps.jobs.runUntilIdle();
      // No export without the identifier SeLoger gave (a 409 the portal-export test covers).
      await t.db
        .update(agencies)
        .set({ polirisAgencyId: 'SL-1' })
        .where(inArray(agencies.id, [world.agencyA.id, world.agencyB.id]));
      return { url: '/api/portal-export' };
    },
    expect: memberRoute(201, 201),
    fuzzChangesDatabase: 'it takes no body: a member’s request starts an export whatever is sent',
  },
  { route: 'GET /api/portal-export', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/portal-export/:id/download',
    request: async (ctx) => ({ url: `/api/portal-export/${await finishedExportOfA(ctx)}/download` }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/properties/:id/publication-check',
    request: async ({ t, world }) => ({
      url: `/api/properties/${(await createProperty(t.db, world.agencyA.id, { type: 'Location' })).id}/publication-check`,
    }),
    expect: memberRoute(200),
  },
];
