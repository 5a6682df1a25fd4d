/** Small French text helpers shared by the built-in engines. */

/** Lower case without accents, for matching words whatever the user typed. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
}

const NBSP = '\u00A0';
const NNBSP = '\u202F';

const integerFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** « 320 000 € » with the no-break spaces of French typography. */
export function euros(value: number): string {
  const format = Number.isInteger(value)
    ? integerFormat
    : new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${format.format(value)}${NBSP}€`;
}

export function number(value: number): string {
  return decimalFormat.format(value);
}

export function squareMetres(value: number): string {
  return `${number(value)}${NBSP}m²`;
}

export function percent(value: number): string {
  return `${number(value)}${NBSP}%`;
}

/** A French amount as typed: « 1 100 », « 1100,50 », « 1.100 ». */
export function parseAmount(raw: string): number | null {
  const compact = raw.replace(/[\s\u00A0\u202F]/g, '');
  const normalised = /^\d{1,3}(\.\d{3})+$/.test(compact)
    ? compact.replace(/\./g, '')
    : compact.replace(',', '.');
  const value = Number(normalised);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * French typography for text written by people in a hurry: typographic apostrophes and
 * guillemets, the ellipsis character, no-break spaces before « ; : ! ? », € and %, « m² », one
 * space between words, capitals at the start of sentences. Never changes the words themselves.
 */
export function frenchTypography(text: string): string {
  let t = text.replace(/\r\n?/g, '\n');
  // Ordinary spaces only: the no-break ones are typography already (and make this idempotent).
  t = t.replace(/[ \t]+/g, ' ');
  t = t.replace(/ *\n */g, '\n').replace(/\n{3,}/g, '\n\n');
  t = t.replace(/\.{3,}/g, '…');
  t = t.replace(/([!?])\1+/g, '$1');
  t = t.replace(/(\p{L})'(?=\p{L})/gu, '$1’');
  t = t.replace(/"\s*([^"\n]+?)\s*"/g, `«${NNBSP}$1${NNBSP}»`);
  t = t.replace(/\b(\d+(?:[.,]\d+)?) ?m2\b/g, `$1${NBSP}m²`);
  t = t.replace(/ +([,.…])/g, '$1');
  t = t.replace(/,(?=\p{L})/gu, ', ');
  // Only before a space or the end, so « 10:30 » and addresses with « ? » are left alone.
  t = t.replace(/(\S) ?([;!?])(?=\s|$)/g, `$1${NNBSP}$2`);
  t = t.replace(/(\S) ?:(?=\s|$)/g, `$1${NBSP}:`);
  t = t.replace(/(\d) ?(€|%)/g, `$1${NBSP}$2`);
  t = t.replace(
    /(^|[.!?…]\s+|\n)(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
  return t.trim();
}
