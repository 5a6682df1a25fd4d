import { uuidParam } from '../schemas/fields';
import {
  competitionSchema,
  marketSearchQuerySchema,
  marketSearchResultSchema,
  propertyMarketSchema,
  priceAdviceSchema,
} from '../schemas/market-insights';
import { endpoint, ok } from './define';

/**
 * Built on the public sales (DVF, issue 14): the market search that replaces « Recherche Web »
 * (permission web_search, every plan), the dynamic price advice of a listing and the agency's
 * competitive analysis (Premium).
 */
export const marketInsightsEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/market/search',
    query: marketSearchQuerySchema,
    response: ok(marketSearchResultSchema),
  }),
  /**
   * « Marché de ce bien »: the market page for one property, with the evaluation's very comparables
   * (issue 27 §5: one definition, one median for the same flat).
   */
  propertyMarket: endpoint({
    method: 'GET',
    path: '/api/properties/:id/market',
    params: uuidParam,
    response: ok(propertyMarketSchema),
  }),
  /** Computed on request from the listing's history and the comparables; nothing is saved. */
  priceAdvice: endpoint({
    method: 'GET',
    path: '/api/properties/:id/price-advice',
    params: uuidParam,
    response: ok(priceAdviceSchema),
  }),
  competition: endpoint({ method: 'GET', path: '/api/market/competition', response: ok(competitionSchema) }),
} as const;
