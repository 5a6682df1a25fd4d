import { dealMessages as m, LOAN_CONDITION_MIN_DAYS } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../errors';
import {
  checkCompromisDates,
  type ExistingDeadline,
  isOverdue,
  planDeadlines,
  saleInvoiceShares,
} from './deal-rules';

const fieldOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (err) {
    return (err as AppError).fieldErrors ?? { message: (err as AppError).userMessage };
  }
};

describe('the compromis dates', () => {
  const base = {
    signedOn: '2027-03-01',
    firstPresentationOn: '2027-03-02',
    deedPlannedOn: null,
    loan: null,
    conditions: [],
  };
  it('accept a loan condition of exactly 30 days, refuse 29 and a deadline before the compromis', () => {
    expect(
      fieldOf(() =>
        checkCompromisDates({ ...base, loan: { deadline: '2027-03-31' } }, '2027-02-20', '2027-04-01'),
      ),
    ).toBeNull();
    for (const deadline of ['2027-03-30', '2027-02-28']) {
      expect(
        fieldOf(() => checkCompromisDates({ ...base, loan: { deadline } }, '2027-02-20', '2027-04-01')),
      ).toEqual({
        'loan.deadline': m.loanDeadlineTooSoon(LOAN_CONDITION_MIN_DAYS),
      });
    }
  });
  it('refuse a compromis before the acceptance or in the future, a presentation before the signature', () => {
    expect(fieldOf(() => checkCompromisDates(base, '2027-03-02', '2027-04-01'))).toEqual({
      signedOn: m.compromisBeforeAcceptance,
    });
    expect(fieldOf(() => checkCompromisDates(base, '2027-02-20', '2027-02-28'))).toEqual({
      signedOn: m.compromisDateFuture,
    });
    expect(
      fieldOf(() =>
        checkCompromisDates({ ...base, firstPresentationOn: '2027-02-28' }, '2027-02-20', '2027-04-01'),
      ),
    ).toEqual({ firstPresentationOn: m.presentationBeforeCompromis });
  });
});

describe('the deadlines kept in sync', () => {
  const row = (over: Partial<ExistingDeadline>): ExistingDeadline => ({
    id: 'x',
    kind: 'loan',
    label: null,
    dueOn: '2027-04-01',
    doneOn: null,
    loanAmount: 1,
    loanRateMax: 4,
    ...over,
  });
  it('changes rows in place, resets the reminder only when the due date moves, removes and inserts the rest', () => {
    const existing = [
      row({ id: 'loan' }),
      row({ id: 'c1', kind: 'condition', label: 'Permis', loanAmount: null, loanRateMax: null }),
      row({ id: 'c2', kind: 'condition', label: 'Servitude', loanAmount: null, loanRateMax: null }),
    ];
    const plan = planDeadlines(
      existing,
      [
        { kind: 'loan', label: null, dueOn: '2027-04-01', loanAmount: 2, loanRateMax: 4 },
        { kind: 'condition', label: 'Permis', dueOn: '2027-05-01', loanAmount: null, loanRateMax: null },
        { kind: 'deed', label: null, dueOn: '2027-06-01', loanAmount: null, loanRateMax: null },
      ],
      ['loan', 'condition', 'deed'],
    );
    expect(plan.update).toEqual([
      { id: 'loan', values: { loanAmount: 2 } },
      { id: 'c1', values: { dueOn: '2027-05-01', remindedFor: null } },
    ]);
    expect(plan.remove).toEqual(['c2']);
    expect(plan.insert.map((d) => d.kind)).toEqual(['deed']);
  });
  it('flags a deadline passed without its event', () => {
    expect(isOverdue({ dueOn: '2027-01-01', doneOn: null }, '2027-01-02')).toBe(true);
    expect(isOverdue({ dueOn: '2027-01-02', doneOn: null }, '2027-01-02')).toBe(false);
    expect(isOverdue({ dueOn: '2027-01-01', doneOn: '2027-01-01' }, '2027-01-02')).toBe(false);
  });
});

describe('who is invoiced', () => {
  it('the sellers, the buyer, or half each with the odd cent to the seller', () => {
    expect(saleInvoiceShares('mandant', 1_000_001)).toEqual([
      { role: 'seller', amountInclVatCents: 1_000_001 },
    ]);
    expect(saleInvoiceShares(null, 500)).toEqual([{ role: 'seller', amountInclVatCents: 500 }]);
    expect(saleInvoiceShares('acquereur', 500)).toEqual([{ role: 'buyer', amountInclVatCents: 500 }]);
    expect(saleInvoiceShares('partage', 1_001)).toEqual([
      { role: 'seller', amountInclVatCents: 501 },
      { role: 'buyer', amountInclVatCents: 500 },
    ]);
    expect(saleInvoiceShares('partage', 0)).toEqual([]);
  });
});
