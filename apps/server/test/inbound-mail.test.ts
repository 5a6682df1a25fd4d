import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inboundMailMessages as m } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAgency } from '../src/db/agency-scope';
import { inboundMailboxes, inboundMessages, leads } from '../src/db/schema';
import { backoffMinutes, pollMailbox } from '../src/modules/inbound-mail/mailbox-poll';
import { pollDueMailboxesJob } from '../src/modules/inbound-mail/poll-due-mailboxes.job';
import { LocalDiskStorage } from '../src/storage/local-disk-storage';
import type { Bucket } from '../src/storage/storage';
import { createProperty } from './factories';
import { createMandateRow } from './helpers/mandate-fixtures';
import { createWorld, type World } from './helpers/actors';
import { hasDovecot, NO_DOVECOT_MESSAGE, startDovecot, type TestImapServer } from './helpers/dovecot';
import { startTestApp, type TestApp } from './helpers/test-app';

const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'lead-mails');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));
const silent = { info() {}, warn() {}, error() {} };

/** Local storage whose next `put`s fail on demand: storage down in the middle of an import. */
class FlakyStorage extends LocalDiskStorage {
  failNextPuts = 0;
  override async put(bucket: Bucket, key: string, body: Buffer) {
    if (this.failNextPuts > 0) {
      this.failNextPuts--;
      throw new Error('stockage indisponible');
    }
    return super.put(bucket, key, body);
  }
}

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-inbound-'));
const storage = new FlakyStorage(storageDir);
let t: TestApp;
let world: World;
let property: { id: string };
beforeAll(async () => {
  t = await startTestApp({}, { storage });
  world = await createWorld(t);
  // The SeLoger fixture names « Référence de l'annonce : 1042 ».
  property = await createProperty(t.db, world.agencyA.id, { siteReference: 1042 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const boss = () => world.actors.bossA.client;
const member = () => world.actors.memberA.client;

async function leadsOf(agencyId: string) {
  return t.db.select().from(leads).where(eq(leads.agencyId, agencyId));
}
async function messagesOf(agencyId: string) {
  return t.db.select().from(inboundMessages).where(eq(inboundMessages.agencyId, agencyId));
}

describe.skipIf(!hasDovecot)('IMAP polling on a real Dovecot (issue 29)', () => {
  let imap: TestImapServer;
  const agencyId = () => world.agencyA.id;
  const settings = (over: Record<string, unknown> = {}) => ({
    enabled: true,
    host: imap.host,
    port: imap.port,
    secure: false,
    user: imap.user,
    password: imap.password,
    folder: 'INBOX',
    ...over,
  });
  /** One poll, then the periodic pass is kept away, so the test alone decides when the box is read. */
  async function poll(limit?: number) {
    const result = await withAgency({ agencyId: agencyId() }, () =>
      pollMailbox(t.deps, agencyId(), silent, { limit }),
    );
    return result!;
  }
  async function holdPeriodicPass() {
    await t.db
      .update(inboundMailboxes)
      .set({ nextPollAt: new Date(Date.now() + 86_400_000) })
      .where(eq(inboundMailboxes.agencyId, agencyId()));
  }
  async function mailbox() {
    const [row] = await t.db.select().from(inboundMailboxes).where(eq(inboundMailboxes.agencyId, agencyId()));
    return row!;
  }

  beforeAll(async () => {
    imap = await startDovecot();
  });
  afterAll(async () => {
    await imap?.close();
  });

  it('refuses a wrong password with a French field error, saving nothing', async () => {
    const res = await boss().put('/api/agency/inbound-mail/imap', settings({ password: 'pas-le-bon' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual({ password: m.authFailed });
    const unreachable = await boss().put('/api/agency/inbound-mail/imap', settings({ port: 1 }));
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.error.fieldErrors.host).toBe(m.hostUnreachable(imap.host, 1));
    const folder = await boss().put('/api/agency/inbound-mail/imap', settings({ folder: 'Portails' }));
    expect(folder.status).toBe(400);
    expect(folder.body.error.fieldErrors.folder).toBe(m.folderMissing('Portails'));
    // SSL/TLS on a plain port; a name that resolves to nothing.
    const tls = await boss().put('/api/agency/inbound-mail/imap', settings({ secure: true }));
    expect(tls.status).toBe(400);
    expect(tls.body.error.fieldErrors.port).toBe(m.tlsFailed);
    const unknown = await boss().put(
      '/api/agency/inbound-mail/imap',
      settings({ host: 'imap.nexiste-pas.invalid' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fieldErrors.host).toBe(m.hostUnknown('imap.nexiste-pas.invalid'));
    // A first save needs a password.
    const none = await boss().put('/api/agency/inbound-mail/imap', settings({ password: '' }));
    expect(none.body.error.fieldErrors).toEqual({ password: m.passwordRequired });
    expect((await boss().get('/api/agency/inbound-mail')).body.imap).toBeNull();
  });

  it('is configured by the head only; the password is sealed and never answered', async () => {
    expect((await member().put('/api/agency/inbound-mail/imap', settings())).status).toBe(403);
    const res = await boss().put('/api/agency/inbound-mail/imap', settings());
    expect(res.status).toBe(200);
    expect(res.body.imap).toEqual({
      enabled: true,
      host: imap.host,
      port: imap.port,
      secure: false,
      user: imap.user,
      folder: 'INBOX',
      hasPassword: true,
    });
    expect(res.text).not.toContain(imap.password);
    const row = await mailbox();
    expect(row.imapPasswordSealed).toMatch(/^v1\./);
    expect(row.imapPasswordSealed).not.toContain(imap.password);
    // Saving again without a password keeps the stored one (and checks it still signs in).
    const again = await boss().put('/api/agency/inbound-mail/imap', settings({ password: '' }));
    expect(again.status).toBe(200);
    expect(again.body.imap.hasPassword).toBe(true);
    // Members read the state; they cannot poll.
    expect((await member().get('/api/agency/inbound-mail')).status).toBe(200);
    expect((await member().post('/api/agency/inbound-mail/poll')).status).toBe(403);
    await holdPeriodicPass();
  });

  it('turns a SeLoger message into one lead on the right listing, and reads it once', async () => {
    await imap.append(fixture('seloger.eml'));
    // « Relever maintenant »: a poll job now.
    expect((await boss().post('/api/agency/inbound-mail/poll')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    await holdPeriodicPass();
    const found = await leadsOf(agencyId());
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      source: 'seloger',
      channel: 'imap',
      propertyId: property.id,
      listingReference: '1042',
      name: 'Camille Dupont',
      email: 'camille.dupont@exemple.fr',
      phone: '06 12 34 56 78',
      wantsVisit: true,
      consentGiven: false,
    });
    // The raw message is kept whole in storage, under the agency's folder.
    expect(found[0]!.rawKey).toMatch(new RegExp(`^${agencyId()}/[0-9a-f-]{36}/message\\.eml$`));
    const stored = await storage.get('inbound-mail', found[0]!.rawKey!);
    expect(stored?.size).toBe(fixture('seloger.eml').length);
    stored?.body.destroy();
    expect(await imap.counts()).toEqual({ total: 1, unseen: 0 });
    const state = await boss().get('/api/agency/inbound-mail');
    expect(state.body.status).toMatchObject({ lastError: null, failures: 0 });
    expect(state.body.status.lastSuccessAt).not.toBeNull();
    expect(state.body.recent[0]).toMatchObject({ channel: 'imap', status: 'importe', leadId: found[0]!.id });

    // A second poll finds nothing new.
    expect(await poll()).toEqual({ imported: 0, duplicates: 0, failed: 0, error: null, remaining: 0 });
    // The same message again, unread (a copy, a client that unflagged it): not imported twice.
    await imap.append(fixture('seloger.eml'));
    expect(await poll()).toEqual({ imported: 0, duplicates: 1, failed: 0, error: null, remaining: 0 });
    expect(await leadsOf(agencyId())).toHaveLength(1);
    expect(await imap.counts()).toEqual({ total: 2, unseen: 0 });
    await holdPeriodicPass();
  });

  it('leaves a message whose import fails unread, and imports it once at the next poll (Windows-1252)', async () => {
    const before = (await leadsOf(agencyId())).length;
    await imap.append(fixture('logic-immo.eml'));
    storage.failNextPuts = 1;
    expect(await poll()).toMatchObject({ imported: 0, failed: 1, error: null });
    expect((await imap.counts()).unseen).toBe(1);
    expect(await leadsOf(agencyId())).toHaveLength(before);
    expect((await mailbox()).lastError).toBe(m.importFailed);

    expect(await poll()).toMatchObject({ imported: 1, failed: 0 });
    expect((await imap.counts()).unseen).toBe(0);
    const found = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.agencyId, agencyId()), eq(leads.source, 'logic_immo')));
    expect(found).toHaveLength(1);
    expect(found[0]!.name).toBe('François Lefèvre');
    expect(found[0]!.message).toContain('Cordialement, François — « très intéressé »');
    expect((await mailbox()).lastError).toBeNull();
    await holdPeriodicPass();
  });

  it('keeps a message over 10 MB as a lead from its envelope, marked as a failure, and goes on', async () => {
    const before = (await leadsOf(agencyId())).length;
    const attachment = Buffer.alloc(8 * 1024 * 1024, 7)
      .toString('base64')
      .replace(/.{76}/g, '$&\r\n');
    const big = [
      'From: Paul Girard <paul.girard@exemple.fr>',
      'To: annonces@agence-lambert.fr',
      'Subject: Dossier complet pour la maison',
      'Message-ID: <dossier-lourd@exemple.fr>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Voici mon dossier.',
      '--b',
      'Content-Type: application/pdf; name="dossier.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      attachment,
      '--b--',
      '',
    ].join('\r\n');
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    await imap.append(big);
    await imap.append(fixture('leboncoin.eml'));
    expect(await poll()).toMatchObject({ imported: 2, failed: 0, error: null });
    expect(await imap.counts()).toMatchObject({ unseen: 0 });
    const all = await leadsOf(agencyId());
    expect(all).toHaveLength(before + 2);
    const heavy = all.find((l) => l.email === 'paul.girard@exemple.fr')!;
    const [row] = (await messagesOf(agencyId())).filter((r) => r.leadId === heavy.id);
    const note = m.tooLargeLead(Math.ceil(row!.sizeBytes / (1024 * 1024)));
    expect(row!.sizeBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(row).toMatchObject({ status: 'echec', error: note, rawKey: null });
    expect(heavy.message).toContain(note);
    expect(heavy.rawKey).toBeNull();
    expect(all.some((l) => l.source === 'leboncoin' && l.listingReference === '2077')).toBe(true);
    await holdPeriodicPass();
  });

  it('records a mailbox that is down in French, backs off, and resets on success', async () => {
    await imap.stop();
    try {
      const first = await poll();
      expect(first.error).toBe(m.hostUnreachable(imap.host, imap.port));
      let row = await mailbox();
      expect(row.failures).toBe(1);
      expect(row.lastError).toBe(first.error);
      const wait1 = row.nextPollAt!.getTime() - row.lastPollAt!.getTime();
      expect(wait1).toBe(backoffMinutes(1) * 60_000);
      await poll();
      row = await mailbox();
      expect(row.failures).toBe(2);
      expect(row.nextPollAt!.getTime() - row.lastPollAt!.getTime()).toBe(4 * 60_000);
      const state = await boss().get('/api/agency/inbound-mail');
      expect(state.body.status).toMatchObject({ lastError: first.error, failures: 2 });
    } finally {
      await imap.start();
    }
    expect(backoffMinutes(3)).toBe(8);
    expect(backoffMinutes(9)).toBe(60);
    expect((await poll()).error).toBeNull();
    const row = await mailbox();
    expect(row).toMatchObject({ failures: 0, lastError: null });
    await holdPeriodicPass();
  });

  it('records a password the server now refuses, in French', async () => {
    const { secretBoxOf } = await import('../src/auth/secret-box');
    const sealed = secretBoxOf(t.config).seal('change-par-le-fournisseur', `inbound-imap:${agencyId()}`);
    const saved = (await mailbox()).imapPasswordSealed;
    await t.db
      .update(inboundMailboxes)
      .set({ imapPasswordSealed: sealed })
      .where(eq(inboundMailboxes.agencyId, agencyId()));
    expect((await poll()).error).toBe(m.authFailed);
    await t.db
      .update(inboundMailboxes)
      .set({ imapPasswordSealed: saved, failures: 0, lastError: null })
      .where(eq(inboundMailboxes.agencyId, agencyId()));
  });

  it('works through a mailbox full of unread mail over several polls, oldest first', async () => {
    for (const n of [1, 2, 3]) {
      await imap.append(
        `From: ancien${n}@exemple.fr\r\nSubject: Ancien ${n}\r\nMessage-ID: <ancien-${n}@exemple.fr>\r\n\r\nBonjour ${n}.\r\n`,
      );
    }
    expect(await poll(2)).toMatchObject({ imported: 2, remaining: 1, error: null });
    // More to read: due at once for the next pass.
    expect((await mailbox()).nextPollAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await imap.counts()).unseen).toBe(1);
    expect(await poll(2)).toMatchObject({ imported: 1, remaining: 0 });
    const names = (await leadsOf(agencyId()))
      .flatMap((l) => (l.email?.startsWith('ancien') ? [l.email] : []))
      .sort();
    expect(names).toEqual(['ancien1@exemple.fr', 'ancien2@exemple.fr', 'ancien3@exemple.fr']);
    await holdPeriodicPass();
  });

  it('the periodic pass polls the mailboxes that are due', async () => {
    await t.db
      .update(inboundMailboxes)
      .set({ nextPollAt: new Date(Date.now() - 1000) })
      .where(eq(inboundMailboxes.agencyId, agencyId()));
    await imap.append(fixture('bienici.eml'));
    await t.deps.jobs.enqueue(pollDueMailboxesJob, {});
    await t.deps.jobs.runUntilIdle();
    await holdPeriodicPass();
    const found = (await leadsOf(agencyId())).filter((l) => l.source === 'bienici');
    expect(found).toHaveLength(1);
    expect(found[0]!.name).toBe('Léa Nguyễn-Gauthier');
    expect((await imap.counts()).unseen).toBe(0);
  });

  it('forgets the IMAP settings on removal', async () => {
    expect((await boss().delete('/api/agency/inbound-mail/imap')).status).toBe(204);
    const state = await boss().get('/api/agency/inbound-mail');
    expect(state.body.imap).toBeNull();
    expect((await mailbox()).imapPasswordSealed).toBeNull();
    expect((await boss().post('/api/agency/inbound-mail/poll')).status).toBe(400);
  });
});

describe.runIf(!hasDovecot)('IMAP polling', () => {
  it.skip(NO_DOVECOT_MESSAGE, () => undefined);
});

describe('the inbound webhook', () => {
  const sign = (secret: string, body: string | Buffer) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const post = (agencyId: string, body: string, signature?: string) =>
    t.client().request('POST', `/api/inbound-mail/${agencyId}`, {
      raw: { bytes: new Uint8Array(Buffer.from(body)), contentType: 'application/json' },
      headers: signature ? { 'x-immopilote-signature': signature } : {},
      withoutCsrf: true,
    });
  let secretA: string;
  let secretB: string;
  beforeAll(async () => {
    expect((await member().post('/api/agency/inbound-mail/webhook-secret')).status).toBe(403);
    const a = await boss().post('/api/agency/inbound-mail/webhook-secret');
    expect(a.status).toBe(201);
    expect(a.body.url).toBe(`http://immopilote.test/api/inbound-mail/${world.agencyA.id}`);
    secretA = a.body.secret;
    secretB = (await world.actors.bossB.client.post('/api/agency/inbound-mail/webhook-secret')).body.secret;
  });

  it('imports a signed raw message once, with no session and no CSRF header', async () => {
    const body = JSON.stringify({ raw: fixture('figaro-immo.eml').toString('latin1') });
    const res = await post(world.agencyA.id, body, sign(secretA, body));
    expect(res.status).toBe(202);
    const found = (await leadsOf(world.agencyA.id)).filter((l) => l.channel === 'webhook');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      source: 'figaro_immo',
      name: 'Hélène Roussel',
      listingReference: '1230',
    });
    expect((await post(world.agencyA.id, body, sign(secretA, body))).status).toBe(202);
    expect((await leadsOf(world.agencyA.id)).filter((l) => l.channel === 'webhook')).toHaveLength(1);
    expect((await boss().get('/api/agency/inbound-mail')).body.webhook.hasSecret).toBe(true);
  });

  it('reads the parts a mail service posted instead of the raw message', async () => {
    const body = JSON.stringify({
      messageId: '<parts-1@mail-service.test>',
      from: 'Nina Perrin <nina.perrin@exemple.fr>',
      subject: 'Visite du T2 rue Victor Hugo',
      text: 'Bonjour, je voudrais visiter le T2. Mon numéro : 06 33 44 55 66.',
      html: '<p>Bonjour, <script>alert(1)</script>je voudrais visiter le T2.</p>',
    });
    expect((await post(world.agencyA.id, body, sign(secretA, body))).status).toBe(202);
    const [lead] = (await leadsOf(world.agencyA.id)).filter((l) => l.email === 'nina.perrin@exemple.fr');
    expect(lead).toMatchObject({
      source: 'email',
      channel: 'webhook',
      name: 'Nina Perrin',
      phone: '06 33 44 55 66',
    });
    expect(lead!.message).toContain('Objet\u00a0: Visite du T2 rue Victor Hugo');
    expect(lead!.message).not.toContain('<script>');
  });

  it('refuses, with one answer, an unsigned, forged or other agency’s call, an unknown agency; nothing stored', async () => {
    const before = (await messagesOf(world.agencyA.id)).length;
    const body = JSON.stringify({
      raw: fixture('seloger.eml').toString('latin1').replace('7f3a91c2', 'forged'),
    });
    const answers = [
      await post(world.agencyA.id, body),
      await post(world.agencyA.id, body, 'sha256=deadbeef'),
      await post(world.agencyA.id, body, sign('whsec_devine', body)),
      await post(world.agencyA.id, body, sign(secretB, body)),
      await post(world.agencyA.id, body, sign(secretA, `${body} `)),
      await post('00000000-0000-4000-8000-000000000000', body, sign(secretA, body)),
      await post(world.agencyB.id, body, sign(secretA, body)),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: m.webhookRefused } });
    }
    expect(await messagesOf(world.agencyA.id)).toHaveLength(before);
    expect(await messagesOf(world.agencyB.id)).toHaveLength(0);
  });

  it('answers a French 400 for a signed body that is not the documented shape, 413 over 10 MB', async () => {
    for (const body of ['pas du json', JSON.stringify({ raw: '' }), JSON.stringify({ text: 'x' })]) {
      const res = await post(world.agencyA.id, body, sign(secretA, body));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(m.webhookBodyInvalid);
    }
    const huge = JSON.stringify({ raw: `Subject: gros\r\n\r\n${'a'.repeat(10 * 1024 * 1024)}` });
    const res = await post(world.agencyA.id, huge, sign(secretA, huge));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(m.messageTooLarge);
  });

  it('stops accepting the previous secret once rotated', async () => {
    const rotated = await boss().post('/api/agency/inbound-mail/webhook-secret');
    const body = JSON.stringify({ raw: fixture('generic.eml').toString('utf8') });
    expect((await post(world.agencyA.id, body, sign(secretA, body))).status).toBe(401);
    expect((await post(world.agencyA.id, body, sign(rotated.body.secret, body))).status).toBe(202);
    secretA = rotated.body.secret;
  });
});

