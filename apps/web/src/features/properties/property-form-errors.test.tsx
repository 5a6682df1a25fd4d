import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as AddPropertyPage } from './pages/add-property-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// The form carries about fifty listing facts: jsdom needs time to render and type into it.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const errorOf = (label: string) => {
  const input = byLabel(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('property form errors (UX.md: an error disappears when its field is fixed)', () => {
  it('clears each error as soon as its field becomes valid, before any new submit', async () => {
    const u = userEvent.setup();
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
    });
    renderRoute(<AddPropertyPage />, { path: '/add-property' });
    const submit = await screen.findByRole('button', { name: 'Enregistrer et Optimiser' });
    await u.type(byLabel('Code postal'), '690');
    await u.type(byLabel('Surface habitable (m²)'), 'grand');
    await u.click(submit);

    await waitFor(() => expect(byLabel('Nom')).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf('Code postal')).toBeTruthy();
    expect(errorOf('Surface habitable (m²)')).toBeTruthy();

    await u.type(byLabel('Nom'), 'S');
    await waitFor(() => expect(byLabel('Nom')).not.toHaveAttribute('aria-invalid'));
    await u.type(byLabel('Code postal'), '02');
    await waitFor(() => expect(errorOf('Code postal')).toBeUndefined());
    await u.clear(byLabel('Surface habitable (m²)'));
    await u.type(byLabel('Surface habitable (m²)'), '68,5');
    await waitFor(() => expect(errorOf('Surface habitable (m²)')).toBeUndefined());
    await u.selectOptions(byLabel('Type'), 'Vente');
    await waitFor(() => expect(byLabel('Type')).not.toHaveAttribute('aria-invalid'));
    // A field still wrong keeps its error.
    expect(byLabel('Adresse')).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears an error between two fields when the other one is fixed (bedrooms above rooms)', async () => {
    const u = userEvent.setup();
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
    });
    renderRoute(<AddPropertyPage />, { path: '/add-property' });
    const submit = await screen.findByRole('button', { name: 'Enregistrer et Optimiser' });
    await u.type(byLabel('Nom'), 'T3 Croix-Rousse');
    await u.type(byLabel('Prix (€)'), '250000');
    await u.selectOptions(byLabel('Type'), 'Vente');
    await u.type(byLabel('Adresse'), '3 rue d’Austerlitz');
    await u.type(byLabel('Ville'), 'Lyon');
    await u.type(byLabel('Pièces'), '3');
    await u.type(byLabel('Chambres'), '4');
    await u.click(submit);
    await waitFor(() => expect(errorOf('Chambres')).toBeTruthy());
    await u.clear(byLabel('Pièces'));
    await u.type(byLabel('Pièces'), '5');
    await waitFor(() => expect(errorOf('Chambres')).toBeUndefined());
    // The postcode is still missing: its error stays.
    expect(byLabel('Code postal')).toHaveAttribute('aria-invalid', 'true');
  });
});
