import type { SigningSession } from '@immopilote/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as SigningPage } from './pages/signing-page';

// pdf.js and the drawing pad need a real browser (workers, canvas): the e2e walk draws them.
vi.mock('./components/pdf-pages', () => ({ PdfPages: () => <p>pages du document</p> }));
vi.mock('./components/signature-pad-field', () => ({
  SignaturePadField: ({ onChange }: { onChange(image: string | null): void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,AAAA')}>
      dessiner
    </button>
  ),
}));

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok-123';
const base = `/api/sign/${TOKEN}`;
const CONSENT = 'J’ai lu le document en entier et j’accepte de le signer électroniquement.';

const session = (over: Partial<SigningSession> = {}): SigningSession => ({
  title: 'Mandat de vente n° 42 – 12 rue des Lilas, Toulon',
  agencyName: 'Agence du Port',
  documentKind: 'mandate',
  signerName: 'Claire Martin',
  role: 'mandator',
  position: 2,
  signerCount: 3,
  method: 'link',
  state: 'ready',
  requestStatus: 'pending',
  codeVerified: false,
  codeDestination: null,
  codeChannels: ['email'],
  attemptsLeft: 5,
  pageCount: 4,
  consentText: CONSENT,
  offersEarlyStart: false,
  retractionDays: null,
  ...over,
});

const open = (at = `/signer/${TOKEN}`) => renderRoute(<SigningPage />, { path: '/signer/:token', at });

describe('/signer/{token}, who and what', () => {
  it('names the agency, the document and the signer’s turn', async () => {
    mockApi({ [`GET ${base}`]: { status: 200, body: session() } });
    open();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Mandat de vente n° 42 – 12 rue des Lilas, Toulon',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Envoyé par Agence du Port')).toBeInTheDocument();
    expect(screen.getByText('Signataire 2 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recevoir mon code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recevoir mon code par SMS' })).toBeNull();
  });

  it('shows an expired link (410) and an unknown one (404) as pages, in French', async () => {
    mockApi({
      [`GET ${base}`]: {
        status: 410,
        body: { error: { code: 'GONE', message: 'Ce lien a expiré. Demandez un nouveau lien à l’agence.' } },
      },
    });
    const first = open();
    expect(await screen.findByRole('heading', { name: 'Lien expiré' })).toBeInTheDocument();
    expect(screen.getByText('Ce lien a expiré. Demandez un nouveau lien à l’agence.')).toBeInTheDocument();
    first.unmount();

    mockApi({
      [`GET ${base}`]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Introuvable.' } } },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Lien introuvable' })).toBeInTheDocument();
  });

  it.each([
    ['completed', 'Document déjà signé'],
    ['refused', 'Signature close'],
    ['locked', 'Signature bloquée'],
    ['cancelled', 'Demande annulée'],
  ] as const)('says in its own words that a %s request is over', async (requestStatus, title) => {
    mockApi({ [`GET ${base}`]: { status: 200, body: session({ state: 'closed', requestStatus }) } });
    open();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Recevoir mon code/ })).toBeNull();
  });
});

