import { foldAccents } from '@immopilote/contracts';

/** Small French text helpers shared by the built-in engines. */

/** Lower case without accents and with plain apostrophes, for matching words whatever the user typed. */
export function fold(text: string): string {
  return foldAccents(text).replace(/[’‘`]/g, "'");
}

const NBSP = '\u00A0';
const NNBSP = '\u202F';

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
  // « calme…très » and « rangements.Libre »: a sentence ends, a space follows (not in « www.site.fr »).
  t = t.replace(/…(?=\p{L})/gu, '… ');
  t = t.replace(/(\p{Ll})\.(?=\p{Lu})/gu, '$1. ');
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

/**
 * Accents an agent leaves out when typing fast, in the words of listings where the unaccented
 * form is not another French word (« a » alone is the verb: only fixed phrases are corrected).
 */
const ACCENTED: Record<string, string> = {
  tres: 'très',
  equipee: 'équipée',
  equipees: 'équipées',
  equipe: 'équipé',
  equipes: 'équipés',
  sejour: 'séjour',
  metro: 'métro',
  etage: 'étage',
  etages: 'étages',
  renove: 'rénové',
  renovee: 'rénovée',
  renoves: 'rénovés',
  renovees: 'rénovées',
  renover: 'rénover',
  independante: 'indépendante',
  independant: 'indépendant',
  entierement: 'entièrement',
  ecole: 'école',
  ecoles: 'écoles',
  electricite: 'électricité',
  electrique: 'électrique',
  batir: 'bâtir',
  viabilise: 'viabilisé',
  amenageable: 'aménageable',
  amenagee: 'aménagée',
  egout: 'égout',
  annees: 'années',
  separee: 'séparée',
  separe: 'séparé',
  pieces: 'pièces',
  piece: 'pièce',
  degagee: 'dégagée',
  degage: 'dégagé',
  securise: 'sécurisé',
  securisee: 'sécurisée',
  residence: 'résidence',
  proximite: 'proximité',
  lumiere: 'lumière',
  cheminee: 'cheminée',
  beneficie: 'bénéficie',
  exposee: 'exposée',
  expose: 'exposé',
  generale: 'générale',
  celier: 'cellier',
};

const PHRASES: [RegExp, string][] = [
  [/\brez de chauss[eé]e\b/gi, 'rez-de-chaussée'],
  [/\btout a l[’']/gi, 'tout-à-l’'],
  [
    /\ba (neuf|deux pas|pied|b[aâ]tir|r[eé]nover|proximit[eé]|vendre|louer|l[’']etage|\d+ ?(?:min|minutes|km|m)\b)/gi,
    'à $1',
  ],
  [/\b(\d+)(?:eme|ème|ieme|ième)\b/gi, '$1e'],
];

function withCase(original: string, replacement: string): string {
  return original[0] === original[0]!.toUpperCase()
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement;
}

/** Restores the accents of common listing words and a few fixed phrases; other words are kept. */
export function frenchSpelling(text: string): string {
  let t = text;
  for (const [pattern, replacement] of PHRASES) {
    t = t.replace(pattern, (match, ...groups) =>
      withCase(match, replacement.replace('$1', typeof groups[0] === 'string' ? groups[0] : '')),
    );
  }
  return t.replace(/\p{L}+/gu, (word) => {
    const accented = ACCENTED[word.toLowerCase()];
    return accented ? withCase(word, accented) : word;
  });
}

/** A paragraph that ends on a word gets its full stop; list lines (« – », « • ») are left as they are. */
export function withFullStops(text: string): string {
  return text
    .split('\n')
    .map((line) => (/^[-–•*]/.test(line) || !/[\p{L}\d)»]$/u.test(line) ? line : `${line}.`))
    .join('\n');
}
