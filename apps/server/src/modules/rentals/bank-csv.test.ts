import { rentalBankMessages as m } from '@immopilote/contracts';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { lineFingerprint, parseBankAmount, parseBankCsv, parseBankDate } from './bank-csv';

const credits = (csv: string | Buffer) => {
  const result = parseBankCsv(typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv);
  if (!result.ok) throw new Error('not a bank CSV');
  return result;
};

describe('bank amounts and dates', () => {
  it.each([
    ['1 234,56', 123_456],
    ['1\u00a0234,56', 123_456],
    ['-12,00', -1_200],
    ['+850', 85_000],
    ['1.234,56', 123_456],
    ['1234.5', 123_450],
    ['812,37 €', 81_237],
    ['1.234', 123_400],
    ['', 0],
  ])('« %s » is %i cents', (text, cents) => expect(parseBankAmount(text)).toBe(cents));

  it.each(['12,3,4', 'abc', '12,345,67', '1 2x'])('« %s » is unreadable', (text) =>
    expect(parseBankAmount(text)).toBeNull(),
  );

  it('reads French and ISO dates and refuses a day that does not exist', () => {
    expect(parseBankDate('05/02/2026')).toBe('2026-02-05');
    expect(parseBankDate('5/2/26')).toBe('2026-02-05');
    expect(parseBankDate('2026-02-05')).toBe('2026-02-05');
    expect(parseBankDate('31/02/2026')).toBeNull();
    expect(parseBankDate('demain')).toBeNull();
  });
});

describe('a statement with one signed amount column', () => {
  it('keeps the credits, skips the debits, and the header may come after account lines', () => {
    const csv = [
      'Compte courant;FR76 3000 4000 0100 0000 0000 000',
      'Période;01/02/2026 - 28/02/2026',
      '',
      'Date opération;Date valeur;Libellé;Montant;Référence',
      '05/02/2026;05/02/2026;VIR SEPA MME DUPONT MARIE LOYER FEVRIER;"1 250,50";REF123',
      '06/02/2026;06/02/2026;PRLV EDF;-84,12;',
      '07/02/2026;07/02/2026;VIR M MARTIN;812,37;',
    ].join('\r\n');
    const result = credits(csv);
    expect(result.errors).toEqual([]);
    expect(result.credits.map((c) => [c.line, c.bookedOn, c.amountCents, c.label, c.reference])).toEqual([
      [5, '2026-02-05', 125_050, 'VIR SEPA MME DUPONT MARIE LOYER FEVRIER', 'REF123'],
      [7, '2026-02-07', 81_237, 'VIR M MARTIN', null],
    ]);
  });

  it('reads a `,` separated export with quoted decimal commas', () => {
    const csv = ['Date,Libelle,Montant', '2026-03-01,"Virement Dupont","950,00"'].join('\n');
    expect(credits(csv).credits.map((c) => c.amountCents)).toEqual([95_000]);
  });
});

describe('a statement in Débit and Crédit columns, in Windows-1252', () => {
  it('reads the accents of the header and the labels and keeps only the credits', () => {
    const csv = [
      'Date;Libellé;Débit;Crédit',
      '03/02/2026;VIR HÉLÈNE LEFÈVRE LOYER;;900,00',
      '04/02/2026;CB BOULANGERIE;12,40;',
    ].join('\r\n');
    const result = credits(iconv.encode(csv, 'windows-1252'));
    expect(result.credits).toHaveLength(1);
    expect(result.credits[0]).toMatchObject({
      line: 2,
      label: 'VIR HÉLÈNE LEFÈVRE LOYER',
      amountCents: 90_000,
    });
  });
});

describe('bad lines and bad files', () => {
  it('reports each unreadable line with its number and reason, and reads the others', () => {
    const csv = [
      'Date;Libellé;Montant',
      '32/01/2026;VIR A;10,00',
      '01/02/2026;VIR B;dix euros',
      '01/02/2026',
      '02/02/2026;VIR C;20,00',
    ].join('\n');
    const result = credits(csv);
    expect(result.errors).toEqual([
      { line: 2, reason: m.reasons.badDate('32/01/2026') },
      { line: 3, reason: m.reasons.badAmount('dix euros') },
      { line: 4, reason: m.reasons.missingCells },
    ]);
    expect(result.credits.map((c) => c.line)).toEqual([5]);
  });

  it('is not a bank CSV without a header naming a date, a label and an amount, or when binary', () => {
    expect(parseBankCsv(Buffer.from('Nom;Prénom;E-mail\nDupont;Marie;m@x.fr')).ok).toBe(false);
    expect(parseBankCsv(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01])).ok).toBe(false);
    expect(parseBankCsv(Buffer.alloc(0)).ok).toBe(false);
  });

  it('gives the same fingerprint to the same line whatever its case and accents', () => {
    const a = { bookedOn: '2026-02-05', amountCents: 100, label: 'Vir Hélène', reference: null };
    expect(lineFingerprint(a)).toBe(lineFingerprint({ ...a, label: 'VIR  HELENE' }));
    expect(lineFingerprint(a)).not.toBe(lineFingerprint({ ...a, amountCents: 101 }));
  });
});
