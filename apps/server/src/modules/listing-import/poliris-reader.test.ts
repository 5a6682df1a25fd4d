import { listingImportMessages } from '@immopilote/contracts';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { fixtureCells } from '../../../test/helpers/poliris-export-fixture';
import { polirisFields, polirisLine } from '../portal-export/poliris';
import {
  byteLines,
  columnsProblem,
  decodeText,
  detectEncoding,
  normaliseVersion,
  parsePolirisLine,
  readConfigTxt,
  readDescription,
  readHeating,
  readListingLine,
  readNumber,
} from './poliris-reader';
import { unsafeName } from './zip-reader';

const p = listingImportMessages.problems;

describe('the line parser', () => {
  it('reads quoted fields separated by !#, empty ones kept', () => {
    expect(parsePolirisLine('"a"!#""!#"c d"')).toEqual(['a', '', 'c d']);
    expect(parsePolirisLine('"seul"')).toEqual(['seul']);
    expect(parsePolirisLine('\ufeff"a"!#"b"  ')).toEqual(['a', 'b']);
  });
  it('refuses a line not in that shape', () => {
    expect(parsePolirisLine('a;b;c')).toBeNull();
    expect(parsePolirisLine('"a"!#b')).toBeNull();
    expect(parsePolirisLine('"')).toBeNull();
  });
  it('reads back what our own writer writes, rank for rank', () => {
    const cells = fixtureCells(7);
    expect(parsePolirisLine(polirisLine(cells))).toEqual(cells.map((c) => c.replaceAll('"', "'")));
  });
  it('cuts a byte stream at LF and CRLF, across chunks', async () => {
    async function* chunks() {
      yield Buffer.from('"a"!#"b"\r\n"c"');
      yield Buffer.from('!#"d"\n\r\n"e"');
    }
    const lines: string[] = [];
    for await (const l of byteLines(chunks())) lines.push(l.toString());
    expect(lines).toEqual(['"a"!#"b"', '"c"!#"d"', '', '"e"']);
  });
});

describe('the version', () => {
  it('is read from Config.txt in its usual spellings', () => {
    expect(readConfigTxt('Version=4.12\r\nApplication=Hektor / 5.4\r\nDevise=Euro\r\n')).toEqual({
      version: '4.12',
      application: 'Hektor / 5.4',
    });
    expect(normaliseVersion('V4.9')).toBe('4.09');
    expect(normaliseVersion('4,11')).toBe('4.11');
    expect(normaliseVersion('')).toBeNull();
    expect(readConfigTxt('Devise=Euro').version).toBeNull();
  });
  it('checks a line’s length against the version it declares, or any known length', () => {
    expect(columnsProblem(329, '4.09')).toBeNull();
    expect(columnsProblem(334, '4.12')).toBeNull();
    expect(columnsProblem(328, '4.08')).toBeNull();
    expect(columnsProblem(329, '4.12')).toBe(p.columnsMismatch(329, '4.12', 334));
    expect(columnsProblem(334, '4.09')).toBe(p.columnsMismatch(334, '4.09', 329));
    expect(columnsProblem(334, null)).toBeNull();
    expect(columnsProblem(120, null)).toBe(p.columnsUnknown(120));
  });
});

describe('the encoding', () => {
  it('tells UTF-8 from Windows-1252 and decodes both', () => {
    const text = 'Séjour lumineux — 2 000 € «\u00a0cœur\u00a0» l’été';
    const cp = iconv.encode(text, 'win1252');
    const utf8 = Buffer.from(text, 'utf8');
    expect(detectEncoding(cp)).toBe('windows-1252');
    expect(detectEncoding(utf8)).toBe('utf-8');
    expect(detectEncoding(Buffer.from('plain ascii'))).toBe('utf-8');
    expect(decodeText(cp, 'windows-1252')).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]), 'utf-8')).toBe(text);
  });
});

