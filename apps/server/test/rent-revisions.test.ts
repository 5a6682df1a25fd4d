import { parisToday, revisionMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeActingFor } from '../src/auth/context';
import { withAgency } from '../src/db/agency-scope';
import { leases, mailOutbox, rentRevisions } from '../src/db/schema';
import { confirmRevision, revisionProposal } from '../src/modules/rentals/revisions.service';
import { createLeaseDueToday, createRevisionLease } from './revision-factories';
import { createUser } from './factories';
import { createWorld, signedInClient, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const m = revisionMessages;
const scopeA = () => scopeActingFor({ agencyId: world.agencyA.id, userId: world.actors.bossA.userId! });
/** Noon in Paris on a pinned day: the claim date the services see. */
const on = (day: string) => new Date(`${day}T11:00:00Z`);
const propose = (id: string, day: string) =>
  withAgency({ agencyId: world.agencyA.id }, () => revisionProposal(t.deps, scopeA(), { id }, on(day)));
const confirm = (id: string, dueOn: string, day: string) =>
  withAgency({ agencyId: world.agencyA.id }, () => confirmRevision(t.deps, scopeA(), { id, dueOn }, on(day)));
const lease = (
  over: Parameters<typeof createRevisionLease>[2] = {},
  tenant?: Parameters<typeof createRevisionLease>[3],
) => createRevisionLease(t.db, world.agencyA.id, over, tenant);
const pdfText = async (raw: ArrayBuffer) =>
  (await extractText(new Uint8Array(raw), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('the yearly rent revision on pinned dates (issue 34)', () => {
  it('computes 800,00 € × 145,77 / 144,51 = 806,97 € from T3 2025 and T3 2024, owed from its due date', async () => {
    const row = await lease();
    const p = await propose(row.id, '2025-10-20');
    expect(p).toMatchObject({ dueOn: '2025-10-20', nextDueOn: '2026-10-20', currentRentCents: 80_000 });
    expect(p.outcome).toEqual({
      ok: true,
      newRentCents: 80_697,
      latest: { year: 2025, quarter: 3, value: 145.77 },
      previous: { year: 2024, quarter: 3, value: 144.51 },
      indexRatio: 145.77 / 144.51,
      capRate: null,
      effectiveOn: '2025-10-20',
    });
    expect(m.section.calculation('800,00\u00a0€', '145,77', '144,51', '806,97\u00a0€')).toBe(
      '800,00\u00a0€ × 145,77 / 144,51 = 806,97\u00a0€',
    );
  });

  it('claimed late within the year, it is owed from the claim, never backwards', async () => {
    const row = await lease();
    const p = await propose(row.id, '2026-02-03');
    expect(p.outcome).toMatchObject({ ok: true, newRentCents: 80_697, effectiveOn: '2026-02-03' });
  });

  it('confirms it: the figures stored, the rent changed, a letter written and e-mailed with consent', async () => {
    const row = await lease({}, { email: 'camille.revision@exemple.fr' });
    const done = await confirm(row.id, '2025-10-20', '2025-11-03');
    expect(done.emailedTo).toEqual(['camille.revision@exemple.fr']);
    expect(done.revision).toMatchObject({
      dueOn: '2025-10-20',
      claimedOn: '2025-11-03',
      effectiveOn: '2025-11-03',
      latestValue: 145.77,
      previousValue: 144.51,
      oldRentCents: 80_000,
      newRentCents: 80_697,
      hasLetter: true,
    });
    const [stored] = await t.db.select().from(rentRevisions).where(eq(rentRevisions.id, done.revision.id));
    expect(stored!.retainUntil).toBe('2035-11-03');
    const [after] = await t.db.select().from(leases).where(eq(leases.id, row.id));
    expect(after!.rentCents).toBe(80_697);
    // Confirmed, the due date is done: the next one is a year on.
    const next = await propose(row.id, '2025-12-01');
    expect(next).toMatchObject({
      dueOn: null,
      nextDueOn: '2026-10-20',
      outcome: { ok: false, reason: 'not_due' },
    });

    const head = world.actors.bossA.client;
    const letter = await head.get(`/api/leases/${row.id}/revisions/${done.revision.id}/letter`);
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(letter.raw);
    for (const part of [
      'Révision annuelle du loyer',
      '145,77',
      '144,51',
      '806,97',
      '800,00',
      'T3 2025',
      '3 novembre 2025',
    ])
      expect(text).toContain(part);

    await t.deps.jobs.runUntilIdle();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'camille.revision@exemple.fr'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(m.letter.mailSubject);
    expect(mails[0]!.attachments?.[0]?.filename).toBe('revision-loyer-2025-10-20.pdf');

    const list = await head.get(`/api/leases/${row.id}/revisions`);
    expect(list.body.items).toHaveLength(1);
    await expect(confirm(row.id, '2025-10-20', '2025-11-04')).rejects.toMatchObject({
      message: m.errors.alreadyConfirmed,
    });
  });

  it('without consent, the letter is to print: no e-mail', async () => {
    const row = await lease({}, { email: 'sans.consentement@exemple.fr', electronicDelivery: false });
    const done = await confirm(row.id, '2025-10-20', '2025-10-25');
    expect(done.emailedTo).toEqual([]);
    await t.deps.jobs.runUntilIdle();
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, 'sans.consentement@exemple.fr'))).toBe(0);
  });

  it('refuses a lease without a revision clause', async () => {
    const row = await lease({ hasRevisionClause: false });
    expect((await propose(row.id, '2025-10-25')).outcome).toEqual({
      ok: false,
      reason: 'no_clause',
      missing: null,
    });
    await expect(confirm(row.id, '2025-10-20', '2025-10-25')).rejects.toMatchObject({
      message: m.refusals.no_clause,
    });
    const res = await world.actors.bossA.client.post(`/api/leases/${row.id}/revisions`, {
      dueOn: '2025-10-20',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(m.refusals.no_clause);
  });

  it('refuses any rise for a G dwelling due after 24 August 2022, but not before', async () => {
    const g = await lease({ energyClass: 'G', startOn: '2021-09-01' });
    expect((await propose(g.id, '2022-09-05')).outcome).toMatchObject({ ok: false, reason: 'energy_freeze' });
    await expect(confirm(g.id, '2022-09-01', '2022-09-05')).rejects.toMatchObject({
      message: m.refusals.energy_freeze('metropole'),
    });
    const before = await lease({ energyClass: 'G', startOn: '2021-08-01' });
    expect((await propose(before.id, '2022-08-05')).outcome).toMatchObject({ ok: true });
  });

  it('waits for an index not published yet, naming the missing quarter', async () => {
    const row = await lease({ startOn: '2025-02-01', referenceQuarter: 4 });
    const p = await propose(row.id, '2026-02-10');
    expect(p.outcome).toEqual({
      ok: false,
      reason: 'index_not_published',
      missing: { year: 2025, quarter: 4 },
    });
    await expect(confirm(row.id, '2026-02-01', '2026-02-10')).rejects.toMatchObject({
      message: m.refusals.index_not_published({ year: 2025, quarter: 4 }),
    });
  });

  it('a revision claimed more than a year after its due date is lost for that year; the next one is named', async () => {
    const row = await lease({ startOn: '2023-03-01' });
    await expect(confirm(row.id, '2024-03-01', '2025-11-03')).rejects.toMatchObject({
      message: m.refusals.lapsed('2024-03-01', '2025-03-01'),
    });
    // The proposal is always for the latest due date, within its year.
    expect(await propose(row.id, '2025-11-03')).toMatchObject({ dueOn: '2025-03-01', outcome: { ok: true } });
    await expect(confirm(row.id, '2024-03-02', '2025-11-03')).rejects.toMatchObject({
      message: m.errors.notCurrentDue,
    });
    await expect(confirm(row.id, '2026-03-01', '2025-11-03')).rejects.toMatchObject({
      message: m.errors.notCurrentDue,
    });
  });

  it('caps a 2023 revision at 3,5 % during the bouclier, even from an index typed too high', async () => {
    const admin = world.actors.admin.client;
    // Corsica, before its 2 % prefectoral figure: the law's 3,5 % ceiling.
    for (const [year, value] of [
      [2022, '135,84'],
      [2023, '141,00'],
    ] as const)
      expect((await admin.post('/api/admin/irl', { area: 'corse', year, quarter: 2, value })).status).toBe(
        201,
      );
    const row = await lease({ irlArea: 'corse', referenceQuarter: 2, startOn: '2022-09-01' });
    const p = await propose(row.id, '2023-09-10');
    expect(p.outcome).toMatchObject({
      ok: true,
      capRate: 0.035,
      newRentCents: 82_800,
      effectiveOn: '2023-09-10',
    });
    const done = await confirm(row.id, '2023-09-01', '2023-09-10');
    expect(done.revision).toMatchObject({ capRate: 0.035, newRentCents: 82_800 });
  });

  it('two confirmations at once give one revision and one new rent', async () => {
    const row = await lease();
    const results = await Promise.allSettled([
      confirm(row.id, '2025-10-20', '2025-10-22'),
      confirm(row.id, '2025-10-20', '2025-10-22'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await t.db.$count(rentRevisions, eq(rentRevisions.leaseId, row.id))).toBe(1);
    const [after] = await t.db.select().from(leases).where(eq(leases.id, row.id));
    expect(after!.rentCents).toBe(80_697);
  });

  it('an index corrected later: the confirmed revision keeps its figures, the next proposals read the new value', async () => {
    const row = await lease();
    const done = await confirm(row.id, '2025-10-20', '2025-10-21');
    const fix = await world.actors.admin.client.post('/api/admin/irl/corrections', {
      area: 'metropole',
      year: 2025,
      quarter: 3,
      value: '145,87',
    });
    expect(fix.status).toBe(201);
    expect(fix.body.version).toBe(2);
    const list = await world.actors.bossA.client.get(`/api/leases/${row.id}/revisions`);
    expect(list.body.items[0]).toMatchObject({
      id: done.revision.id,
      latestValue: 145.77,
      newRentCents: 80_697,
    });
    const other = await lease();
    expect((await propose(other.id, '2025-10-21')).outcome).toMatchObject({ latest: { value: 145.87 } });
  });
});

describe('the revision over HTTP, on today’s date', () => {
  /** A lease whose revision falls due today, whatever day the suite runs (`createLeaseDueToday`). */
  async function dueToday() {
    return { row: await createLeaseDueToday(t.db, world.agencyA.id), today: parisToday() };
  }

  it('proposes, confirms once under two clicks, and lists the revision', async () => {
    const { row, today } = await dueToday();
    const head = world.actors.bossA.client;
    const proposal = await head.get(`/api/leases/${row.id}/revision-proposal`);
    expect(proposal.status).toBe(200);
    expect(proposal.body).toMatchObject({
      dueOn: today,
      claimedOn: today,
      outcome: { ok: true, newRentCents: 81_600 },
    });
    const [a, b] = await Promise.all([
      head.post(`/api/leases/${row.id}/revisions`, { dueOn: today }),
      head.post(`/api/leases/${row.id}/revisions`, { dueOn: today }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error.message).toBe(m.errors.alreadyConfirmed);
    const list = await head.get(`/api/leases/${row.id}/revisions`);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ newRentCents: 81_600, effectiveOn: today });
  });

  it('another agency’s lease is the same French 404, everywhere; a member without the permission is refused', async () => {
    const { row } = await dueToday();
    const other = world.actors.bossB.client;
    const notFound = m.errors.leaseNotFound;
    for (const res of [
      await other.get(`/api/leases/${row.id}/revision-proposal`),
      await other.post(`/api/leases/${row.id}/revisions`, { dueOn: parisToday() }),
      await other.get(`/api/leases/${row.id}/revisions`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(notFound);
    }
    const done = await world.actors.bossA.client.post(`/api/leases/${row.id}/revisions`, {
      dueOn: parisToday(),
    });
    expect(done.status).toBe(201);
    const letter = await other.get(`/api/leases/${row.id}/revisions/${done.body.revision.id}/letter`);
    expect(letter.status).toBe(404);
    const bad = await world.actors.bossA.client.post(`/api/leases/${row.id}/revisions`, {
      dueOn: '2025-02-30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(m.errors.dueOnInvalid);
    expect((await world.actors.visitor.client.get(`/api/leases/${row.id}/revisions`)).status).toBe(401);
    const { user } = await createUser(t.db, {
      agencyId: world.agencyA.id,
      status: 'active',
      permissions: [],
    });
    const reader = await signedInClient(t, user.id);
    expect((await reader.get(`/api/leases/${row.id}/revision-proposal`)).status).toBe(403);
    expect((await reader.get('/api/irl')).status).toBe(200);
  });
});
