import { fold } from './french-text';
import { factsFromText, type ListingFacts } from './facts';

const comparable = (text: string) =>
  fold(text)
    .replace(/[\s\u00A0\u202F]+/g, ' ')
    .trim();

export type LegalCheck =
  | { ok: true; description: string; added: string[] }
  | { ok: false; contradicts: 'dpeClass' | 'gesClass' };

/**
 * The same legal check on every engine's description before it is offered: an energy or climate
 * class that contradicts the stored facts refuses the answer (a wrong DPE in an ad exposes the
 * agency); each mandatory mention it lacks is appended under « Informations légales ».
 */
export function checkListingDescription(
  description: string,
  facts: ListingFacts,
  mentions: readonly string[],
  title: string,
): LegalCheck {
  const stated = factsFromText(description);
  for (const key of ['dpeClass', 'gesClass'] as const) {
    if (stated[key] && facts[key] && stated[key] !== facts[key]) return { ok: false, contradicts: key };
  }
  const present = comparable(description);
  const missing = mentions.filter((m) => !present.includes(comparable(m)));
  if (missing.length === 0) return { ok: true, description, added: [] };
  const block = `${present.includes(comparable(title).replace(/\s*:$/, '')) ? '' : `${title}\n`}${missing.join('\n')}`;
  return { ok: true, description: `${description.trimEnd()}\n\n${block}`, added: missing };
}
