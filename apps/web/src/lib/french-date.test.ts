import { calendarMessages, historyEntryInputSchema } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import {
  dateFieldValue,
  frenchDateToIso,
  frenchTimeToHhmm,
  isoToFrenchDate,
  isoToPickerDay,
  pickerDayToIso,
  timeFieldValue,
} from './french-date';

describe('French dates and times as typed', () => {
  it('reads jj/mm/aaaa, loosely typed or pasted as ISO, and refuses days the calendar does not have', () => {
    expect(frenchDateToIso('12/03/2026')).toBe('2026-03-12');
    expect(frenchDateToIso(' 1/3/2026 ')).toBe('2026-03-01');
    expect(frenchDateToIso('12.03.2026')).toBe('2026-03-12');
    expect(frenchDateToIso('2026-03-12')).toBe('2026-03-12');
    expect(frenchDateToIso('29/02/2028')).toBe('2028-02-29');
    expect(frenchDateToIso('29/02/2026')).toBeNull();
    expect(frenchDateToIso('31/04/2026')).toBeNull();
    // Month first (the US order) is no day here.
    expect(frenchDateToIso('03/25/2026')).toBeNull();
    expect(frenchDateToIso('12/03/26')).toBeNull();
    expect(frenchDateToIso('12/03')).toBeNull();
  });

  it('shows a stored day as jj/mm/aaaa and leaves a half-typed text alone', () => {
    expect(isoToFrenchDate('2026-03-01')).toBe('01/03/2026');
    expect(isoToFrenchDate('12/0')).toBe('12/0');
    expect(isoToFrenchDate('')).toBe('');
  });

  it('reads hh:mm on 24 hours, with the French « h » too, and refuses what is no time of day', () => {
    expect(frenchTimeToHhmm('14:30')).toBe('14:30');
    expect(frenchTimeToHhmm('9:05')).toBe('09:05');
    expect(frenchTimeToHhmm('14h30')).toBe('14:30');
    expect(frenchTimeToHhmm('14 h 30')).toBe('14:30');
    expect(frenchTimeToHhmm('9h')).toBe('09:00');
    expect(frenchTimeToHhmm('00:00')).toBe('00:00');
    expect(frenchTimeToHhmm('24:00')).toBeNull();
    expect(frenchTimeToHhmm('14:60')).toBeNull();
    expect(frenchTimeToHhmm('2:30 PM')).toBeNull();
    expect(frenchTimeToHhmm('14')).toBeNull();
  });

  it('gives the form the stored value, blank, or the text for the schema to refuse', () => {
    expect(dateFieldValue('12/03/2026')).toBe('2026-03-12');
    expect(dateFieldValue('  ')).toBe('');
    expect(dateFieldValue('31/02/2026')).toBe('31/02/2026');
    expect(timeFieldValue('14h30')).toBe('14:30');
    expect(timeFieldValue('')).toBe('');
    expect(timeFieldValue('25:00')).toBe('25:00');
  });

  it('hands the picker a local day and takes its pick back without a time zone shift', () => {
    const day = isoToPickerDay('2026-10-25');
    expect(day).toEqual(new Date(2026, 9, 25));
    expect(pickerDayToIso(day!)).toBe('2026-10-25');
    expect(isoToPickerDay('25/10/2026')).toBeNull();
  });
});

describe('a typed visit time on the Paris clock', () => {
  const visit = (date: string, time: string) =>
    historyEntryInputSchema.safeParse({
      date: dateFieldValue(date),
      startTime: timeFieldValue(time),
      description: 'Visite',
      clientName: 'Hugo Martin',
    });

  it('refuses 02:30 on the night summer time starts, in French, under the time', () => {
    const result = visit('29/03/2026', '02:30');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['startTime'],
        message: calendarMessages.timeInClockGap('29 mars 2026', '02:30', '02:00', '03:00'),
      }),
    ]);
  });

  it('accepts the repeated autumn hour (placed in winter time, see docs/decisions/calendar.md) and a typo stays refused', () => {
    expect(visit('25/10/2026', '02h30').success).toBe(true);
    expect(visit('29/03/2026', '03:00').success).toBe(true);
    const typo = visit('31/02/2026', '10:00');
    expect(typo.error?.issues.map((i) => i.path)).toEqual([['date']]);
  });
});
