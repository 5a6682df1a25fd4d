import {
  DVF_KINDS,
  type DvfKind,
  marketMessages,
  type Property,
  VALUATION_SALES_SHOWN,
  type Valuation,
  type ValuationCriteria,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { AiAbortedError, AiProviderError } from '../../integrations/ai';
import { createValuationEngines, type ValuationEngine } from '../../integrations/ai/valuation';
import { externalEngineAllowed } from '../ai/ai.service';
import { getAgencyProperty, saveMarketEvaluation } from '../properties/properties.service';
import {
  type ComparableCriteria,
  type ComparableSale,
  findComparables,
  MIN_COMPARABLES,
} from './market.service';
import { insertValuation, latestValuation, type ValuationRow } from './valuation.repo';

interface StoredDetail {
  criteria: ValuationCriteria | null;
  sales: Valuation['sales'];
  pricePerM2Low: number | null;
  pricePerM2High: number | null;
  minComparables: number;
  firstSale: string | null;
  lastSale: string | null;
  message: string | null;
}

/**
 * The price DVF compares with: excluding agency fees (DVF prices exclude them). Stated on the
 * listing, or derived from who pays the fees and their rate (issue 12's facts); null otherwise.
 */
export function priceExcludingFees(
  price: number,
  facts: Pick<Property, 'priceExclFees' | 'feesPayer' | 'feesPercent'>,
): number | null {
  if (facts.priceExclFees !== null) return facts.priceExclFees;
  if (facts.feesPayer === 'vendeur') return price;
  if (facts.feesPayer === 'acquereur' && facts.feesPercent !== null) {
    return Math.round(price / (1 + facts.feesPercent / 100));
  }
  return null;
}

/** What the evaluation needs from the property; a French 400 naming each missing fact otherwise. */
function valuationFacts(property: Property) {
  if (property.type !== 'Vente')
    throw new AppError('BAD_REQUEST', marketMessages.valuation.rentalNotEvaluated);
  const m = marketMessages.valuation;
  const fieldErrors: Record<string, string> = {};
  const kind = (DVF_KINDS as readonly string[]).includes(property.kind ?? '')
    ? (property.kind as DvfKind)
    : null;
  if (!kind) fieldErrors.kind = m.kindRequired;
  const surface = property.surfaceHabitable ?? property.surfaceCarrez;
  if (surface === null || surface <= 0) fieldErrors.surfaceHabitable = m.surfaceRequired;
  const asking = priceExcludingFees(property.price, property);
  if (asking === null) fieldErrors.priceExclFees = m.exclFeesRequired;
  if (!kind || surface === null || surface <= 0 || asking === null) {
    throw new AppError('VALIDATION_FAILED', m.missingFacts, fieldErrors);
  }
  return { kind, surface, asking };
}

async function engineFor(deps: AppDeps, scope: MemberScope): Promise<ValuationEngine> {
  const engines = createValuationEngines(deps.config.ai);
  if (engines.configured.external && !(await externalEngineAllowed(deps, scope))) return engines.builtin;
  return engines.configured;
}

/** What the explanation page states of the comparables (ValuationCriteria): the one definition's step. */
const storedCriteria = (c: ComparableCriteria): ValuationCriteria => ({
  zone: c.zone,
  radiusM: c.radiusM,
  since: c.since,
  years: c.years,
  surfaceBand: c.surfaceBand,
  located: c.located,
  kind: c.kind,
  widened: c.widened,
});

const toComparable = (sale: ComparableSale): Valuation['sales'][number] => ({
  soldOn: sale.soldOn,
  nature: sale.nature,
  kind: sale.kind,
  address: sale.address,
  communeName: sale.communeName,
  postcode: sale.postcode,
  surface: sale.surface,
  rooms: sale.rooms,
  price: sale.price,
  pricePerM2: sale.pricePerM2,
  distanceM: sale.distanceM,
});

function toValuation(row: ValuationRow): Valuation {
  const detail = row.detail as StoredDetail;
  return {
    id: row.id,
    propertyId: row.propertyId,
    engine: row.engine,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    askingPriceExclFees: row.askingPriceExclFees,
    surface: row.surface,
    estimate: row.estimate,
    low: row.low,
    high: row.high,
    pricePerM2: row.pricePerM2,
    pricePerM2Low: detail.pricePerM2Low,
    pricePerM2High: detail.pricePerM2High,
    marketStatus: row.marketStatus,
    comparableCount: row.comparableCount,
    minComparables: detail.minComparables,
    firstSale: detail.firstSale,
    lastSale: detail.lastSale,
    criteria: detail.criteria,
    sales: detail.sales,
    message: detail.message,
  };
}

/**
 * « Évaluer le prix » (000 §2, 001 §4): comparables from DVF, the engine's figures, the
 * evaluation recorded, and — only when there are figures — market_price and market_status saved
 * on the property. Too few comparables is an answer too (« pas assez de ventes comparables »),
 * recorded without figures and leaving the property's last figures as they were.
 */
export async function evaluateProperty(
  deps: AppDeps,
  scope: MemberScope,
  { id, signal }: { id: string; signal: AbortSignal },
): Promise<Valuation> {
  const property = await getAgencyProperty(deps, scope, { id });
  const { kind, surface, asking } = valuationFacts(property);
  const comparables = await findComparables(deps, {
    kind,
    postcode: property.zip,
    city: property.city,
    address: property.address,
    surface,
  });
  const engine = await engineFor(deps, scope);
  let output: Awaited<ReturnType<ValuationEngine['evaluate']>>;
  try {
    output = await engine.evaluate(
      {
        property: {
          id,
          kind,
          surface,
          askingPriceExclFees: asking,
          address: property.address,
          city: property.city,
          zip: property.zip,
        },
        comparablePricesPerM2: comparables.sales.map((s) => s.pricePerM2),
        enough: comparables.enough,
      },
      { signal },
    );
  } catch (err) {
    if (err instanceof AiProviderError) throw new AppError('UPSTREAM_FAILED', err.userMessage);
    // Nobody reads this answer (the browser cancelled); it keeps the log free of a false 500.
    if (err instanceof AiAbortedError) throw new AppError('BAD_REQUEST', marketMessages.valuation.cancelled);
    throw err;
  }
  const dates = comparables.sales.map((s) => s.soldOn).sort();
  // The webhook prices the property its own way: the DVF sales found are not its comparables.
  const shown = engine.id === 'dvf' ? comparables.sales : [];
  const detail: StoredDetail = {
    criteria: engine.id === 'dvf' ? storedCriteria(comparables.criteria) : null,
    sales: shown.slice(0, VALUATION_SALES_SHOWN).map(toComparable),
    pricePerM2Low: output.pricePerM2Low,
    pricePerM2High: output.pricePerM2High,
    minComparables: MIN_COMPARABLES,
    firstSale: shown.length > 0 ? (dates[0] ?? null) : null,
    lastSale: shown.length > 0 ? (dates[dates.length - 1] ?? null) : null,
    message: output.message,
  };
  const row = await insertValuation(deps.db, scope.agencyId, {
    propertyId: id,
    userId: scope.userId,
    engine: engine.id,
    outcome: output.outcome,
    askingPriceExclFees: asking,
    surface,
    estimate: output.estimate,
    low: output.low,
    high: output.high,
    pricePerM2: output.pricePerM2,
    marketStatus: output.marketStatus,
    comparableCount: engine.id === 'dvf' ? comparables.sales.length : 0,
    detail,
  });
  if (output.outcome === 'estimated' && output.estimate !== null && output.marketStatus !== null) {
    await saveMarketEvaluation(deps, scope, {
      id,
      marketPrice: output.estimate,
      marketStatus: output.marketStatus,
    });
  }
  return toValuation(row);
}

/** The latest evaluation of an agency's property, for the explanation page; 404 for another agency's. */
export async function getLatestValuation(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<{ valuation: Valuation | null }> {
  await getAgencyProperty(deps, scope, { id });
  const row = await latestValuation(deps.db, scope.agencyId, id);
  return { valuation: row ? toValuation(row) : null };
}
