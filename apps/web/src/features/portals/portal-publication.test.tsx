import { portalsMessages as m, type PortalPublication, type PortalUpload } from '@immopilote/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { PortalPublicationSection } from './components/portal-publication-section';

const upload: Omit<PortalUpload, 'status'> = {
  id: '7d3c8f5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  trigger: 'nightly',
  sent: 1,
  heldBefore: 3,
  excluded: [
    {
      propertyId: '9b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3',
      name: 'Maison à compléter',
      reasons: ['Nature du bien', 'Diagnostic de performance énergétique (DPE)'],
    },
  ],
  error: m.guardMoreThanHalf(1, 3),
  fileName: null,
  createdAt: '2026-11-28T01:00:00.000Z',
  finishedAt: '2026-11-28T01:00:02.000Z',
};

const publication = (status: 'needs_confirmation' | 'failed', error: string): PortalPublication => ({
  items: [
    {
      id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
      portal: 'seloger',
      label: null,
      portalAgencyId: 'SL-42',
      enabled: true,
      heldCount: 3,
      lastUpload: { ...upload, status, error },
      lastSuccessAt: '2026-11-27T01:00:02.000Z',
    },
  ],
});

describe('« Publication multi-plateformes »: the portals’ uploads (issue 33)', () => {
  it('an upload the guard held: the explanation, and « Confirmer l’envoi » for the head', {
    timeout: 20_000,
  }, async () => {
    const calls = mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
      'GET /api/portals/publication': {
        status: 200,
        body: publication('needs_confirmation', m.guardMoreThanHalf(1, 3)),
      },
      [`POST /api/portals/uploads/${upload.id}/confirm`]: {
        status: 200,
        body: { ...upload, status: 'pending', trigger: 'confirmed', error: null },
      },
    });
    renderRoute(<PortalPublicationSection isBoss />, { path: '/portal-export' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('plus de la moitié');
    // The listings left out, folded, with their reasons.
    const excluded = screen.getByText(m.excludedTitle(1), { normalizer: (t) => t });
    await userEvent.click(excluded);
    expect(screen.getByText('Nature du bien')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: m.confirm }));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/confirm'))).toBe(true);
  });

  it('a failure reads in French, « Publier maintenant » stays offered, nothing to confirm', {
    timeout: 20_000,
  }, async () => {
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
      'GET /api/portals/publication': { status: 200, body: publication('failed', m.errors.auth) },
    });
    renderRoute(<PortalPublicationSection isBoss={false} />, { path: '/portal-export' });
    expect(await screen.findByRole('alert')).toHaveTextContent('mot de passe FTP est incorrect');
    expect(screen.getByRole('button', { name: `${m.publishNow} (SeLoger)` })).toBeEnabled();
    expect(screen.queryByRole('button', { name: m.confirm })).toBeNull();
  });
});
