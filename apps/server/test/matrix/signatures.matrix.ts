import { eq } from 'drizzle-orm';
import { signatureSigners } from '../../src/db/schema';
import { latestCode, makeRequest, samplePdf, signer } from '../helpers/signature-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { everyone, memberRoute } from './matrix-case';

/** A fresh visit slip's request in agency A, with its one signer. */
async function requestOfA({ t, world }: MatrixContext) {
  const first = signer('visitor');
  const { id } = await makeRequest(
    t,
    { agencyId: world.agencyA.id, userId: world.actors.bossA.userId! },
    {
      signers: [first],
    },
  );
  const [row] = await t.db.select().from(signatureSigners).where(eq(signatureSigners.requestId, id));
  return { id, signerId: row!.id, email: first.email };
}

/** A signing page's secret (opened on A's device by its head), its code verified when asked. */
async function signingToken(ctx: MatrixContext, verified: boolean): Promise<string> {
  const { id, signerId, email } = await requestOfA(ctx);
  const device = await ctx.world.actors.bossA.client.post(`/api/signatures/${id}/signers/${signerId}/device`);
  const token = String(device.body.url).split('/signer/')[1]!;
  if (verified) {
    const page = ctx.t.client();
    await page.post(`/api/sign/${token}/code`, { channel: 'email' });
    await page.post(`/api/sign/${token}/verify`, { code: await latestCode(ctx.t, email) });
  }
  return token;
}

const pdfForm = async () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await samplePdf())], { type: 'application/pdf' }), 'a.pdf');
  return form;
};

export const signaturesMatrix: MatrixCase[] = [
  // Each member lists their own agency's requests.
  { route: 'GET /api/signatures', expect: memberRoute(200, 200) },
  {
    route: 'GET /api/signatures/:id',
    request: async (ctx) => ({ url: `/api/signatures/${(await requestOfA(ctx)).id}` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/signatures/:id/signers/:signerId/link',
    request: async (ctx) => {
      const r = await requestOfA(ctx);
      return { url: `/api/signatures/${r.id}/signers/${r.signerId}/link` };
    },
    expect: memberRoute(202),
  },
  {
    route: 'POST /api/signatures/:id/signers/:signerId/device',
    request: async (ctx) => {
      const r = await requestOfA(ctx);
      return { url: `/api/signatures/${r.id}/signers/${r.signerId}/device` };
    },
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/signatures/:id/cancel',
    request: async (ctx) => ({
      url: `/api/signatures/${(await requestOfA(ctx)).id}/cancel`,
      json: { reason: 'Erreur de visiteur' },
    }),
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/signatures/:id/files/:file',
    request: async (ctx) => ({ url: `/api/signatures/${(await requestOfA(ctx)).id}/files/original` }),
    expect: memberRoute(200),
  },
  // Another agency's head checks a file against their own agency: « unknown », never A's request.
  {
    route: 'POST /api/signatures/verify',
    request: async () => ({ url: '/api/signatures/verify', form: await pdfForm() }),
    expect: memberRoute(200, 200),
  },
  // The signing page: its secret is the key, whoever holds it (no session needed).
  {
    route: 'GET /api/sign/:token',
    request: async (ctx) => ({ url: `/api/sign/${await signingToken(ctx, false)}` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/sign/:token/code',
    request: async (ctx) => ({
      url: `/api/sign/${await signingToken(ctx, false)}/code`,
      json: { channel: 'email' },
    }),
    expect: everyone(200),
    fuzzChangesDatabase: 'an empty body asks for a code by e-mail (the default channel): a valid request',
  },
  {
    route: 'POST /api/sign/:token/verify',
    request: async (ctx) => ({
      url: `/api/sign/${await signingToken(ctx, false)}/verify`,
      json: { code: '000000' },
    }),
    // No code asked for yet: a French 400 for whoever holds the secret.
    expect: everyone(400),
  },
  {
    route: 'GET /api/sign/:token/document',
    request: async (ctx) => ({ url: `/api/sign/${await signingToken(ctx, true)}/document` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/sign/:token/sign',
    request: async (ctx) => ({
      url: `/api/sign/${await signingToken(ctx, true)}/sign`,
      json: { consent: true, mark: { kind: 'typed', text: 'Jeanne Moreau' } },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/sign/:token/refuse',
    request: async (ctx) => ({
      url: `/api/sign/${await signingToken(ctx, true)}/refuse`,
      json: { reason: 'Je ne suis pas d’accord' },
    }),
    expect: everyone(200),
  },
];
