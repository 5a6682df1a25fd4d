import {
  type Permission,
  type Property,
  type PublicationCheck,
  portalExportMessages,
  propertyFactsMessages,
  propertyFactsResponseShape,
  type Valuation,
} from '@immopilote/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as PropertyDetailPage } from './pages/property-detail-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());
// A whole page with its cards: jsdom needs more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ID = '5f0c6b1e-8d7a-4c51-9a43-2b1f7e0d9c11';
const noFacts = Object.fromEntries(
  Object.keys(propertyFactsResponseShape).map((k) => [k, k.startsWith('has') ? false : null]),
);
const property = {
  ...noFacts,
  id: ID,
  name: 'Maison des Canuts',
  price: 420000,
  type: 'Vente',
  address: '4 rue Mercière',
  city: 'Lyon',
  zip: '69002',
  description: 'Maison de ville sur cour.',
  status: 'Disponible',
  marketPrice: 405000,
  marketStatus: 1,
  createdAt: '2026-11-02T09:00:00.000Z',
  photos: [],
  documents: [],
  agencyFeeScaleUrl: 'https://agence.fr/bareme',
  publishedOnSite: false,
  siteReference: null,
  sitePublicUrl: null,
  siteHiddenBecause: [],
} as unknown as Property;

function openPage(plan: 'starter' | 'pro', replies: Record<string, { status: number; body?: unknown }>) {
  mockApi({
    'GET /api/auth/me': {
      status: 200,
      body: { me: makeMe({ agency: { subscriptionPlan: plan } }), next: '/dashboard' },
    },
    [`GET /api/properties/${ID}`]: { status: 200, body: property },
    [`GET /api/properties/${ID}/mandates`]: { status: 200, body: { items: [] } },
    [`GET /api/properties/${ID}/owner-reports`]: { status: 200, body: { items: [] } },
    [`GET /api/properties/${ID}/matches`]: { status: 200, body: { items: [], nextCursor: null, total: 0 } },
    [`GET /api/properties/${ID}/portals`]: { status: 200, body: { available: [], selected: [] } },
    ...replies,
  });
  renderRoute(<PropertyDetailPage />, { path: '/property-detail/:propertyId', at: `/property-detail/${ID}` });
}

const gaps: PublicationCheck = {
  gaps: [
    { key: 'dpeStatus', label: propertyFactsMessages.gaps.dpeStatus, target: 'energy' },
    { key: 'dpeDate', label: propertyFactsMessages.gaps.dpeDate, target: 'energy' },
    { key: 'mandate', label: portalExportMessages.noMandate, target: 'mandate' },
  ],
};

describe('property page (issue 27 §2)', () => {
  it('on Starter, names the tools the plan lacks in one upsell, with no locked action in the bar', async () => {
    openPage('starter', { [`GET /api/properties/${ID}/publication-check`]: { status: 200, body: gaps } });
    const upsell = await screen.findByRole('region', { name: 'Disponible avec l’offre Pro' });
    expect(screen.getAllByText(/Disponible avec l’offre/)).toHaveLength(1);
    expect(
      within(upsell)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Estimation automatique des biens',
      'Optimisation IA des annonces',
      'Rapports propriétaires dynamiques',
      'Conseil de prix dynamique (offre Premium)',
    ]);
    expect(within(upsell).getByRole('link', { name: 'Changer d’offre' })).toHaveAttribute(
      'href',
      '/manage-subscription',
    );
    const bar = screen.getByRole('region', { name: 'Actions sur le bien' });
    expect(within(bar).getByLabelText('Statut')).toHaveValue('Disponible');
    expect(within(bar).queryByRole('button', { name: 'Évaluer le prix' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Voir l’historique' })).toHaveAttribute(
      'href',
      `/property-history/${ID}`,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Parties de la fiche' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Résumé',
      'Photos',
      'Caractéristiques',
      'Documents',
      'Mandat',
      'Offres',
      'Acquéreurs',
      'Historique',
      'Diffusion',
    ]);
    expect(await screen.findByRole('region', { name: 'Acquéreurs potentiels (0)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Offres d’achat' })).toBeInTheDocument();
  });

  it('keeps the last valuation in view, and links each publication gap to where it is fixed', async () => {
    const valuation = {
      id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      propertyId: ID,
      outcome: 'estimated',
      createdAt: '2026-11-20T10:00:00.000Z',
      estimate: 405000,
      low: 380000,
      high: 430000,
      comparableCount: 24,
      minComparables: 5,
    } as Partial<Valuation>;
    openPage('pro', {
      [`GET /api/properties/${ID}/publication-check`]: { status: 200, body: gaps },
      [`GET /api/properties/${ID}/valuation`]: { status: 200, body: { valuation } },
    });
    const price = await screen.findByRole('region', { name: 'Dernière estimation' });
    expect(await within(price).findByText(/Fourchette\s:\s380\s000\s€ – 430\s000\s€/)).toBeInTheDocument();
    expect(within(price).getByText('Évalué le 20 novembre 2026')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'Voir le détail de l’évaluation' })).toHaveAttribute(
      'href',
      `/property-valuation/${ID}`,
    );
    expect(within(price).getByText(/405\s000\s€/)).toHaveClass('text-green-700');
    expect(screen.getByRole('button', { name: 'Évaluer le prix' })).toBeInTheDocument();
    expect(screen.queryByText(/Disponible avec l’offre Pro/)).not.toBeInTheDocument();

    const checklist = await screen.findByRole('region', { name: propertyFactsMessages.checklistTitle });
    // Testing Library folds the no-break space into a plain one when it reads the page.
    expect(
      await within(checklist).findByText(portalExportMessages.noMandate.replace(/\s+/g, ' ')),
    ).toBeInTheDocument();
    // The two DPE gaps share one link to the form's energy part.
    expect(within(checklist).getByRole('link', { name: 'Compléter le DPE' })).toHaveAttribute(
      'href',
      `/edit-property/${ID}#energie`,
    );
    expect(within(checklist).getByRole('link', { name: 'Enregistrer un mandat' })).toHaveAttribute(
      'href',
      `/mandates/new?bien=${ID}`,
    );
  });

  it('shows « Locataires potentiels » of a rental to a member with the client directory only', async () => {
    const rental = { ...property, type: 'Location' };
    const anchors = () =>
      within(screen.getByRole('navigation', { name: 'Parties de la fiche' }))
        .getAllByRole('link')
        .map((a) => a.textContent);
    const open = (permissions: Permission[]) => {
      mockApi({
        'GET /api/auth/me': {
          status: 200,
          body: { me: makeMe({ profile: { isBoss: false, permissions } }), next: '/dashboard' },
        },
        [`GET /api/properties/${ID}`]: { status: 200, body: rental },
        [`GET /api/properties/${ID}/publication-check`]: { status: 200, body: gaps },
        [`GET /api/properties/${ID}/matches`]: {
          status: 200,
          body: { items: [], nextCursor: null, total: 0 },
        },
      });
      return renderRoute(<PropertyDetailPage />, {
        path: '/property-detail/:propertyId',
        at: `/property-detail/${ID}`,
      });
    };
    const granted = open(['client_directory']);
    expect(await screen.findByRole('region', { name: 'Locataires potentiels (0)' })).toBeInTheDocument();
    expect(anchors()).toContain('Locataires');
    granted.unmount();

    open([]);
    await screen.findByRole('navigation', { name: 'Parties de la fiche' });
    expect(anchors()).not.toContain('Locataires');
    expect(screen.queryByRole('region', { name: /potentiels/ })).toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).not.toContain(`/api/properties/${ID}/matches`);
  });
});
