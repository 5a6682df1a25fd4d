/** A YYYY-MM-DD day as a local noon, so no time zone moves it to the day before when formatted. */
export function calendarDay(day: string): Date {
  return new Date(`${day}T12:00:00`);
}
