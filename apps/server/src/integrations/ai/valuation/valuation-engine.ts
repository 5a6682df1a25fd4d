import type { DvfKind, ValuationEngine as ValuationEngineId } from '@immopilote/contracts';

/** What an engine knows of the property: the facts compared, never the owner or the clients. */
export interface ValuationProperty {
  id: string;
  kind: DvfKind;
  /** Surface habitable (or Carrez) in m². */
  surface: number;
  /** The asking price excluding agency fees: DVF prices exclude them. */
  askingPriceExclFees: number;
  address: string;
  city: string;
  zip: string;
}

export interface ValuationInput {
  property: ValuationProperty;
  /** €/m² of the comparable sales found by the market module (modules/market). */
  comparablePricesPerM2: readonly number[];
  /** Whether there are enough of them (the market module's minimum). */
  enough: boolean;
}

export interface ValuationOutput {
  outcome: 'estimated' | 'not_enough';
  estimate: number | null;
  low: number | null;
  high: number | null;
  pricePerM2: number | null;
  pricePerM2Low: number | null;
  pricePerM2High: number | null;
  /** 1 when the asking price excluding fees is within [low, high] (the spec's « good »), else 0. */
  marketStatus: 0 | 1 | null;
  message: string | null;
}

export interface ValuationOptions {
  /** Aborted when the browser cancels (« Annuler » on /webhook-loading) or the call times out. */
  signal: AbortSignal;
}

/** « Évaluer le prix » on the provider layer: the built-in DVF engine, or the spec's webhook. */
export interface ValuationEngine {
  readonly id: ValuationEngineId;
  /** Whether the property's facts leave our servers (then the agency must have allowed it). */
  readonly external: boolean;
  evaluate(input: ValuationInput, options: ValuationOptions): Promise<ValuationOutput>;
}
