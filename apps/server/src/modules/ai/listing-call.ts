import {
  AI_VALIDATION,
  aiMessages,
  type ListingProposal,
  listingGaps,
  listingMentions,
  type Property,
  propertyFactsMessages,
  stripLegalMentions,
} from '@immopilote/contracts';
import { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { AiProvider } from '../../integrations/ai';
import { listingFacts } from '../../integrations/ai/listing/facts';
import { correctionText, correctListingFacts } from '../../integrations/ai/listing/facts-check';
import { frenchTypography } from '../../integrations/ai/listing/french-text';
import { checkListingDescription } from '../../integrations/ai/listing/legal-check';
import { getAgencyProperty } from '../properties/properties.service';

/** What a listing job keeps of the request: the property is read again when the call runs. */
export const listingRequestSchema = z.object({ propertyId: z.uuid(), infoSup: z.string().nullable() });

export function answer(property: Property, engine: AiProvider['id']) {
  return {
    engine,
    original: { name: property.name, description: property.description ?? '' },
    proposal: null,
    infoSup: null,
    addedLegalMentions: [],
    missing: [],
    reason: null,
    corrections: [],
  } satisfies Omit<ListingProposal, 'validation'>;
}

/**
 * The call itself (in the request or in the jobs room). Every engine's answer passes the same
 * checks before it is offered: its price, surface, rooms and energy classes are corrected to the
 * stored facts (each correction named), a validation 1 must carry a title and a description that
 * still do not contradict the stored energy classes, and the mandatory mentions it left out are appended.
 */
export async function runListingCall(
  deps: AppDeps,
  scope: MemberScope,
  request: unknown,
  engine: AiProvider,
  signal: AbortSignal,
): Promise<{ result: ListingProposal }> {
  const { propertyId, infoSup } = listingRequestSchema.parse(request);
  const property = await getAgencyProperty(deps, scope, { id: propertyId });
  const facts = listingFacts(property, infoSup);
  const base = answer(property, engine.id);
  const gaps = listingGaps(facts);
  if (gaps.length > 0) {
    // The property changed since the request: the check answers, as it would have then.
    const infoSupText = gaps.map((g) => g.label).join(', ');
    return { result: { ...base, validation: AI_VALIDATION.needsInfo, infoSup: infoSupText, missing: gaps } };
  }
  const legalMentions = listingMentions(facts);
  const output = await engine.generate(
    'listing',
    {
      property: {
        name: property.name,
        price: property.price,
        type: property.type,
        address: property.address,
        city: property.city,
        zip: property.zip,
        description: property.description,
      },
      infoSup,
      facts,
      legalMentions,
    },
    { signal },
  );
  if (output.validation === AI_VALIDATION.ok && output.nom.trim() && output.description.trim()) {
    // Another engine's text gets the product's French typography (its words are kept).
    const typed = engine.external ? frenchTypography(output.description) : output.description.trim();
    // Figures and classes that contradict the stored facts are replaced by them, and the user told;
    // the legal check then refuses whatever contradiction the correction could not reach.
    const title = correctListingFacts(output.nom.trim(), facts, { isTitle: true });
    const body = correctListingFacts(typed, facts);
    const checked = checkListingDescription(
      body.text,
      facts,
      legalMentions,
      propertyFactsMessages.mentions.title,
    );
    if (!checked.ok) {
      return {
        result: {
          ...base,
          validation: AI_VALIDATION.error,
          reason: aiMessages.contradiction(aiMessages.contradictionFacts[checked.contradicts]),
        },
      };
    }
    // The mentions are written from the facts wherever the ad goes, and shown beside the
    // proposal; frozen in its text, a price cut or a new DPE would leave the old ones (issue 26).
    const description = stripLegalMentions(checked.description);
    // A text that was nothing but prices and classes leaves no ad to offer.
    if (!description.trim()) return { result: { ...base, validation: AI_VALIDATION.error } };
    return {
      result: {
        ...base,
        validation: AI_VALIDATION.ok,
        proposal: { name: title.text.slice(0, 200), description },
        addedLegalMentions: legalMentions,
        corrections: [...new Set([...title.corrections, ...body.corrections].map(correctionText))],
      },
    };
  }
  if (output.validation === AI_VALIDATION.needsInfo && output.infoSup.trim()) {
    // The engine wants more than the law does (its own reading): the user may answer in text.
    return { result: { ...base, validation: AI_VALIDATION.needsInfo, infoSup: output.infoSup.trim() } };
  }
  // Validation 3, or an answer without a title, a description or what it lacks: nothing to offer.
  return { result: { ...base, validation: AI_VALIDATION.error } };
}
