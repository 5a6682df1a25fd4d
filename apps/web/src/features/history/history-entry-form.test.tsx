import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { HistoryEntryForm } from './components/history-entry-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

// A whole form with a date picker, typed key by key: over the default 5 s on a busy two-core runner.
vi.setConfig({ testTimeout: 15_000 });
beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const CREATE = 'POST /api/properties/p1/history';
const INES = {
  id: '3f1c8a52-4a4e-4b38-9a57-0d6a3b1c2e11',
  fullName: 'Inès Moreau',
  email: 'ines.moreau@exemple.fr',
  phone: '06 11 22 33 44',
};
const MORIN = {
  id: '9b2d1e07-5c3a-4e8f-8d61-2f4a7c9e0b22',
  fullName: 'Jules Morin',
  email: 'jm@exemple.fr',
  phone: null,
};

function openForm(replies: Parameters<typeof mockApi>[0] = {}, mayPickClient = true) {
  const calls = mockApi(replies);
  const onAdded = vi.fn();
  renderRoute(
    <HistoryEntryForm propertyId="p1" entryType="visit" mayPickClient={mayPickClient} onAdded={onAdded} />,
  );
  return { calls, onAdded };
}

/** The multipart body of the entry sent to the API. */
function sentEntry(): FormData {
  const call = vi
    .mocked(fetch)
    .mock.calls.find(([url, init]) => url === '/api/properties/p1/history' && init?.method === 'POST');
  return call?.[1]?.body as FormData;
}

describe('history entry form', () => {
  it('refuses a missing description or client with the toast, shows why under the fields, and clears it once fixed', async () => {
    const u = userEvent.setup();
    const { calls } = openForm();
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', 'Veuillez remplir les champs obligatoires.'),
    );
    expect(byLabel('Description')).toHaveAttribute('aria-invalid', 'true');
    // Choosing a client is the default: the reason sits under the search.
    expect(screen.getByRole('combobox', { name: /^Rechercher un client/ })).toHaveAccessibleDescription(
      /Choisissez un client ou saisissez son nom\.$/,
    );

    await u.type(byLabel('Description'), 'Visite du samedi');
    await u.click(screen.getByRole('button', { name: 'Saisie manuelle' }));
    await u.type(byLabel('Nom du client'), 'Louis Moreau');
    await waitFor(() => expect(byLabel('Description')).not.toHaveAttribute('aria-invalid'));
    expect(byLabel('Nom du client')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field messages under their fields and keeps the spec's failure toast", async () => {
    const u = userEvent.setup();
    openForm(
      {
        [CREATE]: {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Données invalides.',
              fieldErrors: { clientPhone: 'Numéro de téléphone invalide.' },
            },
          },
        },
      },
      false,
    );
    // Without the directory: typed by hand only, and the page says why.
    expect(
      screen.getByText(
        'Votre chef d’agence ne vous a pas donné accès au répertoire client : saisissez le client à la main.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Rechercher un client/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau client' })).not.toBeInTheDocument();
    await u.type(byLabel('Description'), 'Visite du samedi');
    await u.type(byLabel('Nom du client'), 'Louis Moreau');
    // A number the form accepts; the server has the last word (here, it refuses it).
    await u.type(byLabel('Téléphone du client'), '06 12 34 56 78');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(byLabel('Téléphone du client')).toHaveAccessibleDescription('Numéro de téléphone invalide.'),
    );
    expect(toast.error).toHaveBeenCalledWith('Impossible d’ajouter l’entrée.', 'Données invalides.');
  });

  it('searches the clients from three letters, chooses one with the keyboard and sends its id', async () => {
    const u = userEvent.setup();
    const { calls, onAdded } = openForm({
      'GET /api/clients/search?q=mor': { status: 200, body: { items: [INES, MORIN] } },
      [CREATE]: { status: 201, body: {} },
    });
    const search = screen.getByRole('combobox', { name: /^Rechercher un client/ });
    await u.type(search, 'mo');
    expect(search).toHaveAccessibleDescription('Tapez au moins 3\u00a0caractères.');
    await u.type(search, 'r');
    const list = await screen.findByRole('listbox', { name: 'Clients trouvés' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inès Moreauines.moreau@exemple.fr · 06 11 22 33 44', 'Jules Morinjm@exemple.fr']);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 clients trouvés.');
    expect(calls.filter((c) => c.url.startsWith('/api/clients/search'))).toHaveLength(1);

    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await u.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('combobox', { name: /^Rechercher un client/ })).not.toBeInTheDocument();
    expect(screen.getByText('Inès Moreau')).toBeInTheDocument();

    await u.type(byLabel('Description'), 'Première visite');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(sentEntry().get('clientId')).toBe(INES.id);
    expect(sentEntry().get('clientName')).toBe('Inès Moreau');
  });

  it('creates a new client inline through the client API, then chooses it', async () => {
    const u = userEvent.setup();
    const { calls } = openForm({
      'POST /api/clients': {
        status: 201,
        body: { ...MORIN, firstName: 'Jules', documents: [] },
      },
    });
    await u.click(screen.getByRole('button', { name: 'Nouveau client' }));
    expect(screen.getByRole('button', { name: 'Nouveau client' })).toHaveAttribute('aria-pressed', 'true');
    await u.click(screen.getByRole('button', { name: 'Créer et choisir ce client' }));
    await waitFor(() =>
      expect(byLabel('Nom complet')).toHaveAccessibleDescription('Ce champ est obligatoire.'),
    );
    expect(calls).toHaveLength(0);
    await u.type(byLabel('Nom complet'), 'Jules Morin');
    await u.type(byLabel('Prénom'), 'Jules');
    await u.type(byLabel('E-mail'), 'jm@exemple.fr{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choisir un client' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByText('Jules Morin')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/clients')?.body).toMatchObject({
      fullName: 'Jules Morin',
      firstName: 'Jules',
      email: 'jm@exemple.fr',
    });
    // Enter created the client; the visit itself was not sent.
    expect(calls.some((c) => c.url === '/api/properties/p1/history')).toBe(false);
  });
});
