import { randomUUID } from 'node:crypto';
import { ROOM_KINDS } from '@immopilote/contracts';
import { inspectionContent } from '../helpers/inspection-document-fixtures';
import { openEntry, photoForm, rentalFlat } from '../helpers/inspection-fixtures';
import { jpeg } from '../helpers/property-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

/** A rental of agency A. */
async function rentalOfA({ t, world }: MatrixContext) {
  return (await rentalFlat(t, world.agencyA.id)).id;
}

/** An entry inspection (draft) of a rental of agency A, opened by A's head. */
async function entryOfA(ctx: MatrixContext) {
  return openEntry(ctx.world.actors.bossA.client, await rentalOfA(ctx));
}

/** A photo of such an entry, uploaded by A's head. */
async function photoOfA(ctx: MatrixContext) {
  const entry = await entryOfA(ctx);
  const photoId = randomUUID();
  const res = await ctx.world.actors.bossA.client.upload(
    'PUT',
    `/api/inspections/${entry.id}/photos/${photoId}`,
    photoForm(await jpeg({ width: 64, height: 48 })),
  );
  if (res.status !== 200) throw new Error(`photo not stored: ${res.status} ${res.text}`);
  return { id: entry.id, photoId };
}

/** An entry of agency A with its parties named (a tenant with an e-mail), ready to be signed. */
async function signableEntryOfA(ctx: MatrixContext) {
  const entry = await entryOfA(ctx);
  const saved = await ctx.world.actors.bossA.client.put(`/api/inspections/${entry.id}`, {
    baseVersion: entry.version,
    inspectionDate: entry.inspectionDate,
    furnished: entry.furnished,
    content: inspectionContent(),
  });
  if (saved.status !== 200) throw new Error(`entry not saved: ${saved.status} ${saved.text}`);
  return { id: entry.id, version: saved.body.version as number };
}

/** The head sets their own agency's lists: B's head sets B's. */
const headOwn = (ok: number) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: ok,
  admin: 403,
});

export const inspectionsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/properties/:id/inspections',
    request: async (ctx) => ({ url: `/api/properties/${await rentalOfA(ctx)}/inspections` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/properties/:id/inspections',
    request: async (ctx) => ({
      url: `/api/properties/${await rentalOfA(ctx)}/inspections`,
      json: { kind: 'entry', inspectionDate: '2026-11-02' },
    }),
    expect: memberRoute(201),
  },
  {
    route: 'GET /api/inspections/:id',
    request: async (ctx) => ({ url: `/api/inspections/${(await entryOfA(ctx)).id}` }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/inspections/:id',
    request: async (ctx) => {
      const entry = await entryOfA(ctx);
      return {
        url: `/api/inspections/${entry.id}`,
        json: {
          baseVersion: entry.version,
          inspectionDate: entry.inspectionDate,
          furnished: entry.furnished,
          content: entry.content,
        },
      };
    },
    expect: memberRoute(200),
  },
  {
    route: 'DELETE /api/inspections/:id',
    request: async (ctx) => ({ url: `/api/inspections/${(await entryOfA(ctx)).id}` }),
    expect: memberRoute(204),
  },
  {
    route: 'PUT /api/inspections/:id/photos/:photoId',
    request: async (ctx) => ({
      url: `/api/inspections/${(await entryOfA(ctx)).id}/photos/${randomUUID()}`,
      form: photoForm(await jpeg({ width: 64, height: 48 })),
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/inspections/:id/photos/:photoId',
    request: async (ctx) => {
      const { id, photoId } = await photoOfA(ctx);
      return { url: `/api/inspections/${id}/photos/${photoId}` };
    },
    expect: memberRoute(200),
  },
  // Every member reads their own agency's lists; only the head changes them.
  { route: 'GET /api/agency/inspection-defaults', expect: memberRoute(200, 200) },
  {
    route: 'PUT /api/agency/inspection-defaults',
    request: () => ({
      url: '/api/agency/inspection-defaults',
      json: { rooms: Object.fromEntries(ROOM_KINDS.map((kind) => [kind, ['Sol', 'Murs', 'Plafond']])) },
    }),
    expect: headOwn(200),
  },
  // ---- The PDF and « Faire signer » (inspection-document.routes.ts) ----
  // A draft's preview for every member; signing for those who handle properties (memberA does).
  {
    route: 'GET /api/inspections/:id/pdf',
    request: async (ctx) => ({ url: `/api/inspections/${(await entryOfA(ctx)).id}/pdf` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/inspections/:id/signature',
    request: async (ctx) => {
      const { id, version } = await signableEntryOfA(ctx);
      return { url: `/api/inspections/${id}/signature`, json: { baseVersion: version } };
    },
    expect: memberRoute(200),
  },
];
