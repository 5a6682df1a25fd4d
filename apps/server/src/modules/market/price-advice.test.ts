import { marketInsightsMessages } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { evenSample, marketFigures, quarterlyMedians, yearsBefore } from './market-figures';
import { type AdviceInput, advisePrice } from './price-advice';

const c = marketInsightsMessages.advice.steps.conclusion;

/** A market of 4 000 €/m² median, 3 500–4 500 €/m² for its central half. */
const market = {
  count: 40,
  medianPerM2: 4000,
  q1PerM2: 3500,
  q3PerM2: 4500,
  medianPrice: 240_000,
  medianSurface: 60,
};
const comparablePerM2 = Array.from({ length: 40 }, (_, i) => 3000 + i * 50);
const input = (over: Partial<AdviceInput>): AdviceInput => ({
  askingExclFees: 240_000,
  surface: 60,
  daysOnline: 60,
  visits: 6,
  notes: [],
  market,
  comparablePerM2,
  ...over,
});

describe('advisePrice', () => {
  it('above the range after the first month, little interest: lower to the top of the range', () => {
    const advice = advisePrice(input({ askingExclFees: 300_000, daysOnline: 75, visits: 2, notes: [2, 3] }));
    expect(advice).toMatchObject({ position: 'above', direction: 'lower', targetExclFees: 270_000 });
    expect(advice.changePercent).toBe(-10);
    expect(advice.reasons.at(-1)).toBe(c.lowerToRange(4500));
    expect(advice.reasons).toHaveLength(5);
  });

  it('above the range but many visits that liked it: hold while the interest lasts', () => {
    const advice = advisePrice(input({ askingExclFees: 300_000, daysOnline: 60, visits: 10, notes: [4, 5] }));
    expect(advice).toMatchObject({ direction: 'hold', targetExclFees: null, changePercent: null });
    expect(advice.reasons.at(-1)).toBe(c.holdDemand);
  });

  it('the first month is too early, whatever the price', () => {
    for (const askingExclFees of [150_000, 240_000, 400_000]) {
      const advice = advisePrice(input({ askingExclFees, daysOnline: 10, visits: 0 }));
      expect(advice.direction).toBe('hold');
      expect(advice.reasons.at(-1)).toBe(c.holdRecent);
    }
  });

  it('within the range, above the median, stale and unvisited: lower to the median', () => {
    const advice = advisePrice(input({ askingExclFees: 264_000, daysOnline: 120, visits: 3 }));
    expect(advice).toMatchObject({ position: 'within', direction: 'lower', targetExclFees: 240_000 });
    expect(advice.changePercent).toBe(-9.1);
  });

  it('within the range, at or under the median, stale: the price is not the problem', () => {
    const advice = advisePrice(input({ askingExclFees: 228_000, daysOnline: 120, visits: 3 }));
    expect(advice).toMatchObject({ position: 'within', direction: 'hold' });
    expect(advice.reasons.at(-1)).toBe(c.holdListing);
  });

  it('under the range with strong demand: a careful rise to the bottom of the range; without it, hold', () => {
    const rise = advisePrice(input({ askingExclFees: 180_000, daysOnline: 40, visits: 8, notes: [4] }));
    expect(rise).toMatchObject({ position: 'below', direction: 'raise', targetExclFees: 210_000 });
    expect(rise.changePercent).toBe(16.7);
    const hold = advisePrice(input({ askingExclFees: 180_000, daysOnline: 40, visits: 1 }));
    expect(hold).toMatchObject({ direction: 'hold' });
    expect(hold.reasons.at(-1)).toBe(c.holdBelow);
  });

  it('says what share of the comparables the price exceeds', () => {
    // 4 000 €/m²: the 20 comparables from 3 000 to 3 950 €/m² are cheaper, half of 40.
    const advice = advisePrice(input({}));
    expect(advice.reasons[0]).toBe(marketInsightsMessages.advice.steps.position.within(4000, '0\u00a0%', 50));
  });
});

describe('market figures', () => {
  it('median and quartiles interpolate between ranks (R type 7), rounded to the euro', () => {
    const sales = [1000, 2000, 3000, 4000].map((pricePerM2) => ({
      pricePerM2,
      price: pricePerM2 * 50,
      surface: 50,
    }));
    expect(marketFigures(sales)).toEqual({
      count: 4,
      medianPerM2: 2500,
      q1PerM2: 1750,
      q3PerM2: 3250,
      medianPrice: 125_000,
      medianSurface: 50,
    });
    expect(marketFigures([])).toBeNull();
  });

  it('quarters, rolling years and an even sample of the chart’s points', () => {
    expect(
      quarterlyMedians([
        { soldOn: '2023-01-05', pricePerM2: 3000 },
        { soldOn: '2023-03-31', pricePerM2: 4000 },
        { soldOn: '2023-04-01', pricePerM2: 5000 },
      ]),
    ).toEqual([
      { quarter: '2023 T1', median: 3500, count: 2 },
      { quarter: '2023 T2', median: 5000, count: 1 },
    ]);
    expect(yearsBefore('2023-12-29', 1)).toBe('2022-12-30');
    expect(evenSample([1, 2, 3, 4, 5, 6], 3)).toEqual([1, 3, 5]);
    expect(evenSample([1, 2], 3)).toEqual([1, 2]);
  });
});
