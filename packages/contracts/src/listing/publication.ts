import { parisToday } from '../format';
import { portalExportMessages } from '../messages/portal-export';
import { stripLegalMentions } from './ad-text';
import { type ListingGapKey, type ListingToCheck, listingGaps } from './completeness';

/**
 * Where a gap is fixed: a part of the property form (`facts`, `energy`, `money`, `description`),
 * the property's mandates (`mandate`), or the agency's settings (`feeScale`, the head's barème).
 */
export const PUBLICATION_GAP_TARGETS = [
  'facts',
  'energy',
  'money',
  'description',
  'mandate',
  'feeScale',
] as const;
export type PublicationGapTarget = (typeof PUBLICATION_GAP_TARGETS)[number];

export type PublicationGapKey = ListingGapKey | 'description' | 'mandate';

export interface PublicationGap {
  key: PublicationGapKey;
  label: string;
  target: PublicationGapTarget;
}

/** What the rule needs beyond the legal facts: the ad's text and whether a mandate is in force. */
export type ListingToPublish = ListingToCheck & {
  description: string | null;
  /** A transaction mandate in force today (loi Hoguet: no ad without a written mandate). */
  hasMandate: boolean;
};

const TARGET_OF: Record<ListingGapKey, PublicationGapTarget> = {
  kind: 'facts',
  surfaceHabitable: 'facts',
  surfaceCarrez: 'facts',
  surfaceLand: 'facts',
  rooms: 'facts',
  furnished: 'facts',
  dpeStatus: 'energy',
  dpeClass: 'energy',
  dpeValue: 'energy',
  gesClass: 'energy',
  gesValue: 'energy',
  energyCost: 'energy',
  dpeDate: 'energy',
  dpeExpired: 'energy',
  feesPayer: 'money',
  feesPercent: 'money',
  priceExclFees: 'money',
  copro: 'money',
  coproLots: 'money',
  coproCharges: 'money',
  coproProcedure: 'money',
  charges: 'money',
  chargesMode: 'money',
  deposit: 'money',
  tenantFees: 'money',
  tenantFeesInventory: 'money',
  rentControlled: 'money',
  rentBase: 'money',
  rentReference: 'money',
  feeScaleUrl: 'feeScale',
};

/**
 * The one publication rule (issue 27 §7): what keeps a listing off the portals, each gap with where
 * it is fixed. The portal export leaves out a listing with any gap, and the property page lists the
 * same gaps (the API computes them there too: the mandate is server data). The legal facts come
 * from `listingGaps`; the portals also need a description beyond the generated mentions, and the
 * loi Hoguet a transaction mandate in force. An empty list means publishable.
 */
export function publicationGaps(listing: ListingToPublish, today: string = parisToday()): PublicationGap[] {
  const gaps: PublicationGap[] = listingGaps(listing, today).map((gap) => ({
    ...gap,
    target: TARGET_OF[gap.key],
  }));
  // The mentions are written from the facts: a text that held nothing else is no description.
  if (!stripLegalMentions(listing.description ?? '').trim()) {
    gaps.push({ key: 'description', label: portalExportMessages.noDescription, target: 'description' });
  }
  if (!listing.hasMandate) {
    gaps.push({ key: 'mandate', label: portalExportMessages.noMandate, target: 'mandate' });
  }
  return gaps;
}
