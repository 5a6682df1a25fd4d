import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { competition, priceAdvice, propertyMarket, searchMarket } from './market-insights.service';

/**
 * Built on the public sales (issue 14): the market search keeps « Recherche Web »'s permission
 * and every plan (« scraping basique des loyers et prix » is in Starter); the dynamic price advice
 * and the competitive analysis are Premium.
 */
export async function marketInsightsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    endpoints.marketInsights.search,
    { guard: guard.member({ permission: 'web_search' }) },
    ({ request, query }) => searchMarket(deps, scopeOf(request), query),
  );

  route(
    app,
    endpoints.marketInsights.propertyMarket,
    { guard: guard.member({ permission: 'web_search' }) },
    ({ request, params }) => propertyMarket(deps, scopeOf(request), params),
  );

  route(
    app,
    endpoints.marketInsights.priceAdvice,
    { guard: guard.member({ feature: 'dynamic_pricing' }) },
    ({ request, params }) => priceAdvice(deps, scopeOf(request), params),
  );

  route(
    app,
    endpoints.marketInsights.competition,
    { guard: guard.member({ feature: 'competitive_analysis' }) },
    ({ request }) => competition(deps, scopeOf(request)),
  );
}
