import type { DealSummary, FeeInvoice } from '@immopilote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { viewport } from '../../test/viewport';
import { groupByStage, openTotal } from './components/sales-groups';
import { Component as SalesPage } from './pages/sales-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function deal(overrides: Partial<DealSummary> = {}): DealSummary {
  return {
    id: uuid(),
    kind: 'sale',
    stage: 'offer_accepted',
    propertyId: uuid(),
    propertyName: 'T3 Vieux-Port',
    party: { id: uuid(), name: 'Julien Moreau' },
    price: 310_000,
    expectedFee: 15_000,
    nextDeadline: null,
    assignedTo: { id: uuid(), name: 'Claire Martin' },
    openedOn: '2026-03-02',
    overdue: false,
    ...overrides,
  };
}

function invoice(overrides: Partial<FeeInvoice> = {}): FeeInvoice {
  return {
    id: uuid(),
    dealId: uuid(),
    number: 12,
    reference: 'FH-000012',
    issuedOn: '2026-03-10',
    dueOn: '2026-04-09',
    recipientRole: 'seller',
    recipientName: 'Sophie Durand',
    description: 'Honoraires de transaction',
    amountExclVatCents: 1_250_000,
    vatCents: 250_000,
    amountInclVatCents: 1_500_000,
    status: 'issued',
    paidOn: null,
    propertyName: 'Maison Endoume',
    ...overrides,
  };
}

describe('groupByStage', () => {
  it('keeps the spine’s order, leaves empty stages out, sums each stage and puts the nearest deadline first', () => {
    const late = deal({
      stage: 'compromis_signed',
      expectedFee: 9_000,
      nextDeadline: {
        id: uuid(),
        kind: 'loan',
        label: 'Condition suspensive de prêt',
        dueOn: '2026-05-20',
        doneOn: null,
        loanAmount: 200_000,
        loanRateMax: 4,
        overdue: false,
      },
    });
    const soon = deal({
      stage: 'compromis_signed',
      expectedFee: 12_500,
      nextDeadline: { ...late.nextDeadline!, id: uuid(), dueOn: '2026-04-01' },
    });
    const without = deal({ stage: 'compromis_signed', expectedFee: 500 });
    const rental = deal({ kind: 'rental', stage: 'lease_signed', expectedFee: 800 });
    const accepted = deal({ expectedFee: 15_000 });
    const closed = deal({ stage: 'closed', expectedFee: 7_000 });

    const groups = groupByStage([rental, without, late, closed, accepted, soon]);
    expect(groups.map((g) => [g.stage, g.totalFee])).toEqual([
      ['offer_accepted', 15_000],
      ['compromis_signed', 22_000],
      ['lease_signed', 800],
      ['closed', 7_000],
    ]);
    expect(groups[1]!.deals.map((d) => d.id)).toEqual([soon.id, late.id, without.id]);
    // Closed files are history: not counted in what is still expected.
    expect(openTotal(groups)).toBe(37_800);
  });
});

/** Replies by path; every asked address is recorded with its query. */
function api(deals: DealSummary[], invoices: FeeInvoice[] = []) {
  const asked: string[] = [];
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      asked.push(url);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/deals?')) return json(200, { items: deals });
      if (url.startsWith('/api/fee-invoices?') || url === '/api/fee-invoices')
        return json(200, { items: invoices });
      const paid = /^\/api\/fee-invoices\/([^/]+)\/paid$/.exec(url);
      if (paid && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { paidOn: string };
        posted.push({ url, body });
        const target = invoices.find((i) => i.id === paid[1])!;
        return json(200, { ...target, status: 'paid', paidOn: body.paidOn });
      }
      throw new Error(`Unexpected request ${init.method ?? 'GET'} ${url}`);
    }),
  );
  return { asked, posted };
}

