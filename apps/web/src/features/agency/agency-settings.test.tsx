import {
  type AgencyMember,
  type AgencySettings,
  agencyMessages,
  fieldMessages,
  PERMISSION_LABELS,
} from '@immopilote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { toggled } from './components/permissions-tab';
import { Component as AgencySettingsPage } from './pages/agency-settings-page';
import { PendingRequestsNotice } from '.';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const me = makeMe();
const member = (over: Partial<AgencyMember>): AgencyMember => ({
  id: crypto.randomUUID(),
  firstName: 'Louis',
  lastName: 'Moreau',
  email: 'louis.moreau@agence.fr',
  isBoss: false,
  status: 'active',
  permissions: [],
  failedSignIns: null,
  ...over,
});
const head = member({
  id: me.user.id,
  firstName: 'Claire',
  lastName: 'Martin',
  isBoss: true,
  email: me.user.email,
});
const louis = member({
  permissions: ['client_directory'],
  failedSignIns: { count: 12, since: '2026-11-20T08:00:00.000Z' },
});
const ines = member({
  firstName: 'Inès',
  lastName: 'Petit',
  email: 'ines.petit@exemple.fr',
  status: 'pending',
});
const settings: AgencySettings = {
  agency: me.agency!,
  members: [head, louis, ines],
  feeScaleUrl: null,
  polirisAgencyId: null,
};

function open(at = '/agency-settings', extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
    'GET /api/agency': { status: 200, body: settings },
    'GET /api/ai/settings': {
      status: 200,
      body: {
        provider: 'builtin',
        external: false,
        externalEnabled: false,
        usage: { month: '2026-11', used: 0, limit: 300 },
      },
    },
    'GET /api/agency/export': { status: 200, body: { latest: null } },
    'GET /api/agency/invitations': { status: 200, body: { items: [] } },
    ...extra,
  });
  return { calls, ...renderRoute(<AgencySettingsPage />, { path: '/agency-settings', at }) };
}

