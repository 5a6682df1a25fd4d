import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, componentProblems, typographyProblemsIn } from './typography/typography';

const messagesDir = fileURLToPath(new URL('../../../packages/contracts/src/messages', import.meta.url));
const fixture = fileURLToPath(new URL('./typography/bad-catalogue.fixture.txt', import.meta.url));

describe('catalogue typography (UX.md)', () => {
  const catalogues = readdirSync(messagesDir).filter((f) => f.endsWith('.ts'));

  it.each(catalogues)('%s follows the French typography rules', (file) => {
    const problems = catalogueProblems(file, readFileSync(join(messagesDir, file), 'utf8'));
    expect(problems.map((p) => `${file}:${p.line} ${p.rule} — ${JSON.stringify(p.text)}`)).toEqual([]);
  });

  it('the web components write their own words by the same rules', () => {
    const webDir = fileURLToPath(new URL('../../web/src', import.meta.url));
    const components = readdirSync(webDir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.tsx') && !f.includes('.test.'),
    );
    expect(components.length).toBeGreaterThan(50);
    const problems = components.flatMap((f) =>
      componentProblems(f, readFileSync(join(webDir, f), 'utf8')).map(
        (p) => `${f}:${p.line} ${p.rule} — ${JSON.stringify(p.text)}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('finds every mistake of a badly written catalogue, one per string', () => {
    const source = readFileSync(fixture, 'utf8');
    const problems = catalogueProblems('bad.ts', source);
    const lines = new Set(problems.map((p) => p.line));
    // Lines 3 to 12 each hold one bad string; the comment on line 1 is not checked.
    expect([...lines].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(problems.map((p) => p.rule)).size).toBe(9);
  });

  it('checks JSX text and visible attributes, not code', () => {
    const source = `export const A = () => <p title="Voir l'aide" className="a:b">Code de l'agence :</p>;`;
    expect(componentProblems('a.tsx', source).map((p) => p.text)).toEqual([
      "Voir l'aide",
      "Code de l'agence :",
      "Code de l'agence :",
    ]);
  });

  it('leaves URLs, times, placeholders and well-set punctuation alone', () => {
    for (const text of [
      'https://www.immopilote.fr/tarifs?offre=pro#faq',
      'Rendez-vous à 10:30',
      'Le {count} — {name}',
      'Adresse e-mail',
      'E-mail du client',
      'Prêt à gagner du temps\u00a0?',
      'Statut changé en «\u00a0Vendu\u00a0»',
      'Historique – T3',
      '−70\u00a0%',
      'contact@immopilote.fr',
    ]) {
      expect(typographyProblemsIn(text), text).toEqual([]);
    }
  });
});
