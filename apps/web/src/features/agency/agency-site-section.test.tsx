import {
  type AgencySite,
  agencySiteMessages,
  DEFAULT_OPENING_HOURS,
  type FeeScaleTable,
  feeScaleMessages,
  siteSettingsMessages as m,
} from '@immopilote/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { AgencySiteSection } from './components/agency-site-section';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));
beforeEach(() => vi.clearAllMocks());
// A long form on a shared machine: the first render can take more than the default second.
configure({ asyncUtilTimeout: 8000 });
// Radix's switch measures itself inside a form (its hidden input); jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

/** The text as testing-library reads the page: no-break spaces become plain ones. */
const n = (text: string) => text.replace(/\s+/g, ' ');

const site: AgencySite = {
  slug: null,
  publicUrl: null,
  publishedCount: 0,
  cardNumber: null,
  cardIssuer: null,
  guaranteeName: null,
  guaranteeAmount: null,
  insurerName: null,
  insurerPolicy: null,
  legalForm: null,
  siren: null,
  rcsCity: null,
  shareCapital: null,
  contactEmail: null,
  contactPhone: null,
  intro: null,
  showFullAddress: false,
  openingHours: DEFAULT_OPENING_HOURS,
};
const table: FeeScaleTable = { rows: [], notes: null, updatedAt: null, publicUrl: null, pdfUrl: null };
const noMailbox = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Introuvable.' } } };

function open(editable: boolean, replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/agency/site': { status: 200, body: site },
    'GET /api/agency/fee-scale-table': { status: 200, body: table },
    'GET /api/agency/inbound-mail': noMailbox,
    ...replies,
  });
  renderRoute(<AgencySiteSection editable={editable} />);
  return calls;
}

