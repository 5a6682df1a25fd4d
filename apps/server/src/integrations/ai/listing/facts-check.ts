import { aiMessages, formatNumber } from '@immopilote/contracts';
import { parseAmount } from './french-text';
import type { ListingFacts } from './facts';

export type CheckedFact = keyof typeof aiMessages.correctedFacts;

export interface FactCorrection {
  fact: CheckedFact;
  said: string;
  stored: string;
}

/** The sentence before `index`: what decides whether a figure states the listing's price or surface. */
const sentenceBefore = (text: string, index: number) => {
  const before = text.slice(Math.max(0, index - 60), index);
  return before.slice(
    Math.max(before.lastIndexOf('.'), before.lastIndexOf('\n'), before.lastIndexOf('!')) + 1,
  );
};

const ENERGY =
  /((?<![\p{L}])(?:DPE|classe\s+[ée]nerg(?:ie|[ée]tique)|[ée]tiquette\s+[ée]nerg(?:ie|[ée]tique))\s*(?:[:=]\s*)?(?:classe\s+)?)([A-G])(?![\p{L}\p{N}])/giu;
const CLIMATE =
  /((?<![\p{L}])(?:GES|classe\s+climat|[ée]tiquette\s+climat)\s*(?:[:=]\s*)?(?:classe\s+)?)([A-G])(?![\p{L}\p{N}])/giu;
const ROOMS_TYPE = /(?<![\p{L}\p{N}])([TF])([1-9])(?![\p{L}\p{N}])/gu;
const ROOMS_WORD = /(?<![\p{N}])(\d{1,2})(\s*pi[èe]ces?)(?![\p{L}])/giu;
const SURFACE = /(?<![\p{N},.])(\d+(?:[.,]\d+)?)(\s*(?:m²|m2|mètres?\s+carrés?))(?![\p{L}\p{N}])/giu;
const AMOUNT = /(?<![\p{N}])(\d{1,3}(?:[ \u00A0\u202F.]\d{3})+|\d+)(?:,\d{1,2})?(?=\s*(?:€|euros?\b))/giu;

const SURFACE_NOT_LIVING =
  /^\s*(?:de\s+)?(?:terrain|jardin|parcelle|loi\s+carrez|carrez|de\s+terrasse|terrasse|de\s+balcon|balcon)/iu;
const SURFACE_LIVING_AFTER = /^\s*habitables?/iu;
const SURFACE_LIVING_BEFORE =
  /(?:(?:surface|superficie)(?:\s+habitable)?\s*(?:[:=]|de|d['’]environ)?\s*(?:environ\s*)?|(?:appartement|maison|studio|duplex|loft|villa|pavillon|logement|bien|[TF][1-9]|\d\s*pi[èe]ces)(?:\s+[\p{L}'’-]+){0,3}\s+(?:de|d['’]environ|d['’])\s*)$/iu;
const CARREZ_BEFORE = /carrez[^.\n]{0,20}$/iu;

const PRICE_BEFORE =
  /(?:prix|loyer|propos[ée]e?s?\s+(?:à|au prix de)|affich[ée]e?s?\s+à|vendue?s?\s+à|au\s+prix\s+de|pour\s+seulement)\s*(?:de\s+|[:=]\s*|à\s+)?(?:seulement\s+)?$/iu;
const NOT_THE_PRICE_BEFORE =
  /(?:hors\s+honoraires|net\s+vendeur|honoraires|charges?|d[ée]p[ôo]t|caution|d[ée]penses?|co[ûu]ts?|entre|travaux|taxe|fonci[èe]re|[ée]tat\s+des\s+lieux|loyer\s+de\s+base|r[ée]f[ée]rence|frais|notaire|mensualit[ée]s?|budget|parking|garage|box|en\s+sus|option)[^.\n€]{0,30}$/iu;
/** A bare sum from this amount up is read as the sale price (a listing's other sums are far lower). */
const SALE_PRICE_FLOOR = 10_000;

const shownNumber = (value: number) => formatNumber(value, 2);

/**
 * Compares what an engine's text states with the stored facts — the price, the living surface,
 * the number of rooms, the energy and climate classes — and writes the stored one wherever the
 * text says otherwise, listing each change. Only figures the text plainly gives for the listing
 * count: a room's surface or the energy costs are not its surface or its price.
 */
