import { type ScoringFacts, scoringInputSchema } from '@immopilote/contracts';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../../test/helpers/pdf-fixtures';
import {
  attestationLines,
  CAMILLE,
  OTHER_IDENTITY,
  payslipLines,
  taxNoticeLines,
} from '../../../test/helpers/scoring-fixtures';
import { parseFrenchAmount, parseFrenchDate } from '@immopilote/contracts';
import { detectKind, extractFacts, proposeFacts } from './extraction';
import { incomeShare, monthsBetween, scoreClient, stabilityShare } from './scoring';

const TODAY = '2026-11-24';
const facts = (over: Partial<ScoringFacts> = {}): ScoringFacts => ({
  ...scoringInputSchema.parse({}),
  ...over,
});
const FULL: ScoringFacts = facts({
  monthlyIncome: 2400,
  contractType: 'cdi',
  activityStart: '2019-03-01',
  guarantor: 'visale',
  pieces: { identity: true, address: true, activity: true, income: true, guarantor: true },
});
const rent = (amount: number) => ({ amount, propertyName: null });

async function pdfText(lines: string[]): Promise<string> {
  const { text } = await extractText(new Uint8Array(await buildPdf([{ text: lines }])), { mergePages: true });
  return text;
}

describe('French amounts and dates', () => {
  it.each([
    ['30 474', 30474],
    ['2 104,37', 2104.37],
    ['1.812,34 €', 1812.34],
    ['1\u202f250', 1250],
    ['2104.50', 2104.5],
    ['12.500', 12500],
  ])('%s → %d', (raw, value) => expect(parseFrenchAmount(raw)).toBe(value));

  it.each([
    ['01/03/2019', '2019-03-01'],
    ['1er mars 2019', '2019-03-01'],
    ['3 février 2020', '2020-02-03'],
    ['31/02/2020', null],
  ])('%s → %s', (raw, iso) => expect(parseFrenchDate(raw)).toBe(iso));
});

describe('extraction from the documents’ own wording', () => {
  it('reads the reference income and its year from a tax notice PDF', async () => {
    const f = extractFacts(await pdfText(taxNoticeLines()));
    expect(f).toEqual({ kind: 'tax_notice', referenceIncome: 30474, incomeYear: 2024 });
  });

  it('reads net pay, month, employer, start date and contract from a payslip PDF', async () => {
    const f = extractFacts(await pdfText(payslipLines()));
    expect(f).toEqual({
      kind: 'payslip',
      netPay: 2104.37,
      payPeriod: '2026-09',
      employer: 'TRANSPORTS RHÔNE-ALPES SAS',
      startDate: '2019-03-01',
      contractType: 'cdi',
    });
  });

  it('reads employer, start date and contract from an employer attestation PDF', async () => {
    const f = extractFacts(await pdfText(attestationLines()));
    expect(f).toEqual({
      kind: 'employment_attestation',
      employer: 'Transports Rhône-Alpes SAS',
      startDate: '2019-03-01',
      contractType: 'cdi',
    });
  });

  it('reads the same lines when the text keeps one line per row', () => {
    expect(extractFacts(payslipLines().join('\n')).netPay).toBe(2104.37);
    expect(extractFacts(attestationLines().join('\n')).employer).toBe('Transports Rhône-Alpes SAS');
  });

  it('tells a fixed-term contract, and other documents, apart', () => {
    const cdd = attestationLines().map((l) => l.replace('indéterminée', 'déterminée'));
    expect(extractFacts(cdd.join('\n')).contractType).toBe('cdd');
    expect(detectKind('Quittance de loyer du mois d’octobre 2026')).toBe('address');
    expect(detectKind('CARTE NATIONALE D’IDENTITÉ')).toBe('identity');
    expect(detectKind('Visa certifié Visale – Action Logement, numéro de visa V123')).toBe('visale');
    expect(extractFacts('Compte rendu de visite, cuisine à refaire.')).toEqual({ kind: null });
    expect(extractFacts(null)).toEqual({ kind: null });
  });

  it('proposes the payslips’ average net pay, the attestation’s contract and the pieces proven', () => {
    const proposal = proposeFacts([
      extractFacts(taxNoticeLines().join('\n')),
      extractFacts(payslipLines(CAMILLE, '08', '2 095,63').join('\n')),
      extractFacts(payslipLines(CAMILLE, '09', '2 104,37').join('\n')),
      extractFacts(attestationLines().join('\n')),
      extractFacts('CARTE NATIONALE D’IDENTITÉ'),
    ]);
    expect(proposal).toMatchObject({
      monthlyIncome: 2100,
      contractType: 'cdi',
      activityStart: '2019-03-01',
      employer: 'Transports Rhône-Alpes SAS',
      guarantor: 'none',
      pieces: { identity: true, address: false, activity: true, income: true, guarantor: false },
    });
  });

  it('falls back on the reference income by month with only a tax notice', () => {
    expect(proposeFacts([extractFacts(taxNoticeLines().join('\n'))]).monthlyIncome).toBe(2540);
  });
});

