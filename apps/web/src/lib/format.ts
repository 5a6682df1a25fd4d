/**
 * Builds a formatter on first use. Each `Intl` formatter costs a few milliseconds to build (the first
 * one loads the locale's data); built when their module loads, they all held up the start of every
 * page, most of which use one or two of them.
 */
export function builtOnce<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

const wholeEuros = builtOnce(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const withCents = builtOnce(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }));
const longDate = builtOnce(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }),
);
const shortDate = builtOnce(
  () => new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const dateTime = builtOnce(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** French euro formatting; rentals are suffixed '/mois' (spec 000 §9). */
export function formatPrice(value: number, type?: string): string {
  // Cents only when the amount has some, then always two digits (« 1 250,50 € », never « 1 250,5 € »).
  const text = (Number.isInteger(value) ? wholeEuros() : withCents()).format(value);
  return type === 'Location' ? `${text}/mois` : text;
}

/** An amount in cents (invoices, subscription prices), same rule as `formatPrice`. */
export function formatCents(cents: number): string {
  return formatPrice(cents / 100);
}

export function formatLongDate(value: string | Date): string {
  return longDate().format(typeof value === 'string' ? new Date(value) : value);
}

export function formatShortDate(value: string | Date): string {
  return shortDate().format(typeof value === 'string' ? new Date(value) : value);
}

/** « 22 nov. 2026, 14:05 »: when an event happened, to the minute. */
export function formatDateTime(value: string | Date): string {
  return dateTime().format(typeof value === 'string' ? new Date(value) : value);
}

/** « 68,5 m² », the number and its unit kept on one line. */
export function formatSurface(value: number): string {
  return `${value.toLocaleString('fr-FR')}\u00a0m²`;
}

/** « 4 250 €/m² », rounded to the euro. */
export function formatPricePerM2(value: number): string {
  return `${formatPrice(Math.round(value))}/m²`;
}
