import { type IncomingLead, receiveLead } from '../src/modules/leads/leads.service';
import { commonMessages, leadsMessages as m } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAgency } from '../src/db/agency-scope';
import { accessLog, clients, clientSearches, leadEvents, leads, propertyHistory } from '../src/db/schema';
import { createClient, createProperty, createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
let world: World;
let member: TestClient;
let boss: TestClient;
let bossB: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
  member = world.actors.memberA.client;
  boss = world.actors.bossA.client;
  bossB = world.actors.bossB.client;
});
afterAll(() => t.close());

const idle = () => t.deps.jobs.runUntilIdle();
/** The member's notice is written by a job, whenever it runs: the histories below leave it aside. */
const notNotice = (kind: string) => kind !== 'notifiee';
const history = (body: { events: { kind: string; label: string; by: string | null }[] }) =>
  body.events.filter((e) => notNotice(e.kind));
let seq = 0;

/** A lead of agency A through the one door, as the site's form or an inbound e-mail would hand it. */
async function lead(over: Partial<IncomingLead> = {}, agencyId = world.agencyA.id) {
  seq += 1;
  const received = await withAgency({ agencyId }, () =>
    receiveLead(t.deps, {
      agencyId,
      lead: {
        source: 'site',
        channel: 'formulaire',
        name: `Camille Visiteur ${seq}`,
        email: `visiteur.${seq}.${Date.now()}@exemple.fr`,
        phone: null,
        message: 'Bonjour, ce bien est-il toujours disponible ?',
        wantsVisit: true,
        consentGiven: true,
        consentText: 'J’accepte d’être recontacté.',
        ...over,
      },
    }),
  );
  return received;
}

const toulonListing = (over: Parameters<typeof createProperty>[2] = {}) =>
  createProperty(t.db, world.agencyA.id, {
    type: 'Vente',
    kind: 'appartement',
    price: 285000,
    surfaceHabitable: 68,
    rooms: 3,
    zip: '83000',
    city: 'Toulon',
    userId: world.actors.memberA.userId,
    ...over,
  });

