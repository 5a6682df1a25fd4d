import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { propertyStatusBadge } from '../constants';
import { commonMessages } from '../messages/common';
import {
  centsField,
  agencyCodeField,
  calendarDateField,
  emailField,
  numberField,
  numberFromText,
  optionalText,
  phoneField,
  priceField,
  requiredText,
  searchQueryField,
  storableString,
  zipField,
} from './fields';

describe('numbers from JSON or from decimal text', () => {
  it('reads decimal text, French or not, and leaves anything else to be refused', () => {
    expect(numberFromText('1 250,5')).toBe(1250.5);
    expect(numberFromText('1\u202f250')).toBe(1250);
    expect(numberFromText(' −3 ')).toBe(-3);
    expect(numberFromText('12.75')).toBe(12.75);
    expect(numberFromText(7)).toBe(7);
    for (const odd of [null, '', ' ', true, '0x10', '1e3', 'Infinity', '1,2,3']) {
      expect(numberFromText(odd)).toBe(odd);
    }
    const months = numberField(z.number({ error: 'Nombre invalide' }).int());
    expect(months.parse('12')).toBe(12);
    for (const odd of [null, '', true, false, '0x10', [], {}]) {
      expect(months.safeParse(odd).error?.issues[0]?.message, JSON.stringify(odd)).toBe('Nombre invalide');
    }
  });
});

describe('field atoms', () => {
  it('normalises e-mails and rejects invalid ones in French', () => {
    expect(emailField.parse('  Marie.Dupont@Agence.FR ')).toBe('marie.dupont@agence.fr');
    expect(emailField.safeParse('marie@').error?.issues[0]?.message).toBe('Adresse e-mail invalide.');
  });
  it('upper-cases and trims agency codes', () => {
    expect(agencyCodeField.parse(' ab12cd ')).toBe('AB12CD');
    expect(agencyCodeField.safeParse('').error?.issues[0]?.message).toBe('Veuillez entrer un code d’agence.');
  });
  it('accepts French phone formats', () => {
    for (const p of ['0612345678', '06 12 34 56 78', '06.12.34.56.78', '+33 6 12 34 56 78']) {
      expect(phoneField.safeParse(p).success).toBe(true);
    }
    expect(phoneField.safeParse('abc').success).toBe(false);
  });
  it('requires five-digit postal codes', () => {
    expect(zipField.safeParse('69002').success).toBe(true);
    expect(zipField.safeParse('6900').success).toBe(false);
  });
  it('converts prices to non-negative decimal numbers', () => {
    expect(priceField.parse('1250.50')).toBe(1250.5);
    expect(priceField.safeParse('-1').success).toBe(false);
    expect(priceField.safeParse('abc').success).toBe(false);
  });
  it('takes a price only as a finite decimal number or its French writing', () => {
    expect(priceField.parse(1250.5)).toBe(1250.5);
    expect(priceField.parse('250 000')).toBe(250000);
    expect(priceField.parse('250\u202f000,50')).toBe(250000.5);
    expect(priceField.parse(' 950,5 ')).toBe(950.5);
    // What Number() would have turned into a price.
    for (const bad of [
      null,
      true,
      false,
      '0x10',
      '0b11',
      '1e3',
      '',
      ' ',
      'Infinity',
      [],
      {},
      Number.NaN,
      Infinity,
    ]) {
      const result = priceField.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Le prix doit être un nombre positif.');
    }
    expect(priceField.safeParse('9'.repeat(400)).success).toBe(false);
  });
  it('shows N/A for unknown stored statuses', () => {
    expect(propertyStatusBadge('En négociation')).toBe('En négociation');
    expect(propertyStatusBadge('disponible')).toBe('N/A');
    expect(propertyStatusBadge(null)).toBe('N/A');
  });
});

describe('storable text and calendar dates', () => {
  it('refuses NUL and lone surrogates in every text atom, in French', () => {
    for (const value of ['Jean\u0000Dupont', 'Dupont\ud800', '\udfff']) {
      for (const atom of [requiredText(), optionalText(), storableString(), searchQueryField(100)]) {
        expect(atom.safeParse(value).error?.issues[0]?.message).toBe(commonMessages.invalidCharacters);
      }
    }
    expect(requiredText().parse('Maison 🏠 à Lyon')).toBe('Maison 🏠 à Lyon');
  });
  it('accepts only days the calendar has, years 0001 to 9999', () => {
    for (const day of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
    for (const day of [
      '2024-02-31',
      '2023-02-29',
      '1900-02-29',
      '0000-01-01',
      '2024-13-01',
      '2024-04-31',
      '2024-1-1',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
      expect(calendarDateField().safeParse(day).error?.issues[0]?.message).toBe('Date invalide.');
    }
  });
});

describe('centsField', () => {
  const field = centsField('Montant invalide');
  it('reads euros as a person types them and holds cents', () => {
    expect(field.parse('812,37')).toBe(81237);
    expect(field.parse('1 250')).toBe(125000);
    expect(field.parse(0.1 + 0.2)).toBe(30);
    expect(field.parse('0,01')).toBe(1);
  });
  it('refuses more than two decimals, nothing, negatives and text in French', () => {
    for (const bad of ['12,345', '0', '-5', 'abc', '', null, 1e12]) {
      const result = field.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Montant invalide');
    }
    expect(centsField('Montant invalide', { min: 0 }).parse('0')).toBe(0);
  });
});
