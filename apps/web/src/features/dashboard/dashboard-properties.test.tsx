import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { viewport } from '../../test/viewport';
import { DashboardProperties } from './components/dashboard-properties';

// Each test renders the whole toolbar and list: time for a loaded two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const card = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  name: `Bien ${id}`,
  type: 'Vente',
  status: 'Disponible',
  price: 245000,
  address: '12 rue Victor Hugo',
  city: 'Lyon',
  zip: '69002',
  thumbnailUrl: null,
  surface: 64,
  rooms: 3,
  mandateNumber: null,
  ...over,
});

const propertyCalls = (calls: { url: string }[]) =>
  calls.map((c) => c.url).filter((url) => url.startsWith('/api/properties'));
const meReply = (me = makeMe(), propertyView: 'list' | 'cards' | null = 'cards') => ({
  'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
  'GET /api/dashboard/preferences': { status: 200, body: { propertyView } },
});

let intersect: () => void = () => undefined;
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        intersect = () => cb([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard property grid', () => {
  it('shows the exact count, badges, French prices (with /mois for rentals) and loads the next page on scroll', async () => {
    const calls = mockApi({
      ...meReply(),
      'GET /api/properties': {
        status: 200,
        body: {
          items: [
            card('a', { type: 'Location', price: 1250, thumbnailUrl: '/api/photos/p1/thumb' }),
            card('b', { status: 'disponible' }),
          ],
          total: 3,
          nextCursor: 'c1',
        },
      },
      'GET /api/properties?cursor=c1': {
        status: 200,
        body: { items: [card('c', { status: 'En négociation' })], total: 3, nextCursor: null },
      },
    });
    renderRoute(<DashboardProperties />, { path: '/dashboard' });
    // The dashboard mounts filters and the grid: give a loaded machine time for the first render.
    expect(
      await screen.findByRole('heading', { name: 'Mes biens (3)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^1\s250\s€\/mois$/)).toBeInTheDocument();
    expect(screen.getByText(/^245\s000\s€$/)).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bien a/ })).toHaveAttribute('href', '/property-detail/a');
    expect(screen.getByRole('link', { name: /Bien a/ }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/photos/p1/thumb',
    );
    intersect();
    expect(await screen.findByText('En négociation')).toBeInTheDocument();
    expect(propertyCalls(calls)).toEqual(['/api/properties', '/api/properties?cursor=c1']);
  });

  it('says "Aucun bien enregistré" without a search and "Aucun bien trouvé" with one, searching on the server', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      ...meReply(),
      'GET /api/properties': { status: 200, body: { items: [], total: 0, nextCursor: null } },
      'GET /api/properties?q=loft': { status: 200, body: { items: [], total: 0, nextCursor: null } },
    });
    renderRoute(<DashboardProperties />, { path: '/dashboard' });
    expect(await screen.findByText('Aucun bien enregistré')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Rechercher un bien'), 'loft');
    expect(await screen.findByText('Aucun bien trouvé')).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per key.
    await waitFor(() => expect(propertyCalls(calls)).toEqual(['/api/properties', '/api/properties?q=loft']));
  });

  it('filters and orders on the server, and offers « Ajouter un bien » when the agency has none', async () => {
    const u = userEvent.setup();
    const empty = { status: 200, body: { items: [], total: 0, nextCursor: null } };
    const calls = mockApi({
      ...meReply(),
      'GET /api/properties': empty,
      'GET /api/properties?status=Vendu': empty,
      'GET /api/properties?status=Vendu&minPrice=100000': empty,
      'GET /api/properties?status=Vendu&minPrice=100000&sort=price_desc': empty,
      'GET /api/properties?minPrice=100000&sort=price_desc': empty,
      'GET /api/properties?sort=price_desc': empty,
    });
    renderRoute(<DashboardProperties />, { path: '/dashboard' });
    expect(await screen.findByText('Aucun bien enregistré')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un bien' })).toHaveAttribute('href', '/add-property');
    // The seven filters wait behind « Filtres » (a popover on a desktop); the order stays beside it.
    expect(screen.queryByLabelText('Statut')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Filtres' }));
    const popover = await screen.findByRole('dialog', { name: 'Filtrer les biens' });
    await u.selectOptions(within(popover).getByLabelText('Statut'), 'Vendu');
    await u.type(within(popover).getByLabelText('Prix min. (€)'), '100000');
    await u.click(within(popover).getByRole('button', { name: 'Voir les biens' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await u.selectOptions(screen.getByLabelText('Trier par'), 'price_desc');
    expect(await screen.findByText('Aucun bien trouvé')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ajouter un bien' })).toBeNull();
    await waitFor(() =>
      expect(propertyCalls(calls).at(-1)).toBe(
        '/api/properties?status=Vendu&minPrice=100000&sort=price_desc',
      ),
    );
    // The filters in use stay in view as chips; removing one asks the list again without it.
    const chips = screen.getByRole('list', { name: 'Filtres appliqués' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Vendu', 'À partir de 100\u202f000\u00a0€']);
    expect(screen.getByRole('button', { name: 'Filtres (2)' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Retirer le filtre «\u202fVendu\u202f»' }));
    await waitFor(() =>
      expect(propertyCalls(calls).at(-1)).toBe('/api/properties?minPrice=100000&sort=price_desc'),
    );
    // « Aucun bien trouvé » offers the way back to every listing.
    await u.click(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' }));
    expect(await screen.findByText('Aucun bien enregistré')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Filtres appliqués' })).toBeNull();
  });

  it('on a phone the filters open as a sheet', async () => {
    viewport(360);
    const u = userEvent.setup();
    mockApi({
      ...meReply(),
      'GET /api/properties': { status: 200, body: { items: [], total: 0, nextCursor: null } },
    });
    renderRoute(<DashboardProperties />, { path: '/dashboard' });
    await u.click(await screen.findByRole('button', { name: 'Filtres' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtrer les biens' });
    await u.click(within(sheet).getByRole('button', { name: 'Fermer les filtres' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the dense list until the member chooses the cards, and keeps that choice on the server', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      ...meReply(makeMe(), null),
      'GET /api/properties': {
        status: 200,
        body: {
          items: [
            card('a', { type: 'Location', price: 1250, mandateNumber: 12, city: 'Villeurbanne' }),
            card('b', { status: 'Vendu', surface: null, rooms: null }),
          ],
          total: 2,
          nextCursor: null,
        },
      },
      'PUT /api/dashboard/preferences': (body) => ({ status: 200, body }),
    });
    renderRoute(<DashboardProperties />, { path: '/dashboard' });
    // The table (from a laptop's width) names each column and shows every fact of a row.
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Photo', 'Bien', 'Prix', 'Statut et type', 'Surface et pièces', 'Mandat']);
    const [, rental, sold] = within(table).getAllByRole('row');
    expect(
      within(rental!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '',
      'Bien aVilleurbanne',
      '1\u202f250\u00a0€/mois',
      'DisponibleLocation',
      '64\u00a0m²3 pièces',
      'n°\u00a012',
    ]);
    expect(within(sold!).getByRole('link', { name: 'Bien b' })).toHaveAttribute('href', '/property-detail/b');
    expect(within(sold!).getAllByRole('cell').at(-1)).toHaveTextContent(/^$/);
    const listButton = screen.getByRole('button', { name: 'Liste' });
    expect(listButton).toHaveAttribute('aria-pressed', 'true');
    await u.click(screen.getByRole('button', { name: 'Cartes' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cartes' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { method: 'PUT', url: '/api/dashboard/preferences', body: { propertyView: 'cards' } },
      ]),
    );
  });

  it('does not offer to add a property to a member the head has not allowed to', async () => {
    mockApi({
      ...meReply(makeMe({ profile: { isBoss: false, permissions: ['client_directory'] } })),
      'GET /api/properties': { status: 200, body: { items: [], total: 0, nextCursor: null } },
    });
    renderRoute(<DashboardProperties />, { path: '/dashboard' });
    expect(await screen.findByText('Aucun bien enregistré')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ajouter un bien' })).toBeNull();
  });
});
