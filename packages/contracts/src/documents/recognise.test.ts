import { describe, expect, it } from 'vitest';
import { parseFrenchAmount, parseFrenchDate, recogniseFields, splitByFields } from './recognise';

/** A payslip's text layer after the 2018 « bulletin clarifié » (people and numbers invented). */
const PAYSLIP = [
  'BULLETIN DE PAIE',
  'Période du 01/09/2026 au 30/09/2026',
  'Employeur : TRANSPORTS RHÔNE-ALPES SAS',
  'SIRET : 812 345 678 00024 Code NAF : 4941A',
  'Salarié : Mme BERNARD CAMILLE',
  '14 RUE DES TANNEURS',
  '69003 LYON',
  'Date d’entrée : 01/03/2019',
  'Salaire de base 151,67 h 18,12 2 748,26',
  'Net à payer avant impôt sur le revenu : 2 104,37 €',
  'Net payé en euros : 2 009,67 €',
].join('\n');

/** A lease and an identity form as tesseract reads them: no-break spaces, written dates. */
const LEASE = [
  'Bail d’habitation — Lyon 3e',
  'Bailleur : Louis MOREAU',
  'Locataire : Madame Hélène Dupré',
  'Loyer mensuel : 1\u202f250\u00a0€ charges comprises.',
  'Dépôt de garantie : 2 500 euros.',
  'Fait à Marseille, le 12 février.',
  'Prise d’effet le 1er mars 2026.',
].join('\n');

const IDENTITY = 'Nom : DUPRÉ\nPrénoms : Hélène Marie\nNé(e) le : 03.11.1958 à Aix-en-Provence';

const kinds = (text: string) => recogniseFields(text).map((f) => [f.kind, f.text]);

describe('recogniseFields', () => {
  it('finds the amounts, dates and names of a payslip, each with its label', () => {
    const fields = recogniseFields(PAYSLIP);
    expect(fields.map((f) => [f.kind, f.text, f.value])).toEqual([
      ['date', '01/09/2026', '2026-09-01'],
      ['date', '30/09/2026', '2026-09-30'],
      ['name', 'TRANSPORTS RHÔNE-ALPES SAS', 'TRANSPORTS RHÔNE-ALPES SAS'],
      ['name', 'Mme BERNARD CAMILLE', 'Mme BERNARD CAMILLE'],
      ['date', '01/03/2019', '2019-03-01'],
      ['amount', '2 104,37 €', 2104.37],
      ['amount', '2 009,67 €', 2009.67],
    ]);
    expect(fields.find((f) => f.value === 2104.37)?.label).toBe('Net à payer avant impôt sur le revenu');
    expect(fields.find((f) => f.value === '2019-03-01')?.label).toBe('Date d’entrée');
  });

  it('reads no-break spaces, « euros » in words and dates without a year', () => {
    expect(recogniseFields(LEASE).map((f) => [f.kind, f.text, f.value, f.label])).toEqual([
      ['name', 'Louis MOREAU', 'Louis MOREAU', 'Bailleur'],
      ['name', 'Madame Hélène Dupré', 'Madame Hélène Dupré', 'Locataire'],
      ['amount', '1\u202f250\u00a0€', 1250, 'Loyer mensuel'],
      ['amount', '2 500 euros', 2500, 'Dépôt de garantie'],
      ['date', '12 février', null, null],
      ['date', '1er mars 2026', '2026-03-01', null],
    ]);
  });

  it('reads identity fields whatever the label’s case, and keeps the value’s capitals', () => {
    expect(kinds(IDENTITY)).toEqual([
      ['name', 'DUPRÉ'],
      ['name', 'Hélène Marie'],
      ['date', '03.11.1958'],
    ]);
    expect(kinds('NOM : Leroy')).toEqual([['name', 'Leroy']]);
    // A lower-case word after « Nom : » is not a name.
    expect(kinds('nom : à compléter')).toEqual([]);
    expect(kinds('Attestation de domicile\nMadame Hélène Dupré habite à Marseille')).toEqual([
      ['name', 'Hélène Dupré'],
    ]);
  });

  it('leaves out numbers without a currency and impossible dates', () => {
    expect(kinds('SIRET : 812 345 678 00024, 151,67 h, le 31/02/2026, 2025')).toEqual([
      ['date', '31/02/2026'],
    ]);
    expect(recogniseFields('le 31/02/2026')[0]?.value).toBeNull();
  });

  it('cuts the text into plain parts and fields that join back to the text', () => {
    const parts = splitByFields(LEASE, recogniseFields(LEASE));
    expect(parts.map((p) => p.text).join('')).toBe(LEASE);
    expect(parts.filter((p) => p.field).length).toBe(6);
  });
});

describe('the French parsers the client scoring reads with', () => {
  it('reads amounts in their French spellings', () => {
    expect(parseFrenchAmount('38 450')).toBe(38450);
    expect(parseFrenchAmount('1.812,34 €')).toBe(1812.34);
    expect(parseFrenchAmount('2 104.50')).toBe(2104.5);
    expect(parseFrenchAmount('1\u202f250\u00a0€')).toBe(1250);
    expect(parseFrenchAmount('€')).toBeNull();
  });

  it('reads numeric and written dates', () => {
    expect(parseFrenchDate('15/03/2021')).toBe('2021-03-15');
    expect(parseFrenchDate('1er mars 2019')).toBe('2019-03-01');
    expect(parseFrenchDate('3 Février 2020')).toBe('2020-02-03');
    expect(parseFrenchDate('30/02/2020')).toBeNull();
    expect(parseFrenchDate('Avis du 2024-03-05')).toBe('2024-03-05');
    expect(parseFrenchDate('le 05.03.2024 à 10 h')).toBe('2024-03-05');
    expect(parseFrenchDate('2024-02-30')).toBeNull();
  });

  it('reads a month alone as its first day only when asked (a review dated « mars 2024 »)', () => {
    expect(parseFrenchDate('Posté en mars 2024')).toBeNull();
    expect(parseFrenchDate('Posté en mars 2024', { monthAlone: true })).toBe('2024-03-01');
    expect(parseFrenchDate('le 12 août 2025, très bien', { monthAlone: true })).toBe('2025-08-12');
    expect(parseFrenchDate('en 2024 environ', { monthAlone: true })).toBeNull();
  });

  it('reads a pasted word of 300 000 letters in one pass (it took 100 s, the fuzz test found it)', () => {
    expect(parseFrenchDate(`${'x'.repeat(300_000)} 2024`, { monthAlone: true })).toBeNull();
    expect(parseFrenchDate(`${'x'.repeat(300_000)} mars 2024`, { monthAlone: true })).toBe('2024-03-01');
    expect(parseFrenchDate(`${'é'.repeat(70_000)} le 1er mars 2024`, { monthAlone: true })).toBe(
      '2024-03-01',
    );
    expect(parseFrenchDate('Avis de septembre 2024', { monthAlone: true })).toBe('2024-09-01');
  });
});
