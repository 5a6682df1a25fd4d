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
    await u.type(byLabel('Email'), 'claire@agence.fr');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', 'Veuillez remplir tous les champs'),
    );
    expect(calls).toHaveLength(0);
  });

  it('shows "Sign in Failed" with the server message on wrong credentials', async () => {
    const u = userEvent.setup();
    mockApi({
      'POST /api/auth/sign-in': {
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'Email ou mot de passe incorrect.' } },
      },
    });
    const { router } = renderRoute(<LoginForm />, { path: '/login' });
    await u.type(byLabel('Email'), 'claire@agence.fr');
    await u.type(byLabel('Mot de passe'), 'mauvais');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Sign in Failed', 'Email ou mot de passe incorrect.'),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('greets the user and goes to the page the API chose', async () => {
    const u = userEvent.setup();
    mockApi({ 'POST /api/auth/sign-in': { status: 200, body: { me: makeMe(), next: '/dashboard' } } });
    const { router } = renderRoute(<LoginForm />, { path: '/login' });
    await u.type(byLabel('Email'), 'claire@agence.fr');
    await u.type(byLabel('Mot de passe'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.success).toHaveBeenCalledWith(
      'Connexion réussie',
      'Bienvenue dans votre espace ImmoPilote !',
    );
  });

  it('asks for the e-mail before sending a reset link, then sends it for the typed address', async () => {
    const u = userEvent.setup();
    const calls = mockApi({ 'POST /api/auth/password-reset/request': { status: 202 } });
    renderRoute(<LoginForm />, { path: '/login' });
    await u.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Email requis',
      'Veuillez entrer votre adresse email pour réinitialiser le mot de passe.',
    );
    expect(calls).toHaveLength(0);

    await u.type(byLabel('Email'), 'claire@agence.fr');
    await u.click(screen.getByRole('button', { name: 'Mot de passe oublié ?' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Email envoyé',
        'Veuillez consulter votre boîte de réception pour réinitialiser votre mot de passe.',
      ),
    );
    expect(calls[0]?.body).toEqual({ email: 'claire@agence.fr' });
  });
});
