import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isLoopback } from '../src/http/loopback';
import { OutboxMailer } from '../src/integrations/mail/outbox-mailer';
import { ACTOR_NAMES, createWorld } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import { matrix } from './matrix';

/*
 * Without SMTP the e-mails (password-reset links among them) are kept in the outbox: no HTTP
 * route may show one to someone who is not its recipient, except to the administrator in the app
 * and, when DEV_MAILBOX=true, to a developer on this machine.
 */

const resetLinkIn = (text: string) => /update-password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function requestResetLink(t: TestApp, email: string): Promise<string> {
  expect((await t.client().post('/api/auth/password-reset/request', { email })).status).toBe(202);
  await t.deps.jobs.runUntilIdle();
  const admin = await t.client().get('/api/admin/outbox');
  expect(admin.status).toBe(401);
  const { mailOutbox } = await import('../src/db/schema');
  const rows = await t.db.select().from(mailOutbox);
  const token = rows.map((row) => (row.to === email ? resetLinkIn(row.text) : undefined)).findLast(Boolean);
  expect(token).toBeTruthy();
  return token!;
}

describe('the default start (no SMTP, no DEV_MAILBOX, NODE_ENV unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // loadConfig drops empty variables: these are the defaults of a plain `npm start`.
    t = await startTestApp({ DEV_MAILBOX: '', NODE_ENV: '' });
  });
  afterAll(() => t.close());

  it('has no development viewer', async () => {
    expect(loadConfig({}).mail.devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).mail.devMailbox).toBe(false);
    for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
      const res = await t.client().get(url);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('shows a reset link to no one but the administrator, on any GET route', async () => {
    const world = await createWorld(t);
    const token = await requestResetLink(t, world.actors.memberA.email!);
    const gets = matrix.filter((c) => c.route.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(10);
    for (const testCase of gets) {
      const path = testCase.route.slice('GET '.length);
      for (const name of ACTOR_NAMES.filter((n) => n !== 'admin')) {
        const actor = world.actors[name];
        const req = testCase.request ? await testCase.request({ t, world, actor }) : { url: path };
        const res = await actor.client.get(req.url);
        expect(res.text, `${testCase.route} as ${name}`).not.toContain(token);
      }
    }
    for (const url of ['/dev/mailbox', '/api/dev/mailbox', '/admin', '/']) {
      expect((await t.client().get(url)).text).not.toContain(token);
    }
    // The administrator reads it in the app.
    const outbox = await world.actors.admin.client.get('/api/admin/outbox');
    expect(outbox.status).toBe(200);
    // Other mails arrive meanwhile (a lead made by a route's set-up tells its member): the reset link is
    // found among them, addressed to the one who asked for it.
    const items = outbox.body.items as { to: string }[];
    expect(
      items.some((item) => item.to === world.actors.memberA.email && JSON.stringify(item).includes(token)),
    ).toBe(true);
  });
});

describe('the development viewer (DEV_MAILBOX=true)', () => {
  let t: TestApp;
  let proxied: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ DEV_MAILBOX: 'true' });
    proxied = await startTestApp({ DEV_MAILBOX: 'true', TRUST_PROXY: 'true' }, { database: t.database });
    const world = await createWorld(t);
    token = await requestResetLink(t, world.actors.bossA.email!);
  });
  afterAll(async () => {
    await proxied.close();
    await t.close();
  });

  it('answers a client on this machine', async () => {
    for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
      const res = await t.client().get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain(token);
    }
  });

  it('does not trust a forwarded address without TRUST_PROXY (the socket is the client)', async () => {
    const res = await t.client().get('/api/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
  });

  it('behind a trusted proxy, answers another machine with the 404 of a missing route', async () => {
    for (const url of ['/dev/mailbox', '/api/dev/mailbox', '/%64ev/mailbox', '/api/dev/mailbox?x=1']) {
      for (const forwarded of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4', '127.0.0.1, 203.0.113.9']) {
        const res = await proxied.client().get(url, { headers: { 'x-forwarded-for': forwarded } });
        expect(res.status, `${url} from ${forwarded}`).toBe(404);
        expect(res.text).not.toContain(token);
      }
    }
    const local = await proxied
      .client()
      .get('/api/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(local.status).toBe(200);
  });
});

describe('loopback', () => {
  it('is 127.0.0.0/8 and ::1, IPv4-mapped or not, nothing else', () => {
    for (const ip of ['127.0.0.1', '127.4.5.6', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(isLoopback(ip), ip).toBe(true);
    }
    for (const ip of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '192.168.0.127',
      'fe80::1',
      '::',
      '2001:db8::1',
      '127.0.0.1.example',
      '',
    ]) {
      expect(isLoopback(ip), ip).toBe(false);
    }
  });
});

describe('the outbox mailer', () => {
  it('writes each e-mail to the server log as well as to the outbox', async () => {
    const t = await startTestApp();
    try {
      const logged: unknown[] = [];
      const mailer = new OutboxMailer(t.db, { info: (obj: unknown) => void logged.push(obj) } as never);
      await mailer.send({ to: 'lea@exemple.fr', subject: 'Sujet', text: 'Lien : https://exemple.fr/x' });
      expect(logged).toEqual([
        { mail: { to: 'lea@exemple.fr', subject: 'Sujet', text: 'Lien : https://exemple.fr/x' } },
      ]);
      expect((await t.client().get('/api/dev/mailbox')).body.items[0]).toMatchObject({
        to: 'lea@exemple.fr',
      });
    } finally {
      await t.close();
    }
  });
});
