import type { SignatureRequest } from '@immopilote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignatureRequestPanel } from '../../components/signature-request-panel';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as SignaturesPage } from './pages/signatures-page';
import { checkVerifyFile, Component as VerifyPage } from './pages/verify-document-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

vi.setConfig({ testTimeout: 15_000 });
beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const ID = '5a1c8a52-4a4e-4b38-9a57-0d6a3b1c2e11';
const AGENT = '6b2d1e07-5c3a-4e8f-8d61-2f4a7c9e0b22';
const OWNER = '7c3e2f18-6d4b-4f9a-9e72-3a5b8d0f1c33';
const SUBJECT = '8d4f3a29-7e5c-4a0b-8f83-4b6c9e1a2d44';

const signer = (over: Partial<SignatureRequest['signers'][number]>) => ({
  id: AGENT,
  position: 1,
  role: 'agency' as const,
  name: 'Agence du Port – Julie Bernard',
  email: 'julie@agence-du-port.fr',
  status: 'waiting' as const,
  method: null,
  current: false,
  signedAt: null,
  refusedAt: null,
  refusalReason: null,
  ...over,
});

const request = (over: Partial<SignatureRequest> = {}): SignatureRequest => ({
  id: ID,
  documentKind: 'mandate',
  subjectId: SUBJECT,
  title: 'Mandat de vente n° 42',
  status: 'pending',
  createdAt: '2026-11-27T09:00:00.000Z',
  completedAt: null,
  closedAt: null,
  closedReason: null,
  originalSha256: 'a'.repeat(64),
  sealedSha256: null,
  signers: [
    signer({ status: 'signed', method: 'device', signedAt: '2026-11-27T09:05:00.000Z' }),
    signer({
      id: OWNER,
      position: 2,
      role: 'mandator',
      name: 'Claire Martin',
      email: 'claire@exemple.fr',
      current: true,
    }),
  ],
  events: [
    {
      kind: 'created',
      at: '2026-11-27T09:00:00.000Z',
      signerName: null,
      ip: '203.0.113.7',
      userAgent: 'x',
      detail: null,
    },
    {
      kind: 'code_sent',
      at: '2026-11-27T09:02:00.000Z',
      signerName: 'Agence du Port – Julie Bernard',
      ip: '203.0.113.7',
      userAgent: 'x',
      detail: { channel: 'email', destination: 'j•••@agence-du-port.fr' },
    },
  ],
  ...over,
});

const panelAt = (path = '/mandates') =>
  renderRoute(<SignatureRequestPanel requestId={ID} />, { path: '/mandates', at: path });

