import { randomUUID } from 'node:crypto';
import {
  addDaysToDate,
  agencySiteMessages,
  DEFAULT_OPENING_HOURS,
  dealMessages,
  feeInvoiceMessages,
  parisToday,
} from '@immopilote/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAgency } from '../src/db/agency-scope';
import { accessLog, agencySites, feeInvoices, purgeLog } from '../src/db/schema';
import {
  type IssueDealInvoicesInput,
  INVOICE_BUCKET,
  issueDealInvoices,
  listInvoicesOfDeal,
} from '../src/modules/fee-invoices/fee-invoices.service';
import { purgeInvoicesPastRetention } from '../src/modules/fee-invoices/fee-invoice-retention';
import { sweepOrphanFiles } from '../src/storage/orphan-sweep';
import { createAgencyWithBoss, createClient, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function pdfText(bytes: Uint8Array) {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
}

const FACTS = {
  legalForm: 'SARL',
  siren: '732829320',
  rcsCity: 'Lyon',
  shareCapital: 15000,
  cardNumber: 'CPI 6901 2024 000 123 456',
  cardIssuer: 'CCI Lyon Métropole',
};

/** A fresh agency with its head (signed in) and, unless told otherwise, every legal fact an invoice prints. */
async function agencyWithFacts(facts: Partial<typeof agencySites.$inferInsert> | null = FACTS) {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  if (facts) await t.db.insert(agencySites).values({ agencyId: agency.id, ...facts });
  const scope = { agencyId: agency.id, userId: boss.user.id };
  return { agency, boss, scope, head: await signedInClient(t, boss.user.id) };
}

async function saleInput(
  agencyId: string,
  over: Partial<IssueDealInvoicesInput> = {},
): Promise<IssueDealInvoicesInput> {
  const buyer = await createClient(t.db, agencyId, { fullName: 'Inès Carvalho' });
  return {
    dealId: randomUUID(),
    issuedOn: parisToday(),
    propertyName: 'Maison des Canuts, 12 rue d’Austerlitz, 69004 Lyon',
    description: feeInvoiceMessages.saleDescription('Maison des Canuts', '5 mars 2026'),
    lines: [
      {
        recipientRole: 'buyer',
        recipientClientId: buyer.id,
        recipientName: buyer.fullName,
        recipientAddress: '8 rue des Lilas, 69003 Lyon',
        amountInclVatCents: 1_500_000,
      },
    ],
    ...over,
  };
}

/** What server-deals does at the deed: the invoices in the file's transaction, bound to the agency. */
function issue(scope: { agencyId: string; userId: string }, input: IssueDealInvoicesInput) {
  return withAgency(scope, () => t.deps.db.transaction((tx) => issueDealInvoices(t.deps, tx, scope, input)));
}

class RolledBack extends Error {}

/** Takes numbers and stores PDFs, then rolls its transaction back. */
function issueThenRollBack(scope: { agencyId: string; userId: string }, input: IssueDealInvoicesInput) {
  return withAgency(scope, () =>
    t.deps.db.transaction(async (tx) => {
      await issueDealInvoices(t.deps, tx, scope, input);
      throw new RolledBack();
    }),
  ).catch((err) => {
    if (!(err instanceof RolledBack)) throw err;
  });
}

async function storedKeys(agencyId: string) {
  const keys: string[] = [];
  for await (const page of t.deps.storage.list(INVOICE_BUCKET, `${agencyId}/`))
    keys.push(...page.map((o) => o.key));
  return keys.sort();
}

const numbersOf = async (agencyId: string) =>
  (
    await t.db
      .select({ number: feeInvoices.number })
      .from(feeInvoices)
      .where(eq(feeInvoices.agencyId, agencyId))
      .orderBy(feeInvoices.number)
  ).map((r) => r.number);

describe('issuing a file’s invoices (the service server-deals calls)', () => {
  it('numbers 20 invoices issued in parallel 1 to 20, while 4 rolled-back issues give their numbers back', async () => {
    const { agency, scope } = await agencyWithFacts();
    const input = await saleInput(agency.id);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 6 === 5 ? issueThenRollBack(scope, input) : issue(scope, input),
      ),
    );
    const issued = results.flatMap((r) => r ?? []);
    expect(issued).toHaveLength(20);
    expect(await numbersOf(agency.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(issued.map((i) => i.reference).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `FH-${String(i + 1).padStart(6, '0')}`),
    );
    // The rolled-back issues stored their PDFs first: no row names them, so the sweep removes them.
    const keysBefore = await storedKeys(agency.id);
    expect(keysBefore).toHaveLength(24);
    await sweepOrphanFiles(t.deps, { graceMs: 0, now: new Date(Date.now() + 1000) });
    const rows = await t.db
      .select({ key: feeInvoices.pdfKey })
      .from(feeInvoices)
      .where(eq(feeInvoices.agencyId, agency.id));
    expect(await storedKeys(agency.id)).toEqual(rows.map((r) => r.key).sort());
  });

  it('gives a rolled-back number to the next invoice: no gap', async () => {
    const { agency, scope } = await agencyWithFacts();
    const input = await saleInput(agency.id);
    await issue(scope, input);
    await issueThenRollBack(scope, input);
    const [next] = await issue(scope, input);
    expect(next!.number).toBe(2);
    expect(await numbersOf(agency.id)).toEqual([1, 2]);
  });

  it('splits the VAT, sets the due date and the ten years, and lists the file’s invoices in order', async () => {
    const { agency, scope } = await agencyWithFacts();
    const base = await saleInput(agency.id, { issuedOn: '2026-03-05' });
    const seller = await createClient(t.db, agency.id, { fullName: 'Paul Vernet' });
    const input = {
      ...base,
      lines: [
        base.lines[0]!,
        {
          recipientRole: 'seller' as const,
          recipientClientId: seller.id,
          recipientName: seller.fullName,
          recipientAddress: '3 place Bellecour, 69002 Lyon',
          amountInclVatCents: 1001,
        },
      ],
    };
    const issued = await issue(scope, input);
    expect(issued.map((i) => [i.number, i.recipientRole])).toEqual([
      [1, 'buyer'],
      [2, 'seller'],
    ]);
    expect(issued[0]).toMatchObject({
      dealId: input.dealId,
      reference: 'FH-000001',
      issuedOn: '2026-03-05',
      dueOn: '2026-04-04',
      amountExclVatCents: 1_250_000,
      vatCents: 250_000,
      amountInclVatCents: 1_500_000,
      status: 'issued',
      paidOn: null,
    });
    expect(issued[1]).toMatchObject({ amountExclVatCents: 834, vatCents: 167, amountInclVatCents: 1001 });
    const [row] = await t.db.select().from(feeInvoices).where(eq(feeInvoices.id, issued[0]!.id));
    expect(row).toMatchObject({ retainUntil: '2036-03-05', vatRateBp: 2000, issuedBy: scope.userId });
    expect(await withAgency(scope, () => listInvoicesOfDeal(t.deps, scope, input.dealId))).toEqual(issued);
  });

  it('refuses with the list of the missing legal facts, writing nothing', async () => {
    const { agency, scope } = await agencyWithFacts({
      legalForm: 'SAS',
      siren: '12345',
      cardNumber: 'CPI 1',
    });
    const input = await saleInput(agency.id);
    await expect(issue(scope, input)).rejects.toMatchObject({
      status: 409,
      userMessage: dealMessages.invoiceFactsMissing(
        'le numéro SIREN (9 chiffres), la ville du RCS, le capital social et la CCI qui l’a délivrée',
      ),
    });
    expect(await numbersOf(agency.id)).toEqual([]);
    expect(await storedKeys(agency.id)).toEqual([]);
  });

  it('does not ask an individual business for a share capital', async () => {
    const { agency, scope } = await agencyWithFacts({
      ...FACTS,
      legalForm: 'Entreprise individuelle',
      shareCapital: null,
    });
    const [invoice] = await issue(scope, await saleInput(agency.id));
    expect(invoice!.number).toBe(1);
  });

  it('refuses another agency’s client as recipient, and a recipient without an address', async () => {
    const { agency, scope } = await agencyWithFacts();
    const other = await createAgencyWithBoss(t.db);
    const stranger = await createClient(t.db, other.agency.id);
    const input = await saleInput(agency.id);
    await expect(
      issue(scope, { ...input, lines: [{ ...input.lines[0]!, recipientClientId: stranger.id }] }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      issue(scope, { ...input, lines: [{ ...input.lines[0]!, recipientAddress: '  ' }] }),
    ).rejects.toMatchObject({
      status: 400,
      userMessage: feeInvoiceMessages.recipientAddressMissing('Inès Carvalho'),
    });
    expect(await numbersOf(agency.id)).toEqual([]);
  });
});

describe('the invoice’s PDF', () => {
  it('prints every mention and is served as stored, each download logged', async () => {
    const { agency, scope, head } = await agencyWithFacts();
    const [invoice] = await issue(scope, await saleInput(agency.id, { issuedOn: '2026-03-05' }));
    const res = await head.get(`/api/fee-invoices/${invoice!.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('facture-FH-000001.pdf');
    const text = await pdfText(new Uint8Array(res.raw));
    for (const mention of [
      'Facture d’honoraires n° FH-000001',
      'Date d’émission : 5 mars 2026',
      'Date d’échéance : 4 avril 2026',
      agency.name,
      'SARL au capital de 15 000,00 €',
      'SIREN 732 829 320 — RCS Lyon',
      'FR44732829320',
      'Carte professionnelle n° CPI 6901 2024 000 123 456 délivrée par CCI Lyon Métropole',
      'Inès Carvalho',
      '8 rue des Lilas, 69003 Lyon',
      'Qualité : Acquéreur',
      'Maison des Canuts, 12 rue d’Austerlitz',
      'Honoraires de transaction — vente de Maison des Canuts, acte authentique du 5 mars 2026',
      '12 500,00 €',
      '2 500,00 €',
      '15 000,00 €',
      'Payable à 30 jours, au plus tard le 4 avril 2026',
      'Pas d’escompte pour paiement anticipé.',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
    ]) {
      expect(text).toContain(mention.replace(/\s+/g, ' '));
    }
    const again = await head.get(`/api/fee-invoices/${invoice!.id}/pdf`);
    expect(Buffer.from(again.raw).equals(Buffer.from(res.raw))).toBe(true);
    const logged = await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.agencyId, agency.id), eq(accessLog.kind, 'invoice_download')));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ detail: 'FH-000001 · Inès Carvalho' });
  });
});

describe('the invoices list and the payment', () => {
  it('lists by status and records the payment once, never in the future nor before the invoice', async () => {
    const { agency, scope, head } = await agencyWithFacts();
    const issuedOn = addDaysToDate(parisToday(), -10);
    const [first] = await issue(scope, await saleInput(agency.id, { issuedOn }));
    const [second] = await issue(scope, await saleInput(agency.id, { issuedOn }));

    const all = await head.get('/api/fee-invoices');
    expect(all.status).toBe(200);
    expect(all.body.items.map((i: { reference: string }) => i.reference)).toEqual(['FH-000002', 'FH-000001']);

    const tomorrow = await head.post(`/api/fee-invoices/${first!.id}/paid`, {
      paidOn: addDaysToDate(parisToday(), 1),
    });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.error.message).toBe(feeInvoiceMessages.paidInFuture);
    const early = await head.post(`/api/fee-invoices/${first!.id}/paid`, {
      paidOn: addDaysToDate(issuedOn, -1),
    });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(dealMessages.paidBeforeIssued);

    const paid = await head.post(`/api/fee-invoices/${first!.id}/paid`, { paidOn: parisToday() });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidOn: parisToday() });
    const twice = await head.post(`/api/fee-invoices/${first!.id}/paid`, { paidOn: parisToday() });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(dealMessages.invoiceAlreadyPaid);

    const unpaid = await head.get('/api/fee-invoices?status=issued');
    expect(unpaid.body.items.map((i: { id: string }) => i.id)).toEqual([second!.id]);
    const settled = await head.get('/api/fee-invoices?status=paid');
    expect(settled.body.items.map((i: { id: string }) => i.id)).toEqual([first!.id]);
  });

  it('answers another agency’s invoice with a 404, and refuses a member who does not edit properties', async () => {
    const mine = await agencyWithFacts();
    const [invoice] = await issue(mine.scope, await saleInput(mine.agency.id));
    const other = await agencyWithFacts();
    expect((await other.head.get(`/api/fee-invoices/${invoice!.id}/pdf`)).status).toBe(404);
    const paid = await other.head.post(`/api/fee-invoices/${invoice!.id}/paid`, { paidOn: parisToday() });
    expect(paid.status).toBe(404);
    expect((await other.head.get('/api/fee-invoices')).body.items).toEqual([]);

    const reader = await createUser(t.db, { agencyId: mine.agency.id, permissions: [] });
    const readerClient = await signedInClient(t, reader.user.id);
    expect((await readerClient.get('/api/fee-invoices')).status).toBe(403);
  });

  it('keeps what an invoice printed: the database refuses a rewrite, a second payment and an early deletion', async () => {
    const { agency, scope } = await agencyWithFacts();
    const [invoice] = await issue(scope, await saleInput(agency.id));
    const where = eq(feeInvoices.id, invoice!.id);
    await expect(
      t.db
        .update(feeInvoices)
        .set({ amountInclVatCents: 1, amountExclVatCents: 1, vatCents: 0 })
        .where(where),
    ).rejects.toThrow();
    await expect(t.db.update(feeInvoices).set({ number: 99 }).where(where)).rejects.toThrow();
    await t.db.update(feeInvoices).set({ paidOn: parisToday() }).where(where);
    await expect(t.db.update(feeInvoices).set({ paidOn: null }).where(where)).rejects.toThrow();
    await expect(t.db.delete(feeInvoices).where(where)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate fee_invoices`)).rejects.toThrow();
    expect(await numbersOf(agency.id)).toEqual([1]);
  });
});

