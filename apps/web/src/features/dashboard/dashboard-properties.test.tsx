import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { DashboardProperties } from './components/dashboard-properties';

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
  ...over,
});

const propertyCalls = (calls: { url: string }[]) =>
  calls.map((c) => c.url).filter((url) => url.startsWith('/api/properties'));
const meReply = (me = makeMe()) => ({
  'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
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
      'GET /api/properties?status=Vendu&sort=price_desc': empty,
      'GET /api/properties?status=Vendu&minPrice=100000&sort=price_desc': empty,
    });
    renderRoute(<DashboardProperties />, { path: '/dashboard' });
    expect(await screen.findByText('Aucun bien enregistré')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un bien' })).toHaveAttribute('href', '/add-property');
    await u.selectOptions(screen.getByLabelText('Statut'), 'Vendu');
    await u.selectOptions(screen.getByLabelText('Trier par'), 'price_desc');
    await u.type(screen.getByLabelText('Prix min. (€)'), '100000');
    expect(await screen.findByText('Aucun bien trouvé')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ajouter un bien' })).toBeNull();
    await waitFor(() =>
      expect(propertyCalls(calls).at(-1)).toBe(
        '/api/properties?status=Vendu&minPrice=100000&sort=price_desc',
      ),
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
