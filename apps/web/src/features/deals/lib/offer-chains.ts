import type { Offer } from '@immopilote/contracts';

export interface OfferInChain {
  offer: Offer;
  /** 0 for a first offer, then one more per counter-offer answering it. */
  depth: number;
  /** The offer this one answers. */
  parent: Offer | null;
}

/**
 * The offers as the negotiation went: each first offer (newest first) followed by the chain of
 * counter-offers answering it, in the order they were made.
 */
export function offerChains(offers: readonly Offer[]): OfferInChain[] {
  const byId = new Map(offers.map((o) => [o.id, o]));
  const children = new Map<string, Offer[]>();
  const roots: Offer[] = [];
  for (const offer of offers) {
    // An answer whose parent is not in the list is shown as a first offer rather than lost.
    if (offer.parentId && byId.has(offer.parentId)) {
      const siblings = children.get(offer.parentId) ?? [];
      siblings.push(offer);
      children.set(offer.parentId, siblings);
    } else roots.push(offer);
  }
  const byCreation = (a: Offer, b: Offer) => a.createdAt.localeCompare(b.createdAt);
  const out: OfferInChain[] = [];
  const walk = (offer: Offer, depth: number, parent: Offer | null) => {
    out.push({ offer, depth, parent });
    for (const child of (children.get(offer.id) ?? []).sort(byCreation)) walk(child, depth + 1, offer);
  };
  for (const root of roots.sort((a, b) => byCreation(b, a))) walk(root, 0, null);
  return out;
}
