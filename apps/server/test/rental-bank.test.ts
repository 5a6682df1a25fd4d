import {
  addDaysToDate,
  leaseShortReference,
  parisToday,
  rentalBankMessages as m,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankImports, bankLines, rentCalls, rentPayments, rentReceipts } from '../src/db/schema';
import { createWorld, type World } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createLeaseRow, createRentCallRow, frenchDay, statementCsv } from './rental-bank-factories';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const boss = () => world.actors.bossA.client;
const yesterday = () => frenchDay(addDaysToDate(parisToday(), -1));

function upload(csv: string | Buffer, client = boss(), name = 'releve.csv') {
  const form = new FormData();
  const bytes = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
  return client.upload('POST', '/api/rentals/bank-imports', form);
}

const paymentsOf = (callId: string) =>
  t.db.select().from(rentPayments).where(eq(rentPayments.rentCallId, callId));
const callRow = async (id: string) => (await t.db.select().from(rentCalls).where(eq(rentCalls.id, id)))[0]!;

/** A lease of 800 € + 50 € a month, with its call due a week ago. */
async function leaseWithCall(tenant: string, period: string, agencyId = world.agencyA.id) {
  const lease = await createLeaseRow(t.db, agencyId, { tenants: [{ name: tenant, email: null }] });
  const call = await createRentCallRow(t.db, agencyId, lease, { period, dueInDays: -7 });
  return { lease, call };
}

describe('importing a statement', () => {
  it('proposes a credit naming the tenant, keeps a duplicate line apart, reports bad lines', async () => {
    const { call } = await leaseWithCall('Hélène Lefèvre', '2026-01-01');
    const other = await leaseWithCall('Paul Martin', '2026-01-01');
    const day = yesterday();
    const csv = statementCsv([
      [day, 'VIR SEPA MME LEFEVRE HELENE LOYER', '850,00'],
      [day, 'VIR SEPA MME LEFEVRE HELENE LOYER', '850,00'],
      [day, `VIR INCONNU ${leaseShortReference(other.lease.id)}`, '850,00'],
      [day, 'VIR SANS NOM', '850,00'],
      [day, 'PRLV EDF', '-84,12'],
      ['31/02/2026', 'VIR ERREUR', '10,00'],
    ]);
    const res = await upload(iconv.encode(csv, 'windows-1252'));
    expect(res.status, res.text).toBe(201);
    expect(res.body.errors).toEqual([{ line: 9, reason: m.reasons.badDate('31/02/2026') }]);
    const lines = res.body.lines as { lineNumber: number; status: string; rentCall: { id: string } | null }[];
    expect(lines.map((l) => [l.lineNumber, l.status, l.rentCall?.id ?? null])).toEqual([
      [4, 'proposed', call.id],
      [5, 'duplicate', null],
      [6, 'proposed', other.call.id],
      [7, 'unmatched', null],
    ]);

    // The same statement again: every line is already there.
    const again = await upload(csv);
    expect(again.status, again.text).toBe(201);
    expect((again.body.lines as { status: string }[]).map((l) => l.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
  });

  it('proposes the oldest of one lease’s calls of that balance', async () => {
    const lease = await createLeaseRow(t.db, world.agencyA.id, { tenants: [{ name: 'Inès Caron' }] });
    const older = await createRentCallRow(t.db, world.agencyA.id, lease, {
      period: '2026-01-01',
      dueInDays: -35,
    });
    await createRentCallRow(t.db, world.agencyA.id, lease, { period: '2026-02-01', dueInDays: -5 });
    const res = await upload(statementCsv([[yesterday(), 'VIR INES CARON', '850,00']]));
    expect(res.body.lines[0]).toMatchObject({ status: 'proposed', rentCall: { id: older.id } });
  });

  it('leaves a credit unmatched when calls of two leases of that balance name the same tenant', async () => {
    await leaseWithCall('Jean Bernard', '2026-01-01');
    await leaseWithCall('Jean Bernard', '2026-02-01');
    const res = await upload(statementCsv([[yesterday(), 'VIR JEAN BERNARD', '850,00']]));
    expect(res.status, res.text).toBe(201);
    expect(res.body.lines[0]).toMatchObject({ status: 'unmatched', rentCall: null });
  });

  it('refuses a file that is not a bank CSV in one French sentence and stores nothing', async () => {
    const before = await t.db.select().from(bankImports);
    const res = await upload('Nom;Prénom;E-mail\nDupont;Marie;marie@exemple.fr', boss(), 'contacts.csv');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(m.notABankCsv);
    const png = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]));
    expect(png.status).toBe(400);
    expect(await t.db.select().from(bankImports)).toHaveLength(before.length);
  });
});

