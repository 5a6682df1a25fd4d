import {
  type ContractType,
  FILE_PIECES,
  formatEuros,
  formatNumber,
  type FilePiece,
  type ScoringFact,
  type ScoringFactor,
  type ScoringFacts,
  scoringMessages,
} from '@immopilote/contracts';

/**
 * The client score, a pure function of the facts the agent confirmed. Its input type holds only what
 * décret 2015-1437 lets a landlord ask for (income, activity, guarantee, the permitted pieces): no
 * nationality, family situation, birth date, name or origin can reach it. Weights sum to 100; a
 * factor that cannot be judged (no rent known) leaves the total, and the rest is scaled to 100.
 */
export const FACTOR_WEIGHTS = { income: 40, stability: 25, guarantor: 20, completeness: 15 } as const;

/** The rent the income is compared with, and where it comes from. */
export interface RentReference {
  amount: number;
  /** The rental the client visited, or null for a target rent the agent typed. */
  propertyName: string | null;
}

export interface ScoringResult {
  score: number;
  factors: ScoringFactor[];
}

const m = scoringMessages;

/** Income at three times the rent is the usual bar; below, the share falls by steps. */
export function incomeShare(ratio: number): number {
  if (ratio >= 3) return 1;
  if (ratio >= 2.5) return 0.75;
  if (ratio >= 2) return 0.5;
  if (ratio >= 1.5) return 0.25;
  return 0;
}

/** Whole months from `start` to `today` (both YYYY-MM-DD), never negative. */
export function monthsBetween(start: string, today: string): number {
  const [y1, m1, d1] = start.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, months);
}

/**
 * How steady the activity is: permanent posts and pensions first; a permanent contract still in
 * its first year may be in its trial period; fixed-term and self-employed activity gain with time.
 */
