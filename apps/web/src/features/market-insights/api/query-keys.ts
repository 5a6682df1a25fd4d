import type { MarketSearchQuery } from '@immopilote/contracts';

/** Market figures change only with a DVF import: no mutation here invalidates them. */
export const marketInsightsKeys = {
  search: (query: MarketSearchQuery) => ['market-insights', 'search', query] as const,
  propertyMarket: (propertyId: string) => ['market-insights', 'property-market', propertyId] as const,
  priceAdvice: (propertyId: string) => ['market-insights', 'price-advice', propertyId] as const,
  competition: () => ['market-insights', 'competition'] as const,
};
