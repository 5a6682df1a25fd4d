import type { Me } from '@immopilote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as AppShell } from './app-shell';
import { shellDecision } from './shell-gate';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const children = [
  { path: '/dashboard', element: <h1>Tableau de bord</h1> },
  { path: '/join-agency', element: <h1>Finalisez votre inscription</h1> },
  { path: '/client/:clientId', element: <h1>Louise Martin</h1> },
];

function renderShell(me: Me | null, at = '/dashboard') {
  mockApi({
    'GET /api/auth/me': me
      ? { status: 200, body: { me, next: '/dashboard' } }
      : { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Vous devez être connecté.' } } },
  });
  return renderRoute(<AppShell />, { path: '/', at, children });
}

describe('shell gate (pure rule)', () => {
  it.each([
    ['no session', null, '/dashboard', '/login'],
    [
      'pending member',
      makeMe({ profile: { status: 'pending', isBoss: false } }),
      '/dashboard',
      '/waiting-for-approval',
    ],
    ['unpaid head', makeMe({ agency: { subscriptionStatus: 'inactive' } }), '/dashboard', '/subscription'],
    ['ready user on /join-agency', makeMe(), '/join-agency', '/dashboard'],
  ])('%s is redirected', (_name, me, path, to) => {
    expect(shellDecision(me, path)).toMatchObject({ kind: 'redirect', to });
  });

  it('tells a user without agency, anywhere but /join-agency, that an action is required (000 §8)', () => {
    for (const path of ['/dashboard', '/client-directory', '/agency-settings']) {
      expect(shellDecision(makeMe({ agency: null }), path)).toEqual({ kind: 'action-required' });
    }
  });

  it('lets a user without agency see /join-agency without the navigation', () => {
    expect(shellDecision(makeMe({ agency: null }), '/join-agency')).toEqual({
      kind: 'render',
      navigation: false,
    });
  });

  it('sends a member whose agency requires two-factor sign-in to /two-factor-setup until they have it', () => {
    const mustEnrol = makeMe({ agency: { requireTwoFactor: true }, profile: { isBoss: false } });
    for (const path of ['/dashboard', '/profile', '/agency-settings']) {
      expect(shellDecision(mustEnrol, path)).toMatchObject({ kind: 'redirect', to: '/two-factor-setup' });
    }
    const enrolled = makeMe({ agency: { requireTwoFactor: true }, twoFactorEnabled: true });
    expect(shellDecision(enrolled, '/dashboard')).toEqual({ kind: 'render', navigation: true });
  });

  it('toasts the unpaid head, not the member who cannot pay', () => {
    const unpaid = { subscriptionStatus: 'inactive' as const };
    expect(shellDecision(makeMe({ agency: unpaid }), '/dashboard')).toMatchObject({
      subscriptionToast: true,
    });
    expect(shellDecision(makeMe({ agency: unpaid, profile: { isBoss: false } }), '/dashboard')).toMatchObject(
      { to: '/subscription', subscriptionToast: false },
    );
  });

  it('lets a user without an active membership manage their account on /profile, without the navigation', () => {
    const released = makeMe({ agency: null, profile: { isBoss: false, status: 'removed' } });
    const pending = makeMe({
      agency: null,
      profile: { isBoss: false, status: 'pending', agencyId: '7f0c8a4e-5b1d-4f6a-9c3e-2d8b1a6e4f10' },
    });
    for (const me of [released, pending]) {
      expect(shellDecision(me, '/profile')).toEqual({ kind: 'render', navigation: false });
    }
    expect(shellDecision(released, '/dashboard')).toEqual({ kind: 'action-required' });
    expect(shellDecision(pending, '/dashboard')).toMatchObject({
      kind: 'redirect',
      to: '/waiting-for-approval',
    });
  });

  it('lets the administrator open /admin without an agency, and only /admin', () => {
    const admin = makeMe({ agency: null, isAdmin: true });
    expect(shellDecision(admin, '/admin')).toEqual({ kind: 'render', navigation: false });
    expect(shellDecision(admin, '/dashboard')).toEqual({ kind: 'action-required' });
    expect(shellDecision(makeMe({ agency: null }), '/admin')).toEqual({ kind: 'action-required' });
  });

  it('exempts the administrator from the subscription', () => {
    const admin = makeMe({ agency: { subscriptionStatus: 'inactive' }, isAdmin: true });
    expect(shellDecision(admin, '/dashboard')).toEqual({ kind: 'render', navigation: true });
  });
});

describe('app shell', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderShell(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends an unpaid head to /subscription with the "Abonnement requis" toast, once', async () => {
    const { router } = renderShell(makeMe({ agency: { subscriptionStatus: 'inactive' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(
      'Abonnement requis',
      'Veuillez choisir un abonnement pour continuer.',
    );
  });

  it('puts the confirmation banner with « Renvoyer le lien » above the page of an unconfirmed account', async () => {
    renderShell(
      makeMe({ emailVerified: false, agency: { subscriptionStatus: 'active' }, profile: { isBoss: false } }),
    );
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Confirmez votre adresse e-mail/);
    expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).toBeInTheDocument();
  });

  it('renders the page inside the navigation, with the active entry marked and no Admin entry', async () => {
    renderShell(makeMe());
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Tableau de bord',
      'Agenda',
      'Ajouter un bien',
      'Répertoire client',
      'Demandes',
      'Rapprochements',
      'Registre des mandats',
      'Signatures',
      'Ventes en cours',
      'Gestion locative',
      'Exporter vers les portails',
      'Recherche web',
      'Analyse concurrentielle',
      'Analyse d’avis',
      'Mon agence',
      'Abonnement',
      'Mon profil',
    ]);
    expect(within(nav).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('hides the tools a member has not been granted', async () => {
    renderShell(makeMe({ profile: { isBoss: false, permissions: ['web_search'] } }));
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels).toContain('Recherche web');
    expect(labels).not.toContain('Ajouter un bien');
    expect(labels).not.toContain('Registre des mandats');
    expect(labels).not.toContain('Signatures');
    expect(labels).not.toContain('Ventes en cours');
    expect(labels).not.toContain('Exporter vers les portails');
    expect(labels).not.toContain('Répertoire client');
    expect(labels).not.toContain('Rapprochements');
    expect(labels).not.toContain('Demandes');
    expect(labels).not.toContain('Analyse d’avis');
  });

  it('shows the Admin entry to the administrator only', async () => {
    renderShell(makeMe({ isAdmin: true }));
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
  });

  it('shows /join-agency to a user without agency, without the navigation', async () => {
    renderShell(makeMe({ agency: null }), '/join-agency');
    expect(await screen.findByRole('heading', { name: 'Finalisez votre inscription' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('tells a user without agency on /dashboard that an action is required, with join/create and sign-out', async () => {
    renderShell(makeMe({ agency: null }), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Action requise' })).toBeInTheDocument();
    expect(screen.getByText('Veuillez rejoindre ou créer une agence pour continuer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rejoindre ou créer une agence' })).toHaveAttribute(
      'href',
      '/join-agency',
    );
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('gives a phone a bottom bar of the five daily entries, the current one marked', async () => {
    renderShell(makeMe());
    const bar = await screen.findByRole('navigation', { name: 'Navigation rapide' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Accueil', '/dashboard'],
      ['Agenda', '/agenda'],
      ['Ajouter', '/add-property'],
      ['Clients', '/client-directory'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks « Clients » on a client record', async () => {
    renderShell(makeMe(), '/client/3b6f1c2e-8a4d-4e9b-9f1a-2c5d7e8f9a0b');
    const bar = await screen.findByRole('navigation', { name: 'Navigation rapide' });
    expect(within(bar).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });

  it('leaves out of the bottom bar the entries a member has not been granted', async () => {
    renderShell(makeMe({ profile: { isBoss: false, permissions: [] } }));
    const bar = await screen.findByRole('navigation', { name: 'Navigation rapide' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Accueil', 'Agenda']);
  });

  it('opens the drawer from the bottom bar and gives the focus back to « Menu » when it closes', async () => {
    const user = userEvent.setup();
    renderShell(makeMe());
    const bar = await screen.findByRole('navigation', { name: 'Navigation rapide' });
    const more = within(bar).getByRole('button', { name: 'Menu' });
    await user.click(more);
    const drawer = await screen.findByRole('dialog', { name: 'ImmoPilote' });
    expect(within(drawer).getByRole('link', { name: 'Mon profil' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(more).toHaveFocus();
  });
});
