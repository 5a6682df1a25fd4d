import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { PropertyMatches } from './components/property-matches';
import { SearchFormDialog } from './components/search-form-dialog';
import { Component as UnsubscribePage } from './pages/unsubscribe-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

vi.setConfig({ testTimeout: 15_000 });
beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const CLIENT = '3f1c8a52-4a4e-4b38-9a57-0d6a3b1c2e11';
const PROPERTY = '9b2d1e07-5c3a-4e8f-8d61-2f4a7c9e0b22';
const SEARCH_A = '1d4c7a10-2b3e-4f5a-8b6c-7d8e9f0a1b2c';
const SEARCH_B = '2e5d8b21-3c4f-4a6b-9c7d-8e9f0a1b2c3d';
const LA_SEYNE = { code: '83126', name: 'La Seyne-sur-Mer', postcodes: ['83500'], departmentCode: '83' };
const SIX_FOURS = { code: '83129', name: 'Six-Fours-les-Plages', postcodes: ['83140'], departmentCode: '83' };
const SAINT_MANDRIER = {
  code: '83153',
  name: 'Saint-Mandrier-sur-Mer',
  postcodes: ['83430'],
  departmentCode: '83',
};

function match(searchId: string, clientName: string, level: 'match' | 'near') {
  return {
    searchId,
    propertyId: PROPERTY,
    level,
    state: 'nouveau',
    dismissReason: null,
    visitId: null,
    reasons: [
      {
        criterion: 'budget',
        ok: level === 'match',
        text: 'Budget\u00a0: 300\u202f000\u00a0€ ≤ 320\u202f000\u00a0€',
      },
    ],
    clientId: CLIENT,
    clientName,
    searchSummary: 'Achat · Appartement · Toulon',
    property: {
      id: PROPERTY,
      name: 'T3 Liberté',
      type: 'Vente',
      price: 300_000,
      city: 'Toulon',
      surface: 70,
      rooms: 3,
      dpeClass: null,
      photoUrl: null,
      status: 'Disponible',
    },
    memberId: null,
    memberName: null,
    firstMatchedAt: '2026-11-27T08:00:00.000Z',
    updatedAt: '2026-11-27T08:00:00.000Z',
  };
}

