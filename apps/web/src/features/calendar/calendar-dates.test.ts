import { describe, expect, it } from 'vitest';
import { eventBounds, visibleRange } from './components/calendar-dates';

const event = { date: '2026-03-29', startTime: '14:30', durationMinutes: 45 } as Parameters<
  typeof eventBounds
>[0];

describe('calendar dates', () => {
  it('asks for whole weeks from Monday around a month, the week, the day or the 30-day list', () => {
    const sunday = new Date(2026, 10, 29, 12);
    expect(visibleRange('month', sunday)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(visibleRange('week', sunday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(visibleRange('day', sunday)).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(visibleRange('agenda', sunday)).toEqual({ from: '2026-11-29', to: '2026-12-29' });
  });

  it('draws a timed entry for its duration and an entry without time as the whole day', () => {
    const timed = eventBounds(event);
    expect(timed.allDay).toBe(false);
    expect([timed.start.getHours(), timed.start.getMinutes()]).toEqual([14, 30]);
    expect([timed.end.getHours(), timed.end.getMinutes()]).toEqual([15, 15]);
    const day = eventBounds({ ...event, startTime: null, durationMinutes: null });
    expect(day).toMatchObject({ allDay: true });
    expect(day.start.getDate()).toBe(29);
  });
});
