import type { ValuationEngine, ValuationInput, ValuationOutput } from './valuation-engine';

/**
 * The p-th quantile of sorted values with linear interpolation between closest ranks (R's type 7,
 * numpy's and PostgreSQL percentile_cont's default): the median of 1, 2, 3, 4 is 2.5.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('quantile of no value');
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** Euros rounded to the hundred: the figures are an estimate, not a quotation. */
const roundPrice = (value: number) => Math.round(value / 100) * 100;

/**
 * The built-in engine, offline and explainable: the median €/m² of the comparables times the
 * surface is the estimate, the interquartile €/m² band times the surface is the range, and the
 * asking price excluding fees within that range is « in the market » (market_status 1).
 */
export function evaluateFromComparables(input: ValuationInput): ValuationOutput {
  if (!input.enough || input.comparablePricesPerM2.length === 0) {
    return {
      outcome: 'not_enough',
      estimate: null,
      low: null,
      high: null,
      pricePerM2: null,
      pricePerM2Low: null,
      pricePerM2High: null,
      marketStatus: null,
      message: null,
    };
  }
  const sorted = [...input.comparablePricesPerM2].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const { surface, askingPriceExclFees } = input.property;
  const low = roundPrice(q1 * surface);
  const high = roundPrice(q3 * surface);
  return {
    outcome: 'estimated',
    estimate: roundPrice(median * surface),
    low,
    high,
    pricePerM2: Math.round(median),
    pricePerM2Low: Math.round(q1),
    pricePerM2High: Math.round(q3),
    marketStatus: askingPriceExclFees >= low && askingPriceExclFees <= high ? 1 : 0,
    message: null,
  };
}

export class DvfValuationEngine implements ValuationEngine {
  readonly id = 'dvf' as const;
  readonly external = false;

  async evaluate(input: ValuationInput): Promise<ValuationOutput> {
    return evaluateFromComparables(input);
  }
}
