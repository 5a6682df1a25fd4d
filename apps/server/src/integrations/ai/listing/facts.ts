import { aiMessages, type PropertyFacts } from '@immopilote/contracts';
import type { ListingProperty } from '../ai-provider';
import { euros, fold, frenchTypography, parseAmount, percent, squareMetres } from './french-text';

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

export type PropertyKind =
  | 'appartement'
  | 'maison'
  | 'studio'
  | 'loft'
  | 'villa'
  | 'duplex'
  | 'terrain'
  | 'local'
  | 'parking';

/**
 * What a legal French listing needs to know (FRENCH-RULES §2.1, §2.3, §2.5, §2.6). On main the
 * property has only name, price, type, address, city, zip and description, so the other facts are
 * read from the description and the user's supplementary text; when the property-facts issue adds
 * them as fields, `factsFromProperty` fills them first and the texts only complete them.
 */
export interface ListingFacts {
  transaction: 'sale' | 'rental';
  price: number;
  city: string;
  zip: string;
  kind: PropertyKind | null;
  rooms: number | null;
  bedrooms: number | null;
  surface: number | null;
  dpe: EnergyClass | 'vierge' | 'non-soumis' | null;
  ges: EnergyClass | null;
  energyCost: { min: number; max: number; year: number } | null;
  fees: { payer: 'seller' } | { payer: 'buyer'; percent: number } | null;
  charges: number | null;
  deposit: number | null;
  furnished: boolean | null;
  /** Words of the texts the title may use (never invented). */
  qualities: string[];
}

export type ListingGap = keyof typeof aiMessages.facts;

export function factsFromProperty(property: ListingProperty): ListingFacts {
  return {
    transaction: property.type === 'Location' ? 'rental' : 'sale',
    price: property.price,
    city: property.city,
    zip: property.zip,
    kind: null,
    rooms: null,
    bedrooms: null,
    surface: null,
    dpe: null,
    ges: null,
    energyCost: null,
    fees: null,
    charges: null,
    deposit: null,
    furnished: null,
    qualities: [],
  };
}

const AMOUNT = String.raw`(\d[\d\s\u00A0\u202F.]*(?:,\d+)?)`;

const KIND_WORDS: [RegExp, PropertyKind][] = [
  [/\bstudios?\b/, 'studio'],
  [/\bduplex\b/, 'duplex'],
  [/\blofts?\b/, 'loft'],
  [/\bvillas?\b/, 'villa'],
  [/\bmaisons?\b|\bpavillons?\b/, 'maison'],
  [/\bappartements?\b|\bappart\b|\b[tf][1-9]\b/, 'appartement'],
  [/\bterrains?\b/, 'terrain'],
  [/\blocal commercial\b|\blocaux\b|\bboutique\b|\bbureaux?\b/, 'local'],
  [/\bparking\b|\bgarage\b|\bbox\b/, 'parking'],
];

const QUALITY_WORDS = [
  'lumineux',
  'renove',
  'calme',
  'traversant',
  'spacieux',
  'terrasse',
  'balcon',
  'jardin',
] as const;

function firstNumber(text: string, pattern: RegExp): number | null {
  const match = pattern.exec(text);
  return match?.[1] ? parseAmount(match[1]) : null;
}

