/**
 * What happened to a listing, told by the properties module to whoever listens (the matching
 * module enqueues its match): properties sits below matching and must not import it, so the
 * listener is chosen where the dependencies are assembled (`AppDeps.listingEvents`).
 *
 * - `listed`: created;
 * - `price_dropped`: its price went down (a new event for the clients it matches: alerted again);
 * - `available_again`: its status came back to « Disponible »;
 * - `changed`: anything else that may change who it matches (facts, a price rise, a status
 *   leaving or entering the matchable ones): matched again, without a new event.
 */
export const LISTING_EVENTS = ['listed', 'price_dropped', 'available_again', 'changed'] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];

export interface ListingEvents {
  /** Called after the change is committed; resolves once the follow-up work is queued. */
  changed(agencyId: string, propertyId: string, event: ListingEvent): Promise<void>;
}
