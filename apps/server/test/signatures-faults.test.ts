import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeLog, signatureRequests, signatureSigners, smsOutbox } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { withAgency } from '../src/db/agency-scope';
import { HttpSmsSender } from '../src/integrations/sms/http-sms';
import { OutboxSmsSender } from '../src/integrations/sms/outbox-sms';
import { resumeSealing } from '../src/modules/signatures/seal-sweep';
import { sealRequest } from '../src/modules/signatures/seal-work';
import { purgeSignaturesPastRetention } from '../src/modules/signatures/signature-retention';
import { sweepOrphanFiles } from '../src/storage/orphan-sweep';
import { createWorld, type World } from './helpers/actors';
import { linkTokenFor, mailsTo, makeRequest, signer, verifyWithCode } from './helpers/signature-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const scopeA = () => ({ agencyId: world.agencyA.id, userId: world.actors.bossA.userId! });

beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

async function signersOf(id: string) {
  return t.db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, id))
    .orderBy(signatureSigners.position);
}

async function requestRow(id: string) {
  const [row] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, id));
  return row!;
}

/** A one-signer request opened by link with its code verified: the token, ready to sign. */
async function readyToSign(title = 'Bon de visite') {
  const a = signer('visitor');
  const { id } = await makeRequest(t, scopeA(), { signers: [a], title });
  const [row] = await signersOf(id);
  await world.actors.bossA.client.post(`/api/signatures/${id}/signers/${row!.id}/link`);
  const token = await linkTokenFor(t, a.email);
  const page = t.client();
  await verifyWithCode(t, page, token, a.email);
  return { id, token, page, email: a.email };
}

/** Signed by its only signer, left in `sealing` with no job (as after a kill -9 right after the commit). */
async function signedWithoutJob() {
  const r = await readyToSign('Bon de visite interrompu');
  await t.db.transaction(async (tx) => {
    await tx
      .update(signatureSigners)
      .set({
        status: 'signed',
        signedAt: new Date(Date.now() - 5 * 60_000),
        markKind: 'typed',
        markText: 'A. B.',
      })
      .where(eq(signatureSigners.requestId, r.id));
    await tx.update(signatureRequests).set({ status: 'sealing' }).where(eq(signatureRequests.id, r.id));
  });
  return r;
}

describe('concurrency', () => {
  it('two signatures of the same signer at once: one wins, the other is a 409', async () => {
    const { id, token, page } = await readyToSign();
    const body = { consent: true, mark: { kind: 'typed', text: 'Jeanne Moreau' } };
    const answers = await Promise.all([
      page.post(`/api/sign/${token}/sign`, body),
      page.post(`/api/sign/${token}/sign`, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await t.deps.jobs.runUntilIdle();
    const events = (await world.actors.bossA.client.get(`/api/signatures/${id}`)).body.events;
    expect(events.filter((e: { kind: string }) => e.kind === 'signed')).toHaveLength(1);
    expect((await requestRow(id)).status).toBe('completed');
  });

  it('a signature and a cancel at once end in one consistent state', async () => {
    const { id, token, page } = await readyToSign();
    const [signed, cancelled] = await Promise.all([
      page.post(`/api/sign/${token}/sign`, { consent: true, mark: { kind: 'typed', text: 'J. M.' } }),
      world.actors.bossA.client.post(`/api/signatures/${id}/cancel`, { reason: 'Erreur de visiteur' }),
    ]);
    await t.deps.jobs.runUntilIdle();
    const row = await requestRow(id);
    if (signed.status === 200) {
      expect(cancelled.status).toBe(409);
      expect(row.status).toBe('completed');
    } else {
      expect(signed.status).toBe(409);
      expect(cancelled.status).toBe(200);
      expect(row.status).toBe('cancelled');
      expect((await signersOf(id))[0]!.status).toBe('waiting');
    }
  });
});

describe('a long document', () => {
  it('a 50-page PDF is signed and sealed with its page of signatures after the last page', async () => {
    const doc = await PDFDocument.create();
    for (let i = 1; i <= 50; i++) doc.addPage().drawText(`Page ${i}`, { x: 50, y: 700 });
    const a = signer('visitor');
    const { id } = await makeRequest(t, scopeA(), { signers: [a], pdf: Buffer.from(await doc.save()) });
    const [row] = await signersOf(id);
    await world.actors.bossA.client.post(`/api/signatures/${id}/signers/${row!.id}/link`);
    const token = await linkTokenFor(t, a.email);
    const page = t.client();
    await verifyWithCode(t, page, token, a.email);
    expect(
      (await page.post(`/api/sign/${token}/sign`, { consent: true, mark: { kind: 'typed', text: 'A. B.' } }))
        .status,
    ).toBe(200);
    await t.deps.jobs.runUntilIdle();
    const sealed = await world.actors.bossA.client.get(`/api/signatures/${id}/files/sealed`);
    expect(sealed.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(sealed.raw))).getPageCount()).toBe(51);
  });
});

describe('refusal', () => {
  it('a refusal with its reason closes the request and tells the agent', async () => {
    const { id, token, page } = await readyToSign('Bon de visite refusé');
    expect((await page.post(`/api/sign/${token}/refuse`, { reason: '' })).status).toBe(400);
    const refused = await page.post(`/api/sign/${token}/refuse`, { reason: 'Le prix est faux' });
    expect(refused.body).toEqual({ state: 'refused', requestStatus: 'refused' });
    expect((await page.get(`/api/sign/${token}`)).body.state).toBe('refused');
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'refused', closedReason: 'Le prix est faux' });
    await t.deps.jobs.runUntilIdle();
    const [mail] = await mailsTo(t, world.actors.bossA.email!, 'Signature refusée%');
    expect(mail?.text).toContain('Le prix est faux');
  });
});

