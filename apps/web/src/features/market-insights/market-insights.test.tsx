import {
  billingMessages,
  marketInsightsMessages,
  marketMessages,
  type PriceAdvice,
  type PropertyMarket,
} from '@immopilote/contracts';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { PriceAdviceCard } from './components/price-advice-card';
import { Component as MarketSearchPage } from './pages/market-search-page';

afterEach(() => vi.unstubAllGlobals());

const m = marketInsightsMessages;
const id = '7b0c6a43-5d52-4f6b-9d6e-0a4f4d6b8e11';
const me = (plan: 'pro' | 'premium') => ({
  'GET /api/auth/me': {
    status: 200,
    body: { me: makeMe({ agency: { subscriptionPlan: plan } }), next: '/dashboard' },
  },
});

describe('/web-search, « Prix du marché »', () => {
  it('checks the criteria in French before asking, then puts the API’s refusal under its field', async () => {
    const calls = mockApi({
      'GET /api/market/search?commune=Paimpol&kind=maison&years=2&radius=500': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: m.search.communeUnknown('Paimpol'),
            fieldErrors: { commune: m.search.communeUnknown('Paimpol') },
          },
        },
      },
    });
    const { router } = renderRoute(<MarketSearchPage />, { path: '/web-search' });
    expect(screen.getByRole('heading', { level: 1, name: m.search.title })).toBeInTheDocument();
    expect(screen.getByText(m.search.empty)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: m.search.submit }));
    expect(await screen.findByText(m.search.communeRequired)).toBeInTheDocument();
    await userEvent.type(byLabel(m.search.communeLabel), 'Paimpol');
    await userEvent.type(byLabel(m.search.surfaceMinLabel), '80');
    await userEvent.type(byLabel(m.search.surfaceMaxLabel), '20');
    await userEvent.click(screen.getByRole('button', { name: m.search.submit }));
    expect(await screen.findByText(m.search.surfaceOrder)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(byLabel(m.search.surfaceMinLabel));
    await userEvent.clear(byLabel(m.search.surfaceMaxLabel));
    await userEvent.selectOptions(byLabel(m.search.kindLabel), 'maison');
    await userEvent.click(screen.getByRole('button', { name: m.search.submit }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?commune=Paimpol&kind=maison&years=2&radius=500'),
    );
    // The form starts again from the new address (it remounts): look the field up afresh.
    await waitFor(() => expect(byLabel(m.search.communeLabel)).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 5000,
    });
    const commune = byLabel(m.search.communeLabel);
    const error = document.getElementById(commune.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(m.search.communeUnknown('Paimpol'));
  }, 20_000);
});

describe('/web-search?property=…, the market of one property (issue 27 §5)', () => {
  const market: PropertyMarket = {
    propertyName: 'T3 au Mourillon',
    result: {
      communes: ['Toulon (83000)'],
      located: 'number',
      radiusM: 1000,
      since: '2021-12-30',
      until: '2023-12-29',
      figures: {
        count: 12,
        medianPerM2: 3100,
        q1PerM2: 2800,
        q3PerM2: 3500,
        medianPrice: 186_000,
        medianSurface: 60,
      },
      quarters: [],
      points: [],
      sales: [],
      total: 12,
      definition: {
        kind: 'appartement',
        surfaceMin: 45,
        surfaceMax: 75,
        radiusM: 1000,
        firstSale: '2023-01-10',
        lastSale: '2023-12-29',
        count: 12,
        widened: true,
      },
    },
  };

  it('states the comparables, that the search was widened, and that the newest sale is old', async () => {
    mockApi({ [`GET /api/properties/${id}/market`]: { status: 200, body: market } });
    renderRoute(<MarketSearchPage />, { path: '/web-search', at: `/web-search?property=${id}` });
    expect(
      await screen.findByRole('heading', { name: m.search.propertyTitle('T3 au Mourillon') }),
    ).toBeInTheDocument();
    const c = marketMessages.comparables;
    // The catalogue's no-break spaces are kept, not collapsed.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText(c.definition(market.result.definition!), exact)).toBeInTheDocument();
    expect(screen.getByText(`${c.widened} ${c.widening}`, exact)).toBeInTheDocument();
    expect(screen.getByRole('note').textContent).toBe(c.stale('2023-12-29'));
    expect(screen.getByText('3\u202f100\u00a0€/m²', exact)).toBeInTheDocument();
    // No criteria form: these are the evaluation's criteria; a new search is one link away.
    expect(screen.queryByRole('form', { name: m.search.formLabel })).toBeNull();
    expect(screen.getByRole('link', { name: m.search.newSearch })).toHaveAttribute('href', '/web-search');
  });
});

describe('PriceAdviceCard', () => {
  const ready: PriceAdvice = {
    status: 'ready',
    facts: {
      onlineSince: '2026-07-01',
      daysOnline: 120,
      visits: 2,
      visitsLast30: 1,
      notes: 2,
      averageNote: 1.5,
      askingExclFees: 400_000,
      askingPerM2: 6667,
      surface: 60,
    },
    market: {
      count: 40,
      medianPerM2: 2500,
      q1PerM2: 2000,
      q3PerM2: 3200,
      medianPrice: 150_000,
      medianSurface: 60,
      since: '2022-01-01',
      until: '2023-12-29',
      zone: 'même commune',
    },
    position: 'above',
    direction: 'lower',
    targetExclFees: 192_000,
    targetWithFees: 201_600,
    changePercent: -52,
    steps: ['Marché : …', 'Conclusion : …'],
  };

  it('shows the suggested adjustment with its reasons on Premium, and only on a sale still on the market', async () => {
    mockApi({ ...me('premium'), [`GET /api/properties/${id}/price-advice`]: { status: 200, body: ready } });
    renderRoute(<PriceAdviceCard property={{ id, type: 'Vente', status: 'Disponible' }} />);
    expect(await screen.findByText(m.advice.directions.lower)).toBeInTheDocument();
    expect(
      screen.getByText(/192\s000\s€ hors honoraires \(−52\s%\), soit 201\s600\s€ honoraires inclus/),
    ).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: m.advice.stepsLabel });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);

    const { container } = renderRoute(<PriceAdviceCard property={{ id, type: 'Vente', status: 'Vendu' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an upsell on Pro, without asking the API', async () => {
    const calls = mockApi(me('pro'));
    renderRoute(<PriceAdviceCard property={{ id, type: 'Vente', status: 'Disponible' }} />);
    expect(await screen.findByText(billingMessages.availableWith('dynamic_pricing'))).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me']);
  });
});
