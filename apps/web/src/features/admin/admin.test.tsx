import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as AdminPage } from './pages/admin-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const AGENCY_ID = '5b1d4f6a-9c3e-4d8b-8a6e-4f107f0c8a4e';
const OTHER_ID = '9c3e2d8b-1a6e-4f10-8f0c-8a4e5b1d4f6a';

const page = (items: unknown[], total = items.length, pageNo = 1) => ({
  status: 200,
  body: { items, total, page: pageNo, pageSize: 20 },
});
const vieuxPort = {
  id: AGENCY_ID,
  name: 'Agence du Vieux-Port',
  city: 'Marseille',
  ownerName: 'Claire Martin',
  members: 3,
  properties: 12,
  plan: 'premium',
  billingAlert: null,
};
const UNKNOWN_PRICE =
  'Prix Stripe sans offre correspondante (price_ancien) : accès limité à l’offre Starter.';
const lune = {
  ...vieuxPort,
  id: OTHER_ID,
  name: 'Agence de la Lune',
  ownerName: null,
  plan: null,
  billingAlert: UNKNOWN_PRICE,
};

function openAdmin(at = '/admin', extra: Parameters<typeof mockApi>[0] = {}, me = makeMe({ isAdmin: true })) {
  const calls = mockApi({
    'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
    'GET /api/admin/stats': { status: 200, body: { users: 1234, agencies: 2, properties: 40 } },
    'GET /api/admin/agencies?page=1&pageSize=20': page([vieuxPort, lune], 41),
    'GET /api/admin/audit?page=1&pageSize=20': page([
      {
        id: 'a1',
        adminEmail: 'admin@immopilote.fr',
        action: 'view-agency',
        agencyId: null,
        agencyName: 'Agence fermée',
        createdAt: '2026-11-22T09:30:00.000Z',
      },
    ]),
    'GET /api/admin/outbox': { status: 200, body: { items: [] } },
    'GET /api/admin/sms-outbox': { status: 200, body: { items: [] } },
    ...extra,
  });
  return { ...renderRoute(<AdminPage />, { path: '/admin', at }), calls };
}

describe('/admin', () => {
  it('refuses a user who is not an administrator: « Accès non autorisé », then /dashboard', async () => {
    const { router, calls } = openAdmin('/admin', {}, makeMe({ isAdmin: false }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Accès non autorisé');
    expect(calls.filter((c) => c.url.startsWith('/api/admin'))).toEqual([]);
  });

  it('shows the counters, the agencies with their plan or « Aucun », and the audit log', async () => {
    openAdmin();
    expect(await screen.findByRole('heading', { name: 'Panneau Administrateur' })).toBeInTheDocument();
    expect(document.title).toBe('Administration — ImmoPilote');
    expect(await screen.findByText('1 234')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nom', 'Propriétaire', 'Membres', 'Biens', 'Abonnement', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Premium')).toBeInTheDocument();
    expect(within(first!).getByText('Claire Martin')).toBeInTheDocument();
    expect(within(second!).getByText('Aucun')).toBeInTheDocument();
    // A price of no plan is the administrator's to fix: shown on the agency's row.
    expect(within(second!).getByText('Anomalie de facturation')).toHaveAttribute('title', UNKNOWN_PRICE);
    expect(within(first!).queryByText('Anomalie de facturation')).toBeNull();
    expect(
      within(first!).getByRole('link', { name: 'Détails de l’agence Agence du Vieux-Port' }),
    ).toHaveAttribute('href', `/admin?agence=${AGENCY_ID}`);
    expect(screen.getByText('41 agences')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Journal d’audit' })).toBeInTheDocument();
    expect(screen.getByText('Agence fermée (supprimée)')).toBeInTheDocument();
  });

  it('searches and pages on the server', async () => {
    const u = userEvent.setup();
    const { calls, router } = openAdmin('/admin', {
      'GET /api/admin/agencies?page=2&pageSize=20': page([lune], 41, 2),
      'GET /api/admin/agencies?q=lune&page=1&pageSize=20': page([lune], 1),
    });
    await u.click(await screen.findByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();

    await u.type(screen.getByRole('searchbox'), 'lune');
    await waitFor(() => expect(router.state.location.search).toBe('?q=lune'));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/admin/agencies?q=lune&page=1&pageSize=20'),
    );
    expect(await screen.findByText('1 agence')).toBeInTheDocument();
  });

  it('shows an agency’s detail: address, members with their role, prices in French or N/A, and Retour', async () => {
    openAdmin(`/admin?q=port&agence=${AGENCY_ID}`, {
      [`GET /api/admin/agencies/${AGENCY_ID}`]: {
        status: 200,
        body: {
          id: AGENCY_ID,
          name: 'Agence du Vieux-Port',
          address: '12 quai du Port',
          zip: '13002',
          city: 'Marseille',
          plan: 'pro',
          billingAlert: UNKNOWN_PRICE,
          members: [
            {
              id: 'm1',
              firstName: 'Claire',
              lastName: 'Martin',
              email: 'claire@agence.fr',
              isBoss: true,
              status: 'active',
            },
            {
              id: 'm2',
              firstName: 'Louis',
              lastName: 'Moreau',
              email: 'louis@agence.fr',
              isBoss: false,
              status: 'active',
            },
          ],
          properties: [
            { id: 'p1', name: 'Loft du Panier', type: 'Vente', price: 1250000.5 },
            { id: 'p2', name: 'Studio', type: 'Location', price: null },
          ],
          propertyTotal: 2,
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Agence du Vieux-Port' })).toBeInTheDocument();
    expect(screen.getByText(/12 quai du Port, 13002 Marseille/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Anomalie de facturation.*price_ancien.*Starter/);
    const [members, properties] = screen.getAllByRole('table');
    expect(within(members!).getByRole('row', { name: /Claire Martin/ })).toHaveTextContent('Chef d’agence');
    expect(within(members!).getByRole('row', { name: /Louis Moreau/ })).toHaveTextContent('Membre');
    expect(within(properties!).getByRole('row', { name: /Loft du Panier/ })).toHaveTextContent(
      '1 250 000,50 €',
    );
    expect(within(properties!).getByRole('row', { name: /Studio/ })).toHaveTextContent('N/A');
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/admin?q=port');
  });

  it('says « Agence introuvable. » for an agency that no longer exists', async () => {
    openAdmin(`/admin?agence=${AGENCY_ID}`, {
      [`GET /api/admin/agencies/${AGENCY_ID}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Agence introuvable.' } },
      },
    });
    expect(await screen.findByText('Agence introuvable.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erreur de chargement', 'Agence introuvable.');
  });
});