describe('kill -9 and crashes while sealing', () => {
  it('a request left in « sealing » with no job is sealed by the sweep', async () => {
    const { id } = await signedWithoutJob();
    await resumeSealing(t.deps);
    await t.deps.jobs.runUntilIdle();
    const row = await requestRow(id);
    expect(row.status).toBe('completed');
    const sealed = await world.actors.bossA.client.get(`/api/signatures/${id}/files/sealed`);
    expect(sha(new Uint8Array(sealed.raw))).toBe(row.sealedSha256);
  });

  it('a crash after storing the sealed PDF, before the update, is finished by the retry', async () => {
    const { id } = await signedWithoutJob();
    let puts = 0;
    const crashing: AppDeps = {
      ...t.deps,
      storage: {
        ...t.deps.storage,
        put: async (...args: Parameters<AppDeps['storage']['put']>) => {
          puts += 1;
          await t.deps.storage.put(...args);
          // The sealed PDF is stored; the process dies before the proof file and the update.
          if (puts === 1) throw new Error('kill -9');
        },
        get: (...args: Parameters<AppDeps['storage']['get']>) => t.deps.storage.get(...args),
      },
    };
    await expect(
      withAgency({ agencyId: world.agencyA.id }, () => sealRequest(crashing, world.agencyA.id, id)),
    ).rejects.toThrow('kill -9');
    expect((await requestRow(id)).status).toBe('sealing');
    await withAgency({ agencyId: world.agencyA.id }, () => sealRequest(t.deps, world.agencyA.id, id));
    // A second run after completion seals nothing again.
    await withAgency({ agencyId: world.agencyA.id }, () => sealRequest(t.deps, world.agencyA.id, id));
    const row = await requestRow(id);
    expect(row.status).toBe('completed');
    const sealed = await world.actors.bossA.client.get(`/api/signatures/${id}/files/sealed`);
    expect(sha(new Uint8Array(sealed.raw))).toBe(row.sealedSha256);
    const events = (await world.actors.bossA.client.get(`/api/signatures/${id}`)).body.events;
    expect(events.filter((e: { kind: string }) => e.kind === 'sealed')).toHaveLength(1);
    // Nothing a row names is swept; a stray file is.
    await t.deps.storage.put(
      'signatures',
      `${world.agencyA.id}/${id}/stray.pdf`,
      Buffer.from('x'),
      'application/pdf',
    );
    await sweepOrphanFiles(t.deps, { graceMs: 0, now: new Date(Date.now() + 1000) });
    expect(await t.deps.storage.get('signatures', `${world.agencyA.id}/${id}/stray.pdf`)).toBeNull();
    for (const key of [row.originalKey, row.sealedKey!, row.proofJsonKey!, row.proofPdfKey!]) {
      expect(await t.deps.storage.get('signatures', key), key).not.toBeNull();
    }
  });
});

