import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClient } from '../../test/client-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as AddClientPage } from './pages/add-client-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const PDF_FIELD = 'Ajouter un document (PDF, 3 pages max)';

/** Pages, encryption and damage are the server's to judge (`POST /api/documents/check`, mocked here). */
const pdfFile = (name = 'avis-imposition.pdf') =>
  new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });
const CHECK = 'POST /api/documents/check';
const refusedByServer = (message: string) => ({
  [CHECK]: { status: 400, body: { error: { code: 'VALIDATION_FAILED', message } } },
});

async function fillRequired(u: ReturnType<typeof userEvent.setup>) {
  await u.type(byLabel('Nom complet'), 'Hélène Dupré');
  await u.type(byLabel('Prénom'), 'Hélène');
  await u.type(byLabel('E-mail'), 'helene@exemple.fr');
}

describe('/add-client', () => {
  it('holds the save while the server checks the chosen PDF, so the client is never saved without it', async () => {
    const u = userEvent.setup();
    let answer!: (reply: Response) => void;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<AddClientPage />, { path: '/add-client' });
    await fillRequired(u);
    await u.upload(screen.getByLabelText(PDF_FIELD), pdfFile());
    expect(await screen.findByText('Vérification du PDF…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer le client' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Créer le client' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByRole('button', { name: 'Analyser et Mettre à jour' })).toBeEnabled();
    expect(screen.queryByText('Vérification du PDF…')).toBeNull();
  });

  it("refuses a missing full name, first name or e-mail with the spec's toast and sends nothing", async () => {
    const u = userEvent.setup();
    const calls = mockApi({});
    renderRoute(<AddClientPage />, { path: '/add-client' });
    expect(screen.getByText('Les champs marqués d’une * sont obligatoires.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Créer le client' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Champs obligatoires manquants',
      'Veuillez remplir le nom complet, le prénom et l’e-mail.',
    );
    expect(byLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true');
    expect(byLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');

    // Names given, e-mail not valid: still the same toast.
    toast.error.mockClear();
    await u.type(byLabel('Nom complet'), 'Hélène Dupré');
    await u.type(byLabel('Prénom'), 'Hélène');
    await u.type(byLabel('E-mail'), 'helene@');
    await u.click(screen.getByRole('button', { name: 'Créer le client' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Champs obligatoires manquants',
      'Veuillez remplir le nom complet, le prénom et l’e-mail.',
    );
    expect(byLabel('Nom complet')).not.toHaveAttribute('aria-invalid');
    expect(byLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('clears each field’s error as soon as the field is valid, without another submit', async () => {
    const u = userEvent.setup();
    mockApi({});
    renderRoute(<AddClientPage />, { path: '/add-client' });
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Créer le client' }));
    expect(byLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true');
    expect(byLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await u.type(byLabel('Nom complet'), 'Hélène Dupré');
    expect(byLabel('Nom complet')).not.toHaveAttribute('aria-invalid');
    expect(byLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
    await u.type(byLabel('E-mail'), 'helene@');
    expect(byLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await u.type(byLabel('E-mail'), 'exemple.fr');
    expect(byLabel('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('without a PDF, saves the client and returns to the directory', async () => {
    const u = userEvent.setup();
    const calls = mockApi({ 'POST /api/clients': { status: 201, body: makeClient() } });
    const { router } = renderRoute(<AddClientPage />, { path: '/add-client' });
    await fillRequired(u);
    await u.type(byLabel('Téléphone'), '06 11 22 33 44');
    await u.click(screen.getByRole('button', { name: 'Créer le client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-directory'));
    expect(toast.success).toHaveBeenCalledWith('Client ajouté');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      fullName: 'Hélène Dupré',
      firstName: 'Hélène',
      email: 'helene@exemple.fr',
      phone: '06 11 22 33 44',
    });
  });

  it("shows 'Analyser et Mettre à jour' while a PDF is chosen and hands the PDF and the form to /ocr-loading", async () => {
    const u = userEvent.setup();
    const calls = mockApi({ [CHECK]: { status: 204 } });
    const { router } = renderRoute(<AddClientPage />, { path: '/add-client' });
    const pdf = pdfFile();
    await u.upload(screen.getByLabelText(PDF_FIELD), pdf);
    expect(await screen.findByRole('button', { name: 'Analyser et Mettre à jour' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer le client' })).toBeNull();
    expect(screen.getByTestId('chosen-pdf')).toHaveTextContent('avis-imposition.pdf');

    await u.click(screen.getByRole('button', { name: 'Retirer le PDF' }));
    expect(screen.getByRole('button', { name: 'Créer le client' })).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-pdf')).toBeNull();

    await u.upload(screen.getByLabelText(PDF_FIELD), pdf);
    await fillRequired(u);
    // Issue 15: a client document needs its type from the décret’s list before the PDF step.
    await u.click(await screen.findByRole('button', { name: 'Analyser et Mettre à jour' }));
    expect(await screen.findByText('Choisissez le type de document.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/add-client');
    expect(screen.queryByRole('option', { name: /relevé/i })).toBeNull();
    await u.selectOptions(screen.getByLabelText(/^Type de document/), 'ressources.avis_imposition');
    await u.click(screen.getByRole('button', { name: 'Analyser et Mettre à jour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ocr-loading'));
    expect(router.state.location.state).toEqual({
      file: pdf,
      origin: {
        kind: 'new-client',
        documentType: 'ressources.avis_imposition',
        form: expect.objectContaining({
          fullName: 'Hélène Dupré',
          firstName: 'Hélène',
          email: 'helene@exemple.fr',
        }),
      },
    });
    // Each choice is checked by the server's reader; nothing else is sent before the PDF step.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([CHECK, CHECK]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a text file', () => new File(['Bonjour'], 'notes.txt', { type: 'text/plain' })],
    [
      'a renamed executable',
      () =>
        new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'setup.pdf', {
          type: 'application/pdf',
        }),
    ],
    ['an empty file', () => new File([], 'vide.pdf', { type: 'application/pdf' })],
  ])('refuses %s before any upload: "Veuillez sélectionner un fichier PDF."', async (_label, make) => {
    // The accept attribute is only a hint to the file dialog: the check must not rely on it.
    const u = userEvent.setup({ applyAccept: false });
    const calls = mockApi({});
    renderRoute(<AddClientPage />, { path: '/add-client' });
    await u.upload(screen.getByLabelText(PDF_FIELD), make());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Fichier invalide', 'Veuillez sélectionner un fichier PDF.'),
    );
    expect(screen.queryByTestId('chosen-pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Créer le client' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a PDF of more than 3 pages with the server\'s "3 pages maximum"', async () => {
    const u = userEvent.setup();
    mockApi(refusedByServer('Veuillez sélectionner un fichier PDF de 3 pages maximum.'));
    renderRoute(<AddClientPage />, { path: '/add-client' });
    await u.upload(screen.getByLabelText(PDF_FIELD), pdfFile('long.pdf'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Fichier invalide',
        'Veuillez sélectionner un fichier PDF de 3 pages maximum.',
      ),
    );
    expect(screen.queryByTestId('chosen-pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Créer le client' })).toBeInTheDocument();
  });

  it('refuses a file that starts like a PDF but that the server cannot read', async () => {
    const u = userEvent.setup();
    mockApi(refusedByServer('Ce fichier PDF est endommagé, protégé par un mot de passe ou illisible.'));
    renderRoute(<AddClientPage />, { path: '/add-client' });
    const broken = new File(['%PDF-1.7\n', 'A'.repeat(2048)], 'abime.pdf', { type: 'application/pdf' });
    await u.upload(screen.getByLabelText(PDF_FIELD), broken);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Fichier invalide',
        'Ce fichier PDF est endommagé, protégé par un mot de passe ou illisible.',
      ),
    );
    expect(screen.queryByTestId('chosen-pdf')).toBeNull();
  });

  it('gives back what the user had typed when the PDF step returns (Annuler, failure)', () => {
    mockApi({});
    renderRoute(<AddClientPage />, {
      path: '/add-client',
      state: {
        form: {
          fullName: 'Hélène Dupré',
          firstName: 'Hélène',
          email: 'helene@exemple.fr',
          notes: 'Rappeler',
        },
      },
    });
    expect(byLabel('Nom complet')).toHaveValue('Hélène Dupré');
    expect(byLabel('Prénom')).toHaveValue('Hélène');
    expect(byLabel('E-mail')).toHaveValue('helene@exemple.fr');
    expect(byLabel('Notes')).toHaveValue('Rappeler');
    expect(screen.getByRole('button', { name: 'Créer le client' })).toBeInTheDocument();
  });

  it("appends the extracted text to Notes after 'Retourner à l’édition'", () => {
    mockApi({});
    renderRoute(<AddClientPage />, {
      path: '/add-client',
      state: {
        form: {
          fullName: 'Hélène Dupré',
          firstName: 'Hélène',
          email: 'helene@exemple.fr',
          notes: 'Rappeler',
        },
        extractedText: 'Revenu fiscal : 42 500 €',
      },
    });
    expect(byLabel('Notes')).toHaveValue('Rappeler\n\nTEXTE EXTRAIT DU PDF\nRevenu fiscal : 42 500 €');
  });
});
