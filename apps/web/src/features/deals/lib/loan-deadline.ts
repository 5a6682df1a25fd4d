import { addDaysToDate, isCalendarDate } from '@immopilote/contracts';

/** The usual length of a compromis' loan condition (the law asks for at least 30 days). */
const DEFAULT_LOAN_DAYS = 45;

/** The loan deadline the dialog proposes for a compromis signed on that day. */
export const proposedLoanDeadline = (signedOn: string) => addDaysToDate(signedOn, DEFAULT_LOAN_DAYS);

/**
 * The loan deadline once « Signé le » moves from one day to another (`before` is the last whole date:
 * a date typed character by character passes through texts that are none): the proposed one follows
 * the date, one the agent chose (any other day) stays. Null when it stays as it is.
 */
export function loanDeadlineAfterSignedOn(
  before: string,
  after: string,
  deadline: string | null,
): string | null {
  if (!deadline || before === after || !isCalendarDate(before) || !isCalendarDate(after)) return null;
  return deadline === proposedLoanDeadline(before) ? proposedLoanDeadline(after) : null;
}
