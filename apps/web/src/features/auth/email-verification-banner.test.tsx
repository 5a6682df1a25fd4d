import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { EmailVerificationBanner } from './components/email-verification-banner';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

// As Testing Library reads it: its default normaliser turns the no-break space before « : » into a space.
const BANNER =
  'Confirmez votre adresse e-mail : tant qu’elle ne l’est pas, vous ne recevez ni alertes ni lien de réinitialisation du mot de passe.';

function renderBanner(emailVerified: boolean, resend: { status: number; body?: unknown } = { status: 202 }) {
  const calls = mockApi({
    'GET /api/auth/me': { status: 200, body: { me: makeMe({ emailVerified }), next: '/dashboard' } },
    'POST /api/auth/verify-email/resend': resend,
  });
  renderRoute(<EmailVerificationBanner />);
  return calls;
}

describe('e-mail verification banner', () => {
  it('tells an unconfirmed account what it misses and resends the link', async () => {
    const calls = renderBanner(false);
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Lien envoyé',
        'Un nouveau lien de confirmation vous a été envoyé.',
      ),
    );
    expect(calls.filter((c) => c.url === '/api/auth/verify-email/resend')).toHaveLength(1);
  });

  it('shows the server’s reason when a link was sent too recently', async () => {
    const message =
      'Un lien vous a été envoyé il y a moins de 5 minutes\u00a0: consultez votre boîte de réception (et les indésirables).';
    renderBanner(false, { status: 429, body: { error: { code: 'RATE_LIMITED', message } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Envoi impossible', message));
  });

  it('is absent once the address is confirmed', async () => {
    const calls = renderBanner(true);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/me')).toBe(true));
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien' })).not.toBeInTheDocument();
  });
});
