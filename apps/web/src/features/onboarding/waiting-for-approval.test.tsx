import { agencyMessages } from '@immopilote/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as WaitingPage } from './pages/waiting-for-approval-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const pendingMe = makeMe({
  profile: { isBoss: false, status: 'pending', agencyId: '7f0c8a4e-5b1d-4f6a-9c3e-2d8b1a6e4f10' },
  agency: null,
});

describe('/waiting-for-approval', () => {
  it('names the agency the member asked to join', async () => {
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me: pendingMe, next: '/waiting-for-approval' } },
      'GET /api/onboarding/pending-agency': { status: 200, body: { name: 'Agence du Vieux-Port' } },
    });
    renderRoute(<WaitingPage />, { path: '/waiting-for-approval' });
    const named = await screen.findByText(/^Vous avez demandé à rejoindre/);
    expect(named.textContent).toBe(agencyMessages.waitingFor('Agence du Vieux-Port'));
  });

  it('moves on by itself once the head has accepted', async () => {
    let accepted = false;
    mockApi({
      'GET /api/auth/me': () => ({
        status: 200,
        body: accepted
          ? { me: makeMe({ profile: { isBoss: false } }), next: '/dashboard' }
          : { me: pendingMe, next: '/waiting-for-approval' },
      }),
      'GET /api/onboarding/pending-agency': { status: 200, body: { name: 'Agence du Vieux-Port' } },
    });
    const { router } = renderRoute(<WaitingPage />, { path: '/waiting-for-approval' });
    await screen.findByText(/Agence du Vieux-Port/);
    accepted = true;
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 7000 });
  }, 10_000);
});
