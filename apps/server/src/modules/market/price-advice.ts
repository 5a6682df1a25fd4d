import {
  formatNumber,
  formatPercentChange,
  type MarketFigures,
  type MarketPosition,
  marketInsightsMessages,
  type PriceAdviceDirection,
} from '@immopilote/contracts';

const m = marketInsightsMessages.advice.steps;

/**
 * Thresholds of the dynamic price advice (docs/decisions/market.md, « Conseil de prix dynamique »): the
 * first month online is too early to read the market's answer; after three months a listing
 * goes stale; visits are counted per month online; notes are the visitors' 0–5 marks.
 */
export const ADVICE_RULES = {
  recentDays: 30,
  longDays: 90,
  strongVisitsPerMonth: 4,
  weakVisitsPerMonth: 2,
  goodNote: 3.5,
  poorNote: 2.5,
} as const;

export interface AdviceInput {
  askingExclFees: number;
  surface: number;
  daysOnline: number;
  visits: number;
  notes: readonly number[];
  market: MarketFigures;
  /** The comparables' €/m², to say what share of sales the asking price exceeds. */
  comparablePerM2: readonly number[];
}

export interface Advice {
  position: MarketPosition;
  direction: PriceAdviceDirection;
  /** Excluding fees, rounded to 1 000 €; null when the price should stay. */
  targetExclFees: number | null;
  changePercent: number | null;
  /** Position, time online, demand, notes, conclusion: each one sentence. */
  reasons: string[];
}

type Demand = 'tooEarly' | 'weak' | 'normal' | 'strong';
type NoteLevel = 'none' | 'good' | 'mixed' | 'poor';

const roundThousand = (value: number) => Math.round(value / 1000) * 1000;

/**
 * The advice, from the listing's life against the market. Each rule names its reason, so the
 * agent reads why and decides: the price is never changed here.
 */
export function advisePrice(input: AdviceInput): Advice {
  const r = ADVICE_RULES;
  const { market } = input;
  const perM2 = input.askingExclFees / input.surface;
  const cheaper = input.comparablePerM2.filter((v) => v < perM2).length;
  const share = Math.round((cheaper / Math.max(1, input.comparablePerM2.length)) * 100);
  const gap = formatPercentChange((perM2 / market.medianPerM2 - 1) * 100);
  const position: MarketPosition =
    perM2 > market.q3PerM2 ? 'above' : perM2 < market.q1PerM2 ? 'below' : 'within';

  const time = input.daysOnline < r.recentDays ? 'recent' : input.daysOnline < r.longDays ? 'normal' : 'long';
  const perMonth = (input.visits / Math.max(1, input.daysOnline)) * 30;
  const demand: Demand =
    time === 'recent'
      ? 'tooEarly'
      : perMonth >= r.strongVisitsPerMonth
        ? 'strong'
        : perMonth < r.weakVisitsPerMonth
          ? 'weak'
          : 'normal';
  const average =
    input.notes.length > 0 ? input.notes.reduce((sum, n) => sum + n, 0) / input.notes.length : null;
  const notes: NoteLevel =
    average === null ? 'none' : average >= r.goodNote ? 'good' : average < r.poorNote ? 'poor' : 'mixed';

  const reasons = [
    m.position[position](Math.round(perM2), gap, share),
    m.time[time](input.daysOnline),
    demand === 'tooEarly'
      ? m.demand.tooEarly(input.visits)
      : m.demand[demand](input.visits, formatNumber(perMonth, 1)),
    notes === 'none' ? m.notes.none : m.notes[notes](formatNumber(average!, 1)),
  ];

  const decide = (): { direction: PriceAdviceDirection; targetPerM2: number | null; conclusion: string } => {
    if (time === 'recent')
      return { direction: 'hold', targetPerM2: null, conclusion: m.conclusion.holdRecent };
    const interested = demand === 'strong' && notes !== 'poor';
    if (position === 'above') {
      if (interested) return { direction: 'hold', targetPerM2: null, conclusion: m.conclusion.holdDemand };
      return {
        direction: 'lower',
        targetPerM2: market.q3PerM2,
        conclusion: m.conclusion.lowerToRange(market.q3PerM2),
      };
    }
    if (position === 'below') {
      if (interested) {
        return {
          direction: 'raise',
          targetPerM2: market.q1PerM2,
          conclusion: m.conclusion.raiseToRange(market.q1PerM2),
        };
      }
      return { direction: 'hold', targetPerM2: null, conclusion: m.conclusion.holdBelow };
    }
    const lacking = demand === 'weak' || notes === 'poor';
    if (time === 'long' && lacking) {
      if (perM2 > market.medianPerM2) {
        return {
          direction: 'lower',
          targetPerM2: market.medianPerM2,
          conclusion: m.conclusion.lowerToMedian(market.medianPerM2),
        };
      }
      return { direction: 'hold', targetPerM2: null, conclusion: m.conclusion.holdListing };
    }
    return { direction: 'hold', targetPerM2: null, conclusion: m.conclusion.holdAligned };
  };
  const decision = decide();
  reasons.push(decision.conclusion);

  const target = decision.targetPerM2 === null ? null : roundThousand(decision.targetPerM2 * input.surface);
  return {
    position,
    direction: decision.direction,
    targetExclFees: target,
    changePercent: target === null ? null : Math.round((target / input.askingExclFees - 1) * 1000) / 10,
    reasons,
  };
}
