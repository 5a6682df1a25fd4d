import { calendarMessages, historyMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { agencies, calendarFeeds, clients, profiles, users } from '../src/db/schema';
import { createAgencyWithBoss, createHistoryEntry, createProperty, createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;
const member = () => world.actors.memberA.client;

const visit = (propertyId: string, extra: Record<string, unknown> = {}) => ({
  propertyId,
  date: '2026-12-02',
  startTime: '14:30',
  durationMinutes: 45,
  description: 'Deuxième visite avec le couple Martin',
  clientName: 'Hugo Martin',
  ...extra,
});

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      isDate: e.startDate.isDate,
      start: e.startDate.isDate ? e.startDate.toString() : e.startDate.toJSDate().toISOString(),
      end: e.endDate?.isDate === false ? e.endDate.toJSDate().toISOString() : null,
    };
  });
}

/** The feed's path and query: the test server does not answer under PUBLIC_URL's host. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function newFeed(client: TestClient) {
  const res = await client.request('POST', '/api/calendar/feed');
  expect(res.status).toBe(200);
  return res.body as { urls: { mine: string; agency: string }; createdAt: string };
}

describe('planning an appointment', () => {
  it('stores a history entry with its time, typed by the property, and shows it in the calendar', async () => {
    const sale = await createProperty(t.db, world.agencyA.id, { type: 'Vente', name: 'Maison Lilas' });
    const res = await member().request('POST', '/api/calendar/events', { json: visit(sale.id) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      propertyId: sale.id,
      propertyName: 'Maison Lilas',
      type: 'visit',
      date: '2026-12-02',
      startTime: '14:30',
      durationMinutes: 45,
      clientName: 'Hugo Martin',
      authorId: world.actors.memberA.userId,
    });
    expect(res.body.authorName).toMatch(/\S+ \S+/);

    // One source of truth: the same entry is in the property's history, with its time.
    const history = await boss().request('GET', `/api/properties/${sale.id}/history`);
    expect(history.body.entries).toEqual([
      expect.objectContaining({ id: res.body.id, startTime: '14:30', durationMinutes: 45, type: 'visit' }),
    ]);

    const rental = await createProperty(t.db, world.agencyA.id, { type: 'Location' });
    const checkIn = await boss().request('POST', '/api/calendar/events', {
      json: visit(rental.id, { durationMinutes: undefined }),
    });
    expect(checkIn.status).toBe(201);
    expect(checkIn.body).toMatchObject({ type: 'check-in-out', durationMinutes: 60 });
  });

  it('filters « Mes rendez-vous » by author and « Toute l’agence » shows everyone’s', async () => {
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const mine = await member().request('POST', '/api/calendar/events', {
      json: visit(property.id, { date: '2027-01-12', startTime: '09:00' }),
    });
    const theirs = await boss().request('POST', '/api/calendar/events', {
      json: visit(property.id, { date: '2027-01-13', startTime: '10:00' }),
    });
    // A history entry without a time is the day's event.
    const dayEntry = await createHistoryEntry(t.db, property, { date: '2027-01-14' });
    const range = 'from=2027-01-01&to=2027-01-31';

    const own = await member().request('GET', `/api/calendar/events?${range}&scope=mine`);
    expect(own.status).toBe(200);
    expect(own.body.items.map((e: { id: string }) => e.id)).toEqual([mine.body.id]);

    const all = await member().request('GET', `/api/calendar/events?${range}&scope=agency`);
    expect(all.body.items.map((e: { id: string }) => e.id)).toEqual([
      mine.body.id,
      theirs.body.id,
      dayEntry.id,
    ]);
    expect(all.body.items[2]).toMatchObject({ startTime: null, durationMinutes: null });

    // Another agency's head sees none of it.
    const other = await world.actors.bossB.client.request('GET', `/api/calendar/events?${range}`);
    expect(other.status).toBe(200);
    expect(other.body.items).toEqual([]);
  });

  it('refuses bad input with French messages under the fields', async () => {
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startTime: '' }, 'startTime', calendarMessages.timeRequired],
      [{ startTime: undefined }, 'startTime', calendarMessages.timeRequired],
      [{ startTime: '24:00' }, 'startTime', calendarMessages.timeInvalid],
      [{ startTime: '9h30' }, 'startTime', calendarMessages.timeInvalid],
      [{ durationMinutes: 3 }, 'durationMinutes', calendarMessages.durationInvalid],
      [{ durationMinutes: 721 }, 'durationMinutes', calendarMessages.durationInvalid],
      [{ date: '2026-02-30' }, 'date', 'Date invalide.'],
      [{ description: ' ' }, 'description', historyMessages.requiredFields],
      [{ clientName: '' }, 'clientName', calendarMessages.clientRequired],
      [{ propertyId: 'x' }, 'propertyId', calendarMessages.propertyRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await boss().request('POST', '/api/calendar/events', { json: visit(property.id, change) });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.fieldErrors?.[field], JSON.stringify(change)).toBe(message);
    }
    const tooLong = await boss().request('GET', '/api/calendar/events?from=2026-01-01&to=2026-06-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fieldErrors.to).toBe(calendarMessages.rangeTooLong);
    const backwards = await boss().request('GET', '/api/calendar/events?from=2026-02-01&to=2026-01-01');
    expect(backwards.body.error.fieldErrors.to).toBe(calendarMessages.rangeInvalid);
    const scope = await boss().request('GET', '/api/calendar/events?from=2026-02-01&to=2026-02-02&scope=x');
    expect(scope.body.error.fieldErrors.scope).toBe(calendarMessages.scopeInvalid);
  });

  it('answers 404 for another agency’s property or client, and writes nothing', async () => {
    const propertyOfB = await createProperty(t.db, world.agencyB.id, { type: 'Vente' });
    const res = await boss().request('POST', '/api/calendar/events', { json: visit(propertyOfB.id) });
    expect(res.status).toBe(404);
    const history = await world.actors.bossB.client.request(
      'GET',
      `/api/properties/${propertyOfB.id}/history`,
    );
    expect(history.body.entries).toEqual([]);

    const [clientOfB] = await t.db
      .insert(clients)
      .values({
        agencyId: world.agencyB.id,
        fullName: 'Client de B',
        firstName: 'Client',
        email: 'b@exemple.fr',
      })
      .returning();
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const withClient = await boss().request('POST', '/api/calendar/events', {
      json: visit(property.id, { clientId: clientOfB!.id, clientName: '' }),
    });
    expect(withClient.status).toBe(404);
    expect(withClient.body.error.message).toBe(historyMessages.clientNotFound);
  });

  it('lets the history form give an entry a time, never a duration alone', async () => {
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const url = `/api/properties/${property.id}/history`;
    const timed = await boss().request('POST', url, {
      json: { date: '2027-02-01', description: 'Visite', clientName: 'Léa', startTime: '18:15' },
    });
    expect(timed.status).toBe(201);
    expect(timed.body).toMatchObject({ startTime: '18:15', durationMinutes: 60 });
    const alone = await boss().request('POST', url, {
      json: { date: '2027-02-01', description: 'Visite', clientName: 'Léa', durationMinutes: 30 },
    });
    expect(alone.status).toBe(400);
    expect(alone.body.error.fieldErrors.durationMinutes).toBe(calendarMessages.durationWithoutTime);
  });

  it('refuses a time Paris’s clocks skip (02:30 on 28 March 2027), naming the gap, and writes nothing', async () => {
    const property = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const gap = calendarMessages.timeInClockGap('28 mars 2027', '02:30', '02:00', '03:00');
    const planned = await boss().request('POST', '/api/calendar/events', {
      json: visit(property.id, { date: '2027-03-28', startTime: '02:30' }),
    });
    expect(planned.status).toBe(400);
    expect(planned.body.error.fieldErrors).toEqual({ startTime: gap });
    const history = await boss().request('POST', `/api/properties/${property.id}/history`, {
      json: { date: '2027-03-28', description: 'Visite', clientName: 'Léa', startTime: '02:30' },
    });
    expect(history.status).toBe(400);
    expect(history.body.error.fieldErrors).toEqual({ startTime: gap });
    const listed = await boss().request('GET', '/api/calendar/events?from=2027-03-28&to=2027-03-28');
    expect(listed.body.items).toEqual([]);
    // Either side of the gap is a real time.
    for (const startTime of ['01:59', '03:00']) {
      const ok = await boss().request('POST', '/api/calendar/events', {
        json: visit(property.id, { date: '2027-03-28', startTime }),
      });
      expect(ok.status, startTime).toBe(201);
    }
  });

  it('offers the agency’s properties, and only those, to the planning dialog', async () => {
    const own = await createProperty(t.db, world.agencyA.id, { name: 'Atelier Zola' });
    await createProperty(t.db, world.agencyB.id, { name: 'Bien de B' });
    const res = await member().request('GET', '/api/calendar/property-options');
    expect(res.status).toBe(200);
    const names = res.body.items.map((p: { name: string }) => p.name);
    expect(names).toContain(own.name);
    expect(names).not.toContain('Bien de B');
  });
});

describe('the private iCal feed', () => {
  it('serves the agency’s appointments as iCalendar with Paris times in UTC and stable UIDs', async () => {
    const w = await createWorld(t);
    const property = await createProperty(t.db, w.agencyA.id, { type: 'Vente', name: 'Villa Mistral' });
    const head = w.actors.bossA.client;
    const winter = await w.actors.memberA.client.request('POST', '/api/calendar/events', {
      json: visit(property.id, { date: '2026-12-02', startTime: '14:30', durationMinutes: 45 }),
    });
    const summer = await head.request('POST', '/api/calendar/events', {
      json: visit(property.id, { date: '2027-07-01', startTime: '14:30', durationMinutes: 90 }),
    });
    const today = new Date().toISOString().slice(0, 10);
    const dayEntry = await createHistoryEntry(t.db, property, { date: today });

    expect((await head.request('GET', '/api/calendar/feed')).body).toEqual({
      active: false,
      createdAt: null,
    });
    const feed = await newFeed(head);
    expect(feed.urls.agency).toMatch(
      /^http:\/\/immopilote\.test\/api\/calendar\/ical\/[A-Za-z0-9_-]{43}\?scope=agency$/,
    );
    const status = await head.request('GET', '/api/calendar/feed');
    expect(status.body).toEqual({ active: true, createdAt: feed.createdAt });

    const res = await t.client().request('GET', pathOf(feed.urls.agency));
    expect(res.status).toBe(200);
    // RFC 5545 §3.1: every line ends with CRLF, END:VCALENDAR too.
    expect(res.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(res.text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const events = parseIcs(res.text);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.get(`${winter.body.id}@immopilote.test`)).toMatchObject({
      summary: 'Visite – Villa Mistral',
      isDate: false,
      // Paris is UTC+1 in December, UTC+2 in July.
      start: '2026-12-02T13:30:00.000Z',
      end: '2026-12-02T14:15:00.000Z',
    });
    expect(byUid.get(`${winter.body.id}@immopilote.test`)?.description).toContain(
      'Client\u00a0: Hugo Martin',
    );
    expect(byUid.get(`${summer.body.id}@immopilote.test`)).toMatchObject({
      start: '2027-07-01T12:30:00.000Z',
      end: '2027-07-01T14:00:00.000Z',
    });
    expect(byUid.get(`${dayEntry.id}@immopilote.test`)).toMatchObject({ isDate: true, start: today });

    // The same secret with the member's own scope: only what the head planned.
    const mine = parseIcs((await t.client().request('GET', pathOf(feed.urls.mine))).text);
    expect(mine.map((e) => e.uid)).toEqual([`${summer.body.id}@immopilote.test`]);

    // Fetched again, the same events keep the same UIDs.
    const again = parseIcs((await t.client().request('GET', pathOf(feed.urls.agency))).text);
    expect(again.map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());
  });

  it('regenerating revokes the old link at once; revoking ends the new one', async () => {
    const w = await createWorld(t);
    const first = await newFeed(w.actors.memberA.client);
    const second = await newFeed(w.actors.memberA.client);
    expect(second.urls.agency).not.toBe(first.urls.agency);
    expect((await t.client().request('GET', pathOf(first.urls.agency))).status).toBe(404);
    expect((await t.client().request('GET', pathOf(first.urls.mine))).status).toBe(404);
    expect((await t.client().request('GET', pathOf(second.urls.agency))).status).toBe(200);

    expect((await w.actors.memberA.client.request('DELETE', '/api/calendar/feed')).status).toBe(204);
    const gone = await t.client().request('GET', pathOf(second.urls.agency));
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(calendarMessages.feedNotFound);
    const stored = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, w.actors.memberA.userId!));
    expect(stored).toEqual([]);
  });

  it('stores only the hash of the secret', async () => {
    const w = await createWorld(t);
    const feed = await newFeed(w.actors.bossA.client);
    const token = new URL(feed.urls.agency).pathname.split('/').pop()!;
    const [row] = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, w.actors.bossA.userId!));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('stops at once for a removed member, a deleted account, a missing two-factor set-up or an agency without subscription', async () => {
    const a = await createAgencyWithBoss(t.db, { subscription: 'pro' });
    const head = await signedInClient(t, a.boss.user.id);
    const colleague = await createUser(t.db, { agencyId: a.agency.id, status: 'active' });
    const leaving = await createUser(t.db, { agencyId: a.agency.id, status: 'active' });
    const colleagueFeed = await newFeed(await signedInClient(t, colleague.user.id));
    const leavingFeed = await newFeed(await signedInClient(t, leaving.user.id));
    const headFeed = await newFeed(head);

    expect((await head.request('DELETE', `/api/agency/members/${leaving.user.id}`)).status).toBe(204);
    expect((await t.client().request('GET', pathOf(leavingFeed.urls.agency))).status).toBe(404);
    // Back in the same agency later, the old link stays dead: it left with the member.
    await t.db
      .update(profiles)
      .set({ agencyId: a.agency.id, status: 'active' })
      .where(eq(profiles.id, leaving.user.id));
    expect((await t.client().request('GET', pathOf(leavingFeed.urls.agency))).status).toBe(404);

    await t.db.delete(users).where(eq(users.id, colleague.user.id));
    expect((await t.client().request('GET', pathOf(colleagueFeed.urls.agency))).status).toBe(404);

    expect((await t.client().request('GET', pathOf(headFeed.urls.agency))).status).toBe(200);
    // The agency now requires two-factor sign-in, which the head has not set up: the app would
    // send them to /two-factor-setup, so the feed stops too, and comes back once it is lifted.
    await t.db.update(agencies).set({ requireTwoFactor: true }).where(eq(agencies.id, a.agency.id));
    expect((await t.client().request('GET', pathOf(headFeed.urls.agency))).status).toBe(404);
    await t.db.update(agencies).set({ requireTwoFactor: false }).where(eq(agencies.id, a.agency.id));
    expect((await t.client().request('GET', pathOf(headFeed.urls.agency))).status).toBe(200);
    await t.db.update(agencies).set({ subscriptionStatus: 'canceled' }).where(eq(agencies.id, a.agency.id));
    expect((await t.client().request('GET', pathOf(headFeed.urls.agency))).status).toBe(404);
  });

  it('keeps the secret out of the access log', async () => {
    const w = await createWorld(t);
    const feed = await newFeed(w.actors.bossA.client);
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = await buildApp(t.deps, { logger: log });
    try {
      const token = new URL(feed.urls.agency).pathname.split('/').pop()!;
      const res = await app.inject({ method: 'GET', url: pathOf(feed.urls.agency) });
      expect(res.statusCode).toBe(200);
      // The log works (other routes are logged), and nothing in it names the feed's secret.
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(lines.some((l) => l.includes('/api/health'))).toBe(true);
      expect(lines.filter((l) => l.includes(token))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('answers an unknown or malformed secret with a French refusal', async () => {
    const unknown = await t.client().request('GET', `/api/calendar/ical/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(calendarMessages.feedNotFound);
    const malformed = await t.client().request('GET', '/api/calendar/ical/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(calendarMessages.feedNotFound);
  });
});
