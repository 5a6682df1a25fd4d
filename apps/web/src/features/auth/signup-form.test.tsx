import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, queryByLabel, renderRoute } from '../../test/render';
import { SignUpForm } from './components/signup-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup();

async function fillPerson(u: ReturnType<typeof userEvent.setup>) {
  await u.type(byLabel('Prénom'), 'Claire');
  await u.type(byLabel('Nom'), 'Martin');
  await u.type(byLabel('E-mail'), 'Claire.Martin@Agence.fr');
  await u.type(byLabel('Téléphone'), '06 12 34 56 78');
  await u.type(byLabel('Mot de passe'), 'secret123');
}

describe('sign-up form', () => {
  it('shows the agency fields in create mode and only the code in join mode', async () => {
    const u = user();
    renderRoute(<SignUpForm />, { path: '/signup' });
    expect(screen.getByRole('tab', { name: 'Créer une agence' })).toHaveAttribute('aria-selected', 'true');
    expect(byLabel('Nom de l’agence')).toBeInTheDocument();
    expect(queryByLabel('Code de l’agence')).not.toBeInTheDocument();

    await u.click(screen.getByRole('tab', { name: 'Rejoindre une agence' }));
    expect(byLabel('Code de l’agence')).toBeInTheDocument();
    expect(queryByLabel('Nom de l’agence')).not.toBeInTheDocument();
    expect(queryByLabel('Code postal')).not.toBeInTheDocument();
  });

  it('requires every personal and agency field in create mode, without calling the API', async () => {
    const u = user();
    const calls = mockApi({});
    renderRoute(<SignUpForm />, { path: '/signup' });
    await u.click(screen.getByRole('button', { name: 'Créer un compte' }));
    // firstName, lastName, email, phone, agency name, address, city, postal code
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(8);
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeInTheDocument();
    expect(byLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('in join mode requires the code but not the agency fields', async () => {
    const u = user();
    mockApi({});
    renderRoute(<SignUpForm />, { path: '/signup' });
    await u.click(screen.getByRole('tab', { name: 'Rejoindre une agence' }));
    await fillPerson(u);
    await u.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByText('Veuillez entrer un code d’agence.')).toBeInTheDocument();
    expect(screen.queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
  });

  it('sends the join request with the upper-cased code and shows an unknown code under the field', async () => {
    const u = user();
    const calls = mockApi({
      'POST /api/auth/sign-up': {
        status: 400,
        body: {
          error: {
            code: 'INVALID_AGENCY_CODE',
            message: 'Code d’agence invalide ou introuvable.',
            fieldErrors: { agencyCode: 'Code d’agence invalide ou introuvable.' },
          },
        },
      },
    });
    renderRoute(<SignUpForm />, { path: '/signup' });
    await u.click(screen.getByRole('tab', { name: 'Rejoindre une agence' }));
    await fillPerson(u);
    await u.type(byLabel('Code de l’agence'), 'ab12cd');
    await u.click(screen.getByRole('button', { name: 'Créer un compte' }));

    expect(await screen.findByText('Code d’agence invalide ou introuvable.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      mode: 'join',
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire.martin@agence.fr',
      phone: '06 12 34 56 78',
      password: 'secret123',
      agencyCode: 'AB12CD',
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('opens an invitation link on the join tab with code and address filled, and sends its token', async () => {
    const u = user();
    const token = 'k'.repeat(43);
    const calls = mockApi({
      'POST /api/auth/sign-up': {
        status: 201,
        body: { me: makeMe({ agency: null }), next: '/waiting-for-approval', existingAccount: false },
      },
    });
    renderRoute(<SignUpForm />, {
      path: '/signup',
      at: `/signup?mode=join&code=AB12CD&email=nina%40exemple.fr&invitation=${token}`,
    });
    expect(screen.getByRole('tab', { name: 'Rejoindre une agence' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Vous êtes invité à rejoindre une agence/);
    expect(byLabel('Code de l’agence')).toHaveValue('AB12CD');
    expect(byLabel('E-mail')).toHaveValue('nina@exemple.fr');
    await u.type(byLabel('Prénom'), 'Nina');
    await u.type(byLabel('Nom'), 'Roux');
    await u.type(byLabel('Téléphone'), '06 12 34 56 78');
    await u.type(byLabel('Mot de passe'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Créer un compte' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      mode: 'join',
      firstName: 'Nina',
      lastName: 'Roux',
      email: 'nina@exemple.fr',
      phone: '06 12 34 56 78',
      password: 'secret123',
      agencyCode: 'AB12CD',
      invitation: token,
    });
  });

  it('creates the agency, says so, and goes where the API says', async () => {
    const u = user();
    mockApi({
      'POST /api/auth/sign-up': {
        status: 201,
        body: { me: makeMe({ agency: { subscriptionStatus: 'inactive' } }), next: '/subscription' },
      },
    });
    const { router } = renderRoute(<SignUpForm />, { path: '/signup' });
    await fillPerson(u);
    await u.type(byLabel('Nom de l’agence'), 'Agence du Vieux-Port');
    await u.type(byLabel('Adresse de l’agence'), '12 quai du Port');
    await u.type(byLabel('Ville'), 'Marseille');
    await u.type(byLabel('Code postal'), '13002');
    await u.click(screen.getByRole('button', { name: 'Créer un compte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(toast.success).toHaveBeenCalledWith('Opération réussie !', 'Bienvenue sur ImmoPilote.');
  });

  it('signs an existing account in with the "Compte existant" toast', async () => {
    const u = user();
    mockApi({
      'POST /api/auth/sign-up': {
        status: 200,
        body: { me: makeMe(), next: '/dashboard', existingAccount: true },
      },
    });
    const { router } = renderRoute(<SignUpForm />, { path: '/signup' });
    await u.click(screen.getByRole('tab', { name: 'Rejoindre une agence' }));
    await fillPerson(u);
    await u.type(byLabel('Code de l’agence'), 'AB12CD');
    await u.click(screen.getByRole('button', { name: 'Créer un compte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.info).toHaveBeenCalledWith(
      'Compte existant',
      'Connexion en cours… Vous serez redirigé pour rejoindre une agence.',
    );
  });
});