describe('the score', () => {
  it('steps income against rent from three times down', () => {
    expect([3.2, 3, 2.7, 2.2, 1.6, 1.2].map(incomeShare)).toEqual([1, 1, 0.75, 0.5, 0.25, 0]);
  });

  it('counts whole months of seniority', () => {
    expect(monthsBetween('2019-03-01', '2020-02-29')).toBe(11);
    expect(monthsBetween('2019-03-01', '2020-03-01')).toBe(12);
    expect(monthsBetween('2027-01-01', '2026-01-01')).toBe(0);
  });

  it('weighs stability by contract and seniority', () => {
    expect(stabilityShare('cdi', 30)).toBe(1);
    expect(stabilityShare('cdi', 3)).toBe(0.8);
    expect(stabilityShare('cdd', 3)).toBe(0.4);
    expect(stabilityShare('independant', 30)).toBe(0.8);
    expect(stabilityShare(null, null)).toBe(0);
  });

  it('gives 100 to a complete file with income three times the rent', () => {
    const result = scoreClient(FULL, rent(800), TODAY);
    expect(result.score).toBe(100);
    expect(result.factors.map((f) => [f.id, f.weight, f.points])).toEqual([
      ['income', 40, 40],
      ['stability', 25, 25],
      ['guarantor', 20, 20],
      ['completeness', 15, 15],
    ]);
    expect(result.factors.every((f) => f.advice.length === 0)).toBe(true);
  });

  it('shows the facts each factor used', () => {
    const income = scoreClient(FULL, { amount: 950, propertyName: 'T2 Croix-Rousse' }, TODAY).factors[0]!;
    expect(income.facts).toEqual([
      { label: 'Loyer de «\u00a0T2 Croix-Rousse\u00a0»', value: '950\u00a0€' },
      { label: 'Revenus nets mensuels', value: '2\u202f400\u00a0€' },
      { label: 'Revenus ÷ loyer', value: '2,53' },
    ]);
    expect(income.points).toBe(30);
    expect(income.advice).toHaveLength(1);
  });

  it('leaves income out when no rent is known and scales the rest to 100', () => {
    const result = scoreClient(FULL, null, TODAY);
    expect(result.factors[0]!.points).toBeNull();
    expect(result.factors[0]!.advice[0]).toMatch(/loyer cible/);
    expect(result.score).toBe(100);
    const weaker = scoreClient({ ...FULL, guarantor: 'none' }, null, TODAY);
    // 25 + 0 + 12 (4 of 4 pieces needed without a guarantee, 15) out of 60.
    expect(weaker.score).toBe(Math.round(((25 + 0 + 15) / 60) * 100));
  });

  it('tells the agent what to add to the file', () => {
    const result = scoreClient(facts(), rent(700), TODAY);
    expect(result.score).toBe(0);
    const advice = result.factors.flatMap((f) => f.advice);
    expect(advice).toContain('Ajoutez la pièce manquante\u00a0: pièce d’identité.');
    expect(advice.some((a) => a.includes('Visale'))).toBe(true);
  });

  it('checks a person guarantor’s income against three times the rent', () => {
    const person = { ...FULL, guarantor: 'person' as const };
    expect(
      scoreClient({ ...person, guarantorMonthlyIncome: 3000 }, rent(900), TODAY).factors[2]!.points,
    ).toBe(20);
    expect(
      scoreClient({ ...person, guarantorMonthlyIncome: 2000 }, rent(900), TODAY).factors[2]!.points,
    ).toBe(12);
  });
});

describe('what the score never reads', () => {
  it('extracts the same facts and gives the same score whoever the documents name', async () => {
    const texts = (who: typeof CAMILLE) => [taxNoticeLines(who), payslipLines(who), attestationLines(who)];
    const [a, b] = await Promise.all(
      [CAMILLE, OTHER_IDENTITY].map(async (who) =>
        proposeFacts(await Promise.all(texts(who).map(async (lines) => extractFacts(await pdfText(lines))))),
      ),
    );
    expect(b).toEqual(a);
    expect(scoreClient(b!, rent(750), TODAY)).toEqual(scoreClient(a!, rent(750), TODAY));
  });

  it.each([
    ['name', { name: 'M DURAND PIERRE' }],
    ['address of origin', { address: ['12 RUE DE LA KASBAH', '20000 CASABLANCA MAROC'] }],
    ['family situation', { familySituation: 'Divorcé(e), 3 enfants à charge' }],
    ['birth date', { birthDate: '01/01/1940' }],
  ])('changing the %s alone changes nothing', (_what, change) => {
    const base = [taxNoticeLines(), payslipLines(), attestationLines()].map((l) =>
      extractFacts(l.join('\n')),
    );
    const other = { ...CAMILLE, ...change };
    const changed = [taxNoticeLines(other), payslipLines(other), attestationLines(other)].map((l) =>
      extractFacts(l.join('\n')),
    );
    expect(changed).toEqual(base);
  });
});