describe('search form', () => {
  it('lists the communes of a shared postcode to pick from, keeps the pick as a chip, offers « Meublé » for a rental only, and shows a server error under the communes', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      'GET /api/places?q=83': { status: 200, body: { items: [LA_SEYNE, SIX_FOURS, SAINT_MANDRIER] } },
      [`POST /api/clients/${CLIENT}/searches`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Vérifiez les champs.',
            fieldErrors: { 'communeCodes.0': 'Commune inconnue\u00a0: choisissez-la dans la liste.' },
          },
        },
      },
    });
    renderRoute(<SearchFormDialog clientId={CLIENT} search={null} open onClose={() => {}} />);

    expect(screen.queryByText('Meublé')).toBeNull();
    await u.click(screen.getByRole('radio', { name: 'Location' }));
    expect(screen.getByText('Meublé')).toBeInTheDocument();
    expect(byLabel('Loyer charges comprises maximum (€)')).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'Achat' }));
    expect(screen.queryByText('Meublé')).toBeNull();

    await u.click(screen.getByText('Appartement'));
    await u.type(screen.getByRole('combobox', { name: 'Communes' }), '83');
    const list = await screen.findByRole('listbox', { name: 'Communes' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['La Seyne-sur-Mer (83500)', 'Six-Fours-les-Plages (83140)', 'Saint-Mandrier-sur-Mer (83430)']);
    await u.click(screen.getByRole('option', { name: 'Six-Fours-les-Plages (83140)' }));
    expect(screen.getByRole('button', { name: 'Retirer Six-Fours-les-Plages' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Enregistrer la recherche' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Communes' })).toHaveAccessibleDescription(
        /Commune inconnue\u00a0: choisissez-la dans la liste\.$/,
      ),
    );
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      transaction: 'achat',
      kinds: ['appartement'],
      communeCodes: ['83129'],
      radius: null,
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends a radius around a commune instead of communes, and the server’s refusal of its centre under it', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      'GET /api/places?q=83': { status: 200, body: { items: [LA_SEYNE] } },
      [`POST /api/clients/${CLIENT}/searches`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Vérifiez les champs.',
            fieldErrors: { 'radius.center.communeCode': 'Position inconnue pour ce lieu.' },
          },
        },
      },
    });
    renderRoute(<SearchFormDialog clientId={CLIENT} search={null} open onClose={() => {}} />);
    await u.click(screen.getByText('Maison'));
    await u.click(screen.getByRole('radio', { name: 'Un rayon autour d’un lieu' }));
    await u.clear(byLabel('Rayon (km)'));
    await u.type(byLabel('Rayon (km)'), '15');
    await u.type(screen.getByRole('combobox', { name: 'Commune du centre' }), '83');
    await u.click(await screen.findByRole('option', { name: 'La Seyne-sur-Mer (83500)' }));
    await u.click(screen.getByRole('button', { name: 'Enregistrer la recherche' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Commune du centre' })).toHaveAccessibleDescription(
        /Position inconnue pour ce lieu\./,
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      communeCodes: [],
      radius: { km: '15', center: { kind: 'commune', communeCode: '83126' } },
    });
  });

  it('refuses a budget minimum above the maximum under the maximum, and asks for a place, without calling the API', async () => {
    const u = userEvent.setup();
    const calls = mockApi({});
    renderRoute(<SearchFormDialog clientId={CLIENT} search={null} open onClose={() => {}} />);
    await u.click(screen.getByText('Maison'));
    await u.type(byLabel('Budget minimum (€)'), '400000');
    await u.type(byLabel('Budget maximum (€)'), '300000');
    await u.click(screen.getByRole('button', { name: 'Enregistrer la recherche' }));
    expect(await screen.findByText('Le budget minimum dépasse le budget maximum.')).toBeInTheDocument();
    expect(
      screen.getByText('Choisissez au moins une commune ou un rayon autour d’un lieu.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('potential buyers of a listing', () => {
  it('lists the matches, then « Presque » apart, and proposes the selected ones in one action, saying what was skipped and why', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      [`GET /api/properties/${PROPERTY}/matches`]: {
        status: 200,
        body: {
          items: [match(SEARCH_A, 'Martin', 'match'), match(SEARCH_B, 'Petit', 'near')],
          nextCursor: null,
          total: 2,
        },
      },
      'POST /api/matches/propose': {
        status: 200,
        body: {
          sent: 1,
          skipped: [
            {
              searchId: SEARCH_B,
              propertyId: PROPERTY,
              reason: 'Pas d’accord du client pour recevoir des biens par e-mail.',
            },
          ],
        },
      },
    });
    renderRoute(<PropertyMatches propertyId={PROPERTY} rental={false} />);
    expect(await screen.findByRole('heading', { name: 'Acquéreurs potentiels (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Presque (1)' })).toBeInTheDocument();
    const propose = screen.getByRole('button', { name: 'Proposer par e-mail' });
    expect(propose).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: 'Sélectionner Martin' }));
    await u.click(screen.getByRole('checkbox', { name: 'Sélectionner Petit' }));
    await u.click(screen.getByRole('button', { name: 'Proposer par e-mail (2)' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '1\u00a0e-mail envoyé',
        '1\u00a0bien non envoyé\u00a0: Pas d’accord du client pour recevoir des biens par e-mail.',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      matches: [
        { searchId: SEARCH_A, propertyId: PROPERTY },
        { searchId: SEARCH_B, propertyId: PROPERTY },
      ],
    });
  });

  it('says « Locataires potentiels » for a rental', async () => {
    mockApi({
      [`GET /api/properties/${PROPERTY}/matches`]: {
        status: 200,
        body: { items: [], nextCursor: null, total: 0 },
      },
    });
    renderRoute(<PropertyMatches propertyId={PROPERTY} rental />);
    expect(await screen.findByRole('heading', { name: 'Locataires potentiels (0)' })).toBeInTheDocument();
    expect(
      await screen.findByText('Aucune recherche active de l’agence ne correspond à ce bien.'),
    ).toBeInTheDocument();
  });
});

describe('unsubscribe page', () => {
  const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
  const link = (unsubscribed: boolean) => ({
    status: 200,
    body: { agencyName: 'Agence du Port', clientFirstName: 'Hugo', unsubscribed, proposal: null },
  });

  it('unsubscribes on the button only, then says so', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      [`GET /api/alerts/${TOKEN}`]: link(false),
      [`POST /api/alerts/${TOKEN}/unsubscribe`]: { status: 204 },
    });
    renderRoute(<UnsubscribePage />, { path: '/desinscription/:token', at: `/desinscription/${TOKEN}` });
    expect(await screen.findByText('Bonjour Hugo,')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    await u.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    expect(
      await screen.findByText('Vous ne recevrez plus de biens par e-mail de Agence du Port.'),
    ).toBeInTheDocument();
  });

  it('says an address already unsubscribed is, and a dead link is dead', async () => {
    mockApi({ [`GET /api/alerts/${TOKEN}`]: link(true) });
    const first = renderRoute(<UnsubscribePage />, {
      path: '/desinscription/:token',
      at: `/desinscription/${TOKEN}`,
    });
    expect(await screen.findByText(/Vous êtes déjà désinscrit/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Me désinscrire' })).toBeNull();
    first.unmount();

    mockApi({
      [`GET /api/alerts/${TOKEN}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Ce lien n’est plus valide.' } },
      },
    });
    renderRoute(<UnsubscribePage />, { path: '/desinscription/:token', at: `/desinscription/${TOKEN}` });
    expect(
      await screen.findByText('Ce lien n’est plus valable. Contactez l’agence qui vous l’a envoyé.'),
    ).toBeInTheDocument();
  });
});
