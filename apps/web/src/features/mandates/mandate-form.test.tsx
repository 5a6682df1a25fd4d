import type { MandateFormOptions } from '@immopilote/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { byLabel, renderRoute } from '../../test/render';
import { MandateForm } from './components/mandate-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));
beforeEach(() => vi.clearAllMocks());

/** The fees as a rate paid by the buyer: the form asks for them with the mode preselected. */
async function fillRate(u: ReturnType<typeof userEvent.setup>, rate = '4,5') {
  await u.type(byLabel('Taux des honoraires (% TTC)'), rate);
  await u.selectOptions(byLabel('Honoraires à la charge de'), 'acquereur');
}

const PROPERTY = '5f0c6b1e-8d7a-4c51-9a43-2b1f7e0d9c11';
const CLIENT = '0b6f1f8e-3c2d-4e5f-8a9b-1c2d3e4f5a6b';
const options: MandateFormOptions = {
  clients: [{ id: CLIENT, name: 'Hélène Dupré', address: '12 quai Saint-Antoine\n69002 Lyon' }],
  properties: [
    {
      id: PROPERTY,
      name: 'Maison des Canuts',
      type: 'Vente',
      address: '4 rue Mercière',
      zip: '69002',
      city: 'Lyon',
    },
  ],
};

function openForm(onSubmit = vi.fn().mockResolvedValue(undefined), propertyId = PROPERTY) {
  renderRoute(
    <MandateForm
      options={options}
      initial={{ propertyId, activity: 'transaction' }}
      onSubmit={onSubmit}
      cancelTo="/mandates"
    />,
  );
  return onSubmit;
}

describe('mandate form', () => {
  it('shows the schema’s messages under the fields and sends nothing while incomplete', async () => {
    const u = userEvent.setup();
    const onSubmit = openForm();
    await u.clear(byLabel('Durée (mois)'));
    await u.click(screen.getByRole('button', { name: 'Enregistrer le mandat' }));
    expect(await screen.findByText('Choisissez au moins un mandant.')).toBeInTheDocument();
    expect(byLabel('Durée (mois)')).toHaveAccessibleDescription(
      'Indiquez une durée ou une date de fin\u00a0: un mandat est à durée limitée.',
    );
    expect(byLabel('Conditions d’honoraires (précisions, partage)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks to choose the property under its field when none is chosen, and sends nothing (issue 27 §7)', async () => {
    const u = userEvent.setup();
    const onSubmit = openForm(undefined, '');
    await u.click(screen.getByRole('checkbox', { name: /Hélène Dupré/ }));
    await u.type(byLabel('Conditions d’honoraires (précisions, partage)'), '5 %');
    await u.click(screen.getByRole('button', { name: 'Enregistrer le mandat' }));
    await waitFor(() => expect(byLabel('Bien')).toHaveAccessibleDescription('Choisissez le bien du mandat.'));
    expect(screen.queryByText('Bien introuvable.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends only the term chosen: an end date drops the months typed before', async () => {
    const u = userEvent.setup();
    const onSubmit = openForm();
    await u.click(screen.getByRole('checkbox', { name: /Hélène Dupré/ }));
    await u.type(byLabel('Durée (mois)'), '6');
    await u.click(screen.getByRole('radio', { name: 'Jusqu’à une date' }));
    await u.type(byLabel('Date de fin'), '2027-12-31');
    await u.type(byLabel('Conditions d’honoraires (précisions, partage)'), '4 % TTC, à la charge du vendeur');
    await fillRate(u, '4');
    await u.click(screen.getByRole('button', { name: 'Enregistrer le mandat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      activity: 'transaction',
      kind: 'simple',
      propertyId: PROPERTY,
      mandatorIds: [CLIENT],
      durationMonths: null,
      endDate: '2027-12-31',
      feeTerms: '4 % TTC, à la charge du vendeur',
    });
  });

  it('clears « fin avant début » as soon as the start date moves before the end', async () => {
    const u = userEvent.setup();
    openForm();
    await u.click(screen.getByRole('radio', { name: 'Jusqu’à une date' }));
    await u.clear(byLabel('Date de début'));
    await u.type(byLabel('Date de début'), '2027-06-01');
    await u.type(byLabel('Date de fin'), '2027-01-01');
    await u.click(screen.getByRole('button', { name: 'Enregistrer le mandat' }));
    await waitFor(() => expect(byLabel('Date de fin')).toHaveAttribute('aria-invalid', 'true'));
    await u.clear(byLabel('Date de début'));
    await u.type(byLabel('Date de début'), '2026-12-01');
    await waitFor(() => expect(byLabel('Date de fin')).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('puts the server’s refusal under the mandators', async () => {
    const u = userEvent.setup();
    const message = 'Hélène Dupré n’a pas d’adresse postale\u00a0: complétez sa fiche, le registre l’exige.';
    openForm(
      vi
        .fn()
        .mockRejectedValue(new ApiRequestError(400, 'VALIDATION_FAILED', message, { mandatorIds: message })),
    );
    await u.click(screen.getByRole('checkbox', { name: /Hélène Dupré/ }));
    await u.type(byLabel('Conditions d’honoraires (précisions, partage)'), '5 %');
    await fillRate(u);
    await u.click(screen.getByRole('button', { name: 'Enregistrer le mandat' }));
    // Testing Library folds the no-break space into a plain one when it reads the page.
    expect(await screen.findByText(message.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('asks for the fees’ value and payer, then sends an amount without the rate typed before, retraction unticked', async () => {
    const u = userEvent.setup();
    const onSubmit = openForm();
    await u.click(screen.getByRole('checkbox', { name: /Hélène Dupré/ }));
    await u.type(
      byLabel('Conditions d’honoraires (précisions, partage)'),
      'Payables à la signature de l’acte',
    );
    const retraction = screen.getByRole('checkbox', {
      name: 'Mandat conclu hors établissement ou à distance avec un consommateur',
    });
    expect(retraction).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Enregistrer le mandat' }));
    await waitFor(() =>
      expect(byLabel('Taux des honoraires (% TTC)')).toHaveAccessibleDescription(
        /Indiquez le taux des honoraires\./,
      ),
    );
    expect(byLabel('Honoraires à la charge de')).toHaveAccessibleDescription(
      'Indiquez qui paie les honoraires.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await u.type(byLabel('Taux des honoraires (% TTC)'), '5');
    await u.click(screen.getByRole('radio', { name: 'Un montant (€)' }));
    await u.type(byLabel('Montant des honoraires (€ TTC)'), '12000');
    await u.selectOptions(byLabel('Honoraires à la charge de'), 'mandant');
    await u.click(retraction);
    await u.click(screen.getByRole('button', { name: 'Enregistrer le mandat' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      feeMode: 'amount',
      feeAmount: '12000',
      feeRate: null,
      feePayer: 'mandant',
      retractionApplies: false,
    });
  });
});
