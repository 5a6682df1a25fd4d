import { addMonthsToDate } from '@immopilote/contracts';

/**
 * The days a lease's rent falls due for revision: each year on the agreed day (MM-DD), else on the
 * lease's anniversary, the first one a full year after the start. A 29 February falls on the 28th in
 * other years.
 */
export interface RevisionSchedule {
  startOn: string;
  revisionMonthDay: string | null;
}

const monthDayOf = (lease: RevisionSchedule) => lease.revisionMonthDay ?? lease.startOn.slice(5);

export function dueOnInYear(lease: RevisionSchedule, year: number): string {
  const monthDay = monthDayOf(lease);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return `${year}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

export function firstDueOn(lease: RevisionSchedule): string {
  const oneYearOn = addMonthsToDate(lease.startOn, 12);
  const year = Number(oneYearOn.slice(0, 4));
  const candidate = dueOnInYear(lease, year);
  return candidate >= oneYearOn ? candidate : dueOnInYear(lease, year + 1);
}

/** The latest due date on or before `today`, or null while the first one is still to come. */
export function latestDueOn(lease: RevisionSchedule, today: string): string | null {
  const first = firstDueOn(lease);
  if (first > today) return null;
  const year = Number(today.slice(0, 4));
  const candidate = dueOnInYear(lease, year);
  return candidate <= today ? candidate : dueOnInYear(lease, year - 1);
}

export const nextDueOn = (lease: RevisionSchedule, dueOn: string) =>
  dueOnInYear(lease, Number(dueOn.slice(0, 4)) + 1);

/** Whether `dueOn` is one of the lease's due dates. */
export const isDueOn = (lease: RevisionSchedule, dueOn: string) =>
  dueOn >= firstDueOn(lease) && dueOnInYear(lease, Number(dueOn.slice(0, 4))) === dueOn;
