import { COMPARABLE_STEPS, COMPARABLES, type ComparableStep } from '@immopilote/contracts';
import { yearsBefore } from './market-figures';

/** A candidate sale: when it was sold, how far it is from the property, whether it is in its commune. */
export interface Candidate {
  soldOn: string;
  distanceM: number | null;
  inCommune: boolean;
}

export interface Picked<T> {
  sales: T[];
  step: ComparableStep;
  /** Index in COMPARABLE_STEPS: above 0, the first step found too few sales. */
  stepIndex: number;
  /** ISO day: the first day of the step's period, counted back from `latest`. */
  since: string;
  enough: boolean;
  /** Whether the first step that applied found too few sales. */
  widened: boolean;
}

/**
 * The widening rule of the one definition (contracts market/comparables.ts), on sales already
 * filtered by kind and surface band: the first step with `minCount` sales wins; when none has,
 * the step with the most sales is answered (not enough: no figure is given). `latest` is the newest
 * sale around the property; a property not placed skips the radius steps.
 */
export function pickComparables<T extends Candidate>(
  candidates: readonly T[],
  { latest, placed, minCount = COMPARABLES.minCount }: { latest: string; placed: boolean; minCount?: number },
): Picked<T> {
  let best: Picked<T> | null = null;
  let first: number | null = null;
  for (const [stepIndex, step] of COMPARABLE_STEPS.entries()) {
    if (step.zone === 'radius' && !placed) continue;
    first ??= stepIndex;
    const since = yearsBefore(latest, step.years);
    const sales = candidates.filter(
      (s) =>
        String(s.soldOn).slice(0, 10) >= since &&
        (step.zone === 'commune' ? s.inCommune : s.distanceM !== null && s.distanceM <= step.radiusM!),
    );
    const picked = {
      sales,
      step,
      stepIndex,
      since,
      enough: sales.length >= minCount,
      widened: stepIndex !== first,
    };
    if (picked.enough) return picked;
    if (!best || sales.length > best.sales.length) best = picked;
  }
  return best!;
}
