import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookMessages as m } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withAgency } from '../src/db/agency-scope';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { receiveLead } from '../src/modules/leads/leads.service';
import { emitWebhookEvent } from '../src/modules/webhooks/emit';
import { deliverDueWebhooks } from '../src/modules/webhooks/webhook-delivery';
import { verifyWebhookSignature } from '../src/modules/webhooks/webhook-signature';
import { createProperty } from './factories';
import { createWorld, type World } from './helpers/actors';
import { validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

/** What the receiver got: headers and the raw body, as an integrator's server sees them. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: any;
}

/** A receiver on 127.0.0.1: answers `answer` (status, body, delay) to every POST. */
class Receiver {
  received: Received[] = [];
  answer = { status: 200, body: 'ok', delayMs: 0 };
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.received.push({ headers: req.headers, body, json: JSON.parse(body) });
      const { status, body: text, delayMs } = this.answer;
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
      }, delayMs);
    });
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/immopilote`;
  }
  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let world: World;
const receiver = new Receiver();
beforeAll(async () => {
  t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });
  world = await createWorld(t);
  await receiver.start();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const boss = () => world.actors.bossA.client;
const agencyA = () => world.agencyA.id;

beforeEach(() => {
  receiver.received = [];
  receiver.answer = { status: 200, body: 'ok', delayMs: 0 };
});
afterEach(async () => {
  t.deps.config.webhooks.allowPrivateAddresses = true;
  t.deps.config.webhooks.timeoutMs = 10_000;
  // Each test starts with no endpoint: a previous one would receive this test's events.
  await t.db.delete(webhookEndpoints);
});

async function addEndpoint(events: string[] = ['property.created'], url = receiver.url) {
  const res = await boss().post('/api/webhooks', { url, events, description: 'CRM de l’agence' });
  expect(res.status, res.text).toBe(201);
  return res.body as { endpoint: { id: string }; secret: string };
}

/**
 * The wake of an event is enqueued without waiting (inside the caller's transaction it could not be):
 * wait for the receiver to have `count` requests, then for the queue to be idle.
 */
async function received(count: number) {
  for (let i = 0; i < 200 && receiver.received.length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await t.deps.jobs.runUntilIdle();
  return receiver.received;
}

/** Long enough for a wake to be enqueued and run: what must not arrive has had its chance. */
async function quiet() {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await t.deps.jobs.runUntilIdle();
}

async function createListing(expected = 1) {
  const res = await boss().post('/api/properties', validPropertyFields());
  expect(res.status, res.text).toBe(201);
  if (expected > 0) await received(receiver.received.length + expected);
  else await quiet();
  return res.body.id as string;
}

const log = async (endpointId: string) => {
  const res = await boss().get(`/api/webhooks/${endpointId}/deliveries`);
  expect(res.status, res.text).toBe(200);
  return res.body.items as any[];
};

/** The minute pass, run by hand at a given time (the job's clock advanced). */
const passAt = (minutesFromNow: number, logger?: any) =>
  withAgency({ agencyId: agencyA() }, () =>
    deliverDueWebhooks(t.deps, agencyA(), {
      now: new Date(Date.now() + minutesFromNow * 60_000),
      log: logger,
    }),
  );

describe('a signed property.created reaches the receiver', () => {
  it('creating a listing sends one signed POST whose signature verifies with the secret', async () => {
    const { endpoint, secret } = await addEndpoint(['property.created', 'property.deleted']);
    expect(secret).toMatch(/^whsec_/);
    const id = await createListing();

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.headers['immopilote-event']).toBe('property.created');
    expect(got!.headers['user-agent']).toMatch(/^ImmoPilote-Webhooks\//);
    expect(got!.headers['content-type']).toMatch(/^application\/json/);
    const signature = String(got!.headers['immopilote-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(got!.body, signature, secret)).toBe(true);
    expect(verifyWebhookSignature(got!.body, signature, 'whsec_autre')).toBe(false);
    // Stripe's envelope, keys in the documented order, the listing's fields.
    expect(Object.keys(got!.json)).toEqual(['id', 'type', 'created', 'agency_id', 'data']);
    expect(got!.json).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'property.created',
      agency_id: agencyA(),
      data: {
        object: {
          object: 'property',
          id,
          title: 'Appartement lumineux',
          transaction: 'Vente',
          status: 'Disponible',
          price: 245000,
          city: 'Lyon',
          zip: '69002',
        },
      },
    });

    const [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({
      event: 'property.created',
      eventId: got!.json.id,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastResponse: 'ok',
      lastError: null,
      nextAttemptAt: null,
    });
    expect(got!.headers['immopilote-delivery']).toBe(delivery.id);

    // An event the endpoint did not choose is not sent; the one it chose is.
    const status = await boss().patch(`/api/properties/${id}/status`, { status: 'Vendu' });
    expect(status.status, status.text).toBe(200);
    await quiet();
    expect(receiver.received).toHaveLength(1);
    expect((await boss().delete(`/api/properties/${id}`)).status).toBe(204);
    await received(2);
    expect(receiver.received.map((r) => r.json.type)).toEqual(['property.created', 'property.deleted']);
    expect(receiver.received[1]!.json.data.object).toEqual({ object: 'property', id, deleted: true });
  });

  it('the other services emit their events: status changed, client, visit, lead', async () => {
    await addEndpoint(['property.status_changed', 'client.created', 'visit.planned', 'lead.created']);
    const property = await createProperty(t.db, agencyA(), { type: 'Vente', name: 'Maison Lilas' });
    await boss().patch(`/api/properties/${property.id}/status`, { status: 'En négociation' });
    const client = await boss().post('/api/clients', {
      fullName: 'Hélène Dupré',
      firstName: 'Hélène',
      email: `helene.${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
      notes: 'Note interne à ne pas envoyer',
    });
    expect(client.status, client.text).toBe(201);
    const visit = await boss().post('/api/calendar/events', {
      propertyId: property.id,
      date: '2026-12-02',
      startTime: '14:30',
      durationMinutes: 45,
      description: 'Première visite',
      clientName: 'Hugo Martin',
    });
    expect(visit.status, visit.text).toBe(201);
    await withAgency({ agencyId: agencyA() }, () =>
      receiveLead(t.deps, {
        agencyId: agencyA(),
        lead: {
          source: 'site',
          channel: 'formulaire',
          propertyId: property.id,
          name: 'Paul Girard',
          email: 'paul.girard@exemple.fr',
          phone: null,
          message: 'Je souhaite visiter.',
          wantsVisit: true,
          consentGiven: true,
          consentText: 'J’accepte',
        },
      }),
    );
    await received(4);
    const byType = Object.fromEntries(receiver.received.map((r) => [r.json.type, r.json]));
    expect(Object.keys(byType).sort()).toEqual([
      'client.created',
      'lead.created',
      'property.status_changed',
      'visit.planned',
    ]);
    expect(byType['property.status_changed'].data).toMatchObject({
      object: { id: property.id, status: 'En négociation' },
      previous_attributes: { status: 'Disponible' },
    });
    expect(byType['client.created'].data.object).toMatchObject({
      id: client.body.id,
      full_name: 'Hélène Dupré',
    });
    expect(JSON.stringify(byType['client.created'])).not.toContain('Note interne');
    expect(byType['visit.planned'].data.object).toMatchObject({
      id: visit.body.id,
      property_id: property.id,
      date: '2026-12-02',
      start_time: '14:30',
    });
    expect(JSON.stringify(byType['visit.planned'])).not.toContain('Hugo Martin');
    expect(byType['lead.created'].data.object).toMatchObject({
      property_id: property.id,
      email: 'paul.girard@exemple.fr',
      wants_visit: true,
    });
  });
});

