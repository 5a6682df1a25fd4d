const PARIS = 'Europe/Paris';
const MINUTE = 60_000;

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Paris's clock at an instant, as the milliseconds of that wall time read as UTC. */
export function parisWall(instant: number): number {
  const p = Object.fromEntries(parisParts.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/**
 * What Paris's clocks showed at an instant, as a Date whose UTC fields carry it: for a format with no
 * time zone (a spreadsheet cell), where a 23:30 visit on the 1st must not read as the 2nd.
 */
export function parisWallClock(instant: Date): Date {
  return new Date(parisWall(instant.getTime()));
}

const offsetAt = (instant: number) => parisWall(instant) - instant;
const hhmm = (wall: number) => new Date(wall).toISOString().slice(11, 16);

/**
 * The instant the clocks jump around a wall time Paris skips, given the offsets of the days before
 * and after: a search by minutes between the two readings of that wall time.
 */
function jumpInstant(wall: number, before: number, after: number): number {
  let low = wall - after;
  let high = wall - before;
  while (high - low > MINUTE) {
    const mid = low + Math.max(1, Math.floor((high - low) / 2 / MINUTE)) * MINUTE;
    if (offsetAt(mid) === before) low = mid;
    else high = mid;
  }
  return high;
}

/**
 * The instant Paris's clocks show this wall time (ms read as UTC). A time in the hour skipped in
 * spring is the instant the clocks jump (nothing happened in between); a time shown twice in
 * autumn is one of its two instants.
 */
export function parisInstantOfWall(wall: number): number {
  const first = wall - offsetAt(wall);
  if (parisWall(first) === wall) return first;
  const second = wall - offsetAt(first);
  if (parisWall(second) === wall) return second;
  return jumpInstant(wall, offsetAt(wall - 86_400_000), offsetAt(wall + 86_400_000));
}

/** A stretch of wall-clock time that Paris skips when it moves to summer time (02:00 to 03:00). */
export interface ParisClockGap {
  /** HH:MM: the first minute that does not exist. */
  from: string;
  /** HH:MM: the clocks jump straight to this time. */
  to: string;
}

/**
 * The gap a wall-clock time (YYYY-MM-DD, HH:MM) falls in, or null when Paris's clocks do show it.
 * On the last Sunday of March 02:30 never happens: every library silently moves it an hour
 * (03:30), which would book an appointment at a time nobody chose.
 */
export function parisClockGap(date: string, time: string): ParisClockGap | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // Zod runs the object's checks even after a field failed: an unreadable date or time is the field's to refuse.
  if (Number.isNaN(wall)) return null;
  const before = offsetAt(wall - 86_400_000);
  const after = offsetAt(wall + 86_400_000);
  if ([before, after].some((offset) => parisWall(wall - offset) === wall)) return null;
  // The change happens between these instants: find its minute, where the clock jumps.
  const jump = jumpInstant(wall, before, after);
  return { from: hhmm(jump + before), to: hhmm(jump + after) };
}
