import { type Mandate, mandateMessages as m } from '@immopilote/contracts';
import { formatEuros, formatPercent, formatShortDate } from '../../../lib/format';

/** A calendar day (YYYY-MM-DD) as « 02/11/2026 », read at noon so no time zone moves it. */
export const day = (date: string) => formatShortDate(new Date(`${date}T12:00:00`));

/** « à compter du 02/11/2026, 3 mois (jusqu’au 02/02/2027) » */
export function termText(mandate: Mandate): string {
  const until = m.until(day(mandate.endDate));
  return `${m.startOn(day(mandate.startDate))}, ${
    mandate.durationMonths === null ? until : `${m.months(mandate.durationMonths)} (${until})`
  }`;
}

/** The register's « Signature » cell: « Contresigné le … » or « Non signé » (the line stays either way). */
export const signatureText = (mandate: Mandate) =>
  mandate.countersignedOn ? m.countersignedOn(day(mandate.countersignedOn)) : m.notSigned;

/** The loi Hamon period on the line: « Rétractation jusqu’au … » or « Rétracté le … »; null when none. */
export function retractionText(mandate: Mandate): string | null {
  if (mandate.retractedOn) return m.retractedOn(day(mandate.retractedOn));
  if (mandate.retractionEndsOn) return m.retractionUntil(day(mandate.retractionEndsOn));
  return null;
}

/** « 4,5 % TTC du prix, à la charge de : L’acquéreur »; null on a line registered without the facts. */
export function feeText(mandate: Mandate): string | null {
  if (!mandate.feeMode || !mandate.feePayer) return null;
  return m.feeText({
    mode: mandate.feeMode,
    amount: mandate.feeAmount === null ? null : formatEuros(mandate.feeAmount),
    rate: mandate.feeRate === null ? null : formatPercent(mandate.feeRate),
    payer: m.feePayerLabels[mandate.feePayer],
    gestion: mandate.activity === 'gestion',
  });
}