describe('ten years, then gone; until then in the agency export', () => {
  it('purges the invoices past their ten years with their PDFs, one journal line each, and keeps the others', async () => {
    const { agency, scope } = await agencyWithFacts();
    const [old] = await issue(scope, await saleInput(agency.id, { issuedOn: '2015-06-30' }));
    const [recent] = await issue(scope, await saleInput(agency.id, { issuedOn: '2016-07-01' }));
    // The day the old one's ten years end, the recent one still has a year to go.
    const erased = await purgeInvoicesPastRetention(t.deps, new Date('2025-06-30T12:00:00Z'));
    expect(erased).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: feeInvoices.id })
      .from(feeInvoices)
      .where(eq(feeInvoices.agencyId, agency.id));
    expect(left.map((r) => r.id)).toEqual([recent!.id]);
    expect((await storedKeys(agency.id)).every((k) => k.startsWith(`${agency.id}/${recent!.id}/`))).toBe(
      true,
    );
    expect(await storedKeys(agency.id)).toHaveLength(1);
    const journal = await t.db.select().from(purgeLog).where(eq(purgeLog.agencyId, agency.id));
    expect(journal).toEqual([
      expect.objectContaining({ kind: 'invoice_expired', clientRef: 'FH-000001', documentsDeleted: 1 }),
    ]);
    expect(old!.reference).toBe('FH-000001');
    // The next invoice continues the sequence: a purged number is never given again.
    const [next] = await issue(scope, await saleInput(agency.id));
    expect(next!.number).toBe(3);
  });

  it('puts every invoice, what it printed and its PDF in the agency export', async () => {
    const { agency, scope, head } = await agencyWithFacts();
    const [invoice] = await issue(scope, await saleInput(agency.id));
    expect((await head.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const { body: state } = await head.get('/api/agency/export');
    const zip = await head.get(`/api/agency/export/${state.latest.id}/download`);
    const entries = unzipSync(new Uint8Array(zip.raw));
    const data = JSON.parse(strFromU8(entries['donnees.json']!));
    expect(data.invoices).toEqual([
      expect.objectContaining({
        id: invoice!.id,
        reference: 'FH-000001',
        recipientAddress: '8 rue des Lilas, 69003 Lyon',
        seller: expect.objectContaining({
          siren: '732 829 320',
          rcsCity: 'Lyon',
          vatNumber: 'FR44732829320',
        }),
        pdf: 'fichiers/factures/facture-FH-000001.pdf',
      }),
    ]);
    const pdf = await head.get(`/api/fee-invoices/${invoice!.id}/pdf`);
    expect(
      Buffer.from(entries['fichiers/factures/facture-FH-000001.pdf']!).equals(Buffer.from(pdf.raw)),
    ).toBe(true);
  });
});