describe('SignatureRequestPanel', () => {
  it('shows the signers in order, the current one’s actions, the original only and the collapsed journal', async () => {
    mockApi({ [`GET /api/signatures/${ID}`]: { status: 200, body: request() } });
    panelAt();
    const panel = await screen.findByRole('region', {
      name: 'Signature électronique – Mandat de vente n° 42',
    });
    expect(within(panel).getByText('En cours de signature')).toBeInTheDocument();
    const rows = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ol'));
    expect(rows[0]).toHaveTextContent('1. Agence du Port – Julie Bernard');
    expect(rows[0]).toHaveTextContent(/Signé le 27 nov\. 2026, 10:05 · sur l’appareil de l’agence/);
    expect(within(panel).getByText('À son tour')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Signer sur cet appareil' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Document original' })).toHaveAttribute(
      'href',
      `/api/signatures/${ID}/files/original`,
    );
    expect(within(panel).queryByRole('link', { name: 'Document signé (PDF scellé)' })).toBeNull();
    const journal = within(panel).getByText('Journal de preuve (2 étapes)').closest('details');
    expect(journal).not.toHaveAttribute('open');
    expect(within(journal!).getByText(/j•••@agence-du-port\.fr/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Vérifier un document' })).toHaveAttribute(
      'href',
      '/signatures/verifier',
    );
  });

  it('sends the current signer’s link by e-mail and says so', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET /api/signatures/${ID}`]: { status: 200, body: request() },
      [`POST /api/signatures/${ID}/signers/${OWNER}/link`]: { status: 202 },
    });
    panelAt();
    await user.click(await screen.findByRole('button', { name: 'Envoyer le lien par e-mail' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Lien envoyé',
        'Claire Martin reçoit un e-mail avec son lien de signature.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('opens the signing page on this device, with the way back to the page it came from', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET /api/signatures/${ID}`]: { status: 200, body: request() },
      [`POST /api/signatures/${ID}/signers/${OWNER}/device`]: {
        status: 200,
        body: { url: `${window.location.origin}/signer/device-secret`, expiresAt: '2026-11-27T10:00:00Z' },
      },
    });
    const { router } = panelAt('/mandates?registre=transaction');
    await user.click(await screen.findByRole('button', { name: 'Signer sur cet appareil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signer/device-secret'));
    expect(new URLSearchParams(router.state.location.search).get('retour')).toBe(
      '/mandates?registre=transaction',
    );
  });

  it('cancels with a required reason', async () => {
    const user = userEvent.setup();
    const cancelled = request({
      status: 'cancelled',
      closedReason: 'Prix modifié',
      closedAt: '2026-11-27T10:00:00Z',
      signers: request().signers.map((s) => ({ ...s, current: false })),
    });
    let current = request();
    const calls = mockApi({
      [`GET /api/signatures/${ID}`]: () => ({ status: 200, body: current }),
      [`POST /api/signatures/${ID}/cancel`]: () => {
        current = cancelled;
        return { status: 200, body: cancelled };
      },
    });
    panelAt();
    await user.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Annuler la demande' });
    expect(confirm).toBeDisabled();
    await user.type(byLabel('Motif de l’annulation'), 'Prix modifié');
    await user.click(confirm);
    expect(await screen.findByText('Annulé')).toBeInTheDocument();
    expect(screen.getByText('Motif\u00a0: Prix modifié', { normalizer: (s) => s })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Prix modifié' });
    expect(screen.queryByRole('button', { name: 'Signer sur cet appareil' })).toBeNull();
  });

  it('offers the sealed PDF and the proof file once completed', async () => {
    mockApi({
      [`GET /api/signatures/${ID}`]: {
        status: 200,
        body: request({
          status: 'completed',
          completedAt: '2026-11-27T11:00:00Z',
          signers: request().signers.map((s) => ({
            ...s,
            current: false,
            status: 'signed',
            signedAt: '2026-11-27T11:00:00Z',
          })),
        }),
      },
    });
    panelAt();
    for (const name of [
      'Document original',
      'Document signé (PDF scellé)',
      'Dossier de preuve (PDF)',
      'Dossier de preuve (JSON)',
    ]) {
      expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Signé par tous le 27 novembre 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
  });
});

describe('/signatures', () => {
  it('filters by status and opens a request’s panel', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/signatures': { status: 200, body: { items: [request()] } },
      'GET /api/signatures?status=completed': { status: 200, body: { items: [] } },
      [`GET /api/signatures/${ID}`]: { status: 200, body: request() },
    });
    const { router } = renderRoute(<SignaturesPage />, { path: '/signatures' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Signatures' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ouvrir la demande Mandat de vente n° 42' }));
    expect(await screen.findByRole('dialog', { name: 'Mandat de vente n° 42' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?demande=${ID}`);
    await user.keyboard('{Escape}');

    await user.selectOptions(byLabel('Statut'), 'completed');
    expect(await screen.findByText('Aucune demande de signature avec ce statut.')).toBeInTheDocument();
    expect(
      calls.some(
        (c) =>
          c.url === 'GET /api/signatures?status=completed' || c.url === '/api/signatures?status=completed',
      ),
    ).toBe(true);
  });
});

describe('/signatures/verifier', () => {
  it('refuses a file that is not a PDF or too large before sending it', () => {
    expect(checkVerifyFile({ name: 'photo.jpg', type: 'image/jpeg', size: 10 })).toBe(
      'Ce fichier n’est pas un PDF.',
    );
    expect(checkVerifyFile({ name: 'gros.pdf', type: 'application/pdf', size: 21 * 1024 * 1024 })).toBe(
      'Ce fichier dépasse 20\u00a0Mo.',
    );
    expect(checkVerifyFile({ name: 'mandat.PDF', type: '', size: 1000 })).toBeNull();
  });

  it.each([
    ['original', 'Document original', true],
    ['altered', 'Ce document a été modifié après sa signature', false],
    ['unknown', 'Document inconnu', false],
  ] as const)('shows an %s document', async (outcome, title, proof) => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/signatures/verify': {
        status: 200,
        body: {
          outcome,
          sha256: 'b'.repeat(64),
          request:
            outcome === 'unknown'
              ? null
              : request({ status: 'completed', completedAt: '2026-11-27T11:00:00Z' }),
        },
      },
    });
    renderRoute(<VerifyPage />, { path: '/signatures/verifier' });
    const input = await screen.findByLabelText('Choisir un PDF à vérifier');
    await user.upload(input, new File(['%PDF-1.7'], 'mandat-signe.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Télécharger le dossier de preuve (PDF)' }) !== null).toBe(
      proof,
    );
    if (outcome !== 'unknown') expect(screen.getByText('Mandat de vente n° 42')).toBeInTheDocument();
  });
});