describe('a .eml dropped in the inbox (leads.importMessage)', () => {
  const upload = (client = member(), bytes: Buffer = fixture('leboncoin.eml'), name = 'demande.eml') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'message/rfc822' }), name);
    return client.upload('POST', '/api/leads/import', form);
  };

  it('becomes a lead with no configuration at all; the same file twice is one lead', async () => {
    const bossB = world.actors.bossB.client;
    const first = await upload(bossB, fixture('hostile.eml'), 'piege.eml');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ source: 'email', channel: 'import', hasRawMessage: true });
    expect(first.body.message).toContain('Bonjour, je veux visiter ici');
    expect(first.body.message).not.toMatch(/<iframe|onerror|alert\('tête'\)/);
    const again = await upload(bossB, fixture('hostile.eml'), 'piege.eml');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await leadsOf(world.agencyB.id)).toHaveLength(1);
  });

  it('finds the listing by its mandate number, the reference the portal export sends', async () => {
    const mandate = await createMandateRow(t.db, world.agencyB.id);
    const raw = fixture('seloger.eml')
      .toString('latin1')
      .replace('20261126084105.7f3a91c2', 'mandat-b')
      .replace(
        /R=C3=A9f=C3=A9rence de l'annonce : 1042/,
        `R=C3=A9f=C3=A9rence de l'annonce : ${mandate.number}`,
      );
    const res = await upload(world.actors.bossB.client, Buffer.from(raw, 'latin1'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ source: 'seloger', listingReference: String(mandate.number) });
    expect(res.body.property?.id).toBe(mandate.propertyId);
  });

  it('erasing the client a lead was merged into erases the lead and the record of its message', async () => {
    const mail = [
      'From: Odile Marchand <odile.marchand@exemple.fr>',
      'To: contact@agence.fr',
      'Subject: Rappel',
      'Message-ID: <effacement-odile@exemple.fr>',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Merci de me rappeler.',
      '',
    ].join('\r\n');
    const client = await world.actors.bossB.client.post('/api/clients', {
      fullName: 'Odile Marchand',
      firstName: 'Odile',
      email: 'odile.marchand@exemple.fr',
    });
    expect(client.status).toBe(201);
    const lead = await upload(world.actors.bossB.client, Buffer.from(mail));
    expect(lead.status).toBe(201);
    expect(lead.body.client?.id).toBe(client.body.id);
    const byMessage = and(
      eq(inboundMessages.agencyId, world.agencyB.id),
      eq(inboundMessages.messageId, '<effacement-odile@exemple.fr>'),
    );
    expect(await t.db.select().from(inboundMessages).where(byMessage)).toHaveLength(1);

    const erased = await world.actors.bossB.client.post(`/api/clients/${client.body.id}/erase`);
    expect(erased.status).toBe(204);
    expect(await t.db.select().from(leads).where(eq(leads.id, lead.body.id))).toHaveLength(0);
    // Nor the sender nor the subject stay; the raw file is no one's any more, for the orphan sweep.
    expect(await t.db.select().from(inboundMessages).where(byMessage)).toHaveLength(0);
  });

  it('refuses a file over 10 MB, a file that is no e-mail and no file, in French; nothing stored', async () => {
    const before = (await messagesOf(world.agencyA.id)).length;
    const big = Buffer.concat([Buffer.from('Subject: gros\r\n\r\n'), Buffer.alloc(10 * 1024 * 1024, 97)]);
    const tooLarge = await upload(member(), big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(m.messageTooLarge);
    const pdf = await upload(
      member(),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      'contrat.pdf',
    );
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe(m.notAMessage);
    const none = await member().upload('POST', '/api/leads/import', new FormData());
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(m.fileRequired);
    expect(await messagesOf(world.agencyA.id)).toHaveLength(before);
  });

  it('needs the client directory', async () => {
    expect(
      (await world.actors.visitor.client.upload('POST', '/api/leads/import', new FormData())).status,
    ).toBe(401);
  });
});
