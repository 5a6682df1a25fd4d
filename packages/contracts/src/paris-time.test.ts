import { describe, expect, it } from 'vitest';
import { parisClockGap, parisInstantOfWall } from './paris-time';

describe('parisClockGap', () => {
  it('finds the hour Paris skips when summer time starts, and names it', () => {
    expect(parisClockGap('2027-03-28', '02:30')).toEqual({ from: '02:00', to: '03:00' });
    expect(parisClockGap('2027-03-28', '02:00')).toEqual({ from: '02:00', to: '03:00' });
    expect(parisClockGap('2027-03-28', '02:59')).toEqual({ from: '02:00', to: '03:00' });
    expect(parisClockGap('2026-03-29', '02:15')).toEqual({ from: '02:00', to: '03:00' });
  });

  it('accepts every time the clocks show, including either side of the gap and the repeated autumn hour', () => {
    expect(parisClockGap('2027-03-28', '01:59')).toBeNull();
    expect(parisClockGap('2027-03-28', '03:00')).toBeNull();
    expect(parisClockGap('2027-03-27', '02:30')).toBeNull();
    expect(parisClockGap('2027-10-31', '02:30')).toBeNull();
    expect(parisClockGap('2027-01-01', '00:00')).toBeNull();
    expect(parisClockGap('2027-06-15', '23:59')).toBeNull();
    expect(parisClockGap('2027-03-28', '9h30')).toBeNull();
  });
});

describe('parisInstantOfWall', () => {
  it('reads winter and summer wall times', () => {
    expect(new Date(parisInstantOfWall(Date.UTC(2026, 0, 15, 9, 0))).toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(new Date(parisInstantOfWall(Date.UTC(2026, 6, 15, 9, 0))).toISOString()).toBe(
      '2026-07-15T07:00:00.000Z',
    );
  });

  it('moves a skipped time to the instant the clocks jump', () => {
    expect(new Date(parisInstantOfWall(Date.UTC(2026, 2, 29, 2, 30))).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });
});
