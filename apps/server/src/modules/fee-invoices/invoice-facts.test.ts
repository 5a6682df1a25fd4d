import { feeInvoiceMessages } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { invoiceFactGaps, legalFormNeedsCapital } from './fee-invoices.service';

const complete = {
  name: 'Agence du Port',
  address: '4 quai Cronstadt, 83000 Toulon',
  legalForm: 'SARL',
  siren: '732829320',
  rcsCity: 'Toulon',
  shareCapital: 10_000,
  cardNumber: 'CPI 8301 2024 000 000 001',
  cardIssuer: 'CCI du Var',
};

describe('the share capital an invoice prints', () => {
  it('is asked of a société, not of an individual business', () => {
    expect(legalFormNeedsCapital('SARL')).toBe(true);
    expect(legalFormNeedsCapital('SAS à associé unique')).toBe(true);
    expect(legalFormNeedsCapital('EI')).toBe(false);
    expect(legalFormNeedsCapital('Micro-entreprise')).toBe(false);
    expect(invoiceFactGaps({ ...complete, shareCapital: null })).toEqual([
      feeInvoiceMessages.factLabels.shareCapital,
    ]);
    expect(
      invoiceFactGaps({ ...complete, legalForm: 'Entreprise individuelle', shareCapital: null }),
    ).toEqual([]);
  });

  it('is not asked again of a legal form typed with its capital, which prints as typed', () => {
    for (const form of ['SARL au capital de 10 000 €', 'SAS au capital social de 5\u202f000 euros']) {
      expect(legalFormNeedsCapital(form), form).toBe(false);
      expect(invoiceFactGaps({ ...complete, legalForm: form, shareCapital: null }), form).toEqual([]);
    }
    // A form that only names the word is not a stated capital.
    expect(legalFormNeedsCapital('SARL à capital variable')).toBe(true);
  });
});
