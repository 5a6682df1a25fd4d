import { type Mandate, mandateMessages as m } from '@immopilote/contracts';
import { formatShortDate } from '../../../lib/format';

/** A calendar day (YYYY-MM-DD) as « 02/11/2026 », read at noon so no time zone moves it. */
export const day = (date: string) => formatShortDate(new Date(`${date}T12:00:00`));

/** « à compter du 02/11/2026, 3 mois (jusqu’au 02/02/2027) » */
export function termText(mandate: Mandate): string {
  const until = m.until(day(mandate.endDate));
  return `${m.startOn(day(mandate.startDate))}, ${
    mandate.durationMonths === null ? until : `${m.months(mandate.durationMonths)} (${until})`
  }`;
}
