import { Readable } from 'node:stream';
import { contactImportMessages as m } from '@immopilote/contracts';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  detectDelimiter,
  detectEncoding,
  readSheetRows,
} from '../src/modules/contact-import/contact-import-file';
import { judgeRows, resolveCity } from '../src/modules/contact-import/contact-import-judge';
import { cellText } from '../src/files/xlsx';
import {
  type ContactMapping,
  displayPhone,
  mapRow,
  normalizeEmail,
  normalizePhone,
  parseFrenchNumber,
  suggestField,
  suggestMapping,
} from '../src/modules/contact-import/contact-import-rows';

const chunks = (...buffers: Buffer[]) => Readable.from(buffers);

async function rowsOf(bytes: Buffer, encoding: 'utf-8' | 'windows-1252', delimiter: string) {
  const rows: string[][] = [];
  for await (const r of readSheetRows(Readable.from([bytes]), { format: 'csv', encoding, delimiter }))
    rows.push(r.cells);
  return rows;
}

describe('encoding and delimiter of a CSV', () => {
  it('UTF-8 with or without BOM, Windows-1252 otherwise, UTF-16 by its BOM', async () => {
    const text = 'Nom;Prénom\nDurand;Hélène\n';
    expect(await detectEncoding(chunks(Buffer.from(text, 'utf8')))).toBe('utf-8');
    expect(await detectEncoding(chunks(Buffer.from(`\uFEFF${text}`, 'utf8')))).toBe('utf-8');
    expect(await detectEncoding(chunks(iconv.encode(text, 'windows-1252')))).toBe('windows-1252');
    expect(await detectEncoding(chunks(iconv.encode(text, 'utf-16le', { addBOM: true })))).toBe('utf-16le');
    // A UTF-8 character cut between two chunks is still UTF-8.
    const bytes = Buffer.from('é', 'utf8');
    expect(await detectEncoding(chunks(Buffer.from('a'), bytes.subarray(0, 1), bytes.subarray(1)))).toBe(
      'utf-8',
    );
  });

  it('the delimiter is the header line’s most frequent one outside quotes', () => {
    expect(detectDelimiter('Nom;Prénom;Email\nx')).toBe(';');
    expect(detectDelimiter('Nom,Prénom,Email\n')).toBe(',');
    expect(detectDelimiter('Nom\tPrénom\tEmail\n')).toBe('\t');
    expect(detectDelimiter('"Nom, complet";Email\n')).toBe(';');
    expect(detectDelimiter('\uFEFFNom')).toBe(';');
  });

  it('quoted fields keep their `;` and line breaks; accents read from Windows-1252', async () => {
    const csv = 'Nom;Notes\r\n"Lefèvre";"Appelle le soir; préfère\r\nles SMS"\r\nGarçon;=1+1\r\n';
    const rows = await rowsOf(iconv.encode(csv, 'windows-1252'), 'windows-1252', ';');
    expect(rows).toEqual([
      ['Nom', 'Notes'],
      ['Lefèvre', 'Appelle le soir; préfère\r\nles SMS'],
      ['Garçon', '=1+1'],
    ]);
  });

  it('an Excel cell: a formula’s cached result, rich text, a date, a hyperlink’s text', () => {
    expect(cellText({ formula: 'A1*2', result: 42 })).toBe('42');
    expect(cellText({ sharedFormula: 'A1', result: 'x' })).toBe('x');
    expect(cellText({ richText: [{ text: 'Du' }, { text: 'rand' }] })).toBe('Durand');
    expect(cellText(new Date('2026-03-05T00:00:00Z'))).toBe('2026-03-05');
    expect(cellText({ text: 'a@b.fr', hyperlink: 'mailto:a@b.fr' })).toBe('a@b.fr');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(cellText(612345678)).toBe('612345678');
  });
});

