import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { renderRoute } from '../../test/render';
import { AgencyStrip, DashboardHeader } from './components/dashboard-header';
import { Shortcuts } from './components/shortcuts';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

function renderTop(me = makeMe()) {
  return renderRoute(
    <>
      <DashboardHeader me={me} />
      <AgencyStrip me={me} />
      <Shortcuts profile={me.profile} />
    </>,
    { path: '/dashboard' },
  );
}

describe('dashboard header, agency strip and shortcuts (spec 000 « Dashboard »)', () => {
  it('shows the head’s name with the marker and e-mail, the agency with its code, and the head’s two buttons', async () => {
    // user-event puts a clipboard of its own on `navigator`: watched once it is there.
    const u = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderTop();
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByText(/^Claire Martin/)).toHaveTextContent(/^Claire Martin\s*\(Chef d’agence\)$/);
    expect(screen.getByText('claire.martin@agence.fr')).toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'Votre agence' });
    expect(within(strip).getByText(/^Agence du Vieux-Port$/).parentElement?.textContent).toBe(
      'Agence du Vieux-Port · 12 quai du Port, 13002\u00a0Marseille',
    );
    expect(within(strip).getByRole('button', { name: /Copier/ })).toHaveTextContent('CodeAB12CD');
    expect(within(strip).getByRole('link', { name: 'Gérer l’abonnement' })).toHaveAttribute(
      'href',
      '/manage-subscription',
    );
    expect(within(strip).getByRole('link', { name: 'Paramètres' })).toHaveAttribute(
      'href',
      '/agency-settings',
    );
    await u.click(within(strip).getByRole('button', { name: 'Copier le code de l’agence AB12CD' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('AB12CD'));
    expect(toast.success).toHaveBeenCalledWith('Code copié', expect.stringContaining('AB12CD'));
    const shortcuts = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Ajouter un bien', '/add-property'],
      ['Clients', '/client-directory'],
      ['Optimiseur IA', '/add-property'],
      ['Analyse d’avis', '/review-search'],
      ['Recherche web', '/web-search'],
    ]);
  });

  it('says so when the browser refuses the copy, with the code to note by hand', async () => {
    const u = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderTop();
    await u.click(screen.getByRole('button', { name: /Copier le code/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Copie impossible', expect.stringContaining('AB12CD')),
    );
  });

  it('offers « Gérer l’abonnement » only while the subscription is active', () => {
    renderTop(makeMe({ agency: { subscriptionStatus: 'past_due' } }));
    expect(screen.queryByRole('link', { name: 'Gérer l’abonnement' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Paramètres' })).toBeInTheDocument();
  });

  it('a member sees no marker, no head’s button, and only the shortcuts granted to them', () => {
    renderTop(makeMe({ profile: { isBoss: false, permissions: ['client_directory', 'web_search'] } }));
    expect(screen.queryByText('(Chef d’agence)')).toBeNull();
    expect(screen.getByRole('button', { name: /Copier le code/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gérer l’abonnement' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Paramètres' })).toBeNull();
    const shortcuts = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Clients', 'Recherche web']);
  });

  it('a member granted no tool gets no shortcut row at all', () => {
    renderTop(makeMe({ profile: { isBoss: false, permissions: [] } }));
    expect(screen.queryByRole('navigation', { name: 'Raccourcis' })).toBeNull();
  });
});
