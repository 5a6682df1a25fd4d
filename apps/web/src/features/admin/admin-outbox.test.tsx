import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as AdminPage } from './pages/admin-page';

afterEach(() => vi.unstubAllGlobals());

const mail = (
  over: Partial<{ id: string; to: string; subject: string; text: string; createdAt: string }>,
) => ({
  id: crypto.randomUUID(),
  to: 'ines@exemple.fr',
  subject: 'Réinitialisation de votre mot de passe',
  text: 'Bonjour,\n\nhttps://immopilote.test/update-password#token=abc\n\nÀ bientôt',
  createdAt: '2026-11-22T13:05:00.000Z',
  ...over,
});

type Mocks = Parameters<typeof mockApi>[0];
const emptyPage = { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } };

/** The panel around the outbox: an administrator, no agencies, an empty audit log. */
const openAdmin = (
  outbox: Mocks[string],
  smsOutbox: Mocks[string] = { status: 200, body: { items: [] } },
) => {
  mockApi({
    'GET /api/auth/me': { status: 200, body: { me: makeMe({ isAdmin: true }), next: '/dashboard' } },
    'GET /api/admin/stats': { status: 200, body: { users: 0, agencies: 0, properties: 0 } },
    'GET /api/admin/agencies?page=1&pageSize=20': emptyPage,
    'GET /api/admin/audit?page=1&pageSize=20': emptyPage,
    'GET /api/admin/outbox': outbox,
    'GET /api/admin/sms-outbox': smsOutbox,
  });
  return renderRoute(<AdminPage />, { path: '/admin' });
};

describe('/admin, « Boîte d’envoi »', () => {
  it('lists the kept e-mails, newest first, with their links clickable', async () => {
    const newest = mail({ to: 'ines@exemple.fr' });
    const older = mail({ to: 'hugo@exemple.fr', subject: 'Bienvenue', text: 'Sans lien' });
    openAdmin({ status: 200, body: { items: [newest, older] } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panneau Administrateur' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Boîte d’envoi' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([newest.subject, 'Bienvenue']);
    expect(within(articles[0]!).getByText('ines@exemple.fr')).toBeInTheDocument();
    expect(
      within(articles[0]!).getByRole('link', { name: 'https://immopilote.test/update-password#token=abc' }),
    ).toHaveAttribute('href', 'https://immopilote.test/update-password#token=abc');
    expect(within(articles[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByText('2 e-mails, les plus récents d’abord')).toBeInTheDocument();
  });

  it('says when the outbox is empty', async () => {
    openAdmin({ status: 200, body: { items: [] } });
    expect(await screen.findByText('Aucun e-mail pour l’instant.')).toBeInTheDocument();
  });

  it('says in French when the outbox cannot be loaded', async () => {
    openAdmin({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Accès refusé.' } } });
    // The DVF section below reads the same refused mock and shows its own alert.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes('Impossible de charger la boîte d’envoi.')),
      ).toBe(true),
    );
  });
});

describe('/admin, « SMS envoyés »', () => {
  it('lists the kept text messages beside the e-mails', async () => {
    openAdmin(
      { status: 200, body: { items: [] } },
      {
        status: 200,
        body: {
          items: [
            {
              id: crypto.randomUUID(),
              to: '+33612345678',
              text: 'ImmoPilote\u00a0: votre code de signature est 123456.',
              createdAt: '2026-11-27T10:00:00.000Z',
            },
          ],
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'SMS envoyés' })).toBeInTheDocument();
    expect(await screen.findByText('+33612345678')).toBeInTheDocument();
    expect(screen.getByText(/votre code de signature est 123456/)).toBeInTheDocument();
  });

  it('says when no text message was kept', async () => {
    openAdmin({ status: 200, body: { items: [] } });
    expect(await screen.findByText('Aucun SMS pour l’instant.')).toBeInTheDocument();
  });
});
