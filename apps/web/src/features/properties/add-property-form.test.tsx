import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as AddPropertyPage } from './pages/add-property-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

// The form now carries about fifty listing facts (issue 12): jsdom needs more than the default 5 s
// to render and type into it on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => vi.clearAllMocks());

const meReply = (plan: 'starter' | 'pro' = 'pro') => ({
  'GET /api/auth/me': {
    status: 200,
    body: { me: makeMe({ agency: { subscriptionPlan: plan } }), next: '/dashboard' },
  },
});
afterEach(() => vi.unstubAllGlobals());

describe('add property form', () => {
  it("lists the missing fields in the 'Champs manquants' toast and sends nothing", async () => {
    const u = userEvent.setup();
    const calls = mockApi(meReply());
    renderRoute(<AddPropertyPage />, { path: '/add-property' });
    await screen.findByRole('button', { name: 'Enregistrer et Optimiser' });
    await u.type(byLabel('Nom'), 'Studio');
    await u.type(byLabel('Ville'), 'Lyon');
    await u.click(screen.getByRole('button', { name: 'Enregistrer et Optimiser' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Champs manquants',
        'Veuillez remplir : Prix, Type, Adresse, Code postal.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the form with its photos, then goes to /optimize-ad with the created property', async () => {
    const u = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
    );
    const property = { id: 'p1', name: 'Studio', price: 120000, type: 'Vente', photos: [], documents: [] };
    const calls = mockApi({ ...meReply(), 'POST /api/properties': { status: 201, body: property } });
    const { router } = renderRoute(<AddPropertyPage />, { path: '/add-property' });
    await screen.findByRole('button', { name: 'Enregistrer et Optimiser' });
    await u.type(byLabel('Nom'), 'Studio');
    await u.type(byLabel('Prix (€)'), '120000');
    await u.selectOptions(byLabel('Type'), 'Vente');
    await u.type(byLabel('Adresse'), '3 rue Mercière');
    await u.type(byLabel('Ville'), 'Lyon');
    await u.type(byLabel('Code postal'), '69002');
    await u.upload(
      screen.getByLabelText('Ajouter des photos'),
      new File(['x'], 'salon.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByAltText('Aperçu de salon.jpg')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Enregistrer et Optimiser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/optimize-ad'));
    expect(router.state.location.state).toEqual({ property });
    expect(toast.success).toHaveBeenCalledWith(
      'Bien ajouté avec succès !',
      'Vous allez être redirigé pour optimiser l’annonce.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('on Starter: « Enregistrer » saves and opens the property, the optimiser is offered with the Pro plan', async () => {
    const u = userEvent.setup();
    const property = { id: 'p2', name: 'Studio', price: 120000, type: 'Vente', photos: [], documents: [] };
    mockApi({ ...meReply('starter'), 'POST /api/properties': { status: 201, body: property } });
    const { router } = renderRoute(<AddPropertyPage />, { path: '/add-property' });
    expect(await screen.findByText('Disponible avec l’offre Pro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Changer d’offre' })).toHaveAttribute(
      'href',
      '/manage-subscription',
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer et Optimiser' })).toBeNull();
    await u.type(byLabel('Nom'), 'Studio');
    await u.type(byLabel('Prix (€)'), '120000');
    await u.selectOptions(byLabel('Type'), 'Vente');
    await u.type(byLabel('Adresse'), '3 rue Mercière');
    await u.type(byLabel('Ville'), 'Lyon');
    await u.type(byLabel('Code postal'), '69002');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property-detail/p2'));
  });
});