describe('the mapping', () => {
  const read = (cells: string[], configVersion: string | null = '4.09') =>
    readListingLine(cells, { line: 3, configVersion });

  it('reads a Hektor sale: facts, prices, fees, DPE, copro, photos, mandate as text', () => {
    const cells = fixtureCells(2, { photosPerListing: 4 });
    const result = read(cells);
    expect(result.ok, JSON.stringify(result.problems)).toBe(true);
    if (!result.ok) return;
    const { listing } = result;
    expect(listing.ref).toBe('hektor-4021-000002');
    expect(listing.fields).toMatchObject({
      type: 'Vente',
      kind: 'appartement',
      zip: '69100',
      city: 'Villeurbanne',
      price: Number(cells[10]),
      priceExclFees: Number(cells[302]),
      feesPayer: 'acquereur',
      feesPercent: 5,
      rooms: 4,
      bedrooms: 3,
      dpeStatus: 'realise',
      dpeClass: 'D',
      dpeValue: 200,
      gesClass: 'D',
      dpeDate: '2024-03-15',
      heatingMode: 'individuel',
      heatingEnergy: 'gaz',
      copro: true,
      coproLots: 24,
    });
    expect(listing.fields.description).toContain('\n');
    expect(listing.fields.description).not.toContain('<BR>');
    expect(listing.photos).toEqual(['HK100002-1.jpg', 'HK100002-2.jpg', 'HK100002-3.jpg', 'HK100002-4.jpg']);
    expect(listing.mandate).toEqual({ number: 'M2402', date: '2025-09-02', exclusive: false });
    expect(result.problems).toEqual([]);
  });

  it('reads a rental: charges, deposit, fees in euros', () => {
    const result = read(fixtureCells(4));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.listing.fields).toMatchObject({
      type: 'Location',
      charges: 50,
      chargesMode: 'provision',
      tenantFees: 600,
      tenantFeesInventory: 150,
      furnished: false,
    });
  });

  it('reads back our own export, written by the portal-export writer', () => {
    const sale = read(fixtureCells(2));
    if (!sale.ok) throw new Error('fixture line refused');
    const cells = polirisFields({
      agencyIdentifier: 'SL-1',
      id: '0b9f6a52-3f39-4a4e-9b61-3c3c1f0f6a10',
      type: 'Vente',
      name: 'Studio Croix-Rousse',
      description: 'Beau studio.',
      address: '3 rue Dumenge',
      zip: '69004',
      city: 'Lyon',
      price: 150000,
      facts: {
        ...sale.listing.fields,
        kind: 'appartement',
      },
      mandate: { number: 12, exclusive: true, date: '2026-01-05' },
      feeScaleUrl: '',
      photos: ['A-1.jpg'],
    });
    const result = read(cells);
    expect(result.problems.filter((x) => x.level === 'error')).toEqual([]);
    expect(result.ok && result.listing.ref).toBe('0b9f6a523f394a4e9b613c3c1f0f6a');
    expect(result.ok && result.listing.mandate).toEqual({
      number: '12',
      date: '2026-01-05',
      exclusive: true,
    });
  });

  it('refuses a line without price, type or place, and says which rank', () => {
    const badPrice = read(
      fixtureCells(1, {
        mutate: (c) => {
          c[10] = 'sur demande';
        },
      }),
    );
    expect(badPrice.ok).toBe(false);
    expect(badPrice.problems).toContainEqual({
      line: 3,
      rank: 11,
      level: 'error',
      message: p.badPrice('sur demande'),
    });
    const noCity = read(
      fixtureCells(1, {
        mutate: (c) => {
          c[5] = '';
        },
      }),
    );
    expect(noCity.ok).toBe(false);
    expect(noCity.problems[0]).toMatchObject({ rank: 6, level: 'error' });
    const badType = read(
      fixtureCells(1, {
        mutate: (c) => {
          c[2] = 'échange';
        },
      }),
    );
    expect(badType.problems.at(-1)?.message).toBe(p.badAdType('échange'));
    const noRef = read(
      fixtureCells(1, {
        mutate: (c) => {
          c[1] = '';
          c[174] = '';
        },
      }),
    );
    expect(noRef.problems.at(-1)?.message).toBe(p.noReference);
  });

  it('imports an unknown property type as « Autre » with a warning, and drops a fact the app refuses', () => {
    const result = read(
      fixtureCells(2, {
        mutate: (c) => {
          c[3] = 'Yourte';
          c[18] = '9'; // more bedrooms than rooms: the bedrooms are dropped, the listing kept
        },
      }),
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.listing.fields.kind).toBe('autre');
    expect(result.problems.map((x) => x.level)).toEqual(['warning', 'warning']);
    expect(result.problems[0]?.message).toBe(p.unknownKind('Yourte'));
  });

  it('falls back to rank 2 without rank 175, and warns of empty mandatory ranks', () => {
    const result = read(
      fixtureCells(1, {
        mutate: (c) => {
          c[174] = '';
          c[17] = '';
          c[0] = '';
        },
      }),
    );
    expect(result.ok && result.listing.ref).toBe('HK100001');
    expect(result.problems.map((x) => x.rank)).toEqual([1, 18]);
  });

  it('refuses a 329-column line where its version says 334, and the reverse', () => {
    const short = read(fixtureCells(1, { version: '4.12', columns: 329 }), '4.12');
    expect(short.ok).toBe(false);
    expect(short.problems[0]?.message).toBe(p.columnsMismatch(329, '4.12', 334));
    const long = read(fixtureCells(1, { version: '4.09', columns: 334 }), '4.09');
    expect(long.problems[0]?.message).toBe(p.columnsMismatch(334, '4.09', 329));
    expect(read(fixtureCells(1, { version: '4.08' }), '4.08').ok).toBe(true);
    expect(read(fixtureCells(1, { version: '4.11' }), '4.11').ok).toBe(true);
  });

  it('reads numbers, heating codes and descriptions the way exports write them', () => {
    expect(readNumber('250 000,50')).toBe(250000.5);
    expect(readNumber('1250000.00')).toBe(1250000);
    expect(readNumber('NC')).toBeNull();
    expect(readHeating('8704')).toEqual({ heatingMode: 'individuel', heatingEnergy: 'gaz' });
    expect(readHeating('6144')).toEqual({ heatingMode: 'collectif', heatingEnergy: 'electricite' });
    expect(readHeating('')).toEqual({ heatingMode: '', heatingEnergy: '' });
    expect(readDescription('Un<BR>deux<br/><b>trois</b> &lt;4')).toBe('Un\ndeux\ntrois <4');
  });
});

describe('archive names', () => {
  it('refuses names that leave the archive', () => {
    expect(unsafeName('../etc/passwd')).toBe(true);
    expect(unsafeName('photos/../../x.jpg')).toBe(true);
    expect(unsafeName('/etc/passwd')).toBe(true);
    expect(unsafeName('C:\\Windows\\x')).toBe(true);
    expect(unsafeName('..\\x.jpg')).toBe(true);
    expect(unsafeName('photos/a..b.jpg')).toBe(false);
    expect(unsafeName('Annonces.csv')).toBe(false);
  });
});