describe('« Site et demandes »', () => {
  it('the head checks the address live, is refused a malformed one, then saves', {
    timeout: 20_000,
  }, async () => {
    const u = userEvent.setup();
    const calls = open(true, {
      'GET /api/agency/site/slug?slug=lambert-immobilier': {
        status: 200,
        body: { available: true, message: null },
      },
      'PUT /api/agency/site': (body) => ({
        status: 200,
        body: {
          ...site,
          ...(body as object),
          publicUrl: 'https://immopilote.fr/agences/lambert-immobilier',
        },
      }),
    });
    const slug = await screen.findByLabelText(m.slugLabel);
    await u.type(slug, 'ab');
    await u.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(n(agencySiteMessages.slugInvalid))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await u.clear(slug);
    await u.type(slug, 'lambert-immobilier');
    expect(await screen.findByText(n(m.slugAvailable), {}, { timeout: 3000 })).toBeInTheDocument();
    await u.type(byLabel(m.cardNumber), 'CPI 6901 2018 000 012 345');
    await u.type(byLabel(m.intro), '<script>alert(1)</script>');
    await u.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.siteSaved));
    const put = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(put).toMatchObject({
      slug: 'lambert-immobilier',
      cardNumber: 'CPI 6901 2018 000 012 345',
      intro: '<script>alert(1)</script>',
      siren: null,
      openingHours: DEFAULT_OPENING_HOURS,
    });
  });

  it('an address another agency took lands under the field', { timeout: 20_000 }, async () => {
    const u = userEvent.setup();
    open(true, {
      'GET /api/agency/site/slug?slug=agence-prise': {
        status: 200,
        body: { available: false, message: agencySiteMessages.slugTaken },
      },
      'PUT /api/agency/site': {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: agencySiteMessages.slugTaken,
            fieldErrors: { slug: agencySiteMessages.slugTaken },
          },
        },
      },
    });
    await u.type(await screen.findByLabelText(m.slugLabel), 'agence-prise');
    expect(await screen.findByText(agencySiteMessages.slugTaken, {}, { timeout: 3000 })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(screen.getAllByText(agencySiteMessages.slugTaken).length).toBeGreaterThan(0));
    expect(byLabel(m.slugLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('opening hours: a day closed, a range added, a backwards range refused', {
    timeout: 20_000,
  }, async () => {
    const u = userEvent.setup();
    const calls = open(true, {
      'PUT /api/agency/site': (body) => ({ status: 200, body: { ...site, ...(body as object) } }),
    });
    await u.type(await screen.findByLabelText(m.slugLabel), 'agence-du-port');
    await u.click(screen.getByRole('button', { name: m.removeRange('Samedi', 1) }));
    expect(screen.getAllByText(n(m.closed))).toHaveLength(2);
    const from = byLabel(n(m.rangeFrom('Lundi', 1)));
    await u.clear(from);
    await u.type(from, '13:00');
    await u.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(n(agencySiteMessages.hoursInvalid))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await u.clear(from);
    await u.type(from, '08:30');
    await u.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = calls.find((c) => c.method === 'PUT')!.body as { openingHours: unknown[][] };
    const hours = put.openingHours;
    expect(hours[0]![0]).toEqual({ from: '08:30', to: '12:30' });
    expect(hours[5]).toEqual([]);
  });

  it('the fee scale: rows added, filled, moved and saved in order', { timeout: 20_000 }, async () => {
    const u = userEvent.setup();
    const calls = open(true, {
      'PUT /api/agency/fee-scale-table': (body) => ({
        status: 200,
        body: { ...(body as object), updatedAt: '2026-11-27T09:00:00.000Z', publicUrl: null, pdfUrl: null },
      }),
    });
    await screen.findByText(n(m.feeEmpty));
    await u.click(screen.getByRole('button', { name: m.feeAddRow }));
    await u.click(screen.getByRole('button', { name: m.feeAddRow }));
    const first = screen.getByRole('listitem', { name: m.feeRow(1) });
    await u.type(within(first).getByLabelText(m.feeLabel), 'Jusqu’à 100 000 €');
    await u.type(within(first).getByLabelText(m.feeTo), '100000');
    await u.type(within(first).getByLabelText(m.feeAmount), '5000');
    const second = screen.getByRole('listitem', { name: m.feeRow(2) });
    await u.type(within(second).getByLabelText(m.feeLabel), 'Au-delà');
    await u.type(within(second).getByLabelText(m.feeFrom), '100000');
    await u.type(within(second).getByLabelText(m.feeRate), '4,5');
    await u.click(screen.getByRole('button', { name: m.feeMoveUp(2) }));
    await u.click(screen.getByRole('button', { name: m.feeSave }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.feeSaved));
    const body = calls.find((c) => c.method === 'PUT')?.body as { rows: Record<string, unknown>[] };
    expect(body.rows.map((r) => r.label)).toEqual(['Au-delà', 'Jusqu’à 100 000 €']);
    expect(body.rows[0]).toMatchObject({
      from: 100000,
      to: null,
      rate: 4.5,
      amount: null,
      payer: 'acquereur',
    });
  });

  it('a row without rate nor amount is refused in French', { timeout: 20_000 }, async () => {
    const u = userEvent.setup();
    const calls = open(true);
    await screen.findByText(n(m.feeEmpty));
    await u.click(screen.getByRole('button', { name: m.feeAddRow }));
    await u.type(screen.getByLabelText(m.feeLabel), 'Vente');
    await u.click(screen.getByRole('button', { name: m.feeSave }));
    expect(await screen.findByText(n(feeScaleMessages.rowIncomplete))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('the invoice facts: the RCS city and the share capital are saved, a negative capital refused', {
    timeout: 20_000,
  }, async () => {
    const u = userEvent.setup();
    const calls = open(true, {
      'PUT /api/agency/site': (body) => ({ status: 200, body: { ...site, ...(body as object) } }),
    });
    await u.type(await screen.findByLabelText(m.slugLabel), 'agence-du-port');
    await u.type(byLabel(m.legalForm), 'SARL');
    await u.type(byLabel(m.rcsCity), 'Toulon');
    const capital = byLabel(m.shareCapital);
    await u.type(capital, '-5');
    await u.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(n(agencySiteMessages.amountInvalid))).toBeInTheDocument();
    expect(capital).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await u.clear(capital);
    await u.type(capital, '10 000,50');
    await u.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.siteSaved));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      legalForm: 'SARL',
      rcsCity: 'Toulon',
      shareCapital: 10000.5,
    });
  });

  it('a member reads everything and can change nothing', async () => {
    open(false, {
      'GET /api/agency/site': {
        status: 200,
        body: {
          ...site,
          slug: 'lambert-immobilier',
          publicUrl: 'https://immopilote.fr/agences/lambert-immobilier',
        },
      },
    });
    expect(await screen.findByText(n(m.readOnly))).toBeInTheDocument();
    expect(byLabel(m.slugLabel)).toBeDisabled();
    expect(byLabel(m.cardNumber)).toBeDisabled();
    expect(screen.queryByRole('button', { name: m.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.feeAddRow })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.viewSite })).toHaveAttribute(
      'href',
      'https://immopilote.fr/agences/lambert-immobilier',
    );
    expect(await screen.findByText(n(m.mailboxUnavailable))).toBeInTheDocument();
  });
});