describe('failures, retries, « Renvoyer »', () => {
  it('a 500 is retried with backoff, and delivered later with the same event id', async () => {
    const { endpoint, secret } = await addEndpoint();
    receiver.answer = { status: 500, body: 'Erreur interne du CRM', delayMs: 0 };
    await createListing();
    let [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastResponse: 'Erreur interne du CRM',
      lastError: m.httpError(500),
    });
    const wait = Date.parse(delivery.nextAttemptAt) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    // Not yet due: nothing is sent.
    expect(await passAt(0)).toBe(0);
    expect(receiver.received).toHaveLength(1);
    // A minute and a half later, the receiver is back.
    receiver.answer = { status: 204, body: '', delayMs: 0 };
    expect(await passAt(1.5)).toBe(1);
    [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 204,
      lastError: null,
    });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.json.id).toBe(receiver.received[0]!.json.id);
    expect(receiver.received[1]!.headers['immopilote-delivery']).toBe(delivery.id);
    expect(
      verifyWebhookSignature(
        receiver.received[1]!.body,
        String(receiver.received[1]!.headers['immopilote-signature']),
        secret,
      ),
    ).toBe(true);
    // Delivered: no later pass sends it again.
    expect(await passAt(24 * 60)).toBe(0);
  });

  it('gives up after the eighth try, 24 hours on', async () => {
    const { endpoint } = await addEndpoint();
    receiver.answer = { status: 503, body: '', delayMs: 0 };
    await createListing();
    for (let i = 0; i < 7; i++) {
      const [d] = await log(endpoint.id);
      await passAt((Date.parse(d.nextAttemptAt) - Date.now()) / 60_000 + 0.1);
    }
    const [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 8,
      nextAttemptAt: null,
      lastStatusCode: 503,
    });
    expect(receiver.received).toHaveLength(8);
  });

  it('a slow endpoint: « Délai dépassé » in French, a retry, and the pass does not wait for its answer', async () => {
    t.deps.config.webhooks.timeoutMs = 300;
    const { endpoint } = await addEndpoint();
    receiver.answer = { status: 200, body: 'trop tard', delayMs: 3_000 };
    const started = Date.now();
    await createListing();
    expect(Date.now() - started).toBeLessThan(2_500);
    const [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: m.timeout(1),
    });
    expect(delivery.lastError).toContain('Délai dépassé');
    expect(delivery.nextAttemptAt).not.toBeNull();
  });

  it('« Renvoyer » sends the same event again now; « Envoyer un test » sends webhook.test', async () => {
    const { endpoint, secret } = await addEndpoint();
    receiver.answer = { status: 410, body: 'x'.repeat(5000), delayMs: 0 };
    await createListing();
    const [first] = await log(endpoint.id);
    expect(first.lastResponse).toHaveLength(1024);
    receiver.answer = { status: 200, body: 'reçu', delayMs: 0 };
    const resent = await boss().post(`/api/webhook-deliveries/${first.id}/resend`);
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toMatchObject({
      id: first.id,
      status: 'delivered',
      attempts: 2,
      lastResponse: 'reçu',
    });
    expect(receiver.received.map((r) => r.json.id)).toEqual([first.eventId, first.eventId]);
    // A delivered one may be sent again too.
    const again = await boss().post(`/api/webhook-deliveries/${first.id}/resend`);
    expect(again.body).toMatchObject({ status: 'delivered', attempts: 3 });

    const test = await boss().post(`/api/webhooks/${endpoint.id}/test`);
    expect(test.status, test.text).toBe(201);
    expect(test.body).toMatchObject({ event: 'webhook.test', status: 'delivered', attempts: 1 });
    const last = receiver.received.at(-1)!;
    expect(last.json).toMatchObject({ type: 'webhook.test', data: { object: { endpoint_id: endpoint.id } } });
    expect(verifyWebhookSignature(last.body, String(last.headers['immopilote-signature']), secret)).toBe(
      true,
    );
    // A failed test says why, in French, and is not retried.
    receiver.answer = { status: 404, body: '', delayMs: 0 };
    const failed = await boss().post(`/api/webhooks/${endpoint.id}/test`);
    expect(failed.body).toMatchObject({ status: 'failed', lastError: m.httpError(404), nextAttemptAt: null });
  });
});

