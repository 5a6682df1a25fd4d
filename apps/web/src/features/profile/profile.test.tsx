import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as ProfilePage } from './pages/profile-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

function openProfile(me = makeMe({ profile: { isBoss: false } }), extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
    'GET /api/profile/two-factor': {
      status: 200,
      body: { enabled: false, recoveryCodesLeft: 0, requiredByAgency: false },
    },
    ...extra,
  });
  const utils = renderRoute(<ProfilePage />, { path: '/profile' });
  return { ...utils, calls };
}

describe('/profile « Mon profil »', () => {
  it('turns on two-factor sign-in: QR code and key, a code, then the ten recovery codes once', async () => {
    const u = userEvent.setup();
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);
    const { calls } = openProfile(undefined, {
      'POST /api/profile/two-factor/setup': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/ImmoPilote:claire.martin%40agence.fr?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/profile/two-factor/confirm': (body) =>
        (body as { code: string }).code === '123456'
          ? { status: 200, body: { recoveryCodes } }
          : {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Code incorrect ou expiré.',
                  fieldErrors: { code: 'Code incorrect ou expiré.' },
                },
              },
            },
    });
    await u.click(await screen.findByRole('button', { name: 'Activer la double authentification' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await u.type(byLabel('Code de vérification'), '654321');
    await u.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Code incorrect ou expiré.')).toBeInTheDocument();
    await u.clear(byLabel('Code de vérification'));
    await u.type(byLabel('Code de vérification'), '123456');
    await u.click(screen.getByRole('button', { name: 'Confirmer' }));

    const list = await screen.findByRole('list', { name: 'Codes de récupération' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(recoveryCodes);
    expect(calls.filter((c) => c.url === '/api/profile/two-factor/confirm').at(-1)?.body).toEqual({
      code: '123456',
    });
    await u.click(screen.getByRole('button', { name: 'J’ai enregistré mes codes' }));
    expect(screen.queryByRole('list', { name: 'Codes de récupération' })).not.toBeInTheDocument();
  });

  it('shows the editable fields and the e-mail read-only with the spec’s note', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    expect(byLabel('Prénom')).toHaveValue('Claire');
    expect(byLabel('Nom')).toHaveValue('Martin');
    expect(byLabel('Téléphone')).toHaveValue('0612345678');
    const email = byLabel('E-mail');
    expect(email).toHaveValue('claire.martin@agence.fr');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Votre adresse e-mail ne peut pas être modifiée.');
    expect(document.title).toBe('Mon profil — ImmoPilote');
  });

  it('saves the three fields and says so', async () => {
    const u = userEvent.setup();
    const { calls } = openProfile(undefined, {
      'PATCH /api/profile': (body) => ({
        status: 200,
        body: { ...(body as object), email: 'claire.martin@agence.fr' },
      }),
    });
    await u.clear(await screen.findByLabelText(/^Prénom/));
    await u.type(byLabel('Prénom'), 'Élodie');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Succès', 'Votre profil a été mis à jour.'),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Élodie',
      lastName: 'Martin',
      phone: '0612345678',
    });
  });

  it('shows a missing first name under the field and sends nothing', async () => {
    const u = userEvent.setup();
    const { calls } = openProfile();
    await u.clear(await screen.findByLabelText(/^Prénom/));
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(byLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('puts a server field error under its field', async () => {
    const u = userEvent.setup();
    openProfile(undefined, {
      'PATCH /api/profile': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Certaines données sont invalides.',
            fieldErrors: { phone: 'Numéro de téléphone invalide.' },
          },
        },
      },
    });
    await u.type(await screen.findByLabelText(/^Téléphone/), '9');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de téléphone invalide.')).toBeInTheDocument();
  });

  it('« Réinitialiser le mot de passe » sends the reset e-mail', async () => {
    const u = userEvent.setup();
    const { calls } = openProfile(undefined, { 'POST /api/profile/password-reset': { status: 202 } });
    await u.click(await screen.findByRole('button', { name: 'Réinitialiser le mot de passe' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'E-mail envoyé',
        'Consultez votre boîte de réception pour réinitialiser votre mot de passe.',
      ),
    );
    expect(calls.filter((c) => c.url === '/api/profile/password-reset')).toHaveLength(1);
  });
});

describe('« Supprimer mon compte »', () => {
  const wrongPassword = {
    status: 400,
    body: {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Mot de passe incorrect.',
        fieldErrors: { password: 'Mot de passe incorrect.' },
      },
    },
  };

  it('confirms with the spec’s texts and the password; a wrong password keeps the dialog open', async () => {
    const u = userEvent.setup();
    let attempts = 0;
    const { calls, router } = openProfile(undefined, {
      'POST /api/profile/delete-account': () => (++attempts === 1 ? wrongPassword : { status: 204 }),
    });
    await u.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Êtes-vous absolument sûr\u00a0?' });
    expect(dialog).toHaveAccessibleDescription(
      'Cette action est irréversible. Toutes vos données, y compris votre profil, vos agences et vos biens, seront définitivement supprimées.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Oui, supprimer mon compte' });
    expect(confirm).toBeDisabled();

    await u.type(within(dialog).getByLabelText('Mot de passe'), 'mauvais');
    await u.click(confirm);
    expect(await within(dialog).findByText('Mot de passe incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await u.clear(within(dialog).getByLabelText('Mot de passe'));
    await u.type(within(dialog).getByLabelText('Mot de passe'), 'le-bon');
    await u.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast.success).toHaveBeenCalledWith(
      'Compte supprimé',
      'Votre compte a été définitivement supprimé.',
    );
    expect(calls.filter((c) => c.url === '/api/profile/delete-account').map((c) => c.body)).toEqual([
      { password: 'mauvais' },
      { password: 'le-bon' },
    ]);
  });

  it('tells a head that the agency goes with the account', async () => {
    openProfile(makeMe());
    expect(await screen.findByText(/supprimer votre compte supprime aussi votre agence/)).toBeInTheDocument();
  });

  it('Annuler deletes nothing', async () => {
    const u = userEvent.setup();
    const { calls } = openProfile();
    await u.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('an unexpected failure shows the spec’s toast', async () => {
    const u = userEvent.setup();
    openProfile(undefined, {
      'POST /api/profile/delete-account': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Une erreur interne est survenue.' } },
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await u.type(within(screen.getByRole('alertdialog')).getByLabelText('Mot de passe'), 'x');
    await u.click(screen.getByRole('button', { name: 'Oui, supprimer mon compte' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Impossible de supprimer le compte. Contactez le support.'),
    );
  });
});
