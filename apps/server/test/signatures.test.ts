import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, signatureRequests, signatureSigners } from '../src/db/schema';
import { createClient } from './factories';
import { createWorld, type World } from './helpers/actors';
import {
  drawnMark,
  latestCode,
  linkTokenFor,
  mailsTo,
  makeRequest,
  samplePdf,
  signer,
  verifyWithCode,
} from './helpers/signature-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const scopeA = () => ({ agencyId: world.agencyA.id, userId: world.actors.bossA.userId! });

describe('a request with two signers, by link and code, sealed and verified', () => {
  it('goes from the first link to a sealed PDF, a proof file, mails to every party and « Vérifier »', async () => {
    const boss = world.actors.bossA.client;
    const first = signer('visitor', {
      name: 'Jeanne Moreau',
      email: `jeanne.moreau-${Date.now()}@exemple.fr`,
    });
    const second = signer('visitor', { name: 'Élise Lefèvre' });
    const { id, pdf } = await makeRequest(t, scopeA(), { signers: [first, second] });

    const got = await boss.get(`/api/signatures/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.status).toBe('pending');
    expect(got.body.originalSha256).toBe(sha(pdf));
    const [s1, s2] = got.body.signers;
    expect(s1.current).toBe(true);

    // Only the current signer can be sent a link.
    expect((await boss.post(`/api/signatures/${id}/signers/${s2.id}/link`)).status).toBe(409);
    expect((await boss.post(`/api/signatures/${id}/signers/${s1.id}/link`)).status).toBe(202);
    const token1 = await linkTokenFor(t, first.email);
    const page = t.client();
    const session = await page.get(`/api/sign/${token1}`);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      state: 'ready',
      signerName: 'Jeanne Moreau',
      position: 1,
      signerCount: 2,
      codeVerified: false,
      codeChannels: ['email'],
      attemptsLeft: 5,
      pageCount: 2,
    });
    // The document only once the code is verified.
    expect((await page.get(`/api/sign/${token1}/document`)).status).toBe(403);
    const verified = await verifyWithCode(t, page, token1, first.email);
    expect(verified.codeVerified).toBe(true);
    expect(verified.codeDestination).toMatch(/^j•••@exemple\.fr$/);
    const doc = await page.get(`/api/sign/${token1}/document`);
    expect(doc.status).toBe(200);
    expect(sha(new Uint8Array(doc.raw))).toBe(sha(pdf));

    const signed = await page.post(`/api/sign/${token1}/sign`, {
      consent: true,
      mark: { kind: 'drawn', image: await drawnMark() },
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ state: 'signed', requestStatus: 'pending' });
    // The link is single-use: it now only tells what happened.
    expect((await page.get(`/api/sign/${token1}`)).body.state).toBe('signed');
    const again = await page.post(`/api/sign/${token1}/sign`, {
      consent: true,
      mark: { kind: 'typed', text: 'J. M.' },
    });
    expect(again.status).toBe(409);

    // The first came by link: the second gets theirs automatically.
    const token2 = await linkTokenFor(t, second.email);
    const page2 = t.client();
    await verifyWithCode(t, page2, token2, second.email);
    const last = await page2.post(`/api/sign/${token2}/sign`, {
      consent: true,
      mark: { kind: 'typed', text: 'Élise Lefèvre' },
    });
    expect(last.status).toBe(200);
    expect(last.body.requestStatus).toBe('sealing');
    await t.deps.jobs.runUntilIdle();

    const done = await boss.get(`/api/signatures/${id}`);
    expect(done.body.status).toBe('completed');
    expect(done.body.sealedSha256).toMatch(/^[0-9a-f]{64}$/);
    const kinds = done.body.events.map((e: { kind: string }) => e.kind);
    for (const k of [
      'created',
      'link_sent',
      'link_opened',
      'code_sent',
      'code_verified',
      'document_viewed',
      'signed',
      'sealed',
      'parties_mailed',
    ]) {
      expect(kinds).toContain(k);
    }

    const sealed = await boss.get(`/api/signatures/${id}/files/sealed`);
    expect(sealed.status).toBe(200);
    const sealedBytes = Buffer.from(sealed.raw);
    expect(sha(sealedBytes)).toBe(done.body.sealedSha256);
    expect(sealedBytes.toString('latin1')).toContain('/ETSI.CAdES.detached');
    const proof = await boss.get(`/api/signatures/${id}/files/proof-json`);
    expect(proof.status).toBe(200);
    const proofJson = JSON.parse(proof.text);
    expect(proofJson.document).toEqual({ sha256Before: sha(pdf), sha256After: done.body.sealedSha256 });
    expect(proofJson.signers.map((s: { name: string }) => s.name)).toEqual([
      'Jeanne Moreau',
      'Élise Lefèvre',
    ]);
    expect(proofJson.signers[0].codeSentTo).toBe('j•••@exemple.fr');
    expect(proofJson.signers[0].consentText).toContain('dossier de preuve');
    const codeVerified = proofJson.events.find((e: { kind: string }) => e.kind === 'code_verified');
    expect(codeVerified.at).toMatch(/Z$/);
    expect(codeVerified.ip).toBeTruthy();
    expect(codeVerified.userAgent).toBeTruthy();
    const proofPdf = await boss.get(`/api/signatures/${id}/files/proof-pdf`);
    expect(proofPdf.status).toBe(200);
    expect(Buffer.from(proofPdf.raw).subarray(0, 5).toString()).toBe('%PDF-');

    // Every party, and the agent, got the sealed PDF attached.
    for (const to of [first.email, second.email, world.actors.bossA.email!]) {
      const [mail] = await mailsTo(t, to, 'Document signé%');
      expect(mail?.attachments?.[0]).toMatchObject({
        contentType: 'application/pdf',
        size: sealedBytes.length,
      });
    }

    // Each download is in the access log.
    const logged = await t.db.select().from(accessLog).where(eq(accessLog.kind, 'signature_download'));
    expect(logged.length).toBeGreaterThanOrEqual(3);

    // « Vérifier »: the sealed PDF is an original; one changed byte is altered; another PDF unknown.
    const verify = (bytes: Buffer, client = boss) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'document.pdf');
      return client.upload('POST', '/api/signatures/verify', form);
    };
    const ok = await verify(sealedBytes);
    expect(ok.status).toBe(200);
    expect(ok.body.outcome).toBe('original');
    expect(ok.body.request.id).toBe(id);
    for (const at of [100, Math.floor(sealedBytes.length / 2), sealedBytes.length - 10]) {
      const copy = Buffer.from(sealedBytes);
      copy[at] = copy[at]! ^ 0x01;
      const altered = await verify(copy);
      expect(altered.body.outcome, `byte ${at}`).toBe('altered');
      expect(altered.body.request.id).toBe(id);
    }
    expect((await verify(await samplePdf('autre'))).body.outcome).toBe('unknown');
    // Another agency's head learns nothing of it.
    const other = await verify(sealedBytes, world.actors.bossB.client);
    expect(other.body).toMatchObject({ outcome: 'unknown', request: null });
    const notPdf = await verify(Buffer.from('bonjour'));
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error.message).toBe('Ce fichier n’est pas un PDF.');
  });
});

describe('bad input and faults', () => {
  it('a signer named as another agency’s client is refused', async () => {
    const foreign = await createClient(t.db, world.agencyB.id);
    await expect(
      makeRequest(t, scopeA(), { signers: [signer('mandator', { clientId: foreign.id })] }),
    ).rejects.toMatchObject({ status: 404, userMessage: 'Client introuvable.' });
    const own = await createClient(t.db, world.agencyA.id);
    await expect(
      makeRequest(t, scopeA(), { signers: [signer('mandator', { clientId: own.id })] }),
    ).resolves.toBeTruthy();
  });

  it('another agency’s request is a 404; an unknown token a 404; an expired link a French 410', async () => {
    const a = signer('visitor');
    const { id } = await makeRequest(t, scopeA(), { signers: [a] });
    expect((await world.actors.bossB.client.get(`/api/signatures/${id}`)).status).toBe(404);
    const [row] = await t.db.select().from(signatureSigners).where(eq(signatureSigners.requestId, id));
    expect(
      (await world.actors.bossB.client.post(`/api/signatures/${id}/signers/${row!.id}/device`)).status,
    ).toBe(404);
    expect((await t.client().get('/api/sign/inconnu')).status).toBe(404);

    const device = await world.actors.bossA.client.post(`/api/signatures/${id}/signers/${row!.id}/device`);
    expect(device.status).toBe(200);
    const token = device.body.url.split('/signer/')[1];
    expect((await t.client().get(`/api/sign/${token}`)).body.method).toBe('device');
    await t.db
      .update(signatureSigners)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(signatureSigners.id, row!.id));
    const expired = await t.client().get(`/api/sign/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toContain('Demandez un nouveau lien');
    // A new link kills the old secret.
    await world.actors.bossA.client.post(`/api/signatures/${id}/signers/${row!.id}/link`);
    expect((await t.client().get(`/api/sign/${token}`)).status).toBe(404);
  });

  it('five wrong codes lock the request and tell the agent', async () => {
    const a = signer('visitor');
    const { id } = await makeRequest(t, scopeA(), { signers: [a] });
    const [row] = await t.db.select().from(signatureSigners).where(eq(signatureSigners.requestId, id));
    await world.actors.bossA.client.post(`/api/signatures/${id}/signers/${row!.id}/link`);
    const token = await linkTokenFor(t, a.email);
    const page = t.client();
    expect((await page.post(`/api/sign/${token}/code`, { channel: 'email' })).status).toBe(200);
    // A second code within 30 s is refused.
    const soon = await page.post(`/api/sign/${token}/code`, { channel: 'email' });
    expect(soon.status).toBe(429);
    const good = await latestCode(t, a.email);
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const r = await page.post(`/api/sign/${token}/verify`, { code: wrong });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toContain('Code incorrect');
    }
    expect((await page.get(`/api/sign/${token}`)).body.attemptsLeft).toBe(1);
    const fifth = await page.post(`/api/sign/${token}/verify`, { code: wrong });
    expect(fifth.status).toBe(403);
    expect((await page.get(`/api/sign/${token}`)).body).toMatchObject({
      state: 'closed',
      requestStatus: 'locked',
    });
    // Even the right code no longer helps.
    expect((await page.post(`/api/sign/${token}/verify`, { code: good })).status).toBe(409);
    await t.deps.jobs.runUntilIdle();
    const [mail] = await mailsTo(t, world.actors.bossA.email!, 'Signature bloquée%');
    expect(mail?.text).toContain(a.name);
  });

  it('a document changed in storage is refused, the request cancelled and the agent told', async () => {
    const a = signer('visitor');
    const { id } = await makeRequest(t, scopeA(), { signers: [a], title: 'Bon de visite modifié' });
    const [req] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, id));
    const [row] = await t.db.select().from(signatureSigners).where(eq(signatureSigners.requestId, id));
    await world.actors.bossA.client.post(`/api/signatures/${id}/signers/${row!.id}/link`);
    const token = await linkTokenFor(t, a.email);
    const page = t.client();
    await verifyWithCode(t, page, token, a.email);
    await t.deps.storage.put(
      'signatures',
      req!.originalKey,
      await samplePdf('autre texte'),
      'application/pdf',
    );
    const refused = await page.post(`/api/sign/${token}/sign`, {
      consent: true,
      mark: { kind: 'typed', text: 'A' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('nouvelle demande de signature');
    const after = await world.actors.bossA.client.get(`/api/signatures/${id}`);
    expect(after.body.status).toBe('cancelled');
    expect(after.body.events.map((e: { kind: string }) => e.kind)).toContain('document_mismatch');
    await t.deps.jobs.runUntilIdle();
    expect(await mailsTo(t, world.actors.bossA.email!, 'Signature annulée%')).toHaveLength(1);
  });

  it('a 20 MB signature is a French 413 and a non-PNG image a French 400, changing nothing', async () => {
    const a = signer('visitor');
    const { id } = await makeRequest(t, scopeA(), { signers: [a] });
    const [row] = await t.db.select().from(signatureSigners).where(eq(signatureSigners.requestId, id));
    await world.actors.bossA.client.post(`/api/signatures/${id}/signers/${row!.id}/link`);
    const token = await linkTokenFor(t, a.email);
    const page = t.client();
    await verifyWithCode(t, page, token, a.email);
    const huge = `data:image/png;base64,${Buffer.alloc(15 * 1024 * 1024, 1).toString('base64')}`;
    const big = await page.post(`/api/sign/${token}/sign`, {
      consent: true,
      mark: { kind: 'drawn', image: huge },
    });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('Le fichier ou la requête est trop volumineux.');
    const jpeg = await (await import('sharp'))
      .default({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const notPng = await page.post(`/api/sign/${token}/sign`, {
      consent: true,
      mark: { kind: 'drawn', image: `data:image/png;base64,${jpeg.toString('base64')}` },
    });
    expect(notPng.status).toBe(400);
    expect(notPng.body.error.message).toBe('La signature dessinée doit être une image PNG.');
    expect((await page.get(`/api/sign/${token}`)).body.state).toBe('ready');
  });
});
