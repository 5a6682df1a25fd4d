import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { literalTexts } from './typography/literals';

const webDir = fileURLToPath(new URL('../../web/src', import.meta.url));
const fixture = fileURLToPath(new URL('./typography/literal-words.fixture.txt', import.meta.url));

/**
 * Literals that are not words to translate, by file and exact text. Nothing else may stay: a
 * French word in a component belongs in `packages/contracts/src/messages/`.
 */
const NOT_WORDS: Readonly<Record<string, readonly string[]>> = {
  // The start of any web address, shown in an empty URL field: the same in every language.
  'features/agency/components/fee-scale-card.tsx': ['https://'],
};

describe('components take their words from the catalogues (UX.md)', () => {
  const components = readdirSync(webDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    // `test/` holds the tests' helpers, not screens.
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.') && !f.startsWith('test/'));

  it('no component writes its own words', () => {
    expect(components.length).toBeGreaterThan(50);
    const literals = components.flatMap((f) =>
      literalTexts(f, readFileSync(join(webDir, f), 'utf8'))
        .filter(({ text }) => !(NOT_WORDS[f] ?? []).includes(text))
        .map(({ text, line }) => `${f}:${line} ${JSON.stringify(text)}`),
    );
    expect(literals).toEqual([]);
  });

  it('every exemption still names something that exists', () => {
    for (const [file, texts] of Object.entries(NOT_WORDS)) {
      const found = literalTexts(file, readFileSync(join(webDir, file), 'utf8')).map((l) => l.text);
      for (const text of texts) expect(found, `${file} ${text}`).toContain(text);
    }
  });

  it('finds the words of a component that writes them itself, and only those', () => {
    const found = literalTexts('bad.tsx', readFileSync(fixture, 'utf8'));
    // The fixture marks each line that must be found with « // mot » and nothing else.
    const expected = readFileSync(fixture, 'utf8')
      .split('\n')
      .flatMap((line, i) => (line.includes('// mot') ? [i + 1] : []));
    expect(expected.length).toBeGreaterThan(8);
    expect([...new Set(found.map((l) => l.line))]).toEqual(expected);
  });
});
