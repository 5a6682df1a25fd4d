import { AI_VALIDATION, type ListingJob, listingGaps, type Property } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { listingFacts } from '../../integrations/ai/listing/facts';
import { getAgencyProperty, replaceListingText } from '../properties/properties.service';
import { startAiJob } from './ai.service';
import { answer, listingRequestSchema, runListingCall } from './listing-call';

/**
 * The optimiser of spec 001 §2 (/optimize-ad). The legal check (contracts `listingGaps`, the same
 * as the property's checklist and the portal export) runs first on the stored facts, completed by
 * what the user's supplementary text states: while a fact is missing the answer is a validation 2
 * naming them, and no engine is called (nothing is sent, nothing is counted). Otherwise one
 * metered call runs, at once for the built-in engine, in the jobs room for an external one.
 */
export async function optimiseListing(
  deps: AppDeps,
  scope: MemberScope,
  { id, infoSup }: { id: string; infoSup: string | null },
): Promise<ListingJob> {
  const property = await getAgencyProperty(deps, scope, { id });
  const gaps = listingGaps(listingFacts(property, infoSup));
  if (gaps.length > 0) {
    return {
      id: null,
      task: 'listing',
      status: 'done',
      error: null,
      result: {
        ...answer(property, 'builtin'),
        validation: AI_VALIDATION.needsInfo,
        infoSup: gaps.map((g) => g.label).join(', '),
        missing: gaps,
      },
    };
  }
  const request = listingRequestSchema.parse({ propertyId: id, infoSup });
  return (await startAiJob(deps, scope, 'listing', request, runListingCall, { short: true })) as ListingJob;
}

export async function applyListing(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; name: string; description: string | null },
): Promise<Property> {
  return replaceListingText(deps, scope, input);
}
