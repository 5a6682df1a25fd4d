import { addMonthsToDate } from '../format';
import { type IrlArea, type IrlQuarter, type IrlValue, quarterKey } from './irl';

/**
 * The yearly rent revision on the IRL (loi 89-462 art. 17-1, FRENCH-RULES.md §6.3), one rule for
 * the engine that proposes it, the API that records it and the letter that announces it:
 * - only with a revision clause, once a year at the agreed date;
 * - new rent = current rent × IRL(reference quarter, year N) ÷ IRL(same quarter, year N−1);
 * - claimed more than a year after its date, that year's revision is lost; claimed late within the
 *   year, it applies from the day it was claimed, never before;
 * - the « bouclier loyer » caps the rise for the indices of the quarters the laws name (3,5 %
 *   mainland, 2,5 % overseas, 2 % in Corsica where the prefect set it so);
 * - no rise at all for a dwelling rated F or G (since 24 August 2022 mainland and Corsica,
 *   1 July 2024 overseas).
 */

export type RevisionRefusal = 'no_clause' | 'index_not_published' | 'lapsed' | 'energy_freeze' | 'no_rise';

export interface RevisionInput {
  /** Monthly rent without charges, in cents. */
  rentCents: number;
  hasRevisionClause: boolean;
  /** The quarter the lease names (or the last published at signature). */
  referenceQuarter: number;
  /** The day the revision falls due (the agreed date, else the lease's anniversary), YYYY-MM-DD. */
  dueOn: string;
  /** The day the landlord (the agency) claims it, YYYY-MM-DD. */
  claimedOn: string;
  area: IrlArea;
  /** The dwelling's DPE class, null when unknown. */
  energyClass: string | null;
  /** The published values the engine may use. */
  index: readonly IrlValue[];
}

export type RevisionProposal =
  | {
      ok: true;
      newRentCents: number;
      /** The index of the reference quarter a year before, and the latest one. */
      previous: IrlValue;
      latest: IrlValue;
      /** The rise as the index gives it, and the cap that held it, if one did. */
      indexRatio: number;
      capRate: number | null;
      /** From when the new rent is owed: the due date, or the claim when it came later. */
      effectiveOn: string;
    }
  | { ok: false; reason: RevisionRefusal; missing?: IrlQuarter };

/** The caps of the « bouclier loyer » by the quarter of the new index (lois 2022-1158 art. 12, 2023-568). */
export function bouclierCap(area: IrlArea, latest: IrlQuarter): number | null {
  const key = quarterKey(latest);
  if (key < quarterKey({ year: 2022, quarter: 3 }) || key > quarterKey({ year: 2024, quarter: 1 }))
    return null;
  if (area === 'outre_mer') return 0.025;
  if (area === 'corse' && key >= quarterKey({ year: 2023, quarter: 3 })) return 0.02;
  return 0.035;
}

/** Since when an F or G dwelling may not see its rent rise (loi Climat et Résilience art. 159). */
export const ENERGY_FREEZE_FROM: Record<IrlArea, string> = {
  metropole: '2022-08-24',
  corse: '2022-08-24',
  outre_mer: '2024-07-01',
};

/**
 * The day a quarter's index is out: INSEE publishes it in the middle of the next quarter (Q1 mid-April,
 * Q4 mid-January); the 15th stands for it.
 */
export function irlPublishedOn({ year, quarter }: IrlQuarter): string {
  return quarter === 4 ? `${year + 1}-01-15` : `${year}-${String(quarter * 3 + 1).padStart(2, '0')}-15`;
}

/** The reference quarter's latest index out by `dueOn`: this year's if published by then, else last year's. */
export function applicableQuarter(referenceQuarter: number, dueOn: string): IrlQuarter {
  const year = Number(dueOn.slice(0, 4));
  const thisYear = { year, quarter: referenceQuarter };
  return irlPublishedOn(thisYear) <= dueOn ? thisYear : { year: year - 1, quarter: referenceQuarter };
}

const find = (index: readonly IrlValue[], area: IrlArea, q: IrlQuarter) =>
  index.find((v) => v.area === area && v.year === q.year && v.quarter === q.quarter);

export function proposeRevision(input: RevisionInput): RevisionProposal {
  if (!input.hasRevisionClause) return { ok: false, reason: 'no_clause' };
  if (input.claimedOn > addMonthsToDate(input.dueOn, 12)) return { ok: false, reason: 'lapsed' };
  if (
    (input.energyClass === 'F' || input.energyClass === 'G') &&
    input.dueOn >= ENERGY_FREEZE_FROM[input.area]
  ) {
    return { ok: false, reason: 'energy_freeze' };
  }
  const wanted = applicableQuarter(input.referenceQuarter, input.dueOn);
  const latest = find(input.index, input.area, wanted);
  if (!latest) return { ok: false, reason: 'index_not_published', missing: wanted };
  const before = { year: wanted.year - 1, quarter: wanted.quarter };
  const previous = find(input.index, input.area, before);
  if (!previous) return { ok: false, reason: 'index_not_published', missing: before };
  const indexRatio = latest.value / previous.value;
  if (indexRatio <= 1) return { ok: false, reason: 'no_rise' };
  const cap = bouclierCap(input.area, latest);
  const ratio = cap !== null ? Math.min(indexRatio, 1 + cap) : indexRatio;
  return {
    ok: true,
    // To the cent below: the rise may not exceed the index's variation.
    newRentCents: Math.floor(input.rentCents * ratio),
    previous,
    latest,
    indexRatio,
    capRate: cap !== null && indexRatio > 1 + cap ? cap : null,
    effectiveOn: input.claimedOn > input.dueOn ? input.claimedOn : input.dueOn,
  };
}
