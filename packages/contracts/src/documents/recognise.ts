/**
 * The one recogniser of French document text: euro amounts, dates and names. The server reads
 * client documents' facts with its patterns and parsers (client scoring), the browser highlights
 * what it finds in an extracted text (/ocr-result). Pure: no I/O, no locale.
 */

import { foldAccents } from '../text';

/** What a span of text was recognised as. */
export type RecognisedKind = 'amount' | 'date' | 'name';

export interface RecognisedField {
  kind: RecognisedKind;
  /** Offsets in the text as given (UTF-16 code units, `end` excluded). */
  start: number;
  end: number;
  /** The span as it appears in the text. */
  text: string;
  /** The words before the value on its line, when they end with a colon: « Loyer mensuel ». */
  label: string | null;
  /** Euros for an amount, YYYY-MM-DD for a date with its year, the name with single spaces. */
  value: number | string | null;
}

/** A group of digits as French documents print them: « 38 450 », « 1.812,34 », « 2 104.50 ». */
export const FRENCH_AMOUNT_PATTERN = '(\\d{1,3}(?:[ .\\u00a0\\u202f]?\\d{3})*(?:,\\d{1,2})?)';
/** « 15/03/2021 », « 15.03.2021 », « 1er mars 2019 », « 3 février 2020 ». */
export const FRENCH_DATE_PATTERN =
  '(\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{4}|\\d{1,2}(?:er)?\\s+[a-zéèûô]+\\s+\\d{4})';

/** « 38 450 », « 1 812,34 », « 1.812,34 €», « 2 104.50 » → a number of euros. */
export function parseFrenchAmount(raw: string): number | null {
  let s = raw.replace(/[€\s\u00a0\u202f]/g, '');
  if (!/\d/.test(s)) return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/\.\d{3}(?:\.|$)/.test(s)) s = s.replace(/\./g, '');
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export const FRENCH_MONTHS: Readonly<Record<string, number>> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The one French date reader: « 2021-03-15 », « 15/03/2021 », « 15.03.2021 », « 1er mars 2019 »,
 * « 3 février 2020 » → YYYY-MM-DD; null for anything that is not a calendar date. With `monthAlone`,
 * « mars 2024 » is read as its first day (a review dated by month only).
 */
export function parseFrenchDate(raw: string, { monthAlone = false } = {}): string | null {
  const iso = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/.exec(raw);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)/.exec(raw);
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const day = monthAlone ? '(?:(\\d{1,2})(?:er)?\\s+)?' : '(\\d{1,2})(?:er)?\\s+';
  // The month is a whole word of 3 to 9 letters (« mai » to « septembre »): a bounded run tried only at a
  // word's start keeps a 300 000-letter paste linear, where `\p{L}+` from every letter was quadratic.
  for (const written of raw.matchAll(
    new RegExp(`(?<!\\d)${day}(?<!\\p{L})(\\p{L}{3,9})\\s+(\\d{4})(?!\\d)`, 'giu'),
  )) {
    const month = FRENCH_MONTHS[foldAccents(written[2]!)];
    if (month) return isoDate(Number(written[3]), month, Number(written[1] ?? 1));
  }
  return null;
}

// ---- finding the spans ------------------------------------------------------------------------

const SPACE = '[ \\u00a0\\u202f]';
/** An amount is a number with its currency: « 1 250 € », « 42 500 euros », « 1 812,34 EUR », « € 90 ». */
const AMOUNT_SPAN = new RegExp(
  `(?<![\\d,.])(?:\\d{1,3}(?:${SPACE}?\\.?\\d{3})+|\\d+)(?:,\\d{1,2})?${SPACE}?(?:€|euros?\\b|EUR\\b)|€${SPACE}?\\d+(?:${SPACE}\\d{3})*(?:,\\d{1,2})?`,
  'giu',
);
const MONTH_NAMES =
  'janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre';
