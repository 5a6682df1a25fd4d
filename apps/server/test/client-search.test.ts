import { CLIENT_SEARCH_LIMIT, calendarMessages, clientMessages } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisInstant } from '../src/modules/calendar/ical';
import { createClient, createHistoryEntry, createProperty, createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;
const names = (res: { body: { items: { fullName: string }[] } }) =>
  res.body.items.map((c) => c.fullName).sort();

describe('the visit form’s client search (issue 27)', () => {
  it('finds the agency’s clients by three letters of a name, an e-mail or a phone, never another agency’s', async () => {
    const a = world.agencyA.id;
    await createClient(t.db, a, {
      fullName: 'Éloïse Varenne',
      email: 'eloise.v@exemple.fr',
      phone: '06 71 72 73 74',
    });
    await createClient(t.db, a, { fullName: 'Paul Varennes', email: 'paul@courrier.fr', phone: null });
    await createClient(t.db, a, { fullName: 'Jeanne Roux', email: 'jroux@varennes-immo.fr', phone: null });
    await createClient(t.db, world.agencyB.id, { fullName: 'Hugo Varenne', email: 'hugo@exemple.fr' });

    // Case and accents ignored; the e-mail counts as much as the name.
    const byName = await boss().get('/api/clients/search?q=VAR');
    expect(byName.status).toBe(200);
    expect(names(byName)).toEqual(['Jeanne Roux', 'Paul Varennes', 'Éloïse Varenne']);
    expect(byName.body.items.find((c: { fullName: string }) => c.fullName === 'Éloïse Varenne')).toEqual({
      id: expect.any(String),
      fullName: 'Éloïse Varenne',
      email: 'eloise.v@exemple.fr',
      phone: '06 71 72 73 74',
    });
    expect(names(await boss().get('/api/clients/search?q=eloi'))).toEqual(['Éloïse Varenne']);
    expect(names(await boss().get('/api/clients/search?q=%2B33%206%2071'))).toEqual(['Éloïse Varenne']);
    // Another agency's client is not found, even by its exact e-mail.
    expect(names(await boss().get('/api/clients/search?q=hugo%40exemple.fr'))).toEqual([]);
  });

  it('refuses fewer than three characters, so the directory is never listed whole, and returns 20 at most', async () => {
    const short = await boss().get('/api/clients/search?q=%20ab%20');
    expect(short.status).toBe(400);
    expect(short.body.error.fieldErrors).toEqual({ q: clientMessages.searchTooShort });
    expect((await boss().get('/api/clients/search')).status).toBe(400);

    for (let i = 0; i < CLIENT_SEARCH_LIMIT + 3; i += 1) {
      await createClient(t.db, world.agencyA.id, { fullName: `Zébulon ${String(i).padStart(2, '0')}` });
    }
    const many = await boss().get('/api/clients/search?q=zebu');
    expect(many.status).toBe(200);
    expect(many.body.items).toHaveLength(CLIENT_SEARCH_LIMIT);
    // Alphabetical, so the nearest names come first and the list does not reshuffle between letters.
    expect(many.body.items[0].fullName).toBe('Zébulon 00');
  });

  it('is refused to a member without the client-directory permission', async () => {
    const member = await createUser(t.db, { agencyId: world.agencyA.id, status: 'active', permissions: [] });
    const c = await signedInClient(t, member.user.id);
    const res = await c.get('/api/clients/search?q=var');
    expect(res.status).toBe(403);
    expect(res.body.items).toBeUndefined();
    expect((await world.actors.visitor.client.get('/api/clients/search?q=var')).status).toBe(401);
  });
});

describe('visit times on the Paris clock', () => {
  it('refuses a visit at a time the spring clock change skips, and accepts the autumn’s repeated hour', async () => {
    const flat = await createProperty(t.db, world.agencyA.id, { type: 'Vente' });
    const gap = await boss().post(`/api/properties/${flat.id}/history`, {
      date: '2026-03-29',
      startTime: '02:30',
      description: 'Visite de nuit',
      clientName: 'Hugo Martin',
    });
    expect(gap.status).toBe(400);
    expect(gap.body.error.fieldErrors.startTime).toBe(
      calendarMessages.timeInClockGap('29 mars 2026', '02:30', '02:00', '03:00'),
    );
    const repeated = await boss().post(`/api/properties/${flat.id}/history`, {
      date: '2026-10-25',
      startTime: '02:30',
      description: 'Visite de nuit',
      clientName: 'Hugo Martin',
    });
    expect(repeated.status).toBe(201);
    expect(repeated.body).toMatchObject({ date: '2026-10-25', startTime: '02:30' });
    // The rule recorded in docs/decisions/calendar.md: the second 02:30, in winter time (UTC+1).
    expect(parisInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(parisInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
  });
});

describe('the client record’s visits and last contact', () => {
  it('gives each visit its note and the record its last contact: the latest entry dated today or earlier', async () => {
    const a = world.agencyA.id;
    const client = await createClient(t.db, a, { fullName: 'Romane Dernier' });
    const flat = await createProperty(t.db, a, { type: 'Vente', name: 'T3 Brotteaux' });
    await createHistoryEntry(t.db, flat, { clientId: client.id, date: '2026-02-01', clientNote: 4 });
    await createHistoryEntry(t.db, flat, { clientId: client.id, date: '2026-05-12' });
    // Planned, not yet a contact.
    await createHistoryEntry(t.db, flat, { clientId: client.id, date: '2099-01-01' });

    const res = await boss().get(`/api/clients/${client.id}/visits`);
    expect(res.status).toBe(200);
    expect(res.body.lastContactOn).toBe('2026-05-12');
    expect(
      res.body.items.map((v: { date: string; clientNote: number | null }) => [v.date, v.clientNote]),
    ).toEqual([
      ['2099-01-01', null],
      ['2026-05-12', null],
      ['2026-02-01', 4],
    ]);

    const never = await createClient(t.db, a, { fullName: 'Romane Jamais' });
    expect((await boss().get(`/api/clients/${never.id}/visits`)).body).toEqual({
      items: [],
      lastContactOn: null,
    });
  });
});