/** Facts read from free text; a fact the text does not state stays null (nothing is guessed). */
export function factsFromText(folded: string): Partial<ListingFacts> {
  const facts: Partial<ListingFacts> = {};
  facts.kind = KIND_WORDS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
  const surface = firstNumber(folded, /(\d+(?:[.,]\d+)?)\s*(?:m²|m2|m\^2|metres? carres?)/);
  facts.surface = surface && surface > 0 ? surface : null;
  const rooms = /\b[tf]([1-9])\b/.exec(folded)?.[1] ?? /(\d+)\s*pieces?\b/.exec(folded)?.[1];
  facts.rooms = rooms ? Number(rooms) : facts.kind === 'studio' ? 1 : null;
  const bedrooms = /(\d+)\s*chambres?\b/.exec(folded)?.[1];
  facts.bedrooms = bedrooms ? Number(bedrooms) : null;

  if (/\bdpe\s*(?::|=)?\s*vierge\b|\bdpe vierge\b/.test(folded)) facts.dpe = 'vierge';
  else if (/non soumis\s*(?:au|a un)?\s*dpe|dpe\s*(?::)?\s*non soumis/.test(folded)) facts.dpe = 'non-soumis';
  else {
    const dpe = /(?:\bdpe|classe energ\w*|etiquette energ\w*)\s*(?::|=)?\s*(?:classe\s*)?([a-g])\b/.exec(
      folded,
    )?.[1];
    facts.dpe = dpe ? (dpe.toUpperCase() as EnergyClass) : null;
  }
  const ges = /(?:\bges|classe climat|etiquette climat)\s*(?::|=)?\s*(?:classe\s*)?([a-g])\b/.exec(
    folded,
  )?.[1];
  facts.ges = ges ? (ges.toUpperCase() as EnergyClass) : null;

  const cost = new RegExp(`entre\\s+${AMOUNT}\\s*(?:€|euros?)?\\s+et\\s+${AMOUNT}\\s*(?:€|euros?)`).exec(
    folded,
  );
  const year = /\b(20[0-9]{2})\b/.exec(folded.slice(cost?.index ?? 0))?.[1];
  const [min, max] = [cost?.[1] && parseAmount(cost[1]), cost?.[2] && parseAmount(cost[2])];
  facts.energyCost =
    typeof min === 'number' && typeof max === 'number' && year ? { min, max, year: Number(year) } : null;

  if (/honoraires?[^.\n]{0,40}charge (?:du |des )?(?:vendeur|proprietaire)/.test(folded))
    facts.fees = { payer: 'seller' };
  else if (/honoraires?[^.\n]{0,40}charge (?:de l'|d')?(?:acquereur|acheteur)/.test(folded)) {
    const pct =
      firstNumber(folded, /honoraires?[^.\n]{0,80}?(\d+(?:[.,]\d+)?)\s*%/) ??
      firstNumber(folded, /(\d+(?:[.,]\d+)?)\s*%[^.\n]{0,40}honoraires?/);
    facts.fees = pct !== null ? { payer: 'buyer', percent: pct } : null;
  } else facts.fees = null;

  facts.charges =
    firstNumber(
      folded,
      new RegExp(`charges?\\s*(?:mensuelles?\\s*)?(?::|de)?\\s*${AMOUNT}\\s*(?:€|euros?)`),
    ) ??
    firstNumber(
      folded,
      new RegExp(`${AMOUNT}\\s*(?:€|euros?)\\s*(?:de\\s*)?(?:provision (?:sur|pour) )?charges`),
    );
  facts.deposit = firstNumber(
    folded,
    new RegExp(`(?:depot de garantie|caution)\\s*(?::|de)?\\s*${AMOUNT}\\s*(?:€|euros?)`),
  );
  facts.furnished =
    /\bnon meuble/.test(folded) || /\blocation vide\b/.test(folded)
      ? false
      : /\bmeuble(?:e|s)?\b/.test(folded)
        ? true
        : null;
  facts.qualities = QUALITY_WORDS.filter((w) => folded.includes(w));
  return facts;
}

const KIND_OF_PROPERTY: Partial<Record<NonNullable<PropertyFacts['kind']>, PropertyKind>> = {
  appartement: 'appartement',
  maison: 'maison',
  terrain: 'terrain',
  parking: 'parking',
  local_commercial: 'local',
};

/**
 * The facts the property-facts issue stores on the property (DPE, surfaces, fees, rental terms),
 * in the optimiser's terms; the texts only complete what is still unknown.
 */
export function factsFromStoredFacts(stored: Partial<PropertyFacts>): Partial<ListingFacts> {
  const facts: Partial<ListingFacts> = {};
  if (stored.kind) facts.kind = KIND_OF_PROPERTY[stored.kind] ?? null;
  if (stored.surfaceHabitable != null) facts.surface = stored.surfaceHabitable;
  if (stored.rooms != null) facts.rooms = stored.rooms;
  if (stored.bedrooms != null) facts.bedrooms = stored.bedrooms;
  if (stored.furnished != null) facts.furnished = stored.furnished;
  if (stored.dpeStatus === 'vierge') facts.dpe = 'vierge';
  else if (stored.dpeStatus === 'non_soumis') facts.dpe = 'non-soumis';
  else if (stored.dpeStatus === 'realise' && stored.dpeClass) facts.dpe = stored.dpeClass;
  if (stored.gesClass) facts.ges = stored.gesClass;
  if (stored.energyCostMin != null && stored.energyCostMax != null && stored.energyCostYear != null) {
    facts.energyCost = { min: stored.energyCostMin, max: stored.energyCostMax, year: stored.energyCostYear };
  }
  if (stored.feesPayer === 'vendeur') facts.fees = { payer: 'seller' };
  else if (stored.feesPayer && stored.feesPercent != null)
    facts.fees = { payer: 'buyer', percent: stored.feesPercent };
  if (stored.charges != null) facts.charges = stored.charges;
  if (stored.deposit != null) facts.deposit = stored.deposit;
  const outside = [
    stored.hasTerrace && 'terrasse',
    stored.hasBalcony && 'balcon',
    stored.hasGarden && 'jardin',
  ];
  const qualities = outside.filter((q): q is string => typeof q === 'string');
  if (qualities.length) facts.qualities = qualities;
  return facts;
}

