import { addDays, isNonWorkingDay } from './calendar';
import { WITHDRAWAL_PERIOD_DAYS } from './constants';

/**
 * The last day the buyer may withdraw (CCH L271-1): ten days running from the day after the first
 * presentation of the signed act (registered letter or hand delivery), so the tenth day is the
 * presentation day + 10; a period that would end on a Saturday, a Sunday or a public holiday runs
 * to the next working day (CPC art. 642).
 */
export function withdrawalEndsOn(firstPresentationOn: string): string {
  let end = addDays(firstPresentationOn, WITHDRAWAL_PERIOD_DAYS);
  while (isNonWorkingDay(end)) end = addDays(end, 1);
  return end;
}
