import { parisToday } from '../format';
import { propertyFactsMessages } from '../messages/property-facts';
import type { PropertyFacts } from '../schemas/property-facts';
import { DPE_EXEMPT_KINDS, DWELLING_KINDS } from './constants';
import { dpeValidUntil } from './energy';

const labels = propertyFactsMessages.gaps;
export type ListingGapKey = keyof typeof labels;

export interface ListingGap {
  key: ListingGapKey;
  label: string;
}

/** What the check needs to know about a listing: its transaction, its postcode and its facts. */
export type ListingToCheck = PropertyFacts & {
  type: string;
  zip: string;
  /** The agency's fee scale (barème), one per agency (arrêté du 10 janvier 2017). */
  agencyFeeScaleUrl: string | null;
};

/**
 * The one legal completeness check (issue 12, item 4): what a listing still lacks to be published
 * as a lawful French ad, by transaction (FRENCH-RULES.md §2.1–2.6). The detail page shows it as a
 * checklist; the portal export refuses a listing with gaps and the AI optimiser asks for them.
 * An empty list means complete. `today` (YYYY-MM-DD, Paris) decides whether the DPE has expired.
 */
export function listingGaps(listing: ListingToCheck, today: string = parisToday()): ListingGap[] {
  const gaps: ListingGap[] = [];
  const lacks = (key: ListingGapKey, missing: boolean) => {
    if (missing) gaps.push({ key, label: labels[key] });
  };
  const sale = listing.type === 'Vente';
  const rental = listing.type === 'Location';
  const kind = listing.kind;
  // Until the nature is known, the listing is held to a dwelling's obligations.
  const dwelling = kind === null || DWELLING_KINDS.includes(kind);

  lacks('kind', kind === null);
  lacks('surfaceHabitable', dwelling && listing.surfaceHabitable === null);
  lacks('surfaceLand', kind === 'terrain' && listing.surfaceLand === null);
  lacks('rooms', dwelling && listing.rooms === null);

  // DPE (CCH R.126-21 to R.126-24): classes, values, the annual cost range, its date and validity.
  if (kind === null || !DPE_EXEMPT_KINDS.includes(kind)) {
    lacks('dpeStatus', listing.dpeStatus === null);
    if (listing.dpeStatus === 'realise') {
      lacks('dpeClass', listing.dpeClass === null);
      lacks('dpeValue', listing.dpeValue === null);
      lacks('gesClass', listing.gesClass === null);
      lacks('gesValue', listing.gesValue === null);
      lacks(
        'energyCost',
        listing.energyCostMin === null || listing.energyCostMax === null || listing.energyCostYear === null,
      );
      lacks('dpeDate', listing.dpeDate === null);
      lacks('dpeExpired', listing.dpeDate !== null && dpeValidUntil(listing.dpeDate) < today);
    }
  }

  if (sale) {
    // Arrêté du 10 janvier 2017, art. 10: who pays, the rate and both prices when the buyer pays.
    lacks('feesPayer', listing.feesPayer === null);
    if (listing.feesPayer === 'acquereur' || listing.feesPayer === 'partage') {
      lacks('feesPercent', listing.feesPercent === null);
      lacks('priceExclFees', listing.priceExclFees === null);
    }
    // Loi ALUR (CCH L.721-1): copropriété status, lots, average charges, procedures.
    lacks('copro', kind !== 'terrain' && listing.copro === null);
    if (listing.copro === true) {
      lacks('coproLots', listing.coproLots === null);
      lacks('coproCharges', listing.coproCharges === null);
      lacks('coproProcedure', listing.coproProcedure === null);
      // Loi Carrez: the private area of a condominium lot (parking spaces are excluded).
      lacks('surfaceCarrez', kind !== 'parking' && listing.surfaceCarrez === null);
    }
  }

  if (rental) {
    // Arrêté du 10 janvier 2017 as amended in 2022, art. 2: charges, deposit, furnished, tenant fees.
    lacks('furnished', dwelling && listing.furnished === null);
    lacks('charges', listing.charges === null);
    lacks('chargesMode', listing.charges !== null && listing.charges > 0 && listing.chargesMode === null);
    lacks('deposit', listing.deposit === null);
    lacks('tenantFees', listing.tenantFees === null);
    lacks('tenantFeesInventory', listing.tenantFees !== null && listing.tenantFeesInventory === null);
    if (dwelling) {
      lacks('rentControlled', listing.rentControlled === null);
      if (listing.rentControlled === true) {
        lacks('rentBase', listing.rentBase === null);
        lacks('rentReference', listing.rentReference === null);
      }
    }
  }

  lacks('feeScaleUrl', !listing.agencyFeeScaleUrl);
  return gaps;
}
