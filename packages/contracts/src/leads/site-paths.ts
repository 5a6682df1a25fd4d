import type { PropertyStatus } from '../constants';

/**
 * A listing marked « Publié sur le site » shows on the agency's public site while in one of these
 * statuses (in force) and while the one publication rule finds no gap (`publicationGaps`); the
 * address of a listing that leaves them answers 410.
 */
export const SITE_LISTED_STATUSES = [
  'Disponible',
  'En négociation',
] as const satisfies readonly PropertyStatus[];

export const isSiteListedStatus = (status: PropertyStatus): boolean =>
  (SITE_LISTED_STATUSES as readonly PropertyStatus[]).includes(status);

/** The public site's addresses (server-rendered HTML, not the single-page app), one place for all. */
export const agencySitePaths = {
  agency: (slug: string) => `/agences/${slug}`,
  listing: (slug: string, reference: number) => `/agences/${slug}/biens/${reference}`,
  feeScale: (slug: string) => `/agences/${slug}/honoraires`,
  feeScalePdf: (slug: string) => `/agences/${slug}/honoraires.pdf`,
  contact: (slug: string) => `/agences/${slug}/contact`,
} as const;

/**
 * Why a listing marked « Publié sur le site » does not show there: the agency has no address yet,
 * the listing is not in force (SITE_LISTED_STATUSES), or the publication rule finds gaps.
 */
export const SITE_HIDDEN_REASONS = ['slug', 'status', 'gaps'] as const;
export type SiteHiddenReason = (typeof SITE_HIDDEN_REASONS)[number];

/** The one rule of what shows on the public site; empty when a published listing shows. */
export function siteHiddenReasons(listing: {
  slug: string | null;
  status: PropertyStatus;
  gapCount: number;
}): SiteHiddenReason[] {
  const reasons: SiteHiddenReason[] = [];
  if (!listing.slug) reasons.push('slug');
  if (!isSiteListedStatus(listing.status)) reasons.push('status');
  if (listing.gapCount > 0) reasons.push('gaps');
  return reasons;
}
