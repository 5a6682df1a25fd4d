import { type DashboardSummary, parisToday } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '../src/modules/dashboard/dashboard.service';
import { createClient, createHistoryEntry, createProperty, createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { createMandateRow, createMandator } from './helpers/mandate-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
const today = parisToday();

beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
  const a = world.agencyA.id;
  const b = world.agencyB.id;
  const sale = await createProperty(t.db, a, { type: 'Vente', status: 'Disponible' });
  await createProperty(t.db, a, { type: 'Vente', status: 'Disponible' });
  await createProperty(t.db, a, { type: 'Vente', status: 'En négociation' });
  await createProperty(t.db, a, { type: 'Vente', status: 'Vendu' });
  const rental = await createProperty(t.db, a, { type: 'Location', status: 'Loué' });
  const saleOfB = await createProperty(t.db, b, { type: 'Vente', status: 'Disponible' });
  // This week: two visits of A (one today), a check-in (not a visit), and one visit of B.
  await createHistoryEntry(t.db, sale, { date: today });
  await createHistoryEntry(t.db, sale, { date: mondayOf(today) });
  await createHistoryEntry(t.db, rental, { date: today });
  await createHistoryEntry(t.db, saleOfB, { date: today });
  // Last week once, and ten weeks ago (outside the chart).
  await createHistoryEntry(t.db, sale, { date: addDays(mondayOf(today), -3) });
  await createHistoryEntry(t.db, sale, { date: addDays(today, -70) });
  // Two mandates of A in force: one ends in ten days, the other in five months; one of B ends soon.
  await createMandateRow(t.db, a, { endDate: addDays(today, 10) });
  await createMandateRow(t.db, a, { endDate: addDays(today, 150) });
  await createMandateRow(t.db, b, { endDate: addDays(today, 5) });
  // Clients: the two mandators above, two more this month, one from two months ago.
  await createClient(t.db, a);
  await createClient(t.db, a);
  await createClient(t.db, a, { createdAt: new Date(Date.now() - 62 * 24 * 3600 * 1000) });
});
afterAll(() => t.close());

async function summaryOf(client: {
  request: (m: string, p: string) => Promise<{ status: number; body: unknown }>;
}) {
  const res = await client.request('GET', '/api/dashboard/summary');
  expect(res.status).toBe(200);
  return res.body as DashboardSummary;
}

describe('GET /api/dashboard/summary', () => {
  it('counts the head’s agency only: listings by status, visits, clients, mandates, pending members', async () => {
    const s = await summaryOf(world.actors.bossA.client);
    // Each mandate row comes with its own available property: 2 + 2.
    expect(s.listingsByStatus).toEqual({
      Disponible: 4,
      'En négociation': 1,
      Vendu: 1,
      Loué: 1,
      Retiré: 0,
    });
    expect(s.visitsThisWeek).toBe(2);
    expect(s.visitsPerWeek).toHaveLength(8);
    expect(s.visitsPerWeek.at(-1)).toEqual({ weekStart: mondayOf(today), count: 2 });
    expect(s.visitsPerWeek.at(-2)).toEqual({ weekStart: addDays(mondayOf(today), -7), count: 1 });
    expect(s.visitsPerWeek.reduce((n, w) => n + w.count, 0)).toBe(3);
    expect(s.newClientsThisMonth).toBe(4);
    expect(s.mandatesExpiringSoon).toBe(1);
    // The world's pending member asked to join A.
    expect(s.pendingMembers).toBe(1);
  });

  it('gives B’s head B’s figures, nothing of A', async () => {
    const s = await summaryOf(world.actors.bossB.client);
    expect(s.listingsByStatus.Disponible).toBe(2);
    expect(s.visitsThisWeek).toBe(1);
    expect(s.mandatesExpiringSoon).toBe(1);
    expect(s.newClientsThisMonth).toBe(1);
    expect(s.pendingMembers).toBe(0);
  });

  it('hides from a member what their permissions close (null, not 0)', async () => {
    const full = await summaryOf(world.actors.memberA.client);
    expect(full.pendingMembers).toBeNull();
    expect(full.newClientsThisMonth).toBe(4);
    const bare = await createUser(t.db, { agencyId: world.agencyA.id, status: 'active', permissions: [] });
    const s = await summaryOf(await signedInClient(t, bare.user.id));
    expect(s.newClientsThisMonth).toBeNull();
    expect(s.mandatesExpiringSoon).toBeNull();
    expect(s.pendingMembers).toBeNull();
    expect(s.visitsThisWeek).toBe(2);
  });

  it('is refused to a visitor and to a pending member', async () => {
    expect((await world.actors.visitor.client.request('GET', '/api/dashboard/summary')).status).toBe(401);
    expect((await world.actors.pending.client.request('GET', '/api/dashboard/summary')).status).toBe(403);
  });
});

describe('GET and PUT /api/dashboard/preferences', () => {
  it('keeps each member’s own view of the listings, from no choice to the last one made', async () => {
    const head = world.actors.bossA.client;
    const member = world.actors.memberA.client;
    expect((await head.get('/api/dashboard/preferences')).body).toEqual({ propertyView: null });
    const saved = await head.put('/api/dashboard/preferences', { propertyView: 'cards' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ propertyView: 'cards' });
    expect((await head.put('/api/dashboard/preferences', { propertyView: 'list' })).status).toBe(200);
    expect((await head.put('/api/dashboard/preferences', { propertyView: 'cards' })).status).toBe(200);
    expect((await head.get('/api/dashboard/preferences')).body).toEqual({ propertyView: 'cards' });
    // A colleague's choice is theirs alone, and so is B's head's.
    expect((await member.get('/api/dashboard/preferences')).body).toEqual({ propertyView: null });
    expect((await world.actors.bossB.client.get('/api/dashboard/preferences')).body).toEqual({
      propertyView: null,
    });
  });

  it('refuses a view it does not know, in French', async () => {
    const res = await world.actors.memberA.client.put('/api/dashboard/preferences', {
      propertyView: 'grille',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toHaveProperty('propertyView');
    expect((await world.actors.memberA.client.get('/api/dashboard/preferences')).body).toEqual({
      propertyView: null,
    });
  });
});

describe('the dashboard’s list of properties', () => {
  it('shows the number of the mandate in force, as soon as it is taken and no longer once it is closed', async () => {
    const head = world.actors.bossA.client;
    const property = await createProperty(t.db, world.agencyA.id, { name: 'Loft des Pentes', type: 'Vente' });
    const mandator = await createMandator(t.db, world.agencyA.id);
    const numberShown = async () => {
      const res = await head.get('/api/properties?q=Loft%20des%20Pentes');
      const list = await head.get('/api/properties');
      expect(res.status).toBe(200);
      // The searched list is computed each time; the plain one comes from the agency's cache.
      const cached = list.body.items.find((p: { id: string }) => p.id === property.id);
      return [res.body.items[0]?.mandateNumber, cached?.mandateNumber];
    };
    expect(await numberShown()).toEqual([null, null]);
    const taken = await head.post('/api/mandates', {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId: property.id,
      mandatorIds: [mandator.id],
      startDate: today,
      durationMonths: 3,
      feeTerms: '4 % TTC à la charge de l’acquéreur',
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(await numberShown()).toEqual([taken.body.number, taken.body.number]);
    const closed = await head.post(`/api/mandates/${taken.body.id}/close`, {
      outcome: 'cancelled',
      date: today,
      reason: 'Le propriétaire renonce à vendre.',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await numberShown()).toEqual([null, null]);
  });
});

describe('Paris week arithmetic', () => {
  it('finds the Monday of a week, across a month and a year', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});
