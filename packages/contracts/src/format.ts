/**
 * How ImmoPilote writes euros, numbers, surfaces, percentages, dates and times: the web, the server, the PDFs,
 * the e-mails and the exports all call these. French typography as `Intl` gives it (a narrow no-break space
 * between thousands, a no-break space before « € » and the units), and every date and time on the agencies'
 * clock, Paris time, whatever the machine's or the browser's time zone.
 *
 * Each `Intl` formatter is built on first use: building one costs a few milliseconds (the first one loads the
 * locale's data), and built when the module loads they all held up the start of every page, most of which use
 * one or two of them (docs/performance.md).
 */

const LOCALE = 'fr-FR';
const PARIS = 'Europe/Paris';
const NBSP = '\u00a0';

function builtOnce<K, T>(build: (key: K) => T): (key: K) => T {
  const built = new Map<K, T>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}

// `signDisplay: 'negative'`: an amount that rounds to zero is « 0 € », never « -0 € ».
const euros = builtOnce(
  (cents: boolean) =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'EUR',
      signDisplay: 'negative',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    }),
);
const decimals = builtOnce(
  (maximumFractionDigits: number) =>
    new Intl.NumberFormat(LOCALE, { maximumFractionDigits, signDisplay: 'negative' }),
);
const percents = builtOnce(
  (maximumFractionDigits: number) =>
    new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits, signDisplay: 'negative' }),
);

/** « 1 250 € », « 1 250,50 € », « -80 € »: cents only when the amount has some, then always two digits. */
export function formatEuros(value: number): string {
  return euros(Math.round(value * 100) % 100 !== 0).format(value);
}

/** A listing's price in euros; rentals are suffixed « /mois » (spec 000 §9). */
export function formatPrice(value: number, type?: string): string {
  const text = formatEuros(value);
  return type === 'Location' ? `${text}/mois` : text;
}

/** An amount in cents (invoices, subscription prices), same rule as `formatEuros`. */
export function formatCents(cents: number): string {
  return formatEuros(cents / 100);
}

/** An invoice's amount in cents, always with its cents (« 49,00 € »), as accounting documents write them. */
export function formatInvoiceAmount(cents: number): string {
  return euros(true).format(cents / 100);
}

/** « 4 250 €/m² », rounded to the euro. */
export function formatPricePerM2(value: number): string {
  return `${formatEuros(Math.round(value))}/m²`;
}

/** « 1 234,5 »: at most `maximumFractionDigits` decimals (2 unless told), none written when they are zero. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return decimals(maximumFractionDigits).format(value);
}

/** « 4,5 % » from 4.5 (a number of percent, as the forms take it, not a ratio). */
export function formatPercent(value: number, maximumFractionDigits = 2): string {
  return percents(maximumFractionDigits).format(value / 100);
}

/** « +12,5 % », « −3 % » (the minus sign, not a hyphen), « 0 % »: a change, to a tenth. */
export function formatPercentChange(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const text = formatPercent(Math.abs(rounded), 1);
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `−${text}`;
  return text;
}

/** « 68,5 m² », the number and its unit kept on one line. */
export function formatSurface(m2: number): string {
  return `${formatNumber(m2)}${NBSP}m²`;
}

/** « 850 m », « 1,2 km ». */
export function formatDistance(metres: number): string {
  return metres < 1000
    ? `${formatNumber(Math.round(metres), 0)}${NBSP}m`
    : `${formatNumber(metres / 1000, 1)}${NBSP}km`;
}

const DATE_STYLES = {
  /** « 5 mars 2024 », « 1er mars 2024 » */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** « 12 févr. 2024 » */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** « 05/03/2024 » */
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** « 23 novembre » */
  dayMonth: { day: 'numeric', month: 'long' },
  /** « 23/11 » */
  dayMonthNumeric: { day: '2-digit', month: '2-digit' },
  /** « 03/2024 » */
  monthNumeric: { month: '2-digit', year: 'numeric' },
  /** « mars 2024 » */
  month: { month: 'long', year: 'numeric' },
  /** « févr. 2024 » */
  monthShort: { month: 'short', year: 'numeric' },
  /** « févr. 24 » */
  monthCompact: { month: 'short', year: '2-digit' },
  /** « 22 nov. 2026, 14:05 »: when an event happened, to the minute. */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const dates = builtOnce(
  (style: DateStyle) => new Intl.DateTimeFormat(LOCALE, { ...DATE_STYLES[style], timeZone: PARIS }),
);

/**
 * An instant (a `Date` or an ISO timestamp) on the Paris clock, or a calendar day (`YYYY-MM-DD`, as the
 * schemas carry days) as that very day, whatever the time zone; « 1er » for the first of a month, as French
 * writes it.
 */
export function formatDate(value: Date | string, style: DateStyle): string {
  // Noon UTC is the same day in Paris (UTC+1 or +2): a calendar day is never shifted.
  const date =
    typeof value !== 'string'
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return dates(style)
    .format(date)
    .replace(/^1(?= \p{L})/u, '1er');
}

const numericDays = builtOnce(
  (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: PARIS, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** The day (YYYY-MM-DD) in France, where the agencies work, of `now` (today unless told), whatever the machine's time zone. */
export function parisToday(now: Date = new Date()): string {
  // Canadian English writes a day as YYYY-MM-DD.
  return numericDays('en-CA').format(now);
}

/** « 5 mars 2024 » */
export const formatLongDate = (value: Date | string) => formatDate(value, 'long');
/** « 05/03/2024 » */
export const formatShortDate = (value: Date | string) => formatDate(value, 'short');
/** « 22 nov. 2026, 14:05 » */
export const formatDateTime = (value: Date | string) => formatDate(value, 'dateTime');

/** `YYYY-MM-DD` plus whole months, the day clamped to the month's end (31 Jan + 1 month = 28 Feb). */
export function addMonthsToDate(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  // `%` keeps the sign of a negative month: twelve months back from November is last November.
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` plus whole days, on the calendar (no clock, no daylight saving). */
export function addDaysToDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
