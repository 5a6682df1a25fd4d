import { formatEuros as euros, formatNumber as figure, formatPercent } from '../format';
import { propertyFactsMessages } from '../messages/property-facts';
import type { ListingToCheck } from './completeness';

const m = propertyFactsMessages.mentions;
/** The detail page's sentences use plain spaces before « : »; an ad gets French typography. */
const typeset = (text: string) => text.replace(/ ([:;!?])/g, '\u00a0$1');

/** A listing and its price (sale: price paid by the buyer, fees included; rental: rent with charges). */
export type ListingForMentions = ListingToCheck & { price: number };

/**
 * The mandatory mentions of a French ad, computed from the stored facts only (never guessed):
 * arrêté du 10 janvier 2017 modifié (both prices, who pays the fees and their rate, rent with
 * charges, their settlement, deposit, tenant fees, rent control), loi ALUR (copropriété), loi
 * Carrez, CCH R.126-21 to R.126-24 (CLASSE ÉNERGIE / CLASSE CLIMAT, « consommation énergétique
 * excessive », the annual energy cost with its reference year). A fact still missing produces no
 * sentence: `listingGaps` names it, and an ad with gaps is not offered.
 */
export function listingMentions(listing: ListingForMentions): string[] {
  const lines: string[] = [];
  const kind = listing.kind;

  if (listing.type === 'Vente') {
    const exclFees = listing.priceExclFees;
    if (listing.feesPayer === 'vendeur') lines.push(m.priceSellerPays(euros(listing.price)));
    else if (listing.feesPayer && listing.feesPercent !== null && exclFees !== null) {
      const percent = formatPercent(listing.feesPercent);
      lines.push(
        listing.feesPayer === 'acquereur'
          ? m.priceBuyerPays(euros(listing.price), percent, euros(exclFees))
          : m.priceShared(euros(listing.price), percent, euros(exclFees)),
      );
    }
    if (listing.copro === true) {
      if (listing.coproLots !== null && listing.coproCharges !== null) {
        lines.push(m.copro(figure(listing.coproLots), euros(listing.coproCharges)));
      }
      if (listing.coproProcedure !== null) {
        lines.push(listing.coproProcedure ? m.coproProcedure : m.coproNoProcedure);
      }
      if (listing.surfaceCarrez !== null) lines.push(m.carrez(figure(listing.surfaceCarrez)));
    }
  }

  if (listing.type === 'Location') {
    const charges =
      listing.charges === null
        ? ''
        : listing.charges === 0
          ? m.noCharges
          : m.chargesPart(
              euros(listing.charges),
              listing.chargesMode
                ? propertyFactsMessages.chargesModes[listing.chargesMode].toLowerCase()
                : null,
            );
    lines.push(m.rent(euros(listing.price), charges));
    if (listing.rentSupplement !== null && listing.rentSupplement > 0) {
      lines.push(m.rentSupplement(euros(listing.rentSupplement)));
    }
    if (listing.rentControlled === true && listing.rentBase !== null && listing.rentReference !== null) {
      lines.push(m.rentControlled(euros(listing.rentBase), euros(listing.rentReference)));
    }
    if (listing.deposit !== null) lines.push(m.deposit(euros(listing.deposit)));
    if (listing.tenantFees !== null) {
      lines.push(
        m.tenantFees(
          euros(listing.tenantFees),
          listing.tenantFeesInventory !== null ? euros(listing.tenantFeesInventory) : null,
        ),
      );
    }
    if (listing.furnished !== null) lines.push(listing.furnished ? m.furnished : m.unfurnished);
  }

  if (listing.surfaceHabitable !== null) lines.push(m.surfaceHabitable(figure(listing.surfaceHabitable)));
  if (kind === 'terrain' && listing.surfaceLand !== null)
    lines.push(m.surfaceLand(figure(listing.surfaceLand)));

  if (listing.dpeStatus === 'vierge') lines.push(typeset(propertyFactsMessages.dpeVierge));
  else if (listing.dpeStatus === 'non_soumis') lines.push(propertyFactsMessages.dpeNotSubject);
  else if (listing.dpeStatus === 'realise' && listing.dpeClass) {
    lines.push(m.classes(listing.dpeClass, listing.gesClass));
    if (listing.dpeValue !== null && listing.gesValue !== null) {
      lines.push(m.values(figure(listing.dpeValue), figure(listing.gesValue)));
    }
    if (listing.dpeClass === 'F' || listing.dpeClass === 'G') {
      lines.push(`${typeset(propertyFactsMessages.excessive(listing.dpeClass))}.`);
    }
    if (listing.energyCostMin !== null && listing.energyCostMax !== null && listing.energyCostYear !== null) {
      lines.push(
        typeset(
          propertyFactsMessages.energyCost(
            euros(listing.energyCostMin),
            euros(listing.energyCostMax),
            listing.energyCostYear,
          ),
        ),
      );
    }
  }

  if (listing.agencyFeeScaleUrl) lines.push(m.feeScale(listing.agencyFeeScaleUrl));
  return lines;
}
