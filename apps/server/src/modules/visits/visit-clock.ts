import { parisInstantOfWall, parisToday, parisWall } from '@immopilote/contracts';

/** Paris's date and HH:MM at an instant: visits are planned in Paris wall time. */
export function parisClock(now: Date): { today: string; time: string } {
  return { today: parisToday(now), time: new Date(parisWall(now.getTime())).toISOString().slice(11, 16) };
}

/** The instant a visit starts (a day's entry without a time: the start of its day). */
export function visitStart(date: string, startTime: string | null): Date {
  return new Date(parisInstantOfWall(Date.parse(`${date}T${startTime?.slice(0, 5) ?? '00:00'}:00Z`)));
}

/** Monday is 1 … Sunday 7, on Paris's calendar. */
export function parisWeekday(today: string): number {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