/** Numeric dates need their year; written dates may leave it out (« le 12 février »). */
const DATE_SPAN = new RegExp(
  `(?<!\\d)(?:\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{4}|(?:1er|\\d{1,2})${SPACE}+(?:${MONTH_NAMES})(?:${SPACE}+\\d{4})?)(?!\\d)`,
  'giu',
);
const NAME_WORD = "\\p{Lu}[\\p{L}'’-]*";
const NAME_VALUE = `${NAME_WORD}(?:[ \\u00a0\\u202f]${NAME_WORD}){0,4}`;
/** A label's letters in either case, while the value keeps its capital (an `i` flag would let \p{Lu} match any letter). */
const anyCase = (label: string) =>
  label
    .split(' ')
    .map((word) => word.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`))
    .join(`${SPACE}+`);
const NAME_LABELS = [
  'nom de naissance',
  'nom d’usage',
  "nom d'usage",
  'nom de famille',
  'nom',
  'prénoms',
  'prénom',
  'prenoms',
  'prenom',
  'titulaire',
  'locataire',
  'bailleur',
  'propriétaire',
  'employeur',
  'salarié',
  'salariée',
  'raison sociale',
].map(anyCase);
/** Identity fields of forms and documents: « Nom : DUPRÉ », « Prénoms : Hélène », « Locataire : … ». */
const LABELLED_NAME = new RegExp(
  `(?<![\\p{L}])(?:${NAME_LABELS.join('|')})${SPACE}*:${SPACE}*(${NAME_VALUE})`,
  'gu',
);
/** A civility followed by capitalised words: « Madame Hélène Dupré », « M. Louis MOREAU ». */
const CIVILITY_NAME = new RegExp(
  `(?<![\\p{L}])(?:M\\.?|Mme|Mlle|Monsieur|Madame|Mademoiselle|Me|Maître)${SPACE}+(${NAME_VALUE})`,
  'gu',
);

/** The words that introduce a value on its line, when they end with a colon. */
function labelBefore(text: string, start: number): string | null {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before = text.slice(lineStart, start);
  const m = /([\p{L}][\p{L}\p{N} '’()-]{0,60}?)[ \u00a0\u202f]*:[ \u00a0\u202f]*$/u.exec(before);
  return m ? m[1]!.trim() : null;
}

function collect(text: string, pattern: RegExp, make: (m: RegExpExecArray) => RecognisedField | null) {
  const out: RecognisedField[] = [];
  for (const m of text.matchAll(pattern)) {
    const field = make(m as RegExpExecArray);
    if (field) out.push(field);
  }
  return out;
}

function spanOf(kind: RecognisedKind, text: string, start: number, raw: string): RecognisedField {
  const trimmed = raw.replace(/[\s\u00a0\u202f]+$/u, '');
  const end = start + trimmed.length;
  const value =
    kind === 'amount'
      ? parseFrenchAmount(trimmed.replace(/euros?|EUR/giu, ''))
      : kind === 'date'
        ? parseFrenchDate(trimmed)
        : trimmed.replace(/[\s\u00a0\u202f]+/gu, ' ');
  return { kind, start, end, text: trimmed, label: labelBefore(text, start), value };
}

/**
 * Every amount, date and name found in the text, in reading order, without overlaps (an amount
 * or a date wins over a name that would cover it).
 */
export function recogniseFields(text: string): RecognisedField[] {
  const amounts = collect(text, AMOUNT_SPAN, (m) => spanOf('amount', text, m.index, m[0]));
  const dates = collect(text, DATE_SPAN, (m) => spanOf('date', text, m.index, m[0]));
  const nameOf = (m: RegExpExecArray) => {
    const value = m[1]!;
    return spanOf('name', text, m.index + m[0].length - value.length, value);
  };
  const names = [...collect(text, LABELLED_NAME, nameOf), ...collect(text, CIVILITY_NAME, nameOf)];
  const kept: RecognisedField[] = [];
  for (const field of [...amounts, ...dates, ...names]) {
    if (kept.some((k) => field.start < k.end && k.start < field.end)) continue;
    kept.push(field);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** A piece of the text, plain or recognised, with where it starts. */
export interface TextPart {
  start: number;
  text: string;
  field: RecognisedField | null;
}

/** The text cut at the recognised spans, for rendering: plain parts and fields alternate. */
export function splitByFields(text: string, fields: readonly RecognisedField[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const field of fields) {
    if (field.start > at) parts.push({ start: at, text: text.slice(at, field.start), field: null });
    parts.push({ start: field.start, text: text.slice(field.start, field.end), field });
    at = field.end;
  }
  if (at < text.length) parts.push({ start: at, text: text.slice(at), field: null });
  return parts;
}
