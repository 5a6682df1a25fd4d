import type { Offer } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { dealSteps, mayCancel } from './lib/deal-steps';
import { loanDeadlineAfterSignedOn, proposedLoanDeadline } from './lib/loan-deadline';
import { offerChains } from './lib/offer-chains';

const sale = {
  kind: 'sale' as const,
  stage: 'compromis_signed' as const,
  openedOn: '2026-03-01',
  acceptedOn: '2026-03-01',
  compromis: {
    kind: 'compromis' as const,
    signedOn: '2026-03-10',
    buyerNotary: null,
    sellerNotary: null,
    depositAmount: null,
    depositHolder: null,
    firstPresentationOn: null,
    withdrawalEndsOn: null,
    deedPlannedOn: null,
  },
  conditionsLiftedOn: null,
  deedSignedOn: null,
  rental: null,
  closedOn: null,
};

describe('dealSteps', () => {
  it('ticks the stages reached and points at the next one, then « Clos »', () => {
    expect(dealSteps(sale).map((s) => [s.stage, s.state, s.date])).toEqual([
      ['offer_accepted', 'done', '2026-03-01'],
      ['compromis_signed', 'done', '2026-03-10'],
      ['conditions_lifted', 'current', null],
      ['deed_signed', 'todo', null],
      ['closed', 'todo', null],
    ]);
  });

  it('shows where a cancelled file stopped', () => {
    const steps = dealSteps({ ...sale, stage: 'cancelled' });
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'cancelled', 'todo', 'todo']);
  });

  it('follows the rental spine', () => {
    const steps = dealSteps({
      ...sale,
      kind: 'rental',
      stage: 'lease_signed',
      compromis: null,
      rental: {
        rent: 900,
        surface: 40,
        zone: 'tendue',
        leaseSignedOn: '2026-03-05',
        keysPlannedOn: '2026-03-20',
        keysHandedOverOn: null,
        entryInspectionId: null,
        tenantFees: null,
        tenantFeesInventory: null,
        landlordFees: null,
        caps: null,
      },
    });
    expect(steps.map((s) => [s.stage, s.state])).toEqual([
      ['application_chosen', 'done'],
      ['lease_signed', 'done'],
      ['keys_handed_over', 'current'],
      ['closed', 'todo'],
    ]);
  });

  it('cancels only before the deed or the keys', () => {
    expect(mayCancel({ stage: 'conditions_lifted' })).toBe(true);
    expect(mayCancel({ stage: 'deed_signed' })).toBe(false);
    expect(mayCancel({ stage: 'closed' })).toBe(false);
  });
});

const offer = (id: string, parentId: string | null, createdAt: string): Offer => ({
  id,
  propertyId: '00000000-0000-4000-8000-000000000000',
  party: parentId ? 'owner' : 'buyer',
  parentId,
  buyer: { id: null, name: 'A' },
  amount: 100,
  conditions: null,
  financing: 'cash',
  loanAmount: null,
  contribution: null,
  validUntil: '2026-04-01',
  receivedOn: '2026-03-20',
  status: 'pending',
  competing: false,
  answeredOn: null,
  answerNote: null,
  counterAmount: null,
  document: null,
  dealId: null,
  createdAt,
  createdByName: null,
});

describe('offerChains', () => {
  it('puts each counter-offer under the offer it answers, newest first offers first', () => {
    const chains = offerChains([
      offer('a', null, '2026-03-01T10:00:00Z'),
      offer('b', null, '2026-03-02T10:00:00Z'),
      offer('a2', 'a', '2026-03-03T10:00:00Z'),
      offer('a3', 'a2', '2026-03-04T10:00:00Z'),
    ]);
    expect(chains.map((c) => [c.offer.id, c.depth, c.parent?.id ?? null])).toEqual([
      ['b', 0, null],
      ['a', 0, null],
      ['a2', 1, 'a'],
      ['a3', 2, 'a2'],
    ]);
  });
});

describe('the loan deadline of a compromis being recorded', () => {
  it('follows « Signé le » while it is the proposed one, and stays once the agent chose it', () => {
    expect(proposedLoanDeadline('2026-03-10')).toBe('2026-04-24');
    expect(loanDeadlineAfterSignedOn('2026-03-10', '2026-03-02', '2026-04-24')).toBe('2026-04-16');
    expect(loanDeadlineAfterSignedOn('2026-03-10', '2026-03-02', '2026-05-15')).toBeNull();
    // A date still being typed, an impossible one, or no loan condition: nothing moves.
    expect(loanDeadlineAfterSignedOn('2026-03-10', '02/03/2', '2026-04-24')).toBeNull();
    expect(loanDeadlineAfterSignedOn('2026-03-10', '2026-02-30', '2026-04-24')).toBeNull();
    expect(loanDeadlineAfterSignedOn('2026-03-10', '2026-03-02', null)).toBeNull();
  });
});
