import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../schemas/agency-site';
import { type BusinessHours, businessMinutesBetween } from './business-time';

const at = (iso: string) => new Date(iso);
const minutes = (from: string, to: string, hours: BusinessHours = DEFAULT_OPENING_HOURS) =>
  businessMinutesBetween(at(from), at(to), hours);

// DEFAULT_OPENING_HOURS: Monday to Friday 09:00–12:30 and 14:00–19:00, Saturday 09:00–12:30, Sunday closed.
// Winter: Paris = UTC+1; summer: UTC+2. 2026-11-27 is a Friday.

describe('businessMinutesBetween', () => {
  it('counts plain minutes inside one range', () => {
    // Friday 10:00 → 11:30 Paris.
    expect(minutes('2026-11-27T09:00:00Z', '2026-11-27T10:30:00Z')).toBe(90);
  });

  it('skips the lunch break and the night', () => {
    // Friday 12:00 → 14:30 Paris: 30 before lunch, 30 after.
    expect(minutes('2026-11-27T11:00:00Z', '2026-11-27T13:30:00Z')).toBe(60);
    // Thursday 18:30 → Friday 09:30 Paris: 30 + 30.
    expect(minutes('2026-11-26T17:30:00Z', '2026-11-27T08:30:00Z')).toBe(60);
  });

  it('counts nothing at night or on a closed day', () => {
    // Friday 20:00 → Friday 23:00 Paris.
    expect(minutes('2026-11-27T19:00:00Z', '2026-11-27T22:00:00Z')).toBe(0);
    // All of Sunday 29 November.
    expect(minutes('2026-11-28T23:00:00Z', '2026-11-29T23:00:00Z')).toBe(0);
  });

  it('carries a weekend lead to Saturday morning and then Monday', () => {
    // Friday 18:00 Paris → Monday 10:00 Paris: 60 Friday, 210 Saturday, 0 Sunday, 60 Monday.
    expect(minutes('2026-11-27T17:00:00Z', '2026-11-30T09:00:00Z')).toBe(330);
    // Saturday 13:00 → Monday 09:00 Paris: nothing.
    expect(minutes('2026-11-28T12:00:00Z', '2026-11-30T08:00:00Z')).toBe(0);
  });

  it('is zero when the end is not after the start, or when the agency never opens', () => {
    expect(minutes('2026-11-27T10:00:00Z', '2026-11-27T09:00:00Z')).toBe(0);
    expect(minutes('2026-11-27T10:00:00Z', '2026-11-27T10:00:00Z')).toBe(0);
    expect(minutes('2026-11-23T00:00:00Z', '2026-12-23T00:00:00Z', [[], [], [], [], [], [], []])).toBe(0);
  });

  it('counts whole weeks of the default hours', () => {
    // A full week: 5 × (210 + 300) + 210 = 2760 minutes.
    expect(minutes('2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z')).toBe(2760);
  });

  it('follows the ranges the agency set, including three a day and a Sunday opening', () => {
    const hours: BusinessHours = [
      [
        { from: '08:00', to: '09:00' },
        { from: '10:00', to: '11:00' },
        { from: '17:00', to: '18:00' },
      ],
      [],
      [],
      [],
      [],
      [],
      [{ from: '10:00', to: '12:00' }],
    ];
    // Sunday 29 Nov 00:00 → Monday 30 Nov 23:59 Paris.
    expect(minutes('2026-11-28T23:00:00Z', '2026-11-30T22:59:00Z', hours)).toBe(120 + 180);
    // Monday 08:30 → 10:30: 30 + 30.
    expect(minutes('2026-11-30T07:30:00Z', '2026-11-30T09:30:00Z', hours)).toBe(60);
  });

  it('counts real minutes on the day summer time starts (the clocks skip 02:00–03:00)', () => {
    // Sunday 29 March 2026; open all day that Sunday.
    const allSunday: BusinessHours = [[], [], [], [], [], [], [{ from: '00:00', to: '23:59' }]];
    // The day has 23 hours: 00:00 CET (28 Mar 23:00Z) to 23:59 CEST (29 Mar 21:59Z).
    expect(minutes('2026-03-28T00:00:00Z', '2026-03-30T12:00:00Z', allSunday)).toBe(23 * 60 - 1);
    // A range starting in the skipped hour starts when the clocks jump (03:00 CEST = 01:00Z).
    const fromGap: BusinessHours = [[], [], [], [], [], [], [{ from: '02:30', to: '04:00' }]];
    expect(minutes('2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z', fromGap)).toBe(60);
  });

  it('counts real minutes on the day summer time ends (02:00–03:00 happens twice)', () => {
    // Sunday 25 October 2026: 25 hours long.
    const allSunday: BusinessHours = [[], [], [], [], [], [], [{ from: '00:00', to: '23:59' }]];
    expect(minutes('2026-10-24T00:00:00Z', '2026-10-27T00:00:00Z', allSunday)).toBe(25 * 60 - 1);
  });

  it('counts across the change of time in the opening hours of the week that follows', () => {
    // Friday 27 March 18:00 CET (17:00Z) → Monday 30 March 10:00 CEST (08:00Z): 60 + 210 + 60.
    expect(minutes('2026-03-27T17:00:00Z', '2026-03-30T08:00:00Z')).toBe(330);
    // Summer: Monday 1 June 09:00 CEST is 07:00Z.
    expect(minutes('2026-06-01T07:00:00Z', '2026-06-01T09:00:00Z')).toBe(120);
  });

  it('stops at the cap', () => {
    expect(
      businessMinutesBetween(at('2020-01-01T00:00:00Z'), at('2026-11-27T12:00:00Z'), DEFAULT_OPENING_HOURS, {
        cap: 121,
      }),
    ).toBe(121);
  });

  it('handles a long stretch (three years) at once', () => {
    const total = minutes('2023-11-27T00:00:00Z', '2026-11-27T00:00:00Z');
    expect(total).toBeGreaterThan(2760 * 155);
    expect(total).toBeLessThan(2760 * 158);
  });
});
