import { AI_VALIDATION, type ListingProposal, type Property } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import {
  describeGaps,
  legalGaps,
  legalMentions,
  listingFacts,
  withLegalMentions,
} from '../../integrations/ai/listing/facts';
import {
  getAgencyProperty,
  propertyListingSource,
  replaceListingText,
} from '../properties/properties.service';
import { runAiTask } from './ai.service';

/**
 * The optimiser of spec 001 §2 (/optimize-ad). The legal check runs around every engine: its
 * gaps are given to the engine (the built-in one answers validation 2 naming them), a validation
 * 1 that still lacks a mandatory fact becomes a validation 2, and the mandatory mentions the
 * engine left out are appended before the proposal is offered.
 *
 * Facts come from the property's stored facts first (property-facts issue), then from its texts
 * and the user's supplementary text. The optimiser's own `legalGaps` asks only for what a text can
 * supply; switching it to the contracts' `listingGaps` is left to the merge (docs/decisions.md).
 */
export async function optimiseListing(
  deps: AppDeps,
  scope: MemberScope,
  { id, infoSup, signal }: { id: string; infoSup: string | null; signal: AbortSignal },
): Promise<ListingProposal> {
  const property = await propertyListingSource(deps, scope, { id });
  // The facts stored on the property (DPE, surfaces, fees, rental terms) come first.
  const stored = await getAgencyProperty(deps, scope, { id });
  const facts = listingFacts(property, infoSup, stored);
  const gaps = legalGaps(facts);
  const mentions = legalMentions(facts);
  const { engine, output } = await runAiTask(
    deps,
    scope,
    'listing',
    { property, infoSup, facts, gaps, legalMentions: mentions },
    signal,
  );
  const original = { name: property.name, description: property.description ?? '' };
  const answer = { engine, original, proposal: null, infoSup: null, addedLegalMentions: [] };
  if (output.validation === AI_VALIDATION.ok && gaps.length > 0) {
    return { ...answer, validation: AI_VALIDATION.needsInfo, infoSup: describeGaps(gaps) };
  }
  if (output.validation === AI_VALIDATION.ok && output.nom.trim() && output.description.trim()) {
    const checked = withLegalMentions(output.description.trim(), mentions);
    return {
      ...answer,
      validation: AI_VALIDATION.ok,
      proposal: { name: output.nom.trim().slice(0, 200), description: checked.description },
      addedLegalMentions: checked.added,
    };
  }
  if (output.validation === AI_VALIDATION.needsInfo) {
    return {
      ...answer,
      validation: AI_VALIDATION.needsInfo,
      infoSup: output.infoSup.trim() || describeGaps(gaps),
    };
  }
  // Validation 3, or a « 1 » without a title or a description: nothing to offer.
  return { ...answer, validation: AI_VALIDATION.error };
}

export async function applyListing(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; name: string; description: string | null },
): Promise<Property> {
  return replaceListingText(deps, scope, input);
}