// toHaveTextContent folds every space, the no-break ones of fr-FR figures included, into a plain one.
describe('« Ventes en cours » (/ventes)', () => {
  it('lists the files by stage with the expected fee, the next deadline flagged in words, the member and a link to each file', async () => {
    const overdue = deal({
      propertyName: 'Appartement Prado',
      stage: 'compromis_signed',
      expectedFee: 12_000,
      party: { id: uuid(), name: 'Léa Bernard' },
      nextDeadline: {
        id: uuid(),
        kind: 'loan',
        label: 'Condition suspensive de prêt',
        dueOn: '2026-03-01',
        doneOn: null,
        loanAmount: 250_000,
        loanRateMax: 4.2,
        overdue: true,
      },
      overdue: true,
      assignedTo: null,
    });
    const accepted = deal({ propertyName: 'T3 Vieux-Port' });
    const { asked } = api([accepted, overdue]);
    renderRoute(<SalesPage />, { path: '/ventes' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ventes en cours' })).toBeInTheDocument();
    const compromis = await screen.findByRole('region', { name: /^Compromis signé/ });
    expect(within(compromis).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Compromis signé1 dossier · 12 000 €',
    );
    const row = within(compromis).getByRole('row', { name: /Appartement Prado/ });
    expect(within(row).getByRole('link', { name: 'Appartement Prado' })).toHaveAttribute(
      'href',
      `/ventes/${overdue.id}`,
    );
    expect(row).toHaveTextContent('Léa Bernard');
    expect(row).toHaveTextContent('12 000 €');
    expect(row).toHaveTextContent('1er mars 2026');
    expect(within(row).getByText('En retard')).toBeInTheDocument();
    expect(row).toHaveTextContent('Condition suspensive de prêt');
    expect(row).toHaveTextContent('Non attribué');

    const first = screen.getByRole('region', { name: /^Offre acceptée/ });
    expect(within(first).getByRole('row', { name: /T3 Vieux-Port/ })).toHaveTextContent('Aucune échéance');
    expect(within(first).queryByText('En retard')).toBeNull();

    const totals = screen.getByRole('region', { name: 'Honoraires attendus par étape' });
    expect(totals).toHaveTextContent('Total attendu27 000 €');
    expect(asked).toEqual(['/api/deals?scope=agency&state=open']);
  });

  it('asks again with each filter and keeps them in the address', async () => {
    const u = userEvent.setup();
    const { asked } = api([deal()]);
    const { router } = renderRoute(<SalesPage />, { path: '/ventes' });
    await screen.findByRole('region', { name: /^Offre acceptée/ });

    await u.click(screen.getByRole('radio', { name: 'Locations' }));
    await u.click(screen.getByRole('radio', { name: 'Mes dossiers' }));
    await u.click(screen.getByRole('switch', { name: 'Dossiers clos et annulés' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/deals?kind=rental&scope=mine&state=all'));
    expect(router.state.location.search).toBe('?type=location&dossiers=miens&clos=1');
  });

  it('says what is missing when the agency has no file, and tells a member with none to look at the agency’s', async () => {
    api([]);
    renderRoute(<SalesPage />, { path: '/ventes' });
    expect(await screen.findByText('Aucun dossier en cours.')).toBeInTheDocument();
    expect(screen.getByText(/s’ouvre quand une offre d’achat est acceptée/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Honoraires attendus par étape' })).toBeNull();

    renderRoute(<SalesPage />, { path: '/ventes', at: '/ventes?dossiers=miens' });
    expect(await screen.findByText('Aucun dossier ne vous est attribué.')).toBeInTheDocument();
  });

  it('shows each file as a card on a phone', async () => {
    viewport(360);
    const d = deal({ propertyName: 'Studio Castellane' });
    api([d]);
    renderRoute(<SalesPage />, { path: '/ventes' });
    const list = await screen.findByRole('list', { name: 'Dossiers à l’étape «\u00a0Offre acceptée\u00a0»' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getByRole('link', { name: 'Studio Castellane' })).toHaveAttribute(
      'href',
      `/ventes/${d.id}`,
    );
  });
});

describe('« Factures »', () => {
  it('lists the invoices with their PDF and records a payment on the chosen day', async () => {
    const u = userEvent.setup();
    const issued = invoice();
    const paid = invoice({
      reference: 'FH-000011',
      number: 11,
      status: 'paid',
      paidOn: '2026-03-05',
      recipientRole: 'buyer',
      recipientName: 'Marc Petit',
    });
    const { posted } = api([], [issued, paid]);
    renderRoute(<SalesPage />, { path: '/ventes', at: '/ventes?onglet=factures' });

    const table = await screen.findByRole('table', { name: 'Factures d’honoraires' });
    const row = within(table).getByRole('row', { name: /FH-000012/ });
    expect(row).toHaveTextContent('10 mars 2026');
    expect(row).toHaveTextContent('Sophie Durand');
    expect(row).toHaveTextContent('Vendeur');
    expect(row).toHaveTextContent('Maison Endoume');
    expect(row).toHaveTextContent('15 000,00 €');
    expect(row).toHaveTextContent('Émise');
    // Each row's link names its invoice after its visible words: a screen reader's list of links tells them apart.
    const pdf = within(row).getByRole('link', { name: 'Télécharger (PDF), facture FH-000012' });
    expect(within(table).getByRole('link', { name: 'Télécharger (PDF), facture FH-000011' })).toBeVisible();
    expect(pdf).toHaveAttribute('href', `/api/fee-invoices/${issued.id}/pdf`);
    expect(pdf).toHaveAttribute('download', 'facture-FH-000012.pdf');

    const paidRow = within(table).getByRole('row', { name: /FH-000011/ });
    expect(paidRow).toHaveTextContent('Payée');
    expect(paidRow).toHaveTextContent('le 5 mars 2026');
    expect(within(paidRow).queryByRole('button', { name: /Marquer/ })).toBeNull();

    await u.click(within(row).getByRole('button', { name: 'Marquer la facture FH-000012 payée' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Facture FH-000012 payée' });
    const date = within(dialog).getByLabelText('Date du paiement');
    await u.clear(date);
    await u.type(date, '12/03/2026');
    await u.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { url: `/api/fee-invoices/${issued.id}/paid`, body: { paidOn: '2026-03-12' } },
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith(
      'Paiement enregistré',
      'La facture FH-000012 est marquée payée.',
    );
  });

  it('says when there is no invoice yet', async () => {
    api([], []);
    renderRoute(<SalesPage />, { path: '/ventes', at: '/ventes?onglet=factures' });
    expect(await screen.findByText('Aucune facture pour le moment.')).toBeInTheDocument();
  });
});
