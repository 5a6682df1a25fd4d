import type { SubscriptionOverview } from '@immopilote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as ManageSubscriptionPage } from './pages/manage-subscription-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const overview = (o: Partial<SubscriptionOverview> = {}): SubscriptionOverview => ({
  plan: 'starter',
  status: 'active',
  provider: 'local',
  currentPeriodEnd: '2026-12-23T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  readOnlyUntil: null,
  amountHtCents: 17000,
  amountTtcCents: 20400,
  readOnlyGraceDays: 30,
  canManage: true,
  ...o,
});
const me = (isBoss = true) => ({
  'GET /api/auth/me': { status: 200, body: { me: makeMe({ profile: { isBoss } }), next: '/dashboard' } },
});

describe('/manage-subscription', () => {
  it('shows plan, status, renewal and HT/TTC amount; a plan change confirms its amount, then goes through the one subscription', async () => {
    const u = userEvent.setup();
    const prorationDate = '2026-12-08T10:00:00.000Z';
    const calls = mockApi({
      ...me(),
      'GET /api/subscription': { status: 200, body: overview() },
      'GET /api/subscription/invoices': { status: 200, body: { items: [] } },
      'GET /api/agency/export': { status: 200, body: { latest: null } },
      'GET /api/subscription/plan/preview?plan=pro': {
        status: 200,
        body: {
          currentPlan: 'starter',
          newPlan: 'pro',
          amountNowHtCents: 7500,
          amountNowTtcCents: 9000,
          nextRenewal: '2026-12-23T10:00:00.000Z',
          nextAmountTtcCents: 38400,
          prorationDate,
        },
      },
      'POST /api/subscription/plan': {
        status: 200,
        body: overview({ plan: 'pro', amountHtCents: 32000, amountTtcCents: 38400 }),
      },
    });
    renderRoute(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    expect(await screen.findByText('Actif')).toBeInTheDocument();
    expect(screen.getByText('23 décembre 2026')).toBeInTheDocument();
    expect(screen.getAllByText(/^170\s€ HT \/ mois$/).length).toBeGreaterThan(0);
    expect(screen.getByText(/\(204\s€ TTC \/ mois\)/)).toBeInTheDocument();

    // « Annuler » in the dialog changes nothing.
    await u.click(screen.getByRole('button', { name: 'Passer à Pro' }));
    let dialog = await screen.findByRole('alertdialog', { name: /Passer à l’offre Pro/ });
    expect(await within(dialog).findByText(/^90\s€ TTC$/)).toBeInTheDocument();
    expect(within(dialog).getByText('Starter')).toBeInTheDocument();
    expect(within(dialog).getByText(/^23 décembre 2026, puis 384\s€ TTC \/ mois$/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Passer à Pro' }));
    dialog = await screen.findByRole('alertdialog');
    await u.click(await within(dialog).findByRole('button', { name: /^Payer 90\s€ TTC et changer$/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Votre agence est passée à l’offre Pro.'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/subscription/plan',
      body: { plan: 'pro', prorationDate },
    });
    expect(calls.some((c) => c.url === '/api/subscription/checkout')).toBe(false);
  }, 20_000);

  it('cancelling asks for confirmation, then shows « Résiliation le … » and offers to resume', async () => {
    const u = userEvent.setup();
    mockApi({
      ...me(),
      'GET /api/subscription': { status: 200, body: overview() },
      'GET /api/subscription/invoices': { status: 200, body: { items: [] } },
      'GET /api/agency/export': { status: 200, body: { latest: null } },
      'POST /api/subscription/cancel': { status: 200, body: overview({ cancelAtPeriodEnd: true }) },
    });
    renderRoute(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    await u.click(await screen.findByRole('button', { name: 'Résilier l’abonnement' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/pendant 30 jours/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Oui, résilier' }));
    expect(await screen.findByText('Résiliation le 23 décembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reprendre l’abonnement' })).toBeInTheDocument();
  });

  it('a member sees the plan read-only: no portal, no changes, no invoices', async () => {
    const calls = mockApi({
      ...me(false),
      'GET /api/subscription': { status: 200, body: overview({ canManage: false }) },
    });
    renderRoute(<ManageSubscriptionPage />, { path: '/manage-subscription' });
    expect(await screen.findByText(/Seul le chef d’agence peut gérer l’abonnement/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Passer à/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Résilier l’abonnement' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/subscription/invoices')).toBe(false);
  });
});