describe('e-mail and phone normalisation', () => {
  it('e-mails: trimmed, lower case, NFC', () => {
    expect(normalizeEmail('  Jean.Dupont@Exemple.FR ')).toBe('jean.dupont@exemple.fr');
    expect(normalizeEmail('he\u0301le\u0300ne@exemple.fr')).toBe('hélène@exemple.fr'.normalize('NFC'));
  });

  it('French numbers become +33 E.164, however written', () => {
    for (const v of [
      '06 12 34 56 78',
      '06.12.34.56.78',
      '0612345678',
      '+33 6 12 34 56 78',
      '+33 (0)6 12 34 56 78',
      '0033 6 12 34 56 78',
      '+33612345678',
      '612345678',
      '06-12-34-56-78',
    ]) {
      expect(normalizePhone(v), v).toBe('+33612345678');
    }
    expect(normalizePhone('01 42 00 00 00')).toBe('+33142000000');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958');
    for (const bad of ['12', 'abc', '06 12', '+33 6 12', '00 00 00 00 00', 'tel: 06']) {
      expect(normalizePhone(bad), bad).toBeNull();
    }
    expect(displayPhone('+33612345678')).toBe('06 12 34 56 78');
    expect(displayPhone('+442079460958')).toBe('+442079460958');
  });

  it('French numbers in files: spaces, euros, k€, decimals, T3', () => {
    expect(parseFrenchNumber('300 000 €')).toBe(300000);
    expect(parseFrenchNumber('300\u202f000\u00a0€')).toBe(300000);
    expect(parseFrenchNumber('250000,50')).toBe(250000.5);
    expect(parseFrenchNumber('1.250.000')).toBe(1250000);
    expect(parseFrenchNumber('300 k€')).toBe(300000);
    expect(parseFrenchNumber('1,2 M€')).toBe(1200000);
    expect(parseFrenchNumber('60 m²')).toBe(60);
    expect(parseFrenchNumber('T3')).toBe(3);
    expect(parseFrenchNumber('3 pièces')).toBe(3);
    expect(parseFrenchNumber('beaucoup')).toBeNull();
  });
});

describe('header suggestions', () => {
  it('by normalised header names', () => {
    const cases: [string, string][] = [
      ['Nom', 'lastName'],
      ['NOM DE FAMILLE', 'lastName'],
      ['Prénom', 'firstName'],
      ['Nom complet', 'fullName'],
      ['E-mail', 'email'],
      ['Email', 'email'],
      ['Courriel', 'email'],
      ['Adresse e-mail', 'email'],
      ['Téléphone', 'phone'],
      ['Tél. portable', 'phone'],
      ['Mobile', 'phone'],
      ['Adresse', 'address'],
      ['Type', 'roles'],
      ['Statut', 'roles'],
      ['Budget', 'budgetMax'],
      ['Budget max', 'budgetMax'],
      ['Budget min.', 'budgetMin'],
      ['Ville', 'cities'],
      ['Secteur', 'cities'],
      ['Villes recherchées', 'cities'],
      ['Surface min', 'surfaceMin'],
      ['Pièces', 'roomsMin'],
      ['Nb pièces', 'roomsMin'],
      ['Type de bien', 'kinds'],
      ['Notes', 'notes'],
      ['Commentaire', 'notes'],
      ['Consentement RGPD', 'consent'],
      ['Projet', 'transaction'],
      ['Date de création', 'ignore'],
      ['', 'ignore'],
    ];
    for (const [header, field] of cases) expect(suggestField(header), header).toBe(field);
  });

  it('a field is suggested for one column only', () => {
    expect(suggestMapping(['Nom', 'Téléphone', 'Mobile', 'Email'])).toEqual([
      'lastName',
      'phone',
      'ignore',
      'email',
    ]);
  });
});

const mapping: ContactMapping = {
  0: 'lastName',
  1: 'firstName',
  2: 'email',
  3: 'phone',
  4: 'roles',
  5: 'budgetMax',
  6: 'cities',
  7: 'surfaceMin',
  8: 'roomsMin',
  9: 'kinds',
  10: 'notes',
  11: 'consent',
  12: 'ignore',
};
const map = (cells: string[]) =>
  mapRow(cells, mapping, { resolveCity, sourceNote: 'Importé depuis « x.csv ».' });