export function stabilityShare(contract: ContractType | null, seniorityMonths: number | null): number {
  const months = seniorityMonths ?? 0;
  switch (contract) {
    case 'retraite':
    case 'fonctionnaire':
      return 1;
    case 'cdi':
      return months >= 12 ? 1 : 0.8;
    case 'independant':
      return months >= 24 ? 0.8 : months >= 12 ? 0.6 : 0.4;
    case 'cdd':
    case 'interim':
      return months >= 12 ? 0.6 : 0.4;
    case 'etudiant':
      return 0.3;
    case 'sans_activite':
      return 0.1;
    case null:
      return 0;
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function incomeFactor(facts: ScoringFacts, rent: RentReference | null): ScoringFactor {
  const weight = FACTOR_WEIGHTS.income;
  const shown: ScoringFact[] = [];
  const advice: string[] = [];
  if (rent) {
    shown.push({
      label: rent.propertyName ? m.facts.rentFromProperty(rent.propertyName) : m.facts.rent,
      value: formatEuros(rent.amount),
    });
  }
  shown.push({
    label: m.facts.income,
    value: facts.monthlyIncome === null ? m.facts.unknown : formatEuros(facts.monthlyIncome),
  });
  if (!rent || rent.amount <= 0) {
    advice.push(m.advice.noRent);
    return { id: 'income', label: m.factors.income, weight, points: null, facts: shown, advice };
  }
  if (facts.monthlyIncome === null) {
    advice.push(m.advice.noIncome);
    return { id: 'income', label: m.factors.income, weight, points: 0, facts: shown, advice };
  }
  const ratio = facts.monthlyIncome / rent.amount;
  shown.push({ label: m.facts.ratio, value: formatNumber(ratio) });
  const share = incomeShare(ratio);
  if (share < 1) advice.push(m.advice.lowRatio);
  return {
    id: 'income',
    label: m.factors.income,
    weight,
    points: round1(share * weight),
    facts: shown,
    advice,
  };
}

function stabilityFactor(facts: ScoringFacts, today: string): ScoringFactor {
  const weight = FACTOR_WEIGHTS.stability;
  const seniority = facts.activityStart === null ? null : monthsBetween(facts.activityStart, today);
  const shown: ScoringFact[] = [
    {
      label: m.facts.contract,
      value: facts.contractType === null ? m.facts.unknown : m.contractTypes[facts.contractType],
    },
    { label: m.facts.seniority, value: seniority === null ? m.facts.unknown : m.facts.months(seniority) },
  ];
  if (facts.employer) shown.push({ label: m.facts.employer, value: facts.employer });
  const share = stabilityShare(facts.contractType, seniority);
  const advice: string[] = [];
  if (facts.contractType === null) advice.push(m.advice.noContract);
  else if (share < 1 && (facts.contractType === 'cdi' || seniority === null || seniority < 12))
    advice.push(m.advice.shortSeniority);
  if (facts.contractType !== null && share < 0.8) advice.push(m.advice.precarious);
  return {
    id: 'stability',
    label: m.factors.stability,
    weight,
    points: round1(share * weight),
    facts: shown,
    advice,
  };
}

function guarantorFactor(facts: ScoringFacts, rent: RentReference | null): ScoringFactor {
  const weight = FACTOR_WEIGHTS.guarantor;
  const shown: ScoringFact[] = [{ label: m.facts.guarantor, value: m.guarantorTypes[facts.guarantor] }];
  const advice: string[] = [];
  let share = 0;
  if (facts.guarantor === 'visale' || facts.guarantor === 'insurance') share = 1;
  else if (facts.guarantor === 'person') {
    const income = facts.guarantorMonthlyIncome;
    shown.push({
      label: m.facts.guarantorIncome,
      value: income === null ? m.facts.unknown : formatEuros(income),
    });
    // Without a rent to compare with, a guarantor with declared income is taken as sound.
    const covers = income !== null && (rent ? income >= 3 * rent.amount : income > 0);
    share = covers ? 1 : 0.6;
    if (!covers) advice.push(m.advice.guarantorIncome);
  } else advice.push(m.advice.noGuarantor);
  return {
    id: 'guarantor',
    label: m.factors.guarantor,
    weight,
    points: round1(share * weight),
    facts: shown,
    advice,
  };
}

/** The pieces the file needs: the guarantee's proof only when there is a guarantee. */
export function neededPieces(facts: Pick<ScoringFacts, 'guarantor'>): FilePiece[] {
  return FILE_PIECES.filter((p) => p !== 'guarantor' || facts.guarantor !== 'none');
}

function completenessFactor(facts: ScoringFacts): ScoringFactor {
  const weight = FACTOR_WEIGHTS.completeness;
  const needed = neededPieces(facts);
  const missing = needed.filter((p) => !facts.pieces[p]);
  const given = needed.length - missing.length;
  const shown: ScoringFact[] = [{ label: m.facts.pieces, value: m.facts.piecesCount(given, needed.length) }];
  if (missing.length > 0) {
    shown.push({ label: m.facts.missing, value: missing.map((p) => m.pieces[p]).join(', ') });
  }
  return {
    id: 'completeness',
    label: m.factors.completeness,
    weight,
    points: round1((given / needed.length) * weight),
    facts: shown,
    advice: missing.map((p) => m.advice.missingPiece(m.pieces[p])),
  };
}

/** `today` (YYYY-MM-DD) dates the seniority; the score is out of 100, rounded. */
export function scoreClient(facts: ScoringFacts, rent: RentReference | null, today: string): ScoringResult {
  const factors = [
    incomeFactor(facts, rent),
    stabilityFactor(facts, today),
    guarantorFactor(facts, rent),
    completenessFactor(facts),
  ];
  const judged = factors.filter((f) => f.points !== null);
  const weights = judged.reduce((sum, f) => sum + f.weight, 0);
  const points = judged.reduce((sum, f) => sum + (f.points ?? 0), 0);
  const score = weights === 0 ? 0 : Math.round((points / weights) * 100);
  return { score: Math.min(100, Math.max(0, score)), factors };
}
