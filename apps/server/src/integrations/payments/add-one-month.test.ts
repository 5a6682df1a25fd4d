import { describe, expect, it } from 'vitest';
import { addOneMonth } from './local-payment-provider';

describe('addOneMonth', () => {
  it.each([
    ['2026-01-15T10:30:00.000Z', '2026-02-15T10:30:00.000Z'],
    ['2026-01-31T10:30:00.000Z', '2026-02-28T10:30:00.000Z'],
    ['2028-01-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['2026-03-31T23:59:59.000Z', '2026-04-30T23:59:59.000Z'],
    ['2026-08-31T08:00:00.000Z', '2026-09-30T08:00:00.000Z'],
    ['2026-12-31T08:00:00.000Z', '2027-01-31T08:00:00.000Z'],
  ])('%s → %s: the same day next month, else its last day', (from, to) => {
    expect(addOneMonth(new Date(from)).toISOString()).toBe(to);
  });
});
