import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/**
 * The classes of user input that once reached PostgreSQL as errors (issue 9, item 3), and the
 * wider unicode and number edge cases the fuzz pass throws at every field of every route.
 */

/** NUL cannot be stored in PostgreSQL text; a lone surrogate has no UTF-8 form (it travels in JSON as \ud800). */
export const UNSTORABLE_TEXT = ['Jean\u0000Dupont', '\u0000', 'Dupont\ud800', '\udfff rue'] as const;

/** Pass a YYYY-MM-DD pattern, not the calendar (nor PostgreSQL's date). */
export const IMPOSSIBLE_DATES = [
  '2024-02-31',
  '2023-02-29',
  '0000-01-01',
  '2024-13-01',
  '2024-04-31',
] as const;

/** Timestamps shaped like the ones a list cursor carries, but that no clock shows. */
export const IMPOSSIBLE_CURSOR_TIMES = [
  '2024-02-31 10:00:00+00',
  '0000-01-01 00:00:00+00',
  '2024-01-01 25:00:00+00',
  '2024-01-01 10:61:00+00',
  '2024-01-01 10:00:00.5+99',
] as const;

/** A cursor as the API encodes it, holding the given time. */
export const cursorHolding = (time: string) =>
  Buffer.from(JSON.stringify([time, randomUUID()])).toString('base64url');

const hugeNumbers = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_VALUE,
  -0,
  '1e400',
  '-1e400',
  '99999999999999999999999999',
  '0x10',
  'NaN',
  'Infinity',
);

const controlCharacters = fc
  .array(
    fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || (c >= 0x7f && c <= 0x9f)),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((codes) => `Jean${String.fromCharCode(...codes)}Dupont`);

/** Any code unit sequence, lone surrogates included. */
const anyUtf16 = fc.string({ unit: 'binary', maxLength: 60 });

const unicodeOddities = fc.constantFrom(
  '\u202eesreveR',
  'zero\u200bwidth\ufeff',
  'é'.normalize('NFD').repeat(50),
  '🏠'.repeat(300),
  '\uffff\ufffe',
  'ǅ𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
);

const veryLong = fc.constantFrom('x'.repeat(300_000), 'é'.repeat(70_000), '0'.repeat(10_000));

/** One hostile value for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...UNSTORABLE_TEXT),
  fc.constantFrom(...IMPOSSIBLE_DATES),
  hugeNumbers,
  controlCharacters,
  anyUtf16,
  unicodeOddities,
  veryLong,
  fc.constantFrom(null, true, [], {}, ['a', 'b']),
);
