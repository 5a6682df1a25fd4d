import type { JobQueue } from '../../jobs/job';
import type { ListingEvents } from '../../listing-events';
import { matchListingJob } from './match-listing.job';

/** The listener the app assembles into `AppDeps.listingEvents`: every listing event runs the match as a job. */
export function matchingListingEvents(jobs: Pick<JobQueue, 'enqueue'>): ListingEvents {
  return {
    changed: (agencyId, propertyId, event) => jobs.enqueue(matchListingJob, { agencyId, propertyId, event }),
  };
}
