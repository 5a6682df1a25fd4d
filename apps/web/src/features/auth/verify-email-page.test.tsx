import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../../test/render';
import { Component as VerifyEmailPage } from './pages/verify-email-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);

describe('/verify-email', () => {
  it('sends the fragment’s token once and says the address is confirmed', async () => {
    const calls = mockApi({
      'POST /api/auth/verify-email': { status: 204 },
      'GET /api/auth/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
    });
    renderRoute(<VerifyEmailPage />, { path: '/verify-email', at: `/verify-email#token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/dashboard');
    const posts = calls.filter((c) => c.url === '/api/auth/verify-email');
    expect(posts).toEqual([{ method: 'POST', url: '/api/auth/verify-email', body: { token: TOKEN } }]);
  });

  it('says a used or expired link is invalid and how to get another', async () => {
    mockApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: {
          error: {
            code: 'INVALID_VERIFICATION_LINK',
            message: 'Ce lien de confirmation est invalide ou a expiré.',
          },
        },
      },
    });
    renderRoute(<VerifyEmailPage />, { path: '/verify-email', at: `/verify-email#token=${TOKEN}` });
    expect(
      await screen.findByRole('heading', { name: 'Ce lien de confirmation est invalide ou a expiré.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/demandez un nouveau lien avec/)).toBeInTheDocument();
  });

  it('asks nothing of the API without a token', async () => {
    const calls = mockApi({});
    renderRoute(<VerifyEmailPage />, { path: '/verify-email' });
    expect(
      await screen.findByRole('heading', { name: 'Ce lien de confirmation est invalide ou a expiré.' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