describe('a row → a contact and its search', () => {
  it('a buyer with a search: the contact, its roles, its search, the consent, the source in the notes', () => {
    const row = map([
      'Durand',
      'Hélène',
      ' Helene.Durand@Exemple.fr ',
      '06 12 34 56 78',
      'Acheteur',
      '350 000 €',
      'Lyon, Villeurbanne',
      '60 m²',
      '3',
      'Appartement',
      '=HYPERLINK("x")',
      'Oui',
      'ignored',
    ]);
    expect(row.errors).toEqual([]);
    expect(row.warnings).toEqual([]);
    expect(row.client).toMatchObject({
      fullName: 'Hélène Durand',
      firstName: 'Hélène',
      email: 'helene.durand@exemple.fr',
      phone: '06 12 34 56 78',
      roles: ['acquereur'],
    });
    // Formula-looking text is kept as text.
    expect(row.client?.notes).toMatch(/^=HYPERLINK\("x"\)\n+Importé depuis « x\.csv »\.$/);
    expect(row.contact.consent).toBe(true);
    expect(row.search).toMatchObject({
      transaction: 'achat',
      kinds: ['appartement'],
      budgetMax: 350000,
      surfaceMin: 60,
      roomsMin: 3,
      communeCodes: ['69123', '69266'],
    });
    expect(row.emailKey).toBe('helene.durand@exemple.fr');
    expect(row.phoneKey).toBe('+33612345678');
  });

  it('a tenant looks to rent; no kind means a dwelling; no search field, no search', () => {
    const tenant = map([
      'Petit',
      'Luc',
      'luc@exemple.fr',
      '',
      'Locataire',
      '900',
      'Toulon',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(tenant.search).toMatchObject({
      transaction: 'location',
      kinds: ['appartement', 'maison'],
      budgetMax: 900,
    });
    expect(tenant.client?.roles).toEqual(['locataire']);
    const plain = map(['Petit', 'Léa', 'lea@exemple.fr', '', 'Vendeur', '', '', '', '', '', '', 'non', '']);
    expect(plain.search).toBeNull();
    expect(plain.warnings).toEqual([]);
    expect(plain.contact.consent).toBe(false);
    const candidate = map([
      'Roux',
      'Ana',
      'ana@exemple.fr',
      '',
      'candidat locataire',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(candidate.client).toMatchObject({ roles: ['candidat_locataire'], candidateStatus: 'en_cours' });
  });

  it('problems: name or e-mail missing, bad e-mail refuse the row; a bad phone or city only drop the value', () => {
    expect(map(['', 'Luc', 'luc@exemple.fr', '', '', '', '', '', '', '', '', '', '']).errors).toEqual([
      m.nameMissing,
    ]);
    expect(map(['Petit', 'Luc', '', '', '', '', '', '', '', '', '', '', '']).errors).toEqual([
      m.emailMissing,
    ]);
    expect(map(['Petit', 'Luc', 'pas-un-email', '', '', '', '', '', '', '', '', '', '']).errors).toEqual([
      m.emailInvalid('pas-un-email'),
    ]);
    const row = map([
      'Petit',
      'Luc',
      'luc@exemple.fr',
      '12',
      'client VIP',
      '300000',
      'Nulle-Part-Sur-Mer',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(row.errors).toEqual([]);
    expect(row.client?.phone).toBeNull();
    expect(row.warnings).toEqual([
      m.phoneInvalid('12'),
      m.roleUnknown('client VIP'),
      m.cityUnknown('Nulle-Part-Sur-Mer'),
      m.searchNotCreated(m.searchNoPlace),
    ]);
    expect(row.search).toBeNull();
  });

  it('cities by name, postcode, or both', () => {
    expect(resolveCity('Lyon')).toBe('69123');
    expect(resolveCity('69100')).toBe('69266');
    expect(resolveCity('Saint-Étienne')).toBe('42218');
    expect(resolveCity('st etienne')).toBe('42218');
    expect(resolveCity('Toulon (83)')).toBe('83137');
    expect(resolveCity('Atlantide')).toBeNull();
  });
});

describe('duplicates', () => {
  it('within the file by e-mail or phone, then against the agency’s clients', () => {
    const rows = [
      { line: 2, mapped: map(['A', 'Al', 'al@x.fr', '06 12 34 56 78', '', '', '', '', '', '', '', '', '']) },
      { line: 3, mapped: map(['A', 'Al', 'AL@X.FR ', '', '', '', '', '', '', '', '', '', '']) },
      {
        line: 4,
        mapped: map(['B', 'Bo', 'bo@x.fr', '+33 6 12 34 56 78', '', '', '', '', '', '', '', '', '']),
      },
      { line: 5, mapped: map(['C', 'Cy', 'cy@x.fr', '', '', '', '', '', '', '', '', '', '']) },
      {
        line: 6,
        mapped: map(['D', 'Di', 'di@x.fr', '0033 7 00 00 00 01', '', '', '', '', '', '', '', '', '']),
      },
      { line: 7, mapped: map(['', 'Ed', 'ed@x.fr', '', '', '', '', '', '', '', '', '', '']) },
    ];
    const existing = [
      { id: '00000000-0000-4000-8000-000000000001', fullName: 'Cy Existant', email: 'Cy@X.fr', phone: null },
      {
        id: '00000000-0000-4000-8000-000000000002',
        fullName: 'Di Existant',
        email: 'autre@x.fr',
        phone: '07 00 00 00 01',
      },
    ];
    const judged = judgeRows(rows, new Map(), existing);
    expect(judged.map((j) => j.outcome)).toEqual([
      'create',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'error',
    ]);
    expect(judged[1]!.duplicate).toMatchObject({ line: 3, ofLine: 2, client: null });
    expect(judged[2]!.duplicate).toMatchObject({ line: 4, ofLine: 2 });
    expect(judged[3]!.duplicate).toMatchObject({ ofLine: null, client: { name: 'Cy Existant' } });
    expect(judged[4]!.duplicate).toMatchObject({ client: { name: 'Di Existant' } });
  });
});
