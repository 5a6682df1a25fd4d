import { describe, expect, it } from 'vitest';
import { parisClockGap } from './paris-time';

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
