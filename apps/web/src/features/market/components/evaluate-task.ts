import { marketMessages } from '@immopilote/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { formatPrice } from '../../../lib/format';
import { propertyKeys } from '../../properties';
import { evaluateProperty, valuationKeys } from '../api/valuation';

/** What a task of /webhook-loading ends with: a toast before the caller's page comes back. */
export interface WebhookTaskOutcome {
  ok: boolean;
  title: string;
  description?: string;
}

/**
 * `evaluateProperty` on /webhook-loading (000 §2): the evaluation, the property's cache refreshed
 * (its market price changed), and the outcome as the spec's toasts. Too few comparables is said
 * as such, without a number.
 */
export async function evaluatePropertyTask(
  propertyId: string,
  signal: AbortSignal,
  queryClient: QueryClient,
): Promise<WebhookTaskOutcome> {
  const m = marketMessages.valuation;
  const valuation = await evaluateProperty(propertyId, signal);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
    queryClient.invalidateQueries({ queryKey: valuationKeys.latest(propertyId) }),
  ]);
  if (valuation.outcome === 'not_enough' || valuation.estimate === null) {
    return {
      ok: false,
      title: m.notEnough,
      description: m.notEnoughDetail(valuation.comparableCount, valuation.minComparables),
    };
  }
  return {
    ok: true,
    title: m.done,
    description: `${m.estimate} : ${formatPrice(valuation.estimate)}`,
  };
}