/** The property's facts (stored ones first), completed by what its texts state; a known fact is kept. */
export function listingFacts(
  property: ListingProperty,
  infoSup: string | null,
  stored: Partial<PropertyFacts> = {},
): ListingFacts {
  const base = { ...factsFromProperty(property), ...factsFromStoredFacts(stored) };
  const read = factsFromText(fold([property.name, property.description ?? '', infoSup ?? ''].join('\n')));
  const merged = { ...base } as ListingFacts;
  for (const [key, value] of Object.entries(read) as [keyof ListingFacts, never][]) {
    if (merged[key] === null) merged[key] = value;
  }
  merged.qualities = [...new Set([...merged.qualities, ...(read.qualities ?? [])])];
  return merged;
}

/** The legal completeness check: what a legal ad of this property still lacks, in form order. */
export function legalGaps(facts: ListingFacts): ListingGap[] {
  const gaps: ListingGap[] = [];
  if (facts.dpe === null) gaps.push('dpe');
  const rated = facts.dpe !== null && facts.dpe !== 'vierge' && facts.dpe !== 'non-soumis';
  if (rated && facts.ges === null) gaps.push('ges');
  if (rated && facts.energyCost === null) gaps.push('energyCost');
  if (facts.surface === null && facts.kind !== 'terrain' && facts.kind !== 'parking') gaps.push('surface');
  if (facts.transaction === 'sale' && facts.fees === null) gaps.push('feesPayer');
  if (facts.transaction === 'rental') {
    if (facts.charges === null) gaps.push('charges');
    if (facts.deposit === null) gaps.push('deposit');
  }
  return gaps;
}

export function describeGaps(gaps: readonly ListingGap[]): string {
  return gaps.map((g) => aiMessages.facts[g]).join(', ');
}

/**
 * The mandatory mentions computed from the facts (arrêté du 10 janvier 2017 modifié, CCH
 * R.126-21 and R.126-24): prices with and without fees, rent, charges and deposit, DPE and GES
 * classes in capitals, the « consommation énergétique excessive » warning, the energy cost.
 */
export function legalMentions(facts: ListingFacts): string[] {
  const lines: string[] = [];
  if (facts.transaction === 'sale') {
    if (facts.fees?.payer === 'buyer') {
      const withoutFees = Math.round(facts.price / (1 + facts.fees.percent / 100));
      lines.push(
        `Prix : ${euros(facts.price)} honoraires inclus, dont ${percent(facts.fees.percent)} TTC à la charge de l’acquéreur, soit ${euros(withoutFees)} hors honoraires.`,
      );
    } else if (facts.fees?.payer === 'seller') {
      lines.push(`Prix : ${euros(facts.price)}, honoraires à la charge du vendeur.`);
    }
  } else {
    const charges = facts.charges !== null ? `, dont ${euros(facts.charges)} de charges` : '';
    lines.push(`Loyer : ${euros(facts.price)} par mois charges comprises${charges}.`);
    if (facts.deposit !== null) lines.push(`Dépôt de garantie : ${euros(facts.deposit)}.`);
    if (facts.furnished !== null) lines.push(facts.furnished ? 'Location meublée.' : 'Location vide.');
  }
  if (facts.surface !== null) lines.push(`Surface habitable : ${squareMetres(facts.surface)}.`);
  if (facts.dpe === 'vierge') lines.push('DPE vierge.');
  else if (facts.dpe === 'non-soumis') lines.push('Bien non soumis au DPE.');
  else if (facts.dpe !== null) {
    lines.push(`CLASSE ÉNERGIE : ${facts.dpe}${facts.ges ? ` – CLASSE CLIMAT : ${facts.ges}` : ''}`);
    if (facts.dpe === 'F' || facts.dpe === 'G') {
      lines.push(`Logement à consommation énergétique excessive : classe ${facts.dpe}.`);
    }
  }
  if (facts.energyCost) {
    lines.push(
      `Montant estimé des dépenses annuelles d’énergie pour un usage standard : entre ${euros(facts.energyCost.min)} et ${euros(facts.energyCost.max)} par an (prix moyens des énergies indexés sur l’année ${facts.energyCost.year}).`,
    );
  }
  // No-break spaces before the colons, as everywhere in the product's French.
  return lines.map(frenchTypography);
}

const comparable = (text: string) =>
  fold(text)
    .replace(/[\s\u00A0\u202F]+/g, ' ')
    .trim();

/**
 * The same legal check for every engine's description: each mandatory mention it lacks is
 * appended under « Informations légales ». Returns the description and what was added.
 */
export function withLegalMentions(description: string, mentions: readonly string[]) {
  const present = comparable(description);
  const missing = mentions.filter((m) => !present.includes(comparable(m)));
  if (missing.length === 0) return { description, added: [] as string[] };
  const block = `${present.includes('informations legales') ? '' : 'Informations légales :\n'}${missing.join('\n')}`;
  return { description: `${description.trimEnd()}\n\n${block}`, added: missing };
}
