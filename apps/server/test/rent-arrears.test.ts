import { arrearsMessages, DEFAULT_RENT_REMINDER_DAYS } from '@immopilote/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, rentCalls } from '../src/db/schema';
import { remindUnpaidRents } from '../src/modules/rentals/rent-reminders';
import { createWorld, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createLeaseRow, createRentCallRow } from './rental-bank-factories';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;
const DAY_MS = 86_400_000;

describe('a lease’s arrears', () => {
  it('is what is left on the calls due by today, the rest to fall due apart, unpaid calls oldest first', async () => {
    const lease = await createLeaseRow(t.db, world.agencyA.id, {
      tenants: [
        { name: 'Marie Dupont', email: 'marie.dupont@exemple.fr' },
        { name: 'Paul Dupont', email: null },
      ],
    });
    await createRentCallRow(t.db, world.agencyA.id, lease, {
      period: '2026-01-01',
      dueInDays: -40,
      paidCents: 85_000,
    });
    await createRentCallRow(t.db, world.agencyA.id, lease, { period: '2026-03-01', dueInDays: 2 });
    await createRentCallRow(t.db, world.agencyA.id, lease, {
      period: '2026-02-01',
      dueInDays: -10,
      paidCents: 30_000,
    });
    const res = await boss().get(`/api/leases/${lease.id}/arrears`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      leaseId: lease.id,
      calledCents: 255_000,
      paidCents: 115_000,
      balanceCents: 55_000,
      upcomingCents: 85_000,
      postalTenants: ['Paul Dupont'],
    });
    expect(
      res.body.unpaid.map((u: { period: string; dueCents: number; daysLate: number }) => [
        u.period,
        u.dueCents,
        u.daysLate,
      ]),
    ).toEqual([
      ['2026-02-01', 55_000, 10],
      ['2026-03-01', 85_000, -2],
    ]);
    expect(res.body.unpaid[0].tenantNames).toBe('Marie Dupont, Paul Dupont');
  });

  it('answers another agency’s lease with the French 404', async () => {
    const lease = await createLeaseRow(t.db, world.agencyB.id);
    const res = await boss().get(`/api/leases/${lease.id}/arrears`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(arrearsMessages.leaseNotFound);
  });
});

describe('the dashboard’s unpaid rents', () => {
  it('lists the agency’s late rents only, oldest first, with the amount due and the days late', async () => {
    const res = await boss().get('/api/rentals/unpaid');
    expect(res.status, res.text).toBe(200);
    const items = res.body.items as { period: string; daysLate: number; dueCents: number; postal: boolean }[];
    expect(items.map((i) => [i.period, i.daysLate, i.dueCents, i.postal])).toEqual([
      ['2026-02-01', 10, 55_000, true],
    ]);
    expect(res.body.totalDueCents).toBe(55_000);
    const other = await world.actors.bossB.client.get('/api/rentals/unpaid');
    expect(other.body.items).toEqual([]);
    expect((await world.actors.visitor.client.get('/api/rentals/unpaid')).status).toBe(401);
  });
});

describe('reminders', () => {
  it('use the default delays until the head chooses others; a member cannot choose', async () => {
    expect((await boss().get('/api/rentals/settings')).body).toEqual({
      reminderDays: [...DEFAULT_RENT_REMINDER_DAYS],
    });
    const refused = await world.actors.memberA.client.put('/api/rentals/settings', { reminderDays: [2] });
    expect(refused.status).toBe(403);
    const bad = await boss().put('/api/rentals/settings', { reminderDays: [3, 3] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(arrearsMessages.settings.distinct);
    const saved = await boss().put('/api/rentals/settings', { reminderDays: [20, 3, 10] });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ reminderDays: [3, 10, 20] });
  });

  it('are sent once per delay reached, even by two passes at once, to the tenants with an e-mail', async () => {
    const lease = await createLeaseRow(t.db, world.agencyA.id, {
      propertyLabel: 'Studio quai Saint-Vincent',
      tenants: [
        { name: 'Léa Robin', email: 'lea.robin@exemple.fr' },
        { name: 'Hugo Robin', email: null },
      ],
    });
    const call = await createRentCallRow(t.db, world.agencyA.id, lease, {
      period: '2026-02-01',
      dueInDays: -4,
    });
    const sentTo = async () =>
      t.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%Studio quai Saint-Vincent%'));

    await Promise.all([remindUnpaidRents(t.deps), remindUnpaidRents(t.deps)]);
    await t.deps.jobs.runUntilIdle();
    const first = await sentTo();
    expect(first.map((mail) => mail.to)).toEqual(['lea.robin@exemple.fr']);
    expect(first[0]!.text).toContain('850');
    expect((await t.db.select().from(rentCalls).where(eq(rentCalls.id, call.id)))[0]!.remindedDays).toEqual([
      3,
    ]);

    await remindUnpaidRents(t.deps);
    await t.deps.jobs.runUntilIdle();
    expect(await sentTo()).toHaveLength(1);

    // Seven days on, the 10-day delay is reached: one more e-mail, from two passes again.
    const later = new Date(Date.now() + 7 * DAY_MS);
    await Promise.all([remindUnpaidRents(t.deps, later), remindUnpaidRents(t.deps, later)]);
    await t.deps.jobs.runUntilIdle();
    expect(await sentTo()).toHaveLength(2);
    expect((await t.db.select().from(rentCalls).where(eq(rentCalls.id, call.id)))[0]!.remindedDays).toEqual([
      3, 10,
    ]);

    const arrears = await boss().get(`/api/leases/${lease.id}/arrears`);
    expect(arrears.body.unpaid[0].remindedDays).toEqual([3, 10]);
    expect(arrears.body.postalTenants).toEqual(['Hugo Robin']);
  });

  it('are not sent for a call paid in full', async () => {
    const lease = await createLeaseRow(t.db, world.agencyA.id, { propertyLabel: 'Maison des Tilleuls' });
    await createRentCallRow(t.db, world.agencyA.id, lease, {
      period: '2026-02-01',
      dueInDays: -30,
      paidCents: 85_000,
    });
    await remindUnpaidRents(t.deps);
    await t.deps.jobs.runUntilIdle();
    expect(
      await t.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%Maison des Tilleuls%')),
    ).toEqual([]);
  });
});