export function correctListingFacts(
  text: string,
  facts: ListingFacts,
  { isTitle = false }: { isTitle?: boolean } = {},
): { text: string; corrections: FactCorrection[] } {
  const corrections: FactCorrection[] = [];
  const note = (fact: CheckedFact, said: string, stored: string) => {
    if (!corrections.some((c) => c.fact === fact && c.said === said))
      corrections.push({ fact, said, stored });
  };
  let out = text;

  for (const [pattern, fact, stored] of [
    [ENERGY, 'dpeClass', facts.dpeClass],
    [CLIMATE, 'gesClass', facts.gesClass],
  ] as const) {
    if (!stored) continue;
    out = out.replace(pattern, (whole, label: string, letter: string) => {
      // A lower-case letter may be a word (« DPE a réaliser »): the legal check judges it.
      if (letter !== letter.toUpperCase() || letter === stored) return whole;
      note(fact, letter, stored);
      return `${label}${stored}`;
    });
  }

  if (facts.rooms !== null) {
    const rooms = facts.rooms;
    out = out
      .replace(ROOMS_TYPE, (whole, letter: string, n: string) => {
        if (Number(n) === rooms || rooms > 9) return whole;
        note('rooms', whole, `${letter}${rooms}`);
        return `${letter}${rooms}`;
      })
      .replace(ROOMS_WORD, (whole, n: string, word: string, offset: number, all: string) => {
        // « dont 2 pièces » or « 2 pièces d’eau » are parts of the listing, not its count.
        const after = all.slice(offset + whole.length, offset + whole.length + 10);
        if (
          Number(n) === rooms ||
          /\bdont\s*$/iu.test(sentenceBefore(all, offset)) ||
          /^\s*d['’]eau/iu.test(after)
        ) {
          return whole;
        }
        note('rooms', whole.trim(), `${rooms}${word.replace(/s$/, rooms > 1 ? 's' : '')}`);
        return `${rooms}${word}`;
      });
  }

  if (facts.surfaceHabitable !== null) {
    const living = facts.surfaceHabitable;
    const carrez = facts.surfaceCarrez;
    out = out.replace(SURFACE, (whole, n: string, unit: string, offset: number, all: string) => {
      const after = all.slice(offset + whole.length, offset + whole.length + 30);
      const before = sentenceBefore(all, offset);
      if (SURFACE_NOT_LIVING.test(after) || CARREZ_BEFORE.test(before)) return whole;
      const claims = isTitle || SURFACE_LIVING_AFTER.test(after) || SURFACE_LIVING_BEFORE.test(before);
      const value = parseAmount(n);
      if (!claims || value === null) return whole;
      if (Math.abs(value - living) < 1 || (carrez !== null && Math.abs(value - carrez) < 1)) return whole;
      note('surface', `${n}${unit}`, `${shownNumber(living)}\u00A0m²`);
      return `${shownNumber(living)}${unit}`;
    });
  }

  const price = facts.price;
  const otherSums = [
    facts.priceExclFees,
    facts.priceExclFees !== null ? price - facts.priceExclFees : null,
    facts.coproCharges,
    facts.charges,
    facts.deposit,
    facts.tenantFees,
    facts.tenantFeesInventory,
    facts.rentBase,
    facts.energyCostMin,
    facts.energyCostMax,
  ].filter((v): v is number => v !== null);
  out = out.replace(AMOUNT, (whole, n: string, offset: number, all: string) => {
    const value = parseAmount(whole);
    const before = sentenceBefore(all, offset);
    if (value === null || Math.abs(value - price) < 1) return whole;
    if (otherSums.some((sum) => Math.abs(sum - value) < 1) || NOT_THE_PRICE_BEFORE.test(before)) return whole;
    const claims = PRICE_BEFORE.test(before) || (facts.type === 'Vente' && value >= SALE_PRICE_FLOOR);
    if (!claims) return whole;
    note('price', `${n}\u00A0€`, `${shownNumber(price)}\u00A0€`);
    return shownNumber(price);
  });

  return { text: out, corrections };
}

/** The French sentence shown with the proposal for one correction. */
export function correctionText(c: FactCorrection): string {
  return aiMessages.corrected(aiMessages.correctedFacts[c.fact], c.said, c.stored);
}