describe('SMS adapter family', () => {
  it('keeps a text in the outbox without a gateway, posts it to the configured one', async () => {
    await new OutboxSmsSender(t.deps.db, { info() {} }).send({ to: '+33612345678', text: 'Code 123456' });
    const kept = await t.db.select().from(smsOutbox).where(eq(smsOutbox.text, 'Code 123456'));
    expect(kept).toHaveLength(1);
    const admin = await world.actors.admin.client.get('/api/admin/sms-outbox');
    expect(admin.body.items.some((s: { text: string }) => s.text === 'Code 123456')).toBe(true);

    const received: { auth: string | undefined; body: unknown }[] = [];
    const gateway = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(req.url === '/refuse' ? 500 : 200).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      await new HttpSmsSender(`${url}/send`, 'secret', 'ImmoPilote').send({
        to: '+33612345678',
        text: 'Bonjour',
      });
      expect(received[0]).toEqual({
        auth: 'Bearer secret',
        body: { to: '+33612345678', text: 'Bonjour', sender: 'ImmoPilote' },
      });
      await expect(
        new HttpSmsSender(`${url}/refuse`, undefined, 'X').send({ to: '+3361', text: 'x' }),
      ).rejects.toThrow();

      // With a gateway, a signer with a phone may receive the code by SMS.
      const smsApp = await startTestApp(
        { SMS_HTTP_URL: `${url}/send`, SMS_HTTP_TOKEN: 'secret' },
        { database: t.database },
      );
      try {
        const a = signer('visitor', { phone: '06 12 34 56 78' });
        const { id } = await makeRequest(smsApp, scopeA(), { signers: [a] });
        const [row] = await signersOf(id);
        const boss = smsApp.client();
        boss.setCookie('immopilote_session', world.actors.bossA.client.getCookie('immopilote_session')!);
        const device = await boss.post(`/api/signatures/${id}/signers/${row!.id}/device`);
        const token = String(device.body.url).split('/signer/')[1];
        const page = smsApp.client();
        expect((await page.get(`/api/sign/${token}`)).body.codeChannels).toEqual(['email', 'sms']);
        const sent = await page.post(`/api/sign/${token}/code`, { channel: 'sms' });
        expect(sent.status).toBe(200);
        expect(sent.body.destination).toBe('•• •• •• •• 78');
        const last = received.at(-1)!.body as { to: string; text: string };
        expect(last.to).toBe('+33612345678');
        const code = last.text.match(/(\d{6})/)![1];
        expect((await page.post(`/api/sign/${token}/verify`, { code })).body.codeVerified).toBe(true);
      } finally {
        await smsApp.close();
      }
    } finally {
      gateway.close();
    }
  });
});

describe('retention and exports', () => {
  it('the agency export holds the sealed PDF and the proof file; ten years on, the purge removes them', async () => {
    const { id, token, page } = await readyToSign('Bon de visite archivé');
    await page.post(`/api/sign/${token}/sign`, { consent: true, mark: { kind: 'typed', text: 'A. B.' } });
    await t.deps.jobs.runUntilIdle();
    const row = await requestRow(id);
    expect(row.status).toBe('completed');

    const head = world.actors.bossA.client;
    expect((await head.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const { latest } = (await head.get('/api/agency/export')).body;
    const zip = await head.get(`/api/agency/export/${latest.id}/download`);
    const entries = unzipSync(new Uint8Array(zip.raw));
    const sealed = entries[`fichiers/signatures/${id}/document-signe.pdf`];
    expect(sealed && sha(sealed)).toBe(row.sealedSha256);
    expect(entries[`fichiers/signatures/${id}/dossier-de-preuve.pdf`]).toBeDefined();
    const proof = JSON.parse(strFromU8(entries[`fichiers/signatures/${id}/dossier-de-preuve.json`]!));
    expect(proof.request.id).toBe(id);
    const data = JSON.parse(strFromU8(entries['donnees.json']!));
    expect(data.signatures.map((s: { id: string }) => s.id)).toContain(id);

    await t.db
      .update(signatureRequests)
      .set({ retainUntil: '2020-01-01' })
      .where(eq(signatureRequests.id, id));
    expect(await purgeSignaturesPastRetention(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, id))).toEqual([]);
    expect(await t.deps.storage.get('signatures', row.sealedKey!)).toBeNull();
    expect(await t.deps.storage.get('signatures', row.originalKey)).toBeNull();
    const logged = await t.db.select().from(purgeLog).where(eq(purgeLog.kind, 'signature_expired'));
    expect(logged.some((l) => l.clientRef === id.slice(0, 8).toUpperCase())).toBe(true);
  });
});
