import { parseFrenchDate, REVIEWS_MAX } from '@immopilote/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { fold } from '../listing/french-text';

/** One review as we analyse it, whatever its source (pasted, CSV, Google, …). */
export interface ParsedReview {
  rating: number | null;
  text: string;
  /** YYYY-MM-DD when known. */
  date: string | null;
  author: string | null;
}

/** « 4/5 », « 4,5 / 5 », « ★★★★☆ », « 4 étoiles », or a bare 1–5 in a rating column. */
export function parseRating(raw: string, bare = false): number | null {
  const text = fold(raw);
  const outOfFive = /(\d(?:[.,]\d)?)\s*\/\s*5\b/.exec(text) ?? /(\d(?:[.,]\d)?)\s*etoiles?\b/.exec(text);
  const stars = /★+/.exec(raw)?.[0].length;
  const value = outOfFive?.[1]
    ? Number(outOfFive[1].replace(',', '.'))
    : stars
      ? stars
      : bare && /^\s*\d(?:[.,]\d)?\s*$/.test(text)
        ? Number(text.trim().replace(',', '.'))
        : null;
  return value !== null && value >= 1 && value <= 5 ? value : null;
}

const COLUMN_NAMES = {
  rating: ['note', 'rating', 'etoiles', 'stars', 'score', 'evaluation'],
  text: ['texte', 'text', 'avis', 'commentaire', 'comment', 'review', 'contenu', 'message'],
  date: ['date', 'publie le', 'date de publication', 'created_at', 'publishtime'],
  author: ['auteur', 'author', 'nom', 'name', 'client'],
};

function columnOf(headers: string[], names: string[]): number {
  return headers.findIndex((h) => names.includes(fold(h).trim()));
}

/** A CSV export when its first line names a text column and one of note / date. */
function parseCsvExport(source: string): ParsedReview[] | null {
  const firstLine = source.split('\n', 1)[0] ?? '';
  const delimiter = [';', '\t', ','].find((d) => firstLine.includes(d));
  if (!delimiter) return null;
  let rows: string[][];
  try {
    rows = parseCsv(source, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    return null;
  }
  const headers = rows[0] ?? [];
  const col = {
    text: columnOf(headers, COLUMN_NAMES.text),
    rating: columnOf(headers, COLUMN_NAMES.rating),
    date: columnOf(headers, COLUMN_NAMES.date),
    author: columnOf(headers, COLUMN_NAMES.author),
  };
  if (col.text < 0 || (col.rating < 0 && col.date < 0)) return null;
  return rows.slice(1).flatMap((row) => {
    const text = (row[col.text] ?? '').trim();
    if (!text) return [];
    return [
      {
        text,
        rating: col.rating >= 0 ? parseRating(row[col.rating] ?? '', true) : null,
        date: col.date >= 0 ? parseFrenchDate(row[col.date] ?? '', { monthAlone: true }) : null,
        author: col.author >= 0 ? (row[col.author] ?? '').trim() || null : null,
      },
    ];
  });
}

const RATING_TOKEN = /(?:\b\d(?:[.,]\d)?\s*\/\s*5\b|★+☆*|\b\d\s*[ée]toiles?\b)/giu;
const DATE_TOKEN = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{4}\b/g;

/** Pasted text: reviews separated by blank lines, or one per line when there is no blank line. */
function parsePastedText(source: string): ParsedReview[] {
  const blocks = /\n\s*\n/.test(source) ? source.split(/\n\s*\n/) : source.split('\n');
  return blocks.flatMap((block) => {
    const rating = parseRating(block);
    const date = parseFrenchDate(block, { monthAlone: true });
    const text = block
      .replace(RATING_TOKEN, ' ')
      .replace(DATE_TOKEN, ' ')
      .replace(/^[\s\-–—•*|:]+|[\s\-–—•*|:]+$/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return text.length >= 3 ? [{ rating, text, date, author: null }] : [];
  });
}

/** The reviews of a paste or an imported CSV / text export, at most REVIEWS_MAX. */
export function parseReviews(source: string): ParsedReview[] {
  const normalised = source.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return [];
  return (parseCsvExport(normalised) ?? parsePastedText(normalised)).slice(0, REVIEWS_MAX);
}
