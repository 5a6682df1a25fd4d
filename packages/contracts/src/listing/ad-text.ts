import { propertyFactsMessages } from '../messages/property-facts';
import { type ListingForMentions, listingMentions } from './mentions';

/**
 * A sentence that states a price, fees, a rent, charges, a deposit or the energy and climate
 * classes: these facts change (a price cut, a new DPE), so an ad's text never carries them; they
 * are written from the stored facts each time the ad is shown or exported (issue 26, §3).
 * `SQL_STRIP_LEGAL_MENTIONS` in migration 0026 holds the same three patterns; a test compares them.
 */
const MENTION_START =
  /^(?:[-–•*]\s*)?(?:(?:prix|loyer|honoraires|charges|dpe|ges)(?!\p{L})|compl[ée]ment de loyer|d[ée]p[ôo]t de garantie|bien en copropri[ée]t[ée]|classe [ée]nergie|classe climat|consommation [ée]nerg|[ée]missions de gaz|montant estim[ée]|d[ée]penses annuelles|logement [àa] consommation|bar[èe]me)/iu;
const MENTION_ANYWHERE = /honoraires|kwh|co[2₂]|classe [ée]nergie|classe climat/iu;
/** A mention states a figure, a class letter or the fee scale's address; « Prix à débattre » is not one. */
const STATES_A_FACT = /\d|(?<![\p{L}\p{N}])[A-G](?![\p{L}\p{N}])|https?:\/\//u;
const MENTIONS_HEADING = /^\s*informations l[ée]gales\s*:?\s*$/iu;

const isMention = (sentence: string) =>
  (MENTION_START.test(sentence) || MENTION_ANYWHERE.test(sentence)) && STATES_A_FACT.test(sentence);

export interface StrippedText {
  text: string;
  /** The sentences taken out, in order (the cleaning report shows them). */
  removed: string[];
}

/**
 * The free text of an ad without its legal mentions: the « Informations légales » block an
 * optimiser appended (heading and the lines under it) and any sentence elsewhere that states a
 * price, fees or an energy class. Everything else, line breaks included, is kept.
 */
export function withoutLegalMentions(text: string): StrippedText {
  const removed: string[] = [];
  const kept: string[] = [];
  let inBlock = false;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (MENTIONS_HEADING.test(line)) {
      inBlock = true;
      removed.push(line.trim());
      continue;
    }
    if (inBlock && line.trim() !== '') {
      removed.push(line.trim());
      continue;
    }
    inBlock = false;
    const sentences = line.split(/(?<=[.!?…])\s+(?=\S)/u);
    const left = sentences.filter((s) => {
      if (!isMention(s.trim())) return true;
      removed.push(s.trim());
      return false;
    });
    if (left.length === sentences.length) kept.push(line);
    else if (left.length > 0) kept.push(left.join(' '));
  }
  const cleaned = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text: removed.length === 0 ? text : cleaned, removed };
}

export const stripLegalMentions = (text: string) => withoutLegalMentions(text).text;

/** The mandatory mentions of the current facts under their « Informations légales » heading; '' when none. */
export function legalMentionsBlock(listing: ListingForMentions): string {
  const mentions = listingMentions(listing);
  return mentions.length === 0 ? '' : `${propertyFactsMessages.mentions.title}\n${mentions.join('\n')}`;
}

/**
 * The ad as it is shown or exported: the free text, then the mandatory mentions written from the
 * current facts (the text may have been written when the price or the DPE was another).
 */
export function adText(description: string, listing: ListingForMentions): string {
  const block = legalMentionsBlock(listing);
  const body = stripLegalMentions(description);
  return block ? `${body}\n\n${block}`.trim() : body;
}
