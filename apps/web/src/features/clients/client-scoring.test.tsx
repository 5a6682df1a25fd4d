import type { ClientScore, ScoringContext } from '@immopilote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as ClientScoringPage } from './pages/client-scoring-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => {
  vi.clearAllMocks();
  // jsdom lays nothing out; the page scrolls the result into view after a computation.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const CLIENT_ID = '3f1e2d4c-5b6a-4789-8abc-def012345678';
const URL = `/api/clients/${CLIENT_ID}/scoring`;

const context = (over: Partial<ScoringContext> = {}): ScoringContext => ({
  client: { id: CLIENT_ID, fullName: 'Camille Bernard', clientScore: null },
  proposal: {
    rentalPropertyId: null,
    targetRent: null,
    monthlyIncome: 2540,
    contractType: 'cdi',
    activityStart: '2019-03-01',
    employer: 'Transports Rhône-Alpes SAS',
    guarantor: 'none',
    guarantorMonthlyIncome: null,
    pieces: { identity: false, address: false, activity: true, income: true, guarantor: false },
  },
  documents: [
    {
      documentId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      fileName: 'avis-impot-2025.pdf',
      kind: 'tax_notice',
      facts: [{ label: 'Revenu fiscal de référence', value: '30\u202f474,00\u00a0€' }],
    },
  ],
  rentals: [],
  history: [],
  ...over,
});

const score: ClientScore = {
  id: '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  score: 81,
  createdAt: '2026-11-24T09:30:00.000Z',
  createdBy: 'Camille Durand',
  facts: { ...context().proposal, targetRent: 800 },
  factors: [
    {
      id: 'income',
      label: 'Revenus au regard du loyer',
      weight: 40,
      points: 30,
      facts: [{ label: 'Revenus ÷ loyer', value: '2,54' }],
      advice: ['Des revenus d’au moins trois fois le loyer sont l’usage.'],
    },
    { id: 'stability', label: 'Stabilité de l’activité', weight: 25, points: 25, facts: [], advice: [] },
    { id: 'guarantor', label: 'Garantie', weight: 20, points: 20, facts: [], advice: [] },
    { id: 'completeness', label: 'Dossier complet', weight: 15, points: 7.5, facts: [], advice: [] },
  ],
};

function open(replies: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({
    'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
    ...replies,
  });
  renderRoute(<ClientScoringPage />, {
    path: '/client/:clientId/scoring',
    at: `/client/${CLIENT_ID}/scoring`,
  });
  return calls;
}

describe('/client/{id}/scoring', () => {
  it('says the score is advisory, proposes the facts read from the documents, then shows every factor', async () => {
    let scored = false;
    const calls = open({
      [`GET ${URL}`]: () => ({ status: 200, body: scored ? context({ history: [score] }) : context() }),
      [`POST ${URL}`]: () => {
        scored = true;
        return { status: 201, body: score };
      },
    });
    await screen.findByRole('heading', { name: 'Scoring client\u00a0: Camille Bernard' });
    expect(screen.getByText('Un avis, pas une décision')).toBeInTheDocument();
    expect(screen.getByText('Avis d’impôt sur le revenu')).toBeInTheDocument();
    expect(byLabel('Revenus nets mensuels (€)')).toHaveValue('2540');
    expect(byLabel('Situation professionnelle')).toHaveValue('cdi');

    const u = userEvent.setup();
    await u.type(byLabel('Loyer cible (€ par mois, charges comprises)'), '800');
    await u.click(screen.getByRole('button', { name: 'Calculer le score' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Scoring terminé\u00a0!'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      targetRent: '800',
      monthlyIncome: '2540',
    });
    const result = await screen.findByRole('region', { name: 'Résultat' });
    expect(within(result).getByText('81/100')).toBeInTheDocument();
    expect(within(result).getByText(/^30\s\/\s40$/)).toBeInTheDocument();
    expect(within(result).getByText(/^7,5\s\/\s15$/)).toBeInTheDocument();
    expect(
      within(result).getByText('Des revenus d’au moins trois fois le loyer sont l’usage.'),
    ).toBeInTheDocument();
  });

  it('puts the server’s French errors under their fields', async () => {
    open({
      [`GET ${URL}`]: { status: 200, body: context() },
      [`POST ${URL}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Ce bien n’est pas un bien loué visité par ce client.',
            fieldErrors: { targetRent: 'Choisissez un bien loué ou un loyer cible, pas les deux.' },
          },
        },
      },
    });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Loyer cible (€ par mois, charges comprises)'), '800');
    await u.click(screen.getByRole('button', { name: 'Calculer le score' }));
    expect(
      await screen.findByText('Choisissez un bien loué ou un loyer cible, pas les deux.'),
    ).toBeInTheDocument();
  });

  it('refuses a typed amount that is not one, before asking the server', async () => {
    const calls = open({ [`GET ${URL}`]: { status: 200, body: context() } });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Revenus nets mensuels (€)'), 'x');
    await u.click(screen.getByRole('button', { name: 'Calculer le score' }));
    expect(await screen.findByText('Saisissez un montant en euros, positif.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
