import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as UpdatePasswordPage, tokenFromHash } from './pages/update-password-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const token = 'a'.repeat(43);

describe('update password', () => {
  it('reads the token from the fragment', () => {
    expect(tokenFromHash(`#token=${token}`)).toBe(token);
    expect(tokenFromHash('')).toBe('');
  });

  it('says the link is invalid when the API refuses the token', async () => {
    mockApi({
      'POST /api/auth/password-reset/check': {
        status: 400,
        body: { error: { code: 'INVALID_RESET_TOKEN', message: 'Lien invalide ou expiré' } },
      },
    });
    renderRoute(<UpdatePasswordPage />, { path: '/update-password', at: `/update-password#token=${token}` });
    expect(await screen.findByRole('heading', { name: 'Lien invalide ou expiré' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('checks both passwords, then updates and goes to /login without the token', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      'POST /api/auth/password-reset/check': { status: 204 },
      'POST /api/auth/password-reset/complete': { status: 204 },
    });
    const { router } = renderRoute(<UpdatePasswordPage />, {
      path: '/update-password',
      at: `/update-password#token=${token}`,
    });
    await screen.findByRole('heading', { name: 'Nouveau mot de passe' });
    await u.type(byLabel('Nouveau mot de passe'), 'abc');
    await u.type(byLabel('Confirmer le mot de passe'), 'abd');
    await u.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 6 caractères.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();

    await u.clear(byLabel('Nouveau mot de passe'));
    await u.type(byLabel('Nouveau mot de passe'), 'nouveau-secret');
    await u.clear(byLabel('Confirmer le mot de passe'));
    await u.type(byLabel('Confirmer le mot de passe'), 'nouveau-secret');
    await u.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.hash).toBe('');
    expect(calls.at(-1)?.body).toEqual({
      token,
      password: 'nouveau-secret',
      confirmPassword: 'nouveau-secret',
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Succès',
      'Votre mot de passe a été mis à jour. Veuillez vous reconnecter.',
    );
  });

  it('drops « ne correspondent pas » as soon as the first password is changed to match', async () => {
    const u = userEvent.setup();
    mockApi({ 'POST /api/auth/password-reset/check': { status: 204 } });
    renderRoute(<UpdatePasswordPage />, { path: '/update-password', at: `/update-password#token=${token}` });
    await screen.findByRole('heading', { name: 'Nouveau mot de passe' });
    await u.type(byLabel('Nouveau mot de passe'), 'nouveau-secrex');
    await u.type(byLabel('Confirmer le mot de passe'), 'nouveau-secret');
    await u.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    await u.clear(byLabel('Nouveau mot de passe'));
    await u.type(byLabel('Nouveau mot de passe'), 'nouveau-secret');
    await waitFor(() => expect(screen.queryByText('Les mots de passe ne correspondent pas.')).toBeNull());
  });
});
