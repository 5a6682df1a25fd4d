import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClient } from '../../test/client-factory';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as ClientDetailPage } from './pages/client-detail-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

function openClient(client = makeClient(), extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
    [`GET /api/clients/${client.id}`]: { status: 200, body: client },
    [`GET /api/clients/${client.id}/visits`]: { status: 200, body: { items: [] } },
    ...extra,
  });
  const utils = renderRoute(<ClientDetailPage />, { path: '/client/:clientId', at: `/client/${client.id}` });
  return { ...utils, calls, client };
}

describe('/client/{id}', () => {
  it("shows the 'N/100' badge when the client has a score", async () => {
    openClient(makeClient({ fullName: 'Louis Moreau', clientScore: 72 }));
    expect(await screen.findByRole('heading', { name: 'Fiche client : Louis Moreau' })).toBeInTheDocument();
    expect(screen.getByText('72/100')).toBeInTheDocument();
  });

  it('has no badge without a score', async () => {
    openClient(makeClient({ fullName: 'Louis Moreau', clientScore: null }));
    await screen.findByRole('heading', { name: 'Fiche client : Louis Moreau' });
    expect(screen.queryByText(/\/100$/)).toBeNull();
  });

  it("lists each document with its download link and transcription, or 'Aucun document transcrit pour ce client.'", async () => {
    const documents = [
      {
        id: 'd1',
        fileName: 'avis.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1200,
        text: 'Revenu fiscal : 42 500 €',
        documentType: 'ressources.avis_imposition',
        deleteAfter: null,
        uploadedAt: '2025-03-14T10:00:00.000Z',
        downloadUrl: '/api/documents/d1/download',
      },
    ];
    openClient(makeClient({ documents }));
    const link = await screen.findByRole('link', { name: 'Télécharger' });
    expect(link).toHaveAttribute('href', '/api/documents/d1/download');
    expect(screen.getByRole('heading', { name: /^Document 1/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Transcription IA — Document 1')).toHaveValue('Revenu fiscal : 42 500 €');
    expect(screen.queryByText('Aucun document transcrit pour ce client.')).toBeNull();
  });

  it("says 'Aucun document transcrit pour ce client.' when there is none", async () => {
    openClient(makeClient({ documents: [] }));
    expect(await screen.findByText('Aucun document transcrit pour ce client.')).toBeInTheDocument();
  });

  it('shows roles, the candidate status with its date, each document’s type and deletion date', async () => {
    openClient(
      makeClient({
        roles: ['candidat_locataire'],
        candidateStatus: 'non_retenu',
        candidateStatusChangedAt: '2026-03-02T10:00:00.000Z',
        documents: [
          {
            id: 'd2',
            fileName: 'cni.pdf',
            mimeType: 'application/pdf',
            sizeBytes: 900,
            text: null,
            documentType: 'identite.carte_identite',
            deleteAfter: '2026-06-02T10:00:00.000Z',
            uploadedAt: '2026-02-14T10:00:00.000Z',
            downloadUrl: '/api/documents/d2/download',
          },
        ],
      }),
    );
    const roles = await screen.findByRole('list', { name: 'Rôles' });
    expect(within(roles).getByText('Candidat locataire')).toBeInTheDocument();
    expect(within(roles).getByText(/^Non retenu depuis le 2 mars 2026$/)).toBeInTheDocument();
    expect(screen.getByText('Carte nationale d’identité')).toBeInTheDocument();
    expect(screen.getByText(/^Supprimé automatiquement le 2 juin 2026$/)).toBeInTheDocument();
  });

  it('erases the client’s data only after the confirmation dialog', async () => {
    const u = userEvent.setup();
    const client = makeClient();
    const { calls, router } = openClient(client, {
      [`POST /api/clients/${client.id}/erase`]: { status: 204 },
    });
    await u.click(await screen.findByRole('button', { name: 'Effacer les données de ce client' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/registre des mandats/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-directory'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/clients/${client.id}/erase`,
    ]);
    expect(toast.success).toHaveBeenCalledWith('Données du client effacées');
  });

  it('asks for confirmation before deleting: Annuler keeps the client, Supprimer deletes it', async () => {
    const u = userEvent.setup();
    const client = makeClient({ fullName: 'Louis Moreau' });
    const { calls, router } = openClient(client, {
      [`DELETE /api/clients/${client.id}`]: { status: 204 },
    });
    await u.click(await screen.findByRole('button', { name: 'Supprimer le client' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
    expect(dialog).toHaveAccessibleDescription(
      'Cette action est irréversible et supprimera définitivement le client et tous ses documents.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/client/${client.id}`);

    await u.click(screen.getByRole('button', { name: 'Supprimer le client' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-directory'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/clients/${client.id}`,
    ]);
    expect(toast.success).toHaveBeenCalledWith('Client supprimé');
  });

  it('stays on the client with an error toast when the deletion fails', async () => {
    const u = userEvent.setup();
    const client = makeClient();
    const { router } = openClient(client, {
      [`DELETE /api/clients/${client.id}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Une erreur est survenue.' } },
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Supprimer le client' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', 'Impossible de supprimer le client.'),
    );
    expect(router.state.location.pathname).toBe(`/client/${client.id}`);
  });

  it("'Client introuvable.' sends the user back to the directory", async () => {
    const calls = mockApi({
      'GET /api/clients/inconnu': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Client introuvable.' } },
      },
    });
    const { router } = renderRoute(<ClientDetailPage />, {
      path: '/client/:clientId',
      at: '/client/inconnu',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-directory'));
    expect(toast.error).toHaveBeenCalledWith('Client introuvable.');
    expect(calls).toHaveLength(1);
  });

  it('opens read first: tap to call and e-mail, identity, no editable field', async () => {
    openClient(
      makeClient({
        fullName: 'Louis Moreau',
        firstName: 'Louis',
        email: 'louis@exemple.fr',
        phone: '06 11 22 33 44',
        profession: 'Architecte',
        birthDate: '1985-04-12',
      }),
    );
    expect(await screen.findByText('Architecte')).toBeInTheDocument();
    expect(screen.getByLabelText('Appeler le 06 11 22 33 44')).toHaveAttribute('href', 'tel:0611223344');
    expect(screen.getByLabelText('Écrire à louis@exemple.fr')).toHaveAttribute(
      'href',
      'mailto:louis@exemple.fr',
    );
    expect(screen.getByText('12 avril 1985')).toBeInTheDocument();
    expect(document.querySelector('input, textarea, select')).toBeNull();
    expect(screen.queryByText('Enregistrer les modifications')).toBeNull();
  });

  it('lists the visits naming the client, each linking to its property and its history', async () => {
    const client = makeClient();
    openClient(client, {
      [`GET /api/clients/${client.id}/visits`]: {
        status: 200,
        body: {
          items: [
            {
              id: '0b3f4c1e-1111-4c5d-9e7f-000000000001',
              propertyId: '0b3f4c1e-2222-4c5d-9e7f-000000000002',
              propertyName: 'T2 Confluence',
              type: 'visit',
              date: '2026-04-10',
              startTime: '14:30',
              description: 'Seconde visite avec son conjoint.',
            },
          ],
        },
      },
    });
    const property = await screen.findByRole('link', { name: 'T2 Confluence' });
    expect(property).toHaveAttribute('href', '/property-detail/0b3f4c1e-2222-4c5d-9e7f-000000000002');
    expect(screen.getByRole('link', { name: 'Historique du bien – T2 Confluence' })).toHaveAttribute(
      'href',
      '/property-history/0b3f4c1e-2222-4c5d-9e7f-000000000002',
    );
    expect(screen.getByText(/^Visite · 10 avril 2026 à 14 h 30$/)).toBeInTheDocument();
    expect(screen.getByText('Seconde visite avec son conjoint.')).toBeInTheDocument();
  });

  it('without visits nor documents, each empty state offers its action', async () => {
    const u = userEvent.setup();
    openClient(makeClient({ documents: [] }));
    expect(await screen.findByText('Aucune visite ni rendez-vous avec ce client.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir l’agenda' })).toHaveAttribute('href', '/agenda');
    await u.click(screen.getByRole('button', { name: 'Ajouter un document' }));
    expect(screen.getByLabelText('Ajouter un document (PDF, 3 pages max)')).toBeInTheDocument();
  });

  it('links the latest score to the scoring page', async () => {
    const client = makeClient({ clientScore: 72 });
    openClient(client);
    const link = (await screen.findByText('Voir le détail du scoring')).closest('a');
    expect(link).toHaveAttribute('href', `/client/${client.id}/scoring`);
    expect(link).toHaveTextContent('72/100');
  });

  it('« Modifier » opens the form with the client’s values; « Annuler » returns to reading unchanged', async () => {
    const u = userEvent.setup();
    const { calls } = openClient(makeClient({ fullName: 'Louis Moreau', profession: 'Architecte' }));
    await u.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(byLabel('Profession')).toHaveValue('Architecte');
    await u.clear(byLabel('Profession'));
    await u.type(byLabel('Profession'), 'Notaire');
    await u.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Architecte')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('checks the required fields before saving, then saves the edited fields and returns to reading', async () => {
    const u = userEvent.setup();
    const client = makeClient({ fullName: 'Louis Moreau', firstName: 'Louis', email: 'louis@exemple.fr' });
    const { calls } = openClient(client, {
      [`PATCH /api/clients/${client.id}`]: (body) => ({
        status: 200,
        body: { ...client, ...(body as object) },
      }),
    });
    await u.click(await screen.findByRole('button', { name: 'Modifier' }));
    expect(byLabel('E-mail')).toHaveValue('louis@exemple.fr');
    await u.clear(byLabel('Prénom'));
    await u.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Champs obligatoires manquants',
      'Veuillez remplir le nom complet, le prénom et l’e-mail.',
    );
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    expect(byLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');

    await u.type(byLabel('Prénom'), 'Louis-Marie');
    // The error goes as soon as the field is valid, before any new submit.
    expect(byLabel('Prénom')).not.toHaveAttribute('aria-invalid');
    await u.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Client mis à jour'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ firstName: 'Louis-Marie' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
  });

  it('a server error under a field goes once the field is edited', async () => {
    const u = userEvent.setup();
    const client = makeClient({ phone: '06 11 22 33 44' });
    openClient(client, {
      [`PATCH /api/clients/${client.id}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Numéro de téléphone invalide.',
            fieldErrors: { phone: 'Numéro de téléphone invalide.' },
          },
        },
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Modifier' }));
    await u.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(byLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true'));
    expect(toast.error).toHaveBeenCalledWith('Impossible de mettre à jour le client.', expect.any(String));
    await u.type(byLabel('Téléphone'), '5');
    expect(byLabel('Téléphone')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Numéro de téléphone invalide.')).toBeNull();
  });

  it('comes back from the PDF step in edit mode with the typed values', async () => {
    const client = makeClient({ profession: null });
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
      [`GET /api/clients/${client.id}`]: { status: 200, body: client },
    });
    renderRoute(<ClientDetailPage />, {
      path: '/client/:clientId',
      at: `/client/${client.id}`,
      state: { form: { profession: 'Architecte' } },
    });
    expect(await screen.findByRole('heading', { name: 'Modifier les informations' })).toBeInTheDocument();
    expect(byLabel('Profession')).toHaveValue('Architecte');
  });

  it("'Lancer le scoring client' asks the API, then opens the client's scoring page", async () => {
    const u = userEvent.setup();
    const { calls, router, client } = openClient(makeClient(), {
      'GET /api/subscription/features/client_scoring': { status: 204, body: null },
    });
    await u.click(await screen.findByRole('button', { name: 'Lancer le scoring client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/${client.id}/scoring`));
    expect(calls.some((c) => c.url === '/api/subscription/features/client_scoring')).toBe(true);
  });

  it('on Starter the scoring is offered with the Pro plan instead of the button', async () => {
    const client = makeClient();
    mockApi({
      'GET /api/auth/me': {
        status: 200,
        body: {
          me: makeMe({
            profile: { isBoss: false, permissions: ['client_directory'] },
            agency: { subscriptionPlan: 'starter' },
          }),
          next: '/dashboard',
        },
      },
      [`GET /api/clients/${client.id}`]: { status: 200, body: client },
    });
    renderRoute(<ClientDetailPage />, { path: '/client/:clientId', at: `/client/${client.id}` });
    expect(await screen.findByText('Disponible avec l’offre Pro')).toBeInTheDocument();
    expect(screen.getByText('Votre chef d’agence peut changer d’offre.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lancer le scoring client' })).toBeNull();
  });
});
