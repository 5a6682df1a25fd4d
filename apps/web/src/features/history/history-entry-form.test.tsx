import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { HistoryEntryForm } from './components/history-entry-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const CREATE = 'POST /api/properties/p1/history';

function openForm(replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(replies);
  const onAdded = vi.fn();
  renderRoute(<HistoryEntryForm propertyId="p1" entryType="visit" clients={[]} onAdded={onAdded} />);
  return { calls, onAdded };
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
    expect(byLabel('Nom du client')).toHaveAccessibleDescription(
      'Choisissez un client ou saisissez son nom.',
    );

    await u.type(byLabel('Description'), 'Visite du samedi');
    await u.type(byLabel('Nom du client'), 'Louis Moreau');
    await waitFor(() => expect(byLabel('Description')).not.toHaveAttribute('aria-invalid'));
    expect(byLabel('Nom du client')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field messages under their fields and keeps the spec's failure toast", async () => {
    const u = userEvent.setup();
    openForm({
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
    });
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
});
