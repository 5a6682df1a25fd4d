import { rentalOwnerMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases } from '../src/db/schema';
import { sweepOrphanFiles } from '../src/storage/orphan-sweep';
import { createWorld, type World } from './helpers/actors';
import { openEntry, rentalFlat } from './helpers/inspection-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createLease } from './rental-owner-factories';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const m = rentalOwnerMessages.deposit;
const head = () => world.actors.bossA.client;
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/** A flat with its entry and an exit drawn from it (same lines: they match), and a lease on it. */
async function leaseWithInspections(input: Parameters<typeof createLease>[2] = {}) {
  const property = await rentalFlat(t, world.agencyA.id);
  const entry = await openEntry(head(), property.id, '2025-01-02');
  const exit = await head().post(`/api/properties/${property.id}/inspections`, {
    kind: 'exit',
    inspectionDate: '2026-07-31',
    entryInspectionId: entry.id,
  });
  expect(exit.status).toBe(201);
  const lease = await createLease(t.db, world.agencyA.id, { propertyId: property.id, ...input });
  return { property, lease, entryId: entry.id, exitId: exit.body.id as string };
}

const leaseRow = async (id: string) => (await t.db.select().from(leases).where(eq(leases.id, id)))[0]!;

describe('the end of a lease and its deposit', () => {
  it('ends the lease, a month when the exit matches, with the late penalty shown and printed', async () => {
    const { lease, entryId, exitId } = await leaseWithInspections();
    const view = await head().get(`/api/leases/${lease.id}/deposit`);
    expect(view.status).toBe(200);
    expect(view.body.inspections).toEqual([
      expect.objectContaining({ id: entryId, kind: 'entry', changes: null }),
      expect.objectContaining({ id: exitId, kind: 'exit', changes: 0 }),
    ]);

    // No exit inspection chosen yet: no deduction can be justified.
    const early = await head().put(`/api/leases/${lease.id}/deposit/deductions`, {
      deductions: [{ label: 'Peinture du séjour', amount: '150' }],
    });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(m.errors.noExitInspection);

    const ended = await head().post(`/api/leases/${lease.id}/end`, {
      endedOn: '2026-07-31',
      keysReturnedOn: '2026-07-31',
      exitInspectionId: exitId,
      exitMatchesEntry: true,
    });
    expect(ended.status).toBe(200);
    expect(ended.body.deadline).toBe('2026-08-31');
    const row = await leaseRow(lease.id);
    expect(row).toMatchObject({ status: 'ended', entryInspectionId: entryId, exitInspectionId: exitId });

    const over = await head().put(`/api/leases/${lease.id}/deposit/deductions`, {
      deductions: [
        { label: 'Peinture du séjour', amount: '500' },
        { label: 'Clés perdues', amount: '300,01' },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body.error.fieldErrors).toEqual({ deductions: m.errors.overDeposit });
    expect((await leaseRow(lease.id)).depositDeductions).toEqual([]);

    const kept = await head().put(`/api/leases/${lease.id}/deposit/deductions`, {
      deductions: [{ label: 'Peinture du séjour', amount: '150' }],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.deductionsCents).toBe(15_000);

    // Returned one day after the deadline: one month begun, 10 % of 800 €.
    const returned = await head().post(`/api/leases/${lease.id}/deposit/return`, {
      returnedOn: '2026-09-01',
    });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ penaltyMonths: 1, penaltyCents: 8_000, hasPdf: true });
    expect((await leaseRow(lease.id)).depositReturnedCents).toBe(80_000 - 15_000 + 8_000);

    const again = await head().post(`/api/leases/${lease.id}/deposit/return`, { returnedOn: '2026-09-02' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.errors.alreadyReturned);

    const pdf = await head().get(`/api/leases/${lease.id}/deposit/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = flat((await extractText(new Uint8Array(pdf.raw), { mergePages: true })).text);
    expect(text).toContain('Décompte de restitution du dépôt de garantie');
    expect(text).toContain('Date limite de restitution : 31 août 2026');
    expect(text).toContain('Retenue : Peinture du séjour');
    expect(text).toContain('Majoration pour retard (10 % du loyer hors charges × 1 mois commencé)');
    expect(text).toContain('80,00 €');
    expect(text).toContain('730,00 €');

    // Stored, and kept by the orphan sweep (its key is named by the lease and the return's day).
    await sweepOrphanFiles(t.deps, { graceMs: 0 });
    expect(
      await t.deps.storage.get(
        'rental-owner',
        `${world.agencyA.id}/${lease.id}/${m.pdf.fileName('2026-09-01')}`,
      ),
    ).not.toBeNull();
  });

  it('gives two months when the exit differs, and no penalty on time', async () => {
    const { lease, exitId } = await leaseWithInspections();
    const ended = await head().post(`/api/leases/${lease.id}/end`, {
      endedOn: '2026-06-30',
      keysReturnedOn: '2026-07-02',
      exitInspectionId: exitId,
      exitMatchesEntry: false,
    });
    expect(ended.body.deadline).toBe('2026-09-02');
    const returned = await head().post(`/api/leases/${lease.id}/deposit/return`, {
      returnedOn: '2026-09-02',
    });
    expect(returned.body).toMatchObject({ penaltyMonths: 0, penaltyCents: 0 });
    expect((await leaseRow(lease.id)).depositReturnedCents).toBe(80_000);
  });

  it('refuses bad dates, a foreign inspection, a second end, in French, changing nothing', async () => {
    const { lease, exitId } = await leaseWithInspections();
    const other = await leaseWithInspections();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endedOn: '2024-12-31', keysReturnedOn: '2025-01-05' }, 'endedOn', m.errors.endBeforeStart],
      [{ endedOn: '2026-06-30', keysReturnedOn: '2026-06-29' }, 'keysReturnedOn', m.errors.keysBeforeEnd],
      [
        { endedOn: '2026-06-30', keysReturnedOn: '2026-06-30', exitInspectionId: other.exitId },
        'exitInspectionId',
        m.errors.exitNotFound,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await head().post(`/api/leases/${lease.id}/end`, { exitMatchesEntry: true, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors).toEqual({ [field]: message });
    }
    expect((await leaseRow(lease.id)).status).toBe('active');
    const missing = await head().post(`/api/leases/${lease.id}/end`, {
      endedOn: '2026-06-30',
      keysReturnedOn: '2026-06-30',
    });
    expect(missing.status).toBe(400);

    const ok = {
      endedOn: '2026-06-30',
      keysReturnedOn: '2026-06-30',
      exitInspectionId: exitId,
      exitMatchesEntry: true,
    };
    expect((await head().post(`/api/leases/${lease.id}/end`, ok)).status).toBe(200);
    const twice = await head().post(`/api/leases/${lease.id}/end`, ok);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(m.errors.alreadyEnded);
    const beforeKeys = await head().post(`/api/leases/${lease.id}/deposit/return`, {
      returnedOn: '2026-06-29',
    });
    expect(beforeKeys.body.error.fieldErrors).toEqual({ returnedOn: m.errors.returnBeforeKeys });
  });

  it('skips a lease without deposit and answers the same 404 to another agency', async () => {
    const mobility = await createLease(t.db, world.agencyA.id, { kind: 'mobilite', depositCents: 0 });
    const res = await head().put(`/api/leases/${mobility.id}/deposit/deductions`, { deductions: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.errors.noDeposit);

    const { lease } = await leaseWithInspections();
    const stranger = world.actors.bossB.client;
    for (const res of [
      await stranger.get(`/api/leases/${lease.id}/deposit`),
      await stranger.post(`/api/leases/${lease.id}/end`, {
        endedOn: '2026-06-30',
        keysReturnedOn: '2026-06-30',
        exitMatchesEntry: true,
      }),
      await stranger.get(`/api/leases/${lease.id}/deposit/pdf`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Ce bail n’existe pas ou a été supprimé.');
    }
    expect((await leaseRow(lease.id)).status).toBe('active');
  });
});