describe('permissions and the agency boundary', () => {
  it('a member without client_directory is refused every inbox route', async () => {
    const { user } = await createUser(t.db, {
      agencyId: world.agencyA.id,
      status: 'active',
      permissions: [],
    });
    const without = await signedInClient(t, user.id);
    const { id } = await lead();
    const client = await createClient(t.db, world.agencyA.id);
    for (const res of [
      await without.get('/api/leads'),
      await without.get('/api/leads/summary'),
      await without.get(`/api/leads/${id}`),
      await without.patch(`/api/leads/${id}`, { state: 'contactee' }),
      await without.post(`/api/leads/${id}/merge`, { clientId: client.id }),
      await without.post(`/api/leads/${id}/convert`, {}),
      await without.get(`/api/leads/${id}/raw`),
      await without.get(`/api/clients/${client.id}/leads`),
    ]) {
      expect(res.status).toBe(403);
    }
  });

  it('another agency’s lead is a 404 everywhere, and nothing changes', async () => {
    const { id } = await lead();
    const clientB = await createClient(t.db, world.agencyB.id);
    for (const res of [
      await bossB.get(`/api/leads/${id}`),
      await bossB.patch(`/api/leads/${id}`, { state: 'contactee' }),
      await bossB.post(`/api/leads/${id}/merge`, { clientId: clientB.id }),
      await bossB.post(`/api/leads/${id}/convert`, {}),
      await bossB.post(`/api/leads/${id}/visit`, { date: '2026-12-02', startTime: '10:00' }),
      await bossB.get(`/api/leads/${id}/raw`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(m.notFound);
    }
    const list = await bossB.get('/api/leads');
    expect(list.body.items.map((l: { id: string }) => l.id)).not.toContain(id);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.state).toBe('nouvelle');
    expect(row!.clientId).toBeNull();
    // A's client listed from B: 404; A's lead merged into B's client: refused.
    const clientA = await createClient(t.db, world.agencyA.id);
    expect((await bossB.get(`/api/clients/${clientA.id}/leads`)).status).toBe(404);
    const merge = await member.post(`/api/leads/${id}/merge`, { clientId: clientB.id });
    expect(merge.status).toBe(404);
    expect((await t.db.select().from(leads).where(eq(leads.id, id)))[0]!.clientId).toBeNull();
  });
});

describe('the list', () => {
  it('newest first, 50 a page with a cursor, filters, counts per state', async () => {
    const agency = world.agencyB.id;
    // Agency B's own leads, so the figures are B's alone.
    const base = Date.parse('2026-11-20T09:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 55; i += 1) {
      const received = await lead(
        { receivedAt: new Date(base + i * 60_000), source: i % 5 === 0 ? 'seloger' : 'site' },
        agency,
      );
      ids.push(received.id);
    }
    const first = await bossB.get('/api/leads');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].id).toBe(ids[54]);
    expect(first.body.counts).toEqual({ nouvelle: 55, contactee: 0, visite_planifiee: 0, sans_suite: 0 });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await bossB.get(`/api/leads?cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(5);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.items, ...second.body.items].map((l: { id: string }) => l.id);
    expect(all).toEqual([...ids].reverse());

    const seloger = await bossB.get('/api/leads?source=seloger');
    expect(seloger.body.items).toHaveLength(11);
    expect(seloger.body.items.every((l: { source: string }) => l.source === 'seloger')).toBe(true);

    // All assigned to B's head (no listing): the member filter.
    const mine = await bossB.get(`/api/leads?member=${world.actors.bossB.userId}`);
    expect(mine.body.items).toHaveLength(50);
    const nobody = await bossB.get(`/api/leads?member=${world.actors.memberA.userId}`);
    expect(nobody.body.items).toHaveLength(0);

    await bossB.patch(`/api/leads/${ids[0]}`, { state: 'sans_suite' });
    const states = await bossB.get('/api/leads?state=sans_suite');
    expect(states.body.items.map((l: { id: string }) => l.id)).toEqual([ids[0]]);
    expect(states.body.counts.sans_suite).toBe(1);
    expect(states.body.counts.nouvelle).toBe(54);
    // Received a week ago, unanswered: overdue.
    expect(states.body.overdueCount).toBe(54);
  });

  it('refuses a forged cursor or filter in French, without a 5xx', async () => {
    for (const url of [
      '/api/leads?cursor=nimportequoi',
      `/api/leads?cursor=${Buffer.from(JSON.stringify(['2026-13-45 99:00:00+00', 'x'])).toString('base64url')}`,
      '/api/leads?state=ouverte',
      '/api/leads?member=pas-un-uuid',
      '/api/leads?source=<script>',
    ]) {
      const res = await member.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toMatch(/[a-zé]/);
    }
    const res = await member.get('/api/leads?cursor=nimportequoi');
    expect(res.body.error.message).toBe(commonMessages.invalidData);
  });
});

describe('state and assignment', () => {
  it('the first change away from « nouvelle » is the first response; each change is an event', async () => {
    const { id } = await lead({ receivedAt: new Date(Date.now() - 5 * 60_000) });
    const res = await member.patch(`/api/leads/${id}`, { state: 'contactee' });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('contactee');
    expect(res.body.firstResponseAt).toEqual(expect.any(String));
    expect(res.body.overdue).toBe(false);
    const first = res.body.firstResponseAt;
    const again = await member.patch(`/api/leads/${id}`, { state: 'sans_suite' });
    expect(again.body.firstResponseAt).toBe(first);
    const back = await member.patch(`/api/leads/${id}`, { state: 'nouvelle' });
    expect(back.body.firstResponseAt).toBe(first);
    const kinds = back.body.events.map((e: { kind: string }) => e.kind).filter(notNotice);
    expect(kinds).toEqual(['recue', 'etat', 'etat', 'etat']);
    expect(history(back.body)[1]!.label).toBe(m.events.etat('Contactée'));
    expect(history(back.body)[1]!.by).toEqual(expect.any(String));
    // The same state again writes nothing.
    const same = await member.patch(`/api/leads/${id}`, { state: 'nouvelle' });
    expect(history(same.body)).toHaveLength(4);
  });

  it('assigns to an active member of the agency only, with a French field error otherwise', async () => {
    const { id } = await lead();
    const pending = world.actors.pending.userId!;
    const other = world.actors.bossB.userId!;
    for (const assignedTo of [pending, other, '00000000-0000-4000-8000-000000000000']) {
      const res = await member.patch(`/api/leads/${id}`, { assignedTo });
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors.assignedTo).toBe(m.memberInvalid);
    }
    const ok = await member.patch(`/api/leads/${id}`, { assignedTo: world.actors.memberA.userId });
    expect(ok.status).toBe(200);
    expect(ok.body.assignedTo.id).toBe(world.actors.memberA.userId);
    expect(history(ok.body).at(-1)!.kind).toBe('assignee');
    expect(history(ok.body).at(-1)!.label).toContain('Attribuée à');
    const none = await member.patch(`/api/leads/${id}`, { assignedTo: null });
    expect(none.body.assignedTo).toBeNull();
    expect((await member.patch(`/api/leads/${id}`, {})).status).toBe(400);
    expect((await member.patch(`/api/leads/${id}`, { state: 'perdue' })).status).toBe(400);
  });

  it('keeps hostile text as text', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> \u202e\u0000?';
    const { id } = await lead({
      name: hostile.replace('\u0000', ''),
      message: hostile.replace('\u0000', ''),
    });
    const res = await member.get(`/api/leads/${id}`);
    expect(res.body.name).toBe(hostile.replace('\u0000', ''));
    expect(res.body.message).toBe(hostile.replace('\u0000', ''));
  });
});

describe('duplicates and merge', () => {
  it('suggests clients with the same e-mail or phone digits, not anonymised, until merged', async () => {
    const email = `doublon.${Date.now()}@exemple.fr`;
    const first = await createClient(t.db, world.agencyA.id, { email });
    const second = await createClient(t.db, world.agencyA.id, { email: email.toUpperCase() });
    const byPhone = await createClient(t.db, world.agencyA.id, { phone: '+33 6 12 34 56 78' });
    const gone = await createClient(t.db, world.agencyA.id, { phone: '06 12 34 56 78' });
    await t.db.update(clients).set({ anonymisedAt: new Date() }).where(eq(clients.id, gone.id));
    // Two clients with that e-mail: no automatic link, both suggested.
    const { id, clientId } = await lead({ email: ` ${email.toUpperCase()} `, phone: '06.12.34.56.78' });
    expect(clientId).toBeNull();
    const res = await member.get(`/api/leads/${id}`);
    const dups = res.body.duplicates.map((d: { id: string; by: string }) => `${d.id}:${d.by}`).sort();
    expect(dups).toEqual([`${first.id}:email`, `${second.id}:email`, `${byPhone.id}:phone`].sort());

    const merged = await member.post(`/api/leads/${id}/merge`, { clientId: first.id });
    expect(merged.status).toBe(200);
    expect(merged.body.client).toEqual({ id: first.id, name: first.fullName });
    expect(merged.body.duplicates).toEqual([]);
    expect(history(merged.body).at(-1)).toMatchObject({ kind: 'fusionnee' });
    // Twice: a no-op; re-pointed to another client: allowed, both events kept.
    const twice = await member.post(`/api/leads/${id}/merge`, { clientId: first.id });
    expect(twice.body.events.filter((e: { kind: string }) => e.kind === 'fusionnee')).toHaveLength(1);
    const repointed = await member.post(`/api/leads/${id}/merge`, { clientId: second.id });
    expect(repointed.body.client.id).toBe(second.id);
    expect(repointed.body.events.filter((e: { kind: string }) => e.kind === 'fusionnee')).toHaveLength(2);
    // The client record lists it; the client's own history is untouched.
    const ofClient = await member.get(`/api/clients/${second.id}/leads`);
    expect(ofClient.body.items.map((l: { id: string }) => l.id)).toEqual([id]);
    expect((await member.get(`/api/clients/${first.id}/leads`)).body.items).toEqual([]);
  });

  it('a lead from a known client’s e-mail is merged on arrival', async () => {
    const known = await createClient(t.db, world.agencyA.id);
    const { id, clientId } = await lead({ email: known.email.toUpperCase() });
    expect(clientId).toBe(known.id);
    const res = await member.get(`/api/leads/${id}`);
    expect(res.body.client.id).toBe(known.id);
    expect(res.body.events.map((e: { kind: string }) => e.kind).filter(notNotice)).toEqual([
      'recue',
      'fusionnee',
    ]);
  });
});

describe('convert', () => {
  it('makes a client (buyer of a sale) and a search from the listing, once', async () => {
    const listing = await toulonListing();
    const { id } = await lead({ propertyId: listing.id, name: 'Jeanne Martin', phone: '06 11 22 33 44' });
    const res = await member.post(`/api/leads/${id}/convert`, {});
    expect(res.status).toBe(201);
    expect(res.body.searchId).toEqual(expect.any(String));
    await idle();
    const [client] = await t.db.select().from(clients).where(eq(clients.id, res.body.clientId));
    expect(client).toMatchObject({ fullName: 'Jeanne Martin', firstName: 'Jeanne', roles: ['acquereur'] });
    const [search] = await t.db.select().from(clientSearches).where(eq(clientSearches.id, res.body.searchId));
    expect(search!.clientId).toBe(client!.id);
    const again = await member.post(`/api/leads/${id}/convert`, {});
    expect(again.status).toBe(201);
    expect(again.body.clientId).toBe(client!.id);
    expect(again.body.searchId).toBeNull();
    expect(await t.db.select().from(clients).where(eq(clients.email, client!.email))).toHaveLength(1);
    const detail = await member.get(`/api/leads/${id}`);
    expect(detail.body.client.id).toBe(client!.id);
    expect(detail.body.events.map((e: { kind: string }) => e.kind).filter(notNotice)).toEqual([
      'recue',
      'convertie',
    ]);
  });

  it('a rental lead makes a tenant; without a listing, no search; withSearch false, none', async () => {
    const rental = await toulonListing({ type: 'Location', price: 900 });
    const a = await lead({ propertyId: rental.id });
    const res = await member.post(`/api/leads/${a.id}/convert`, { withSearch: false });
    expect(res.body.searchId).toBeNull();
    const [client] = await t.db.select().from(clients).where(eq(clients.id, res.body.clientId));
    expect(client!.roles).toEqual(['locataire']);
    const b = await lead();
    const plain = await member.post(`/api/leads/${b.id}/convert`, {});
    expect(plain.status).toBe(201);
    expect(plain.body.searchId).toBeNull();
  });

  it('two conversions at once make one client', async () => {
    const listing = await toulonListing();
    const { id } = await lead({ propertyId: listing.id });
    const [one, two] = await Promise.all([
      member.post(`/api/leads/${id}/convert`, {}),
      boss.post(`/api/leads/${id}/convert`, {}),
    ]);
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(one.body.clientId).toBe(two.body.clientId);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
    const made = await t.db.select().from(clients).where(eq(clients.id, row!.clientId!));
    expect(made).toHaveLength(1);
    expect(
      await t.db.select().from(clientSearches).where(eq(clientSearches.clientId, row!.clientId!)),
    ).toHaveLength(1);
    await idle();
  });

  it('a lead without an e-mail cannot make a client: French message, nothing created', async () => {
    const { id } = await lead({ email: null, phone: '06 99 88 77 66' });
    const before = (await t.db.select().from(clients)).length;
    const res = await member.post(`/api/leads/${id}/convert`, {});
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.convertNeedsEmail);
    expect((await t.db.select().from(clients)).length).toBe(before);
  });
});

describe('plan a visit', () => {
  it('converts when needed, plans in the calendar, moves to « visite planifiée »', async () => {
    const listing = await toulonListing();
    const { id } = await lead({ propertyId: listing.id, name: 'Paul Durand' });
    const res = await member.post(`/api/leads/${id}/visit`, {
      date: '2026-12-03',
      startTime: '10:30',
      durationMinutes: 45,
    });
    expect(res.status).toBe(201);
    expect(res.body.state).toBe('visite_planifiee');
    expect(res.body.client.name).toBe('Paul Durand');
    expect(res.body.firstResponseAt).toEqual(expect.any(String));
    expect(res.body.events.map((e: { kind: string }) => e.kind).filter(notNotice)).toEqual([
      'recue',
      'convertie',
      'visite_planifiee',
      'etat',
    ]);
    const entries = await t.db
      .select()
      .from(propertyHistory)
      .where(
        and(eq(propertyHistory.propertyId, listing.id), eq(propertyHistory.clientId, res.body.client.id)),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ date: '2026-12-03', durationMinutes: 45 });
    const calendar = await member.get('/api/calendar/events?from=2026-12-01&to=2026-12-07');
    expect(calendar.body.items.some((e: { id: string }) => e.id === entries[0]!.id)).toBe(true);
    await idle();
  });

  it('a converted client’s match with the listing moves to « visite planifiée », linked to the visit', async () => {
    const listing = await toulonListing();
    const { id } = await lead({ propertyId: listing.id });
    const converted = await member.post(`/api/leads/${id}/convert`, {});
    expect(converted.body.searchId).toEqual(expect.any(String));
    await t.deps.listingEvents.changed(world.agencyA.id, listing.id, 'listed');
    await idle();
    const before = await member.get(`/api/clients/${converted.body.clientId}/matches`);
    const match = before.body.items.find((x: { propertyId: string }) => x.propertyId === listing.id);
    expect(match, JSON.stringify(before.body)).toBeDefined();
    const res = await member.post(`/api/leads/${id}/visit`, { date: '2026-12-04', startTime: '11:00' });
    expect(res.status).toBe(201);
    const after = await member.get(`/api/clients/${converted.body.clientId}/matches`);
    const moved = after.body.items.find((x: { propertyId: string }) => x.propertyId === listing.id);
    expect(moved.state).toBe('visite_planifiee');
    expect(moved.visitId).toEqual(expect.any(String));
    await idle();
  });

  it('needs a property when the lead names none; a bad time is a French field error', async () => {
    const { id } = await lead();
    const res = await member.post(`/api/leads/${id}/visit`, { date: '2026-12-03', startTime: '10:30' });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.propertyId).toBe(m.visitPropertyRequired);
    const bad = await member.post(`/api/leads/${id}/visit`, { date: '2026-12-03', startTime: '25:00' });
    expect(bad.status).toBe(400);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.clientId).toBeNull();
    expect(row!.state).toBe('nouvelle');
  });
});

describe('raw message and access log', () => {
  it('downloads the raw e-mail for an authorised member, written to the access log', async () => {
    const { id } = await lead({ source: 'email', channel: 'import' });
    const key = `${world.agencyA.id}/${id}/message.eml`;
    const raw = 'From: <a@exemple.fr>\r\nSubject: Demande\r\n\r\n<script>alert(1)</script>\r\n';
    await t.deps.storage.put('inbound-mail', key, Buffer.from(raw), 'message/rfc822');
    await t.db.update(leads).set({ rawKey: key }).where(eq(leads.id, id));
    const detail = await member.get(`/api/leads/${id}`);
    expect(detail.body.hasRawMessage).toBe(true);
    const res = await member.get(`/api/leads/${id}/raw`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('message/rfc822');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(res.raw).toString()).toBe(raw);
    const log = await t.db.select().from(accessLog).where(eq(accessLog.detail, id));
    expect(log.map((l) => l.kind).sort()).toEqual(['lead_message', 'lead_view']);
    const none = await lead();
    expect((await member.get(`/api/leads/${none.id}/raw`)).status).toBe(404);
  });
});

describe('events keep their history', () => {
  it('records the reception with its source', async () => {
    const { id } = await lead({ source: 'leboncoin', channel: 'imap' });
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));
    expect(events.map((e) => e.kind)).toEqual(['recue']);
  });
});
