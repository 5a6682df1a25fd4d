import { parisToday, SEARCH_LIMITS } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import { communeOfListing, dvfCodesOf } from '../../geo/communes';
import type { ListingEvent } from '../../listing-events';
import { locateInCommunes } from '../market/market.service';
import { reasonsOf } from './match-explain';
import {
  type Candidate,
  type EventRule,
  findCandidates,
  findListingPlace,
  saveListingPosition,
  saveMatches,
  unplacedListings,
} from './matching.repo';

/**
 * The matching jobs' side of the work (service → job → this file): one listing against every
 * active search of its agency, or one search against every matchable listing. The caller is bound
 * to the agency (the job's `agencyOf`); every function takes it first all the same.
 */

/** A pair whose event key changed to a new full match: the instant-alert job's input. */
export interface NewFullMatch {
  searchId: string;
  propertyId: string;
}

/** How a listing event sets the event key of its full matches (a price drop or a return is a new event). */
function ruleOf(event: ListingEvent, candidates: readonly Candidate[]): EventRule {
  switch (event) {
    case 'price_dropped':
      return { event: 'price_changed', key: `price:${candidates[0]?.price ?? ''}`, replaces: 'all' };
    case 'available_again':
      return { event: 'available_again', key: `available:${parisToday()}`, replaces: 'all' };
    case 'listed':
      // A search's job may have found the new listing before its own job ran: it is still new.
      return { event: 'listed', key: 'listed', replaces: 'search' };
    case 'changed':
      return { event: 'listed', key: 'listed', replaces: 'none' };
  }
}

/** Places the listing (commune, point) when its address changed since it was last placed. */
async function placeListing(deps: Pick<AppDeps, 'db'>, agencyId: string, propertyId: string) {
  const listing = await findListingPlace(deps.db, agencyId, propertyId);
  if (!listing) return;
  const locatedFrom = [listing.zip, listing.city, listing.address].join('\n');
  if (listing.locatedFrom === locatedFrom) return;
  const commune = communeOfListing(listing.zip, listing.city);
  const point = commune
    ? await locateInCommunes(deps, { codes: dvfCodesOf(commune.code), address: listing.address })
    : null;
  await saveListingPosition(deps.db, agencyId, {
    propertyId,
    communeCode: commune?.code ?? null,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    locatedFrom,
  });
}

export async function matchListing(
  deps: Pick<AppDeps, 'db'>,
  { agencyId, propertyId, event }: { agencyId: string; propertyId: string; event: ListingEvent },
): Promise<NewFullMatch[]> {
  await placeListing(deps, agencyId, propertyId);
  return deps.db.transaction(async (tx) => {
    const target = { propertyId };
    const candidates = await findCandidates(tx, agencyId, target, SEARCH_LIMITS.nearTolerance);
    const matches = candidates.map((c) => ({ ...c, reasons: reasonsOf(c) }));
    return saveMatches(tx, agencyId, target, matches, ruleOf(event, candidates));
  });
}

/**
 * A search created or changed: its full matches without an event get « search_changed », which
 * alerts nobody (the agent proposes what was already on the market; docs/decisions/matching.md).
 */
export async function matchSearch(
  deps: Pick<AppDeps, 'db'>,
  { agencyId, searchId }: { agencyId: string; searchId: string },
): Promise<NewFullMatch[]> {
  // Listings from before matching existed have no position yet: placed once, here.
  for (const propertyId of await unplacedListings(deps.db, agencyId))
    await placeListing(deps, agencyId, propertyId);
  return deps.db.transaction(async (tx) => {
    const target = { searchId };
    const candidates = await findCandidates(tx, agencyId, target, SEARCH_LIMITS.nearTolerance);
    const matches = candidates.map((c) => ({ ...c, reasons: reasonsOf(c) }));
    return saveMatches(tx, agencyId, target, matches, {
      event: 'search_changed',
      key: 'search',
      replaces: 'none',
    });
  });
}
