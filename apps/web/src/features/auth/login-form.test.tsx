import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { LoginForm } from './components/login-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('login form', () => {
  it('reports empty fields with the "Erreur" toast and sends nothing', async () => {
    const u = userEvent.setup();
    const calls = mockApi({});
    renderRoute(<LoginForm />, { path: '/login' });
    await u.type(byLabel('E-mail'), 'claire@agence.fr');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', 'Veuillez remplir tous les champs'),
    );
    expect(calls).toHaveLength(0);
  });

  it('shows "Échec de la connexion" with the server message on wrong credentials', async () => {
    const u = userEvent.setup();
    mockApi({
      'POST /api/auth/sign-in': {
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou mot de passe incorrect.' } },
      },
    });
    const { router } = renderRoute(<LoginForm />, { path: '/login' });
    await u.type(byLabel('E-mail'), 'claire@agence.fr');
    await u.type(byLabel('Mot de passe'), 'mauvais');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Échec de la connexion', 'E-mail ou mot de passe incorrect.'),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('greets the user and goes to the page the API chose', async () => {
    const u = userEvent.setup();
    mockApi({ 'POST /api/auth/sign-in': { status: 200, body: { me: makeMe(), next: '/dashboard' } } });
    const { router } = renderRoute(<LoginForm />, { path: '/login' });
    await u.type(byLabel('E-mail'), 'claire@agence.fr');
    await u.type(byLabel('Mot de passe'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.success).toHaveBeenCalledWith(
      'Connexion réussie',
      'Bienvenue dans votre espace ImmoPilote !',
    );
  });

  it('asks a two-factor account for the code, shows a wrong one under the field, then signs in', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      'POST /api/auth/sign-in': {
        status: 200,
        body: { twoFactorChallenge: 'jeton-du-defi', expiresAt: '2026-11-23T15:05:00.000Z' },
      },
      'POST /api/auth/two-factor': (body) =>
        (body as { code: string }).code === '123456'
          ? { status: 200, body: { me: makeMe({ twoFactorEnabled: true }), next: '/dashboard' } }
          : {
              status: 401,
              body: { error: { code: 'INVALID_TWO_FACTOR_CODE', message: 'Code incorrect ou expiré.' } },
            },
    });
    const { router } = renderRoute(<LoginForm />, { path: '/login' });
    await u.type(byLabel('E-mail'), 'claire@agence.fr');
    await u.type(byLabel('Mot de passe'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    const code = await screen.findByLabelText('Code de vérification');
    expect(router.state.location.pathname).toBe('/login');
    expect(toast.success).not.toHaveBeenCalled();

    await u.type(code, '654321');
    await u.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code incorrect ou expiré.')).toBeInTheDocument();

    await u.clear(code);
    await u.type(code, '123456');
    await u.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.at(-1)?.body).toEqual({ challenge: 'jeton-du-defi', code: '123456' });
  });

  it('offers a recovery code instead of the app’s code', async () => {
    const u = userEvent.setup();
    mockApi({
      'POST /api/auth/sign-in': {
        status: 200,
        body: { twoFactorChallenge: 'jeton', expiresAt: '2026-11-23T15:05:00.000Z' },
      },
    });
    renderRoute(<LoginForm />, { path: '/login' });
    await u.type(byLabel('E-mail'), 'claire@agence.fr');
    await u.type(byLabel('Mot de passe'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await u.click(await screen.findByRole('button', { name: 'Utiliser un code de récupération' }));
    expect(screen.getByLabelText('Code de récupération')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(byLabel('Mot de passe')).toBeInTheDocument();
  });

  it('asks for the e-mail before sending a reset link, then sends it for the typed address', async () => {
    const u = userEvent.setup();
    const calls = mockApi({ 'POST /api/auth/password-reset/request': { status: 202 } });
    renderRoute(<LoginForm />, { path: '/login' });
    await u.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(toast.error).toHaveBeenCalledWith(
      'E-mail requis',
      'Veuillez entrer votre adresse e-mail pour réinitialiser le mot de passe.',
    );
    expect(calls).toHaveLength(0);

    await u.type(byLabel('E-mail'), 'claire@agence.fr');
    await u.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'E-mail envoyé',
        'Veuillez consulter votre boîte de réception pour réinitialiser votre mot de passe.',
      ),
    );
    expect(calls[0]?.body).toEqual({ email: 'claire@agence.fr' });
  });
});
