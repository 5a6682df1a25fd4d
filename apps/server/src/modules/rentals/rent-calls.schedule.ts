import { addDaysToDate, addMonthsToDate, type LeaseKind, parisToday } from '@immopilote/contracts';

/**
 * When a month's rent is called (decisions/rentals.md): the call for a month is issued from
 * RENT_CALL_LEAD_DAYS days before its due date (the lease's payment day of that month), so the
 * tenant has it before paying. The first month is the lease's start month, prorated by days when
 * the lease starts after the 1st, and due on the start day if the payment day is already past; no
 * call for a month after the lease ended (or, for a bail mobilité, after its term), and the last
 * month prorated to the end day. The run calls from the month the lease was recorded in the app:
 * rents before it were called before the app. Amounts are the lease's on the day the call is issued.
 */
export const RENT_CALL_LEAD_DAYS = 10;

export interface CallableLease {
  kind: LeaseKind;
  startOn: string;
  durationMonths: number;
  endedOn: string | null;
  paymentDay: number;
  rentCents: number;
  chargesCents: number;
  createdAt: Date;
}

export interface DueCall {
  period: string;
  dueOn: string;
  rentCents: number;
  chargesCents: number;
  /** The days covered when less than the whole month. */
  days: { from: string; to: string } | null;
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (period: string) => addDaysToDate(addMonthsToDate(period, 1), -1);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The lease's last day when it is known: its end, or a bail mobilité's term (not renewable). */
export function lastDayOf(lease: Pick<CallableLease, 'kind' | 'startOn' | 'durationMonths' | 'endedOn'>) {
  if (lease.endedOn) return lease.endedOn;
  if (lease.kind === 'mobilite')
    return addDaysToDate(addMonthsToDate(lease.startOn, lease.durationMonths), -1);
  return null;
}

/** The calls that should exist for this lease on `today` (the run inserts those missing). */
export function dueCalls(lease: CallableLease, today: string): DueCall[] {
  const last = lastDayOf(lease);
  const calls: DueCall[] = [];
  let period = later(monthOf(lease.startOn), monthOf(parisToday(lease.createdAt)));
  for (;;) {
    if (last && period > last) break;
    const payDay = `${period.slice(0, 8)}${String(lease.paymentDay).padStart(2, '0')}`;
    const dueOn = later(payDay, lease.startOn);
    if (addDaysToDate(dueOn, -RENT_CALL_LEAD_DAYS) > today) break;
    const end = monthEnd(period);
    const from = later(period, lease.startOn);
    const to = last ? earlier(end, last) : end;
    const whole = from === period && to === end;
    const share = (cents: number) =>
      whole
        ? cents
        : Math.round(
            (cents * (dayNumber(to) - dayNumber(from) + 1)) / (dayNumber(end) - dayNumber(period) + 1),
          );
    calls.push({
      period,
      dueOn,
      rentCents: share(lease.rentCents),
      chargesCents: share(lease.chargesCents),
      days: whole ? null : { from, to },
    });
    period = addMonthsToDate(period, 1);
  }
  return calls;
}

/** The days a stored call covers, found again from its lease (the PDF is drawn after the row). */
export function daysOfCall(lease: Parameters<typeof lastDayOf>[0], period: string) {
  const last = lastDayOf(lease);
  const end = monthEnd(period);
  const from = later(period, lease.startOn);
  const to = last ? earlier(end, last) : end;
  return from === period && to === end ? null : { from, to };
}
