import { describe, expect, it } from 'vitest';
import { formatIrlQuarter, SHIPPED_IRL_VALUES } from './irl';
import { depositCapCents, depositReturnDeadline, lateDepositPenaltyCents, receiptKind } from './lease-rules';
import {
  applicableQuarter,
  bouclierCap,
  irlPublishedOn,
  proposeRevision,
  type RevisionInput,
} from './revision';

const irl = (year: number, quarter: number) =>
  SHIPPED_IRL_VALUES.find((v) => v.area === 'metropole' && v.year === year && v.quarter === quarter)?.value;

describe('the shipped IRL values', () => {
  it('are the published ones, pinned by number', () => {
    expect(irl(2021, 2)).toBe(131.12);
    expect(irl(2022, 3)).toBe(136.27);
    expect(irl(2022, 4)).toBe(137.26);
    expect(irl(2023, 1)).toBe(138.61);
    expect(irl(2023, 2)).toBe(140.59);
    expect(irl(2023, 3)).toBe(141.03);
    expect(irl(2023, 4)).toBe(142.06);
    expect(irl(2024, 4)).toBe(144.64);
    expect(irl(2025, 1)).toBe(145.47);
    expect(irl(2025, 3)).toBe(145.77);
  });

  it('agree with the yearly variations INSEE announced (to the hundredth of a point)', () => {
    const variation = (y: number, q: number) => Math.round((irl(y, q)! / irl(y - 1, q)! - 1) * 10_000) / 100;
    expect(variation(2025, 1)).toBe(1.4);
    expect(variation(2025, 3)).toBe(0.87);
    expect(variation(2024, 4)).toBe(1.82);
    expect(variation(2023, 4)).toBe(3.5);
    expect(variation(2022, 2)).toBe(3.6);
  });

  it('name a quarter in French', () => {
    expect(formatIrlQuarter({ year: 2025, quarter: 1 })).toBe('1er\u00a0trimestre 2025');
    expect(formatIrlQuarter({ year: 2025, quarter: 3 })).toBe('3e\u00a0trimestre 2025');
  });
});

const base: RevisionInput = {
  rentCents: 80_000,
  hasRevisionClause: true,
  referenceQuarter: 3,
  dueOn: '2025-11-01',
  claimedOn: '2025-11-01',
  area: 'metropole',
  energyClass: 'D',
  index: SHIPPED_IRL_VALUES,
};

describe('proposeRevision', () => {
  it('multiplies the rent by the reference quarter’s index over the same quarter a year before', () => {
    const proposal = proposeRevision(base);
    expect(proposal).toMatchObject({
      ok: true,
      // 800 € × 145,77 ÷ 144,51 = 806,97 €
      newRentCents: 80_697,
      previous: { year: 2024, quarter: 3, value: 144.51 },
      latest: { year: 2025, quarter: 3, value: 145.77 },
      capRate: null,
      effectiveOn: '2025-11-01',
    });
  });

  it('uses last year’s quarter when this year’s is not out by the due date', () => {
    expect(applicableQuarter(3, '2025-09-01')).toEqual({ year: 2024, quarter: 3 });
    expect(applicableQuarter(3, '2025-10-15')).toEqual({ year: 2025, quarter: 3 });
    expect(irlPublishedOn({ year: 2024, quarter: 4 })).toBe('2025-01-15');
    expect(proposeRevision({ ...base, dueOn: '2025-09-01', claimedOn: '2025-09-01' })).toMatchObject({
      ok: true,
      latest: { year: 2024, quarter: 3 },
      previous: { year: 2023, quarter: 3 },
    });
  });

  it('refuses without a revision clause, and for an index not published yet', () => {
    expect(proposeRevision({ ...base, hasRevisionClause: false })).toEqual({
      ok: false,
      reason: 'no_clause',
    });
    expect(proposeRevision({ ...base, dueOn: '2026-11-01', claimedOn: '2026-11-01' })).toEqual({
      ok: false,
      reason: 'index_not_published',
      missing: { year: 2026, quarter: 3 },
    });
  });

  it('is lost when claimed more than a year late, and never applies before its claim', () => {
    expect(proposeRevision({ ...base, dueOn: '2024-11-01', claimedOn: '2025-11-02' })).toEqual({
      ok: false,
      reason: 'lapsed',
    });
    expect(proposeRevision({ ...base, dueOn: '2024-11-01', claimedOn: '2025-03-10' })).toMatchObject({
      ok: true,
      effectiveOn: '2025-03-10',
    });
  });

  it('gives an F or G dwelling no rise since 24 August 2022 (1 July 2024 overseas)', () => {
    expect(proposeRevision({ ...base, energyClass: 'G' })).toEqual({ ok: false, reason: 'energy_freeze' });
    expect(proposeRevision({ ...base, energyClass: 'F' })).toEqual({ ok: false, reason: 'energy_freeze' });
    expect(
      proposeRevision({ ...base, energyClass: 'G', dueOn: '2022-07-01', claimedOn: '2022-07-01' }),
    ).toMatchObject({ ok: true });
  });

  it('caps the rise by the « bouclier loyer » for the quarters the laws name', () => {
    expect(bouclierCap('metropole', { year: 2022, quarter: 2 })).toBeNull();
    expect(bouclierCap('metropole', { year: 2022, quarter: 3 })).toBe(0.035);
    expect(bouclierCap('outre_mer', { year: 2023, quarter: 4 })).toBe(0.025);
    expect(bouclierCap('corse', { year: 2023, quarter: 4 })).toBe(0.02);
    expect(bouclierCap('metropole', { year: 2024, quarter: 2 })).toBeNull();
    // An uncapped figure typed by hand for 2023 Q3 is held to 3,5 %.
    const index = [
      { area: 'metropole' as const, year: 2022, quarter: 3, value: 100 },
      { area: 'metropole' as const, year: 2023, quarter: 3, value: 105 },
    ];
    expect(proposeRevision({ ...base, dueOn: '2023-11-01', claimedOn: '2023-11-01', index })).toMatchObject({
      ok: true,
      newRentCents: 82_800,
      capRate: 0.035,
    });
  });
});

describe('lease money rules', () => {
  it('caps the deposit at one month unfurnished, two furnished, none for a bail mobilité', () => {
    expect(depositCapCents('nu', 80_000)).toBe(80_000);
    expect(depositCapCents('meuble', 80_000)).toBe(160_000);
    expect(depositCapCents('mobilite', 80_000)).toBe(0);
  });

  it('gives a quittance for a full payment only, a reçu otherwise', () => {
    expect(receiptKind(95_000, 95_000)).toBe('quittance');
    expect(receiptKind(94_999, 95_000)).toBe('recu');
  });

  it('returns the deposit within one month, two when the inspections differ; 10 % a month begun after', () => {
    expect(depositReturnDeadline('2026-01-31', true)).toBe('2026-02-28');
    expect(depositReturnDeadline('2026-01-31', false)).toBe('2026-03-31');
    expect(lateDepositPenaltyCents(80_000, '2026-02-28', '2026-02-28')).toBe(0);
    expect(lateDepositPenaltyCents(80_000, '2026-02-28', '2026-03-01')).toBe(8_000);
    expect(lateDepositPenaltyCents(80_000, '2026-02-28', '2026-04-15')).toBe(16_000);
  });
});