describe('the agency’s invoice facts in « Mon agence › Site et demandes »', () => {
  it('the head saves the RCS city and the share capital (never negative), and invoices can then be issued', async () => {
    const { agency, scope, head } = await agencyWithFacts(null);
    const body = {
      slug: `agence-${randomUUID().slice(0, 8)}`,
      cardNumber: FACTS.cardNumber,
      cardIssuer: FACTS.cardIssuer,
      guaranteeName: null,
      guaranteeAmount: null,
      insurerName: null,
      insurerPolicy: null,
      legalForm: 'SAS',
      siren: '732 829 320',
      rcsCity: 'Toulon',
      shareCapital: -1,
      contactEmail: null,
      contactPhone: null,
      intro: null,
      showFullAddress: false,
      openingHours: DEFAULT_OPENING_HOURS,
    };
    const input = await saleInput(agency.id);
    await expect(issue(scope, input)).rejects.toMatchObject({ status: 409 });
    const refused = await head.put('/api/agency/site', body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toEqual({ shareCapital: agencySiteMessages.amountInvalid });

    const saved = await head.put('/api/agency/site', { ...body, shareCapital: '10 000,50' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ rcsCity: 'Toulon', shareCapital: 10000.5 });
    expect((await head.get('/api/agency/site')).body).toMatchObject({
      rcsCity: 'Toulon',
      shareCapital: 10000.5,
    });

    const [invoice] = await issue(scope, input);
    const text = await pdfText(new Uint8Array((await head.get(`/api/fee-invoices/${invoice!.id}/pdf`)).raw));
    expect(text).toContain('SAS au capital de 10 000,50 €');
    expect(text).toContain('RCS Toulon');
  });
});
