import { COMPARABLE_STEPS } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { type Candidate, pickComparables } from './comparable-steps';

const LATEST = '2025-06-30';
/** `n` sales at `distanceM`, in the commune unless told, sold on `soldOn`. */
const sales = (n: number, distanceM: number | null, soldOn = '2025-01-15', inCommune = true): Candidate[] =>
  Array.from({ length: n }, () => ({ soldOn, distanceM, inCommune }));

describe('the one definition of comparables: widening', () => {
  it('keeps 500 m when it holds 10 sales', () => {
    const picked = pickComparables([...sales(10, 450), ...sales(30, 1500)], { latest: LATEST, placed: true });
    expect(picked).toMatchObject({ enough: true, widened: false, step: { zone: 'radius', radiusM: 500 } });
    expect(picked.sales).toHaveLength(10);
    // Two rolling years back from the newest sale.
    expect(picked.since).toBe('2023-07-01');
  });

  it('widens to 1 km, then 2 km, then the commune, then five years', () => {
    const near = sales(6, 450);
    expect(pickComparables([...near, ...sales(4, 900)], { latest: LATEST, placed: true })).toMatchObject({
      widened: true,
      step: { radiusM: 1000 },
    });
    expect(pickComparables([...near, ...sales(4, 1900)], { latest: LATEST, placed: true }).step.radiusM).toBe(
      2000,
    );
    // Far from the address but in the commune: the whole commune.
    const commune = pickComparables([...near, ...sales(4, 4000)], { latest: LATEST, placed: true });
    expect(commune.step).toEqual({ zone: 'commune', radiusM: null, years: 2 });
    expect(commune.sales).toHaveLength(10);
    // Older sales count only at the last step.
    const old = pickComparables([...near, ...sales(4, 4000, '2021-03-01')], { latest: LATEST, placed: true });
    expect(old).toMatchObject({ enough: true, step: { zone: 'commune', years: 5 }, since: '2020-07-01' });
  });

  it('a neighbouring commune’s sale counts within a radius, never as the commune', () => {
    const outside = sales(12, 800, '2025-01-15', false);
    expect(pickComparables(outside, { latest: LATEST, placed: true }).step.radiusM).toBe(1000);
    expect(pickComparables(outside, { latest: LATEST, placed: false })).toMatchObject({
      enough: false,
      sales: [],
    });
  });

  it('a property not placed starts at the commune, without calling it widened', () => {
    const picked = pickComparables(sales(10, null), { latest: LATEST, placed: false });
    expect(picked).toMatchObject({ enough: true, widened: false, step: { zone: 'commune', years: 2 } });
  });

  it('with too few sales everywhere, answers the step that found the most, not enough', () => {
    const picked = pickComparables([...sales(3, 300), ...sales(2, 3000, '2021-01-10')], {
      latest: LATEST,
      placed: true,
    });
    expect(picked).toMatchObject({ enough: false, stepIndex: COMPARABLE_STEPS.length - 1 });
    expect(picked.sales).toHaveLength(5);
  });
});