describe('/agency-settings', () => {
  it('sends a non-head to /dashboard with « Accès non autorisé » (the API refuses them)', async () => {
    const { router } = open('/agency-settings', {
      'GET /api/auth/me': {
        status: 200,
        body: { me: makeMe({ profile: { isBoss: false } }), next: '/dashboard' },
      },
      'GET /api/agency': {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Accès non autorisé' } },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.error).toHaveBeenCalledWith('Accès non autorisé');
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('asks the head to enable two-factor sign-in before requiring it of every member', async () => {
    open();
    const toggle = await screen.findByRole('switch', {
      name: 'Exiger la double authentification pour tous les membres',
    });
    expect(toggle).toBeDisabled();
    expect(screen.getByRole('link', { name: /Activez d’abord la double authentification/ })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('requires two-factor sign-in of every member once the head has it', async () => {
    const u = userEvent.setup();
    const enrolledHead = makeMe({ twoFactorEnabled: true });
    const { calls } = open('/agency-settings', {
      'GET /api/auth/me': { status: 200, body: { me: enrolledHead, next: '/dashboard' } },
      'PUT /api/agency/two-factor-requirement': {
        status: 200,
        body: { ...enrolledHead.agency, requireTwoFactor: true },
      },
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Exiger la double authentification pour tous les membres',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await u.click(toggle);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Double authentification exigée pour tous les membres'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ required: true });
  });

  it('shows seven tabs, Journal des accès last, with the pending count on Membres', async () => {
    open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Informations',
      'Site et demandes',
      'Membres11 en attente',
      'Permissions',
      'Calendrier',
      'Données personnelles',
      'Journal des accès',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon agence' })).toBeInTheDocument();
  });

  it('saves the agency information with « Agence mise à jour »; an empty field stays in the form', async () => {
    const u = userEvent.setup();
    const { calls } = open('/agency-settings', {
      'PATCH /api/agency': (body) => ({ status: 200, body: { ...me.agency, ...(body as object) } }),
    });
    const name = await screen.findByLabelText(/^Nom de l’agence/);
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await u.type(name, 'Agence des Canuts');
    await u.clear(byLabel('Ville'));
    await u.type(byLabel('Ville'), 'Lyon');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Agence mise à jour'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Agence des Canuts',
      address: me.agency!.address,
      city: 'Lyon',
      zip: me.agency!.zip,
    });
  });

  it('tells the head how many wrong passwords were typed for a member’s account, and since when', async () => {
    open('/agency-settings?onglet=membres');
    expect(
      await screen.findByText('12 tentatives de connexion échouées depuis le 20 novembre 2026'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/tentatives? de connexion échouées? depuis/)).toHaveLength(1);
  });

  it('accepts a pending request with the permissions chosen in the dialog, « Biens » and « Clients » preselected', async () => {
    const u = userEvent.setup();
    const { calls } = open('/agency-settings?onglet=membres', {
      [`POST /api/agency/members/${ines.id}/accept`]: { status: 204 },
    });
    await u.click(await screen.findByRole('button', { name: 'Accepter Inès Petit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accepter Inès Petit\u00a0?' });
    const box = (label: string) => within(dialog).getByRole('checkbox', { name: label });
    expect(box(PERMISSION_LABELS.add_property)).toBeChecked();
    expect(box(PERMISSION_LABELS.client_directory)).toBeChecked();
    expect(box(PERMISSION_LABELS.web_search)).not.toBeChecked();
    expect(box(PERMISSION_LABELS.review_analysis)).not.toBeChecked();
    // Nothing is sent before the head confirms.
    expect(calls.some((c) => c.url.endsWith('/accept'))).toBe(false);
    await u.click(box(PERMISSION_LABELS.client_directory));
    await u.click(box(PERMISSION_LABELS.review_analysis));
    await u.click(within(dialog).getByRole('button', { name: agencyMessages.acceptWithPermissions }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Le membre a été validé.'));
    const accept = calls.find((c) => c.method === 'POST' && c.url.endsWith(`${ines.id}/accept`));
    expect(accept?.body).toEqual({ permissions: ['add_property', 'review_analysis'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the head cancels the accept dialog', async () => {
    const u = userEvent.setup();
    const { calls } = open('/agency-settings?onglet=membres');
    await u.click(await screen.findByRole('button', { name: 'Accepter Inès Petit' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: agencyMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.endsWith('/accept'))).toBe(false);
  });

  it('invites by e-mail: a bad address is a field error, the server’s refusal sits under the field, a success lists it', async () => {
    const u = userEvent.setup();
    const invitation = {
      id: crypto.randomUUID(),
      email: 'nina@exemple.fr',
      firstName: 'Nina',
      lastName: null,
      createdAt: '2026-11-27T09:00:00.000Z',
      expiresAt: '2026-12-11T09:00:00.000Z',
    };
    let listed: (typeof invitation)[] = [];
    const { calls } = open('/agency-settings?onglet=membres', {
      'GET /api/agency/invitations': () => ({ status: 200, body: { items: listed } }),
      'POST /api/agency/invitations': (body) => {
        if ((body as { email: string }).email === 'louis.moreau@agence.fr') {
          return {
            status: 409,
            body: {
              error: {
                code: 'CONFLICT',
                message: agencyMessages.alreadyMember,
                fieldErrors: { email: agencyMessages.alreadyMember },
              },
            },
          };
        }
        listed = [invitation];
        return { status: 201, body: invitation };
      },
    });
    expect(await screen.findByText(agencyMessages.noInvitations)).toBeInTheDocument();
    const email = byLabel(agencyMessages.inviteEmail);
    await u.type(email, 'pas-une-adresse');
    await u.click(screen.getByRole('button', { name: agencyMessages.inviteSubmit }));
    expect(await screen.findByText(fieldMessages.emailInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/agency/invitations')).toBe(false);

    await u.clear(email);
    await u.type(email, 'louis.moreau@agence.fr');
    await u.click(screen.getByRole('button', { name: agencyMessages.inviteSubmit }));
    expect(await screen.findByText(agencyMessages.alreadyMember)).toBeInTheDocument();

    await u.clear(email);
    await u.type(email, 'nina@exemple.fr');
    await u.type(byLabel(agencyMessages.inviteFirstName), 'Nina');
    await u.click(screen.getByRole('button', { name: agencyMessages.inviteSubmit }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        agencyMessages.invitationSent,
        agencyMessages.invitationSentDescription('nina@exemple.fr'),
      ),
    );
    const sent = calls.filter((c) => c.method === 'POST' && c.url === '/api/agency/invitations').at(-1);
    expect(sent?.body).toEqual({ email: 'nina@exemple.fr', firstName: 'Nina' });
    expect(await screen.findByText('nina@exemple.fr')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: agencyMessages.revokeInvitationOf('nina@exemple.fr') }),
    ).toBeInTheDocument();
  });

  it('shows the failure toast when a reject fails', async () => {
    const u = userEvent.setup();
    open('/agency-settings?onglet=membres', {
      [`POST /api/agency/members/${ines.id}/reject`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: agencyMessages.requestAlreadyHandled } },
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Refuser Inès Petit' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Impossible de rejeter le membre.',
        agencyMessages.requestAlreadyHandled,
      ),
    );
  });

  it('removes an active member only after the spec’s confirmation; the head has no remove button', async () => {
    const u = userEvent.setup();
    const { calls } = open('/agency-settings?onglet=membres', {
      [`DELETE /api/agency/members/${louis.id}`]: { status: 204 },
    });
    expect(await screen.findByText('2 membres actifs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer Claire Martin' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Retirer Louis Moreau' }));
    const dialog = screen.getByRole('alertdialog', { name: agencyMessages.removeConfirmTitle });
    expect(dialog).toHaveAccessibleDescription(
      'Cette action est irréversible. Le membre sera retiré de votre agence.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Retirer Louis Moreau' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Membre supprimé'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/agency/members/${louis.id}`,
    ]);
  });

  it('hands headship over after confirmation, refreshes the profile and leaves for /dashboard', async () => {
    const u = userEvent.setup();
    const { calls, router } = open('/agency-settings?onglet=membres', {
      [`POST /api/agency/members/${louis.id}/headship`]: { status: 204 },
    });
    await u.click(await screen.findByRole('button', { name: 'Transmettre la direction à Louis Moreau' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Transmettre' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Direction transmise',
        'Louis Moreau est désormais chef d’agence.',
      ),
    );
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/me').length).toBeGreaterThan(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toggles a permission with « Permissions mises à jour », sending the whole list', async () => {
    const u = userEvent.setup();
    const { calls } = open('/agency-settings?onglet=permissions', {
      [`PUT /api/agency/members/${louis.id}/permissions`]: { status: 204 },
    });
    const add = await screen.findByRole('switch', { name: 'Ajouter des biens — Louis Moreau' });
    expect(add).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Répertoire client — Louis Moreau' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: /Claire Martin/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Inès Petit/ })).toBeNull();
    await u.click(add);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Permissions mises à jour'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      permissions: ['add_property', 'client_directory'],
    });
  });
});

describe('toggled', () => {
  it('keeps the catalogue order and removes only the toggled permission', () => {
    expect(toggled(['client_directory'], 'add_property', true)).toEqual(['add_property', 'client_directory']);
    expect(toggled(['add_property', 'web_search'], 'add_property', false)).toEqual(['web_search']);
  });
});

describe('PendingRequestsNotice', () => {
  it('shows the head how many requests wait, with a link to Membres; nothing when none', async () => {
    mockApi({ 'GET /api/agency/pending-requests': { status: 200, body: { count: 2 } } });
    renderRoute(<PendingRequestsNotice isHead />);
    expect(await screen.findByText('2 demandes d’adhésion en attente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Examiner les demandes' })).toHaveAttribute(
      'href',
      '/agency-settings?onglet=membres',
    );
  });

  it('asks nothing for a member who is not the head', async () => {
    const calls = mockApi({});
    const { container } = renderRoute(<PendingRequestsNotice isHead={false} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
    expect(container.textContent).toBe('');
  });
});
