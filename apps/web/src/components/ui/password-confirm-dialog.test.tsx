import { twoFactorProofSchema } from '@immopilote/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { Button } from './button';
import { PasswordConfirmDialog } from './password-confirm-dialog';

function renderDialog(onConfirm: (body: { proof: string }) => Promise<void>, onFailure = vi.fn()) {
  render(
    <PasswordConfirmDialog
      trigger={<Button variant="danger">Désactiver</Button>}
      title="Désactiver la double authentification ?"
      description="Votre compte ne sera plus protégé que par votre mot de passe."
      confirmLabel="Oui, désactiver"
      cancelLabel="Annuler"
      schema={twoFactorProofSchema}
      field="proof"
      label="Mot de passe ou code"
      hint="Votre mot de passe ou un code."
      onConfirm={onConfirm}
      onFailure={onFailure}
    />,
  );
  return { onFailure };
}

const open = async (u: ReturnType<typeof userEvent.setup>) => {
  await u.click(screen.getByRole('button', { name: 'Désactiver' }));
  return screen.getByRole('alertdialog', { name: 'Désactiver la double authentification ?' });
};

describe('PasswordConfirmDialog', () => {
  it('sends the typed password under the schema’s field name and closes once it succeeds', async () => {
    const u = userEvent.setup();
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    renderDialog(onConfirm);
    const dialog = await open(u);
    const confirm = within(dialog).getByRole('button', { name: 'Oui, désactiver' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText('Mot de passe ou code');
    expect(field).toHaveAccessibleDescription('Votre mot de passe ou un code.');
    await u.type(field, 'secret-42');
    await u.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledWith({ proof: 'secret-42' });
    // Focus goes back to the button that opened it.
    expect(screen.getByRole('button', { name: 'Désactiver' })).toHaveFocus();
  });

  it('keeps the dialog open with the server’s message under the field, gone once retyped', async () => {
    const u = userEvent.setup();
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError(400, 'VALIDATION_FAILED', 'Requête invalide', {
          proof: 'Mot de passe ou code incorrect.',
        }),
      )
      .mockResolvedValueOnce(undefined);
    const { onFailure } = renderDialog(onConfirm);
    const dialog = await open(u);
    const field = within(dialog).getByLabelText('Mot de passe ou code');
    await u.type(field, 'mauvais{Enter}');
    expect(await within(dialog).findByText('Mot de passe ou code incorrect.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onFailure).not.toHaveBeenCalled();

    await u.clear(field);
    await u.type(field, 'le-bon');
    await waitFor(() => expect(within(dialog).queryByText('Mot de passe ou code incorrect.')).toBeNull());
    await u.click(within(dialog).getByRole('button', { name: 'Oui, désactiver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenLastCalledWith({ proof: 'le-bon' });
  });

  it('closes and hands any other failure to the caller; reopened, it has forgotten the password', async () => {
    const u = userEvent.setup();
    const failure = new ApiRequestError(500, 'INTERNAL', 'Une erreur interne est survenue.');
    const { onFailure } = renderDialog(vi.fn().mockRejectedValue(failure));
    const dialog = await open(u);
    await u.type(within(dialog).getByLabelText('Mot de passe ou code'), 'x');
    await u.click(within(dialog).getByRole('button', { name: 'Oui, désactiver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onFailure).toHaveBeenCalledWith(failure);
    const again = await open(u);
    expect(within(again).getByLabelText('Mot de passe ou code')).toHaveValue('');
  });
});
