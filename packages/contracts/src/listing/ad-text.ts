import { propertyFactsMessages } from '../messages/property-facts';
import { type ListingForMentions, listingMentions } from './mentions';

/**
 * A sentence that states a price, fees, a rent, charges, a deposit or the energy and climate
 * classes: these facts change (a price cut, a new DPE), so an ad's text never carries them; they
 * are written from the stored facts each time the ad is shown or exported (issue 26, §3).
 * Migration 0026's `immopilote_strip_legal_mentions` applies the same patterns in SQL (a test
 * compares the two), hence the spelled-out accents and spaces instead of `i` folding and `\s`.
 */
const SPACE = '[ \\t\\u00a0\\u202f]';
const MENTION_START = new RegExp(
  `^${SPACE}*(?:[-–•*]${SPACE}*)?(?:(?:prix|loyer|honoraires|charges|dpe|ges)(?![\\p{L}])|compl[éÉeE]ment de loyer|d[éÉeE]p[ôÔoO]t de garantie|bien en copropri[éÉeE]t[éÉeE]|classe [éÉeE]nergie|classe climat|consommation [éÉeE]nerg|[éÉeE]missions de gaz|montant estim[éÉeE]|d[éÉeE]penses annuelles|logement [àÀaA] consommation|bar[èÈeE]me)`,
  'iu',
);
const MENTION_ANYWHERE = /honoraires|kwh|co[2₂]|classe [éÉeE]nergie|classe climat/iu;
/** A mention states a figure, a class letter or the fee scale's address; « Prix à débattre » is not one. */
const STATES_A_FACT = /[0-9]|(?<![\p{L}\p{N}])[A-G](?![\p{L}\p{N}])|https?:\/\//u;
const MENTIONS_HEADING = new RegExp(`^${SPACE}*informations l[éÉeE]gales${SPACE}*:?${SPACE}*$`, 'iu');
const SENTENCE_END = new RegExp(`(?<=[.!?…])${SPACE}+(?=[^ \\t\\u00a0\\u202f])`, 'u');
const trimmed = (text: string) => text.replace(/^[ \t\n\u00a0\u202f]+|[ \t\n\u00a0\u202f]+$/g, '');

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
      removed.push(trimmed(line));
      continue;
    }
    if (inBlock && trimmed(line) !== '') {
      removed.push(trimmed(line));
      continue;
    }
    inBlock = false;
    const sentences = line.split(SENTENCE_END);
    const left = sentences.filter((s) => {
      if (!isMention(s)) return true;
      removed.push(trimmed(s));
      return false;
    });
    if (left.length === sentences.length) kept.push(line);
    else if (left.length > 0) kept.push(left.join(' '));
  }
  const cleaned = trimmed(kept.join('\n').replace(/\n{3,}/g, '\n\n'));
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
