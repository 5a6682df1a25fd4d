/** Whole minutes from an instant to now (never negative: a clock a little ahead reads « à l’instant »). */
export function minutesSince(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
}