describe('private and loopback addresses (production rules)', () => {
  it('are refused at creation in French, and the receiver sees nothing', async () => {
    t.deps.config.webhooks.allowPrivateAddresses = false;
    const port = new URL(receiver.url).port;
    for (const [url, host] of [
      [receiver.url, '127.0.0.1'],
      [`http://localhost:${port}/`, 'localhost'],
      [`http://[::1]:${port}/`, '::1'],
      ['http://10.0.0.8/', '10.0.0.8'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['http://[::ffff:7f00:1]/', '::ffff:7f00:1'],
    ] as const) {
      const res = await boss().post('/api/webhooks', { url, events: ['property.created'] });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toBe(m.urlPrivate(host));
      expect(res.body.error.fieldErrors.url).toBe(m.urlPrivate(host));
    }
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('are checked again at each try: an endpoint now resolving inside is not called', async () => {
    const { endpoint } = await addEndpoint();
    t.deps.config.webhooks.allowPrivateAddresses = false;
    await createListing(0);
    await passAt(0);
    const [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: m.urlPrivate('127.0.0.1') });
    expect(receiver.received).toEqual([]);
  });

  it('bad URLs are refused in French', async () => {
    for (const [url, message] of [
      ['ftp://exemple.fr/x', m.urlScheme],
      ['https://moi:secret@exemple.fr/', m.urlCredentials],
      ['exemple.fr/webhooks', m.urlInvalid],
    ] as const) {
      const res = await boss().post('/api/webhooks', { url, events: ['lead.created'] });
      expect(res.status, url).toBe(400);
      expect(res.body.error.fieldErrors.url).toBe(message);
    }
    const none = await boss().post('/api/webhooks', { url: receiver.url, events: [] });
    expect(none.body.error.fieldErrors.events).toBe(m.eventsRequired);
  });
});

describe('the secret', () => {
  it('is answered once: never in a list, an update, a log or a delivery; sealed at rest; never logged', async () => {
    const { endpoint, secret } = await addEndpoint(['property.created', 'lead.created']);
    await createListing();
    const answers = [
      await boss().get('/api/webhooks'),
      await boss().patch(`/api/webhooks/${endpoint.id}`, {
        description: 'Nouveau CRM',
        events: ['lead.created'],
      }),
      await boss().get(`/api/webhooks/${endpoint.id}/deliveries`),
      await boss().post(`/api/webhooks/${endpoint.id}/test`),
    ];
    for (const res of answers) {
      expect(res.status, res.text).toBeLessThan(300);
      expect(res.text).not.toContain(secret);
      expect(res.text).not.toContain(secret.slice(6));
    }
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretSealed).not.toContain(secret.slice(6));
    expect(row!.secretSealed).toMatch(/^v1\./);

    // The delivery job's log lines: ids and outcomes, no secret, no signature, no body.
    const lines: string[] = [];
    const capture = {
      info: (...a: unknown[]) => lines.push(JSON.stringify(a)),
      warn: () => {},
      error: () => {},
    };
    receiver.answer = { status: 500, body: '', delayMs: 0 };
    await boss().patch(`/api/webhooks/${endpoint.id}`, { events: ['property.created'] });
    await withAgency({ agencyId: agencyA() }, () =>
      emitWebhookEvent(t.deps.db, agencyA(), 'property.created', { object: 'property', id: 'p1' }),
    );
    await passAt(0, capture);
    await passAt(2, capture);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const signatures = receiver.received.map((r) => String(r.headers['immopilote-signature']));
    for (const line of lines) {
      expect(line).not.toContain(secret.slice(6));
      expect(line).not.toContain('v1=');
      for (const s of signatures) expect(line).not.toContain(s.split('v1=')[1]);
    }
  });
});

describe('the agency boundary and the outbox', () => {
  it('another agency’s endpoint or delivery is a 404, and changes nothing', async () => {
    const { endpoint } = await addEndpoint();
    await createListing();
    const [delivery] = await log(endpoint.id);
    const other = world.actors.bossB.client;
    expect((await other.get('/api/webhooks')).body.items).toEqual([]);
    for (const res of [
      await other.patch(`/api/webhooks/${endpoint.id}`, { enabled: false }),
      await other.delete(`/api/webhooks/${endpoint.id}`),
      await other.post(`/api/webhooks/${endpoint.id}/test`),
      await other.get(`/api/webhooks/${endpoint.id}/deliveries`),
      await other.post(`/api/webhook-deliveries/${delivery.id}/resend`),
    ]) {
      expect(res.status, res.text).toBe(404);
    }
    expect(receiver.received).toHaveLength(1);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.enabled).toBe(true);
    // B's own events do not go to A's endpoint.
    const res = await other.post('/api/properties', validPropertyFields());
    expect(res.status).toBe(201);
    await quiet();
    expect(receiver.received).toHaveLength(1);
  });

  it('a rolled-back change emits nothing; a disabled endpoint receives nothing', async () => {
    const { endpoint } = await addEndpoint();
    await expect(
      withAgency({ agencyId: agencyA() }, () =>
        t.deps.db.transaction(async (tx) => {
          await emitWebhookEvent(tx, agencyA(), 'property.created', {
            object: 'property',
            id: 'rolled-back',
          });
          throw new Error('rollback');
        }),
      ),
    ).rejects.toThrow('rollback');
    await quiet();
    expect(
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toEqual([]);
    expect(receiver.received).toEqual([]);

    // A listing refused (invalid) emits nothing either.
    expect((await boss().post('/api/properties', validPropertyFields({ price: '-1' }))).status).toBe(400);
    expect((await boss().patch(`/api/webhooks/${endpoint.id}`, { enabled: false })).body.enabled).toBe(false);
    await createListing(0);
    expect(receiver.received).toEqual([]);
    expect(await log(endpoint.id)).toEqual([]);
    expect((await boss().delete(`/api/webhooks/${endpoint.id}`)).status).toBe(204);
    expect((await boss().get('/api/webhooks')).body.items).toEqual([]);
  });
});
