import type { MandateFeeMode, MandateFeePayer } from '../signatures/constants';
import {
  ALUR_INVENTORY_FEE_CAP_PER_M2,
  ALUR_TENANT_FEE_CAP_PER_M2,
  FEE_VAT_RATE_BP,
  type RentalZone,
} from './constants';

/**
 * The fee a sale earns under its mandate, TTC in whole euros. A fixed amount is the amount. A rate
 * is a share of the price excluding fees (arrêté du 10 janvier 2017): when the buyer pays the fees
 * the offered price includes them (« frais d'agence inclus »), so the fee is what is above the net
 * price; otherwise the price is the net price. Null when the mandate states no fee.
 */
export function saleFee(
  price: number,
  mandate: {
    feeMode: MandateFeeMode | null;
    feeAmount: number | null;
    feeRate: number | null;
    feePayer: MandateFeePayer | null;
  },
): number | null {
  if (mandate.feeMode === 'amount') return mandate.feeAmount;
  if (mandate.feeMode !== 'rate' || mandate.feeRate === null) return null;
  const rate = mandate.feeRate / 100;
  if (mandate.feePayer === 'acquereur') return Math.round(price - price / (1 + rate));
  return Math.round(price * rate);
}

/** A rental's fee under its mandate: a fixed amount, or a rate of the year's rent. */
export function rentalFee(
  monthlyRent: number,
  mandate: { feeMode: MandateFeeMode | null; feeAmount: number | null; feeRate: number | null },
): number | null {
  if (mandate.feeMode === 'amount') return mandate.feeAmount;
  if (mandate.feeMode !== 'rate' || mandate.feeRate === null) return null;
  return Math.round((monthlyRent * 12 * mandate.feeRate) / 100);
}

/** A TTC amount in cents split into its price excluding VAT and the VAT (20 %), to the cent. */
export function splitVat(
  amountInclVatCents: number,
  rateBp: number = FEE_VAT_RATE_BP,
): { amountExclVatCents: number; vatCents: number } {
  const amountExclVatCents = Math.round((amountInclVatCents * 10_000) / (10_000 + rateBp));
  return { amountExclVatCents, vatCents: amountInclVatCents - amountExclVatCents };
}

/** The French intra-community VAT number of a SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97, the SIREN. */
export function vatNumberOfSiren(siren: string): string | null {
  const digits = siren.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return null;
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${digits}`;
}

/** Loi ALUR's caps for a tenant (décret 2014-890), euros TTC for this living area and zone. */
export function alurCaps(surface: number, zone: RentalZone): { tenantFees: number; inventory: number } {
  const round2 = (v: number) => Math.round(v * 100) / 100;
  return {
    tenantFees: round2(surface * ALUR_TENANT_FEE_CAP_PER_M2[zone]),
    inventory: round2(surface * ALUR_INVENTORY_FEE_CAP_PER_M2),
  };
}

export type AlurBreach = 'tenantCap' | 'inventoryCap' | 'aboveLandlord';

/**
 * What a lease's fees break of loi ALUR, if anything. `tenantFees` is the tenant's whole share,
 * état des lieux included (`tenantFeesInventory` is that part): the visit, file and lease part is
 * capped by zone, the état des lieux part at 3 €/m², and the tenant never pays more than the landlord.
 */
export function alurBreaches(input: {
  surface: number;
  zone: RentalZone;
  tenantFees: number;
  tenantFeesInventory: number;
  landlordFees: number;
}): AlurBreach[] {
  const caps = alurCaps(input.surface, input.zone);
  const breaches: AlurBreach[] = [];
  if (input.tenantFees - input.tenantFeesInventory > caps.tenantFees) breaches.push('tenantCap');
  if (input.tenantFeesInventory > caps.inventory) breaches.push('inventoryCap');
  if (input.tenantFees > input.landlordFees) breaches.push('aboveLandlord');
  return breaches;
}

/**
 * The fee of a file, TTC in whole euros: the one rule the file, the « Ventes en cours » list and
 * the dashboard's figures share. A rental whose lease recorded its fees earns what the landlord and
 * the tenant pay (what the invoices will say); otherwise the amount the agent set on the file, else
 * what the mandate gives for the agreed price (or monthly rent). Null when none of them is known.
 */
export function dealFee(
  deal: {
    kind: 'sale' | 'rental';
    price: number;
    feeOverride: number | null;
    landlordFees: number | null;
    tenantFees: number | null;
  },
  mandate: {
    feeMode: MandateFeeMode | null;
    feeAmount: number | null;
    feeRate: number | null;
    feePayer: MandateFeePayer | null;
  } | null,
): number | null {
  if (deal.kind === 'rental' && (deal.landlordFees !== null || deal.tenantFees !== null)) {
    return (deal.landlordFees ?? 0) + (deal.tenantFees ?? 0);
  }
  if (deal.feeOverride !== null) return deal.feeOverride;
  if (!mandate) return null;
  return deal.kind === 'sale' ? saleFee(deal.price, mandate) : rentalFee(deal.price, mandate);
}