describe('confirming a line', () => {
  it('records one payment for the call, and a second confirmation (another tab) is a 409', async () => {
    const { call } = await leaseWithCall('Camille Roux', '2026-03-01');
    const res = await upload(statementCsv([[yesterday(), 'VIREMENT CAMILLE ROUX', '850,00']]));
    const line = res.body.lines[0];
    expect(line.status).toBe('proposed');
    const [first, second] = await Promise.all([
      boss().post(`/api/rentals/bank-lines/${line.id}/confirm`, {}),
      world.actors.memberA.client.post(`/api/rentals/bank-lines/${line.id}/confirm`, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const conflict = first.status === 409 ? first : second;
    expect(conflict.body.error.message).toBe(m.alreadyConfirmed);
    const payments = await paymentsOf(call.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 85_000, source: 'bank', bankLineId: line.id });
    expect((await callRow(call.id)).paidCents).toBe(85_000);
    const receipts = await t.db.select().from(rentReceipts).where(eq(rentReceipts.rentCallId, call.id));
    expect(receipts.map((r) => r.kind)).toEqual(['quittance']);
    const lines = await boss().get('/api/rentals/bank-lines');
    expect(lines.body.items.find((l: { id: string }) => l.id === line.id)).toMatchObject({
      status: 'confirmed',
      paymentId: payments[0]!.id,
    });
  });

  it('refuses a credit larger than the call’s balance, and nothing changes', async () => {
    const { call } = await leaseWithCall('Louis Petit', '2026-03-01');
    const res = await upload(statementCsv([[yesterday(), 'VIR LOUIS PETIT TROP', '900,00']]));
    const line = res.body.lines[0];
    expect(line.status).toBe('unmatched');
    const candidates = await boss().get(`/api/rentals/bank-lines/${line.id}/candidates`);
    expect(candidates.body.items.map((c: { id: string }) => c.id)).not.toContain(call.id);
    const refused = await boss().post(`/api/rentals/bank-lines/${line.id}/confirm`, { rentCallId: call.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(m.largerThanBalance('900\u00a0€', '850\u00a0€'));
    expect(await paymentsOf(call.id)).toHaveLength(0);
    const [stored] = await t.db.select().from(bankLines).where(eq(bankLines.id, line.id));
    expect(stored).toMatchObject({ status: 'unmatched', paymentId: null });
  });

  it('confirms an unmatched line with the call the member picks, confirms all proposed, ignores', async () => {
    const picked = await leaseWithCall('Zoé Garçon', '2026-04-01');
    const proposed = await leaseWithCall('Noël Bœuf', '2026-04-01');
    const res = await upload(
      statementCsv([
        [yesterday(), 'VIR GARCON Z', '850,00'],
        [yesterday(), 'VIR NOEL BOEUF AVRIL', '850,00'],
        [yesterday(), 'REMBOURSEMENT ASSURANCE', '42,00'],
      ]),
    );
    const [unmatched, toConfirm, toIgnore] = res.body.lines;
    expect([unmatched.status, toConfirm.status, toIgnore.status]).toEqual([
      'unmatched',
      'proposed',
      'unmatched',
    ]);
    const noChoice = await boss().post(`/api/rentals/bank-lines/${unmatched.id}/confirm`, {});
    expect(noChoice.status).toBe(400);
    expect(noChoice.body.error.message).toBe(m.chooseRentCall);
    const ok = await boss().post(`/api/rentals/bank-lines/${unmatched.id}/confirm`, {
      rentCallId: picked.call.id,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.rentCall.id).toBe(picked.call.id);
    const all = await boss().post('/api/rentals/bank-lines/confirm-proposed');
    expect(all.status, all.text).toBe(200);
    expect(all.body.confirmed).toBeGreaterThanOrEqual(1);
    expect((await callRow(proposed.call.id)).paidCents).toBe(85_000);
    const ignored = await boss().post(`/api/rentals/bank-lines/${toIgnore.id}/ignore`);
    expect(ignored.status).toBe(200);
    expect(ignored.body.status).toBe('ignored');
  });
});

describe('the agency boundary', () => {
  it('answers another agency’s line or call with the same 404', async () => {
    const mine = await leaseWithCall('Agathe Morel', '2026-05-01');
    const theirs = await leaseWithCall('Bruno Faure', '2026-05-01', world.agencyB.id);
    const res = await upload(statementCsv([[yesterday(), 'VIR AGATHE MOREL', '850,00']]));
    const line = res.body.lines[0];
    const b = world.actors.bossB.client;
    for (const call of [
      b.post(`/api/rentals/bank-lines/${line.id}/confirm`, {}),
      b.post(`/api/rentals/bank-lines/${line.id}/ignore`),
      b.get(`/api/rentals/bank-lines/${line.id}/candidates`),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(m.lineNotFound);
    }
    const crossCall = await boss().post(`/api/rentals/bank-lines/${line.id}/confirm`, {
      rentCallId: theirs.call.id,
    });
    expect(crossCall.status).toBe(404);
    expect(crossCall.body.error.message).toBe(m.rentCallNotFound);
    expect(await paymentsOf(theirs.call.id)).toHaveLength(0);
    expect((await callRow(mine.call.id)).paidCents).toBe(0);
  });

  it('is closed to a visitor and to a pending member', async () => {
    expect((await world.actors.visitor.client.get('/api/rentals/bank-lines')).status).toBe(401);
    expect((await world.actors.pending.client.get('/api/rentals/bank-lines')).status).toBe(403);
  });
});
