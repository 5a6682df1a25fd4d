import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientPage, makeClient } from '../../test/client-factory';
import { mockApi, renderRoute } from '../../test/render';
import { viewport } from '../../test/viewport';
import { Component as ClientDirectoryPage } from './pages/client-directory-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => {
  vi.clearAllMocks();
  viewport(360);
});
afterEach(() => vi.unstubAllGlobals());

/** A client's card on a phone: the list item around the link to the record. */
async function cardOf(name: RegExp) {
  const link = await screen.findByRole('link', { name });
  const card = link.closest('li');
  if (!card) throw new Error('no card around the link');
  return card;
}

/** The value a card shows beside a label. */
const pair = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const list = (q: string, page = 1) =>
  `GET /api/clients?${q ? `q=${encodeURIComponent(q)}&` : ''}page=${page}&pageSize=24`;

describe('/client-directory', () => {
  it('invites to add the first client when the agency has none', async () => {
    mockApi({ [list('')]: { status: 200, body: clientPage([]) } });
    renderRoute(<ClientDirectoryPage />, { path: '/client-directory' });
    expect(await screen.findByText('Aucun client enregistré pour l’instant.')).toBeInTheDocument();
    expect(
      screen.getByText('Ajoutez votre premier client pour commencer votre répertoire.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Aucun client ne correspond à votre recherche.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ajouter un client' })).toHaveAttribute('href', '/add-client');
  });

  it('says that nothing matches a search, without the "no client yet" text', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      [list('')]: { status: 200, body: clientPage([makeClient({ fullName: 'Louis Moreau' })]) },
      [list('personne')]: { status: 200, body: clientPage([]) },
    });
    renderRoute(<ClientDirectoryPage />, { path: '/client-directory' });
    expect(await screen.findByRole('link', { name: /Louis Moreau/ })).toBeInTheDocument();
    await u.click(screen.getByRole('searchbox'));
    await u.paste('personne');
    expect(await screen.findByText('Aucun client ne correspond à votre recherche.')).toBeInTheDocument();
    expect(screen.queryByText('Aucun client enregistré pour l’instant.')).toBeNull();
    expect(screen.queryByRole('link', { name: /Louis Moreau/ })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([list('').slice(4), list('personne').slice(4)]);
  });

  it("shows each client as a card to its page, with e-mail, phone when present and the 'N/100' badge when scored", async () => {
    const scored = makeClient({ fullName: 'Louis Moreau', phone: '06 11 22 33 44', clientScore: 85 });
    const plain = makeClient({ fullName: 'Hélène Dupré', phone: null, clientScore: null });
    mockApi({ [list('')]: { status: 200, body: clientPage([scored, plain]) } });
    renderRoute(<ClientDirectoryPage />, { path: '/client-directory' });

    const scoredCard = await cardOf(/Louis Moreau/);
    expect(screen.getByRole('list', { name: 'Répertoire client' })).toBeInTheDocument();
    expect(within(scoredCard).getByRole('link')).toHaveAttribute('href', `/client/${scored.id}`);
    expect(within(scoredCard).getByText('85/100')).toBeInTheDocument();
    expect(within(scoredCard).getByText(scored.email)).toBeInTheDocument();
    expect(within(scoredCard).getByText('06 11 22 33 44')).toBeInTheDocument();

    const plainCard = await cardOf(/Hélène Dupré/);
    expect(within(plainCard).getByRole('link')).toHaveAttribute('href', `/client/${plain.id}`);
    expect(within(plainCard).queryByText(/\/100$/)).toBeNull();
    expect(screen.getByText('2 clients')).toBeInTheDocument();
  });

  it('on a phone, each card shows roles, status and the last contact, or « Jamais »', async () => {
    const seen = {
      ...makeClient({
        fullName: 'Louis Moreau',
        roles: ['candidat_locataire'],
        candidateStatus: 'en_cours',
        candidateStatusChangedAt: '2026-03-02T10:00:00.000Z',
      }),
      lastContactOn: '2026-05-02',
    };
    const never = makeClient({ fullName: 'Hélène Dupré' });
    mockApi({ [list('')]: { status: 200, body: clientPage([seen, never]) } });
    renderRoute(<ClientDirectoryPage />, { path: '/client-directory' });
    const card = await cardOf(/Louis Moreau/);
    expect(within(card).getByText('Candidat locataire')).toBeInTheDocument();
    expect(within(card).getByText('En cours depuis le 2 mars 2026')).toBeInTheDocument();
    expect(pair(card, 'Dernier contact')).toBe('2 mai 2026');
    const other = await cardOf(/Hélène Dupré/);
    expect(pair(other, 'Dernier contact')).toBe('Jamais');
    // A client without a role has no « Rôle et statut » line rather than an empty one.
    expect(within(other).queryByText('Rôle et statut')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('from 1024 px, a table with the client, contact, role and status, and last contact', async () => {
    viewport(1280);
    const seen = {
      ...makeClient({
        fullName: 'Louis Moreau',
        phone: '06 11 22 33 44',
        roles: ['vendeur'],
        clientScore: 64,
      }),
      lastContactOn: '2026-05-02',
    };
    const never = makeClient({ fullName: 'Hélène Dupré' });
    mockApi({ [list('')]: { status: 200, body: clientPage([seen, never]) } });
    renderRoute(<ClientDirectoryPage />, { path: '/client-directory' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Client', 'Contact', 'Rôle et statut', 'Dernier contact']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Louis Moreau' })).toHaveAttribute(
      'href',
      `/client/${seen.id}`,
    );
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Louis Moreau64/100', `${seen.email}06 11 22 33 44`, 'Vendeur', '2 mai 2026']);
    expect(within(second!).getAllByRole('cell').at(-1)).toHaveTextContent('Jamais');
  });

  it("loads the next page with 'Afficher plus' while the server has more", async () => {
    const u = userEvent.setup();
    const first = Array.from({ length: 24 }, (_, i) => makeClient({ fullName: `Client ${i + 1}` }));
    const last = makeClient({ fullName: 'Client 25' });
    mockApi({
      [list('')]: { status: 200, body: clientPage(first, 25) },
      [list('', 2)]: { status: 200, body: clientPage([last], 25, 2) },
    });
    renderRoute(<ClientDirectoryPage />, { path: '/client-directory' });
    await u.click(await screen.findByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByRole('link', { name: /Client 25/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Client \d+/ })).toHaveLength(25);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull());
  });

  it('reports a failed load with a toast', async () => {
    mockApi({
      [list('')]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Une erreur est survenue.' } } },
    });
    renderRoute(<ClientDirectoryPage />, { path: '/client-directory' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Impossible de charger les clients.'));
  });
});