describe('/signer/{token}, identity then signature', () => {
  it('sends the code, counts a wrong one, then shows the document and signs once consent and mark are given', async () => {
    const user = userEvent.setup();
    let attempts = 5;
    const calls = mockApi({
      [`GET ${base}`]: () => ({
        status: 200,
        body: session({ codeDestination: 'c•••@exemple.fr', attemptsLeft: attempts }),
      }),
      [`POST ${base}/code`]: {
        status: 200,
        body: { destination: 'c•••@exemple.fr', expiresAt: '2026-11-27T12:00:00Z' },
      },
      [`POST ${base}/verify`]: (body) => {
        if ((body as { code: string }).code === '111111') {
          attempts = 4;
          return { status: 400, body: { error: { code: 'VALIDATION', message: 'Ce code est incorrect.' } } };
        }
        return { status: 200, body: session({ codeVerified: true, codeDestination: 'c•••@exemple.fr' }) };
      },
      [`POST ${base}/sign`]: { status: 200, body: { state: 'signed', requestStatus: 'pending' } },
    });
    open();
    // A code was already sent before a reload: the page asks for it at once.
    const field = await screen.findByLabelText('Code reçu');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('5 essais restants')).toBeInTheDocument();

    await user.type(field, '111 111');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(await screen.findByText('Ce code est incorrect.')).toBeInTheDocument();
    expect(screen.getByText('4 essais restants')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByRole('button', { name: /Renvoyer le code \(dans \d+/ })).toBeDisabled();

    await user.type(screen.getByLabelText('Code reçu'), '424242');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(await screen.findByText('pages du document')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le document' })).toHaveAttribute(
      'href',
      `${base}/document`,
    );

    const signButton = screen.getByRole('button', { name: 'Signer' });
    expect(signButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    expect(signButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'dessiner' }));
    expect(signButton).toBeEnabled();
    await user.click(signButton);

    expect(await screen.findByRole('heading', { name: 'Document signé' })).toBeInTheDocument();
    expect(
      screen.getByText(/vous sera envoyé par e-mail dès que tous les signataires auront signé/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === `${base}/code`)?.body).toEqual({ channel: 'email' });
    expect(calls.find((c) => c.url === `${base}/sign`)?.body).toEqual({
      consent: true,
      mark: { kind: 'drawn', image: 'data:image/png;base64,AAAA' },
      earlyStart: false,
    });
  });

  it('offers the SMS when the agency has a provider, and the early start and retraction notice of a loi Hamon mandate', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET ${base}`]: { status: 200, body: session({ codeChannels: ['email', 'sms'] }) },
      [`POST ${base}/code`]: {
        status: 200,
        body: { destination: '06 •• •• •• 78', expiresAt: '2026-11-27T12:00:00Z' },
      },
      [`POST ${base}/verify`]: {
        status: 200,
        body: session({ codeVerified: true, offersEarlyStart: true, retractionDays: 14 }),
      },
      [`POST ${base}/sign`]: { status: 200, body: { state: 'signed', requestStatus: 'sealing' } },
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Recevoir mon code par SMS' }));
    expect(await screen.findByText('Code envoyé à 06 •• •• •• 78.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code reçu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));

    expect(await screen.findByText(/délai de rétractation de 14 jours/)).toBeInTheDocument();
    const early = screen.getByRole('checkbox', {
      name: /Je demande expressément que l’agence commence sa mission avant la fin du délai de rétractation/,
    });
    expect(early).not.toBeChecked();
    await user.click(early);
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('radio', { name: 'Taper mon nom' }));
    await user.type(byLabel('Votre nom, tel qu’il figurera comme signature'), 'Claire Martin');
    await user.click(screen.getByRole('button', { name: 'Signer' }));

    expect(await screen.findByText(/Tous les signataires ont signé/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === `${base}/code`)?.body).toEqual({ channel: 'sms' });
    expect(calls.find((c) => c.url === `${base}/sign`)?.body).toEqual({
      consent: true,
      mark: { kind: 'typed', text: 'Claire Martin' },
      earlyStart: true,
    });
  });

  it('refuses with a required reason, and hands the agent’s device back', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET ${base}`]: { status: 200, body: session({ method: 'device', codeVerified: true }) },
      [`POST ${base}/refuse`]: { status: 200, body: { state: 'refused', requestStatus: 'refused' } },
    });
    open(`/signer/${TOKEN}?retour=%2Fmandates`);
    await user.click(await screen.findByRole('button', { name: 'Refuser de signer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser de signer' });
    await user.click(screen.getAllByRole('button', { name: 'Refuser de signer' }).at(-1)!);
    expect(await screen.findByText('Indiquez le motif du refus.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === `${base}/refuse`)).toBe(false);

    await user.type(byLabel('Motif du refus'), 'Le prix ne correspond pas à notre accord.');
    await user.click(screen.getAllByRole('button', { name: 'Refuser de signer' }).at(-1)!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Signature refusée' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === `${base}/refuse`)?.body).toEqual({
      reason: 'Le prix ne correspond pas à notre accord.',
    });
    expect(screen.getByRole('link', { name: 'Rendre l’appareil à l’agence' })).toHaveAttribute(
      'href',
      '/mandates',
    );
  });
});
