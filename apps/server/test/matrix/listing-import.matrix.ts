import { eq } from 'drizzle-orm';
import { imports } from '../../src/db/schema';
import { insertImport } from '../../src/modules/listing-import/listing-import.repo';
import { IMPORT_BUCKET, saveReport } from '../../src/modules/listing-import/listing-import-report';
import { objectKey } from '../../src/storage/storage';
import { polirisExportZip } from '../helpers/poliris-export-fixture';
import type { MatrixCase, MatrixContext } from './matrix-case';

/** « Importer » (issue 33) is the head's: a member gets 403, another agency's head 404. */
const headRoute = (ok: number, otherAgency = 404) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: otherAgency,
  admin: 403,
});

let zip: Buffer | null = null;
const exportZip = async () => {
  zip ??= await polirisExportZip({ listings: 1, photosPerListing: 0 });
  return zip;
};

/** An import of agency A whose dry run is done (`ready`), its file in storage. */
async function readyImportOfA({ t, world }: MatrixContext) {
  await t.deps.jobs.runUntilIdle();
  const id = crypto.randomUUID();
  const key = objectKey(world.agencyA.id, id, 'export.zip');
  await t.deps.storage.put(IMPORT_BUCKET, key, await exportZip(), 'application/zip');
  await insertImport(t.db, world.agencyA.id, {
    id,
    fileName: 'export.zip',
    storageKey: key,
    requestedBy: world.actors.bossA.userId!,
  });
  await saveReport(t.db, world.agencyA.id, id, {
    analysis: {
      version: '4.09',
      application: null,
      encoding: 'windows-1252',
      lines: 1,
      toCreate: 1,
      toUpdate: 0,
      refused: 0,
      photos: { found: 0, missing: 0, byUrl: 0, overLimit: 0 },
      mapping: [],
      unmapped: [],
      problems: [],
      problemsOmitted: 0,
    },
    result: null,
  });
  await t.db.update(imports).set({ status: 'ready', total: 1 }).where(eq(imports.id, id));
  return id;
}

export const listingImportMatrix: MatrixCase[] = [
  {
    route: 'POST /api/imports/listings',
    request: async ({ t }) => {
      // One dry run at a time per agency: the previous actor's finishes first.
      await t.deps.jobs.runUntilIdle();
      const form = new FormData();
      form.append(
        'file',
        new File([new Uint8Array(await exportZip())], 'export.zip', { type: 'application/zip' }),
      );
      return { url: '/api/imports/listings', form };
    },
    expect: headRoute(201, 201),
    fuzzChangesDatabase: 'the form has no text field: any request carrying the ZIP starts a dry run',
  },
  { route: 'GET /api/imports/listings', expect: headRoute(200, 200) },
  {
    route: 'GET /api/imports/listings/:id',
    request: async (ctx) => ({ url: `/api/imports/listings/${await readyImportOfA(ctx)}` }),
    expect: headRoute(200),
  },
  {
    route: 'POST /api/imports/listings/:id/confirm',
    request: async (ctx) => ({ url: `/api/imports/listings/${await readyImportOfA(ctx)}/confirm` }),
    expect: headRoute(200),
  },
  {
    route: 'POST /api/imports/listings/:id/cancel',
    request: async (ctx) => ({ url: `/api/imports/listings/${await readyImportOfA(ctx)}/cancel` }),
    expect: headRoute(200),
  },
];
