import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutboxSms } from '../src/integrations/sms/outbox.repo';
import { createWorld, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

/*
 * What the signing page's screens need besides the signature service (issue 30): the SMS outbox
 * beside the e-mail one for the administrator, and the development helper that makes a request on
 * a made-up document for the end-to-end walk.
 */

describe('the SMS outbox (no SMS gateway)', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp();
    world = await createWorld(t);
  });
  afterAll(() => t.close());

  it('shows the kept text messages to the administrator only, newest first', async () => {
    await insertOutboxSms(t.db, {
      to: '+33611111111',
      text: 'ImmoPilote : votre code de signature est 111111.',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertOutboxSms(t.db, {
      to: '+33622222222',
      text: 'ImmoPilote : votre code de signature est 222222.',
    });
    const res = await world.actors.admin.client.get('/api/admin/sms-outbox');
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: { to: string }) => s.to).slice(0, 2)).toEqual([
      '+33622222222',
      '+33611111111',
    ]);
    for (const name of ['memberA', 'bossA', 'bossB'] as const) {
      const refused = await world.actors[name].client.get('/api/admin/sms-outbox');
      expect(refused.status, name).toBe(403);
      expect(refused.text).not.toContain('222222');
    }
    expect((await t.client().get('/api/admin/sms-outbox')).status).toBe(401);
  });
});

describe('the development helper for signature requests', () => {
  const body = {
    title: 'Mandat de démonstration',
    pages: 3,
    signers: [{ role: 'mandator', name: 'Claire Martin', email: 'claire.martin@exemple.fr' }],
  };

  it('makes a request in the caller’s agency (the tests run with DEV_MAILBOX)', async () => {
    const t = await startTestApp();
    try {
      const world = await createWorld(t);
      const made = await world.actors.bossA.client.post('/api/dev/signature-request', body);
      expect(made.status).toBe(201);
      const request = await world.actors.bossA.client.get(`/api/signatures/${made.body.id}`);
      expect(request.status).toBe(200);
      expect(request.body).toMatchObject({ title: 'Mandat de démonstration', status: 'pending' });
      expect(request.body.signers).toHaveLength(1);
      // Another agency does not see it.
      expect((await world.actors.bossB.client.get(`/api/signatures/${made.body.id}`)).status).toBe(404);
      const bad = await world.actors.bossA.client.post('/api/dev/signature-request', { ...body, pages: 0 });
      expect(bad.status).toBe(400);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('does not exist without DEV_MAILBOX', async () => {
    const t = await startTestApp({ DEV_MAILBOX: '' });
    try {
      const world = await createWorld(t);
      expect((await world.actors.bossA.client.post('/api/dev/signature-request', body)).status).toBe(404);
    } finally {
      await t.close();
    }
  }, 120_000);
});
