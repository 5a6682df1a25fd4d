import { EXTERIOR_FEATURES, PROPERTY_FACT_NAMES, type PropertyFacts } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { polirisProblems } from '../../../test/helpers/poliris-checker';
import { rank, readAnnonces } from '../../../test/helpers/poliris-reader';
import {
  annoncesCsv,
  configTxt,
  fitField,
  heatingCode,
  PHOTO_RANKS,
  POLIRIS_COLUMNS,
  type PolirisListing,
  polirisDescription,
  polirisField,
  polirisFields,
  polirisLine,
  RANK,
  toWindows1252,
} from './poliris';

const unknownFacts = {
  ...Object.fromEntries(PROPERTY_FACT_NAMES.map((name) => [name, null])),
  ...Object.fromEntries(EXTERIOR_FEATURES.map((name) => [name, false])),
} as PropertyFacts;

const facts = (over: Partial<PropertyFacts> = {}): PropertyFacts => ({
  ...unknownFacts,
  kind: 'appartement',
  surfaceHabitable: 68.5,
  rooms: 3,
  bedrooms: 2,
  dpeStatus: 'realise',
  dpeClass: 'D',
  dpeValue: 230,
  gesClass: 'C',
  gesValue: 25,
  energyCostMin: 1200,
  energyCostMax: 1680,
  energyCostYear: 2023,
  dpeDate: '2024-03-12',
  feesPayer: 'acquereur',
  feesPercent: 4.5,
  priceExclFees: 300000,
  copro: true,
  coproLots: 24,
  coproCharges: 1800,
  coproProcedure: false,
  ...over,
});

const sale = (over: Partial<PolirisListing> = {}): PolirisListing => ({
  agencyIdentifier: 'SL-Canuts_042',
  id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  type: 'Vente',
  name: 'Appartement lumineux',
  description: 'Bel appartement traversant.',
  address: '12 rue Victor Hugo',
  zip: '69002',
  city: 'Lyon',
  price: 313500,
  facts: facts(),
  mandate: { number: 7, exclusive: true, date: '2026-11-02' },
  feeScaleUrl: 'https://agence.example/bareme',
  photos: ['A-1.jpg', 'A-2.jpg'],
  ...over,
});

describe('Poliris field and line', () => {
  it('replaces double quotes by apostrophes, line breaks by <BR>, and never lets !# through', () => {
    expect(polirisField('Camping "Les flots bleus"')).toBe("Camping 'Les flots bleus'");
    expect(polirisField('Séjour\r\nCuisine\nChambre\rBain')).toBe('Séjour<BR>Cuisine<BR>Chambre<BR>Bain');
    expect(polirisField('Vue !# mer')).toBe('Vue ! # mer');
    expect(polirisField('a\tb')).toBe('a b');
  });

  it('quotes every field, separates them with !# and keeps empty fields', () => {
    expect(polirisLine(['a', '', 'c "d"'])).toBe(`"a"!#""!#"c 'd'"`);
  });
});

describe('Poliris 4.12 columns', () => {
  it('writes 334 fields with each value at its rank of the official list', () => {
    const row = polirisFields(sale());
    expect(row).toHaveLength(POLIRIS_COLUMNS);
    expect(rank(row, 1)).toBe('SL-Canuts_042');
    expect(rank(row, 2)).toBe('7');
    expect(rank(row, 3)).toBe('vente');
    expect(rank(row, 4)).toBe('Appartement');
    expect([rank(row, 5), rank(row, 6), rank(row, 7)]).toEqual(['69002', 'Lyon', 'France']);
    expect(rank(row, 11)).toBe('313500');
    expect(rank(row, 15)).toBe('4.5');
    expect([rank(row, 16), rank(row, 18), rank(row, 19)]).toEqual(['68.5', '3', '2']);
    expect(rank(row, 20)).toBe('Appartement lumineux');
    expect([rank(row, 83), rank(row, 112), rank(row, 113)]).toEqual(['OUI', '7', '02/11/2026']);
    expect([rank(row, 85), rank(row, 86), rank(row, 87)]).toEqual(['A-1.jpg', 'A-2.jpg', '']);
    expect(rank(row, 175)).toBe('0f1e2d3c4b5a49788695a4b3c2d1e0');
    expect([rank(row, 176), rank(row, 177), rank(row, 178), rank(row, 179)]).toEqual(['230', 'D', '25', 'C']);
    expect([rank(row, 258), rank(row, 259), rank(row, 260), rank(row, 261)]).toEqual([
      'OUI',
      '24',
      '1800',
      'NON',
    ]);
    expect([rank(row, 301), rank(row, 302), rank(row, 303)]).toEqual(['4.12', '1', '300000']);
    expect(POLIRIS_COLUMNS).toBe(334);
    expect(rank(row, 307)).toBe('https://agence.example/bareme');
    expect([rank(row, 324), rank(row, 325), rank(row, 326), rank(row, 327), rank(row, 328)]).toEqual([
      '12/03/2024',
      'DPE_v07-2021',
      '1200',
      '1680',
      '2023',
    ]);
    // Rental-only columns stay empty on a sale, the rent-control ranks of 4.12 too.
    expect([rank(row, 13), rank(row, 23), rank(row, 161), rank(row, 304)]).toEqual(['', '', '', '']);
    expect(row.slice(329, 334)).toEqual(['', '', '', '', '']);
  });

  it('4.12 rent-control ranks: base rent at 331, capped reference rent at 332, the flag at 333', () => {
    const rental = (over: Partial<PropertyFacts>) =>
      polirisFields(
        sale({
          type: 'Location',
          price: 1250,
          mandate: null,
          facts: facts({ feesPayer: null, feesPercent: null, priceExclFees: null, copro: null, ...over }),
        }),
      );
    const capped = rental({ rentControlled: true, rentBase: 1100, rentReference: 28.4 });
    expect([RANK.rentBase, RANK.rentReference, RANK.rentControlled]).toEqual([331, 332, 333]);
    expect([
      rank(capped, 330),
      rank(capped, 331),
      rank(capped, 332),
      rank(capped, 333),
      rank(capped, 334),
    ]).toEqual(['', '1100', '28.4', 'OUI', '']);
    // Outside a capped territory: NON, and no stray rents even if a value was left behind.
    const free = rental({ rentControlled: false, rentBase: 900, rentReference: 20 });
    expect([rank(free, 331), rank(free, 332), rank(free, 333)]).toEqual(['', '', 'NON']);
    // Unknown: nothing claimed.
    expect(rank(rental({}), 333)).toBe('');
    expect(
      polirisProblems(
        annoncesCsv([
          sale(),
          sale({
            id: '11111111-2222-4333-8444-555555555555',
            mandate: { number: 8, exclusive: false, date: '2026-11-02' },
          }),
        ]),
      ),
    ).toEqual([]);
  });

  it('writes a rental: rent charges included, tenant fees, charges and their mode, deposit', () => {
    const row = polirisFields(
      sale({
        type: 'Location',
        price: 1100,
        mandate: null,
        facts: facts({
          feesPayer: null,
          feesPercent: null,
          priceExclFees: null,
          copro: null,
          furnished: false,
          charges: 100,
          chargesMode: 'provision',
          deposit: 1000,
          tenantFees: 420,
          tenantFeesInventory: 126,
          rentSupplement: 0,
        }),
      }),
    );
    expect([rank(row, 3), rank(row, 11), rank(row, 13), rank(row, 15)]).toEqual([
      'location',
      '1100',
      'OUI',
      '420',
    ]);
    expect([rank(row, 23), rank(row, 26), rank(row, 161)]).toEqual(['100', 'NON', '1000']);
    expect([rank(row, 304), rank(row, 305), rank(row, 306)]).toEqual(['2', '0', '126']);
    expect([rank(row, 83), rank(row, 112), rank(row, 302), rank(row, 303)]).toEqual(['', '', '', '']);
  });

  it('writes « VI » and « NS » for a blank or exempt DPE and leaves the values empty', () => {
    const blank = polirisFields(
      sale({ facts: facts({ dpeStatus: 'vierge', dpeValue: null, gesValue: null }) }),
    );
    expect([rank(blank, 176), rank(blank, 177), rank(blank, 178), rank(blank, 179)]).toEqual([
      '',
      'VI',
      '',
      'VI',
    ]);
    expect(rank(blank, 324)).toBe('');
    const exempt = polirisFields(sale({ facts: facts({ dpeStatus: 'non_soumis' }) }));
    expect([rank(exempt, 177), rank(exempt, 179)]).toEqual(['NS', 'NS']);
  });

  it('a seller-paid sale shows 0 % for the buyer and the price itself excluding fees', () => {
    const row = polirisFields(
      sale({ price: 250000, facts: facts({ feesPayer: 'vendeur', feesPercent: null }) }),
    );
    expect([rank(row, 15), rank(row, 302), rank(row, 303)]).toEqual(['0', '2', '250000']);
  });

  it('places up to 30 photos at ranks 85–93, 164–174 and 264–273', () => {
    const photos = Array.from({ length: 30 }, (_, i) => `p${i + 1}.jpg`);
    const row = polirisFields(sale({ photos }));
    expect(PHOTO_RANKS).toHaveLength(30);
    expect([rank(row, 93), rank(row, 164), rank(row, 174), rank(row, 264), rank(row, 273)]).toEqual([
      'p9.jpg',
      'p10.jpg',
      'p20.jpg',
      'p21.jpg',
      'p30.jpg',
    ]);
    expect(rank(row, 94)).toBe('');
  });

  it('codes the heating as the spec sums it', () => {
    expect(heatingCode('individuel', 'gaz')).toBe('8704');
    expect(heatingCode('collectif', 'fioul')).toBe('5120');
    expect(heatingCode('individuel', 'electricite')).toBe('10240');
    expect(heatingCode('collectif', 'bois')).toBe('4096');
    expect(heatingCode('aucun', null)).toBe('');
    expect(heatingCode(null, null)).toBe('');
    expect(RANK.heating).toBe(33);
  });
});

describe('Annonces.csv', () => {
  it('round-trips accents, €, ’, « » and œ through Windows-1252, with quotes and line breaks in a description', () => {
    const description =
      'Cœur de ville\u202f: séjour «\u202fplein sud\u202f», 2\u202f000\u00a0€ de travaux.\r\nDernier étage, l’ascenseur "neuf".';
    const bytes = annoncesCsv([
      sale({ description, city: 'Saint-Étienne' }),
      sale({ id: '11111111-2222-4333-8444-555555555555', name: 'Maison à Évian' }),
    ]);
    // Windows-1252: é is one byte 0xE9, € is 0x80, and no UTF-8 sequence appears.
    expect(bytes.includes(Buffer.from([0xe9]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x80]))).toBe(true);
    expect(bytes.includes(Buffer.from('é', 'utf8'))).toBe(false);
    const rows = readAnnonces(bytes);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.length === POLIRIS_COLUMNS)).toBe(true);
    expect(rank(rows[0]!, 6)).toBe('Saint-Étienne');
    expect(rank(rows[0]!, 21)).toMatch(
      /^Cœur de ville\u00a0: séjour «\u00a0plein sud\u00a0», 2\u00a0000\u00a0€ de travaux\.<BR>Dernier étage, l’ascenseur 'neuf'\.<BR><BR>Informations légales/,
    );
    expect(rank(rows[1]!, 20)).toBe('Maison à Évian');
  });

  it('Config.txt names the version and the currency', () => {
    expect(configTxt('ImmoPilote / 1.0').toString('latin1')).toBe(
      'Version=4.12\r\nApplication=ImmoPilote / 1.0\r\nDevise=Euro\r\n',
    );
  });
});

describe('the portal file as portals read it (issue 26)', () => {
  const descriptionOf = (over: Partial<PolirisListing>) =>
    rank(readAnnonces(annoncesCsv([sale(over)]))[0]!, 21)!;

  it('rank 21 keeps <BR> only: tags go, a <br> or a paragraph becomes <BR>, a lone < is escaped', () => {
    expect(polirisField('<b>gras</b> et <i>italique</i><br/>ligne<p>para</p>3 < 4 > 2')).toBe(
      'gras et italique<BR>ligne<BR>para<BR>3 &lt; 4 &gt; 2',
    );
    const field = descriptionOf({ description: 'Un <b>séjour</b> <span style="color:red">lumineux</span>.' });
    expect(field.startsWith('Un séjour lumineux.<BR><BR>Informations légales')).toBe(true);
    expect(polirisProblems(annoncesCsv([sale({ description: '<b>gras</b><script>x</script>' })]))).toEqual(
      [],
    );
  });

  it('rank 21 holds 4,000 characters counted after <BR>, cut between sentences, legal mentions kept whole', () => {
    const paragraph = 'Une pièce de vie baignée de lumière ouvre sur le balcon.\n';
    const description = paragraph.repeat(70); // 3,990 characters before <BR>, 4,200 after
    const field = descriptionOf({ description });
    expect(field.length).toBeLessThanOrEqual(4000);
    const [body, mentions] = field.split('<BR><BR>Informations légales');
    expect(body!.endsWith('balcon.…')).toBe(true);
    expect(body).not.toMatch(/<B?R?…$/);
    expect(mentions).toContain('CLASSE ÉNERGIE');
    expect(mentions).toContain('agence.example/bareme');
    expect(fitField(`${'mot '.repeat(30)}<BR>suite`, 122)).toBe(`${'mot '.repeat(30).trim()}…`);
    expect(fitField('aaaa <BR>bbbb', 9)).toBe('aaaa…');
    expect(polirisProblems(annoncesCsv([sale({ description })]))).toEqual([]);
  });

  it('writes the fee scale percent-encoded (rank 307 and the mention), never a raw « è »', () => {
    const row = polirisFields(sale({ feeScaleUrl: 'https://agence.example/barème honoraires.pdf' }));
    expect(rank(row, 307)).toBe('https://agence.example/bar%C3%A8me%20honoraires.pdf');
    expect(polirisDescription(sale({ feeScaleUrl: 'https://agence.example/barème' }))).toContain(
      'https://agence.example/bar%C3%A8me',
    );
  });

  it('transliterates what Windows-1252 lacks instead of writing « ? »: CO₂ → CO2, emoji removed, œ € ’ kept', () => {
    expect(toWindows1252('CO₂ – 2\u202f€ – cœur – l’été – ő – ﬁn 😀👍🏽 – ✨ x')).toBe(
      'CO2 – 2\u00a0€ – cœur – l’été – o – fin – x',
    );
    const bytes = annoncesCsv([sale({ description: 'Jardin 🌳 exposé sud ☀️, puits de CO₂ 😀.' })]);
    const field = rank(readAnnonces(bytes)[0]!, 21)!;
    expect(field.startsWith('Jardin exposé sud, puits de CO2.<BR>')).toBe(true);
    expect(bytes.includes(Buffer.from('?'))).toBe(false);
  });

  it('rank 21 states the price of rank 11, whatever the text said when it was written', () => {
    const description =
      'Bel appartement traversant.\n\nInformations légales :\nPrix : 312 000 € honoraires inclus (honoraires de 4 % TTC du prix hors honoraires, à la charge de l’acquéreur). Prix hors honoraires : 300 000 €.\nCLASSE ÉNERGIE : B – CLASSE CLIMAT : A';
    const row = readAnnonces(
      annoncesCsv([sale({ description, price: 299000, facts: facts({ priceExclFees: 287500 }) })]),
    )[0]!;
    expect(rank(row, 11)).toBe('299000');
    expect(rank(row, 21)).not.toMatch(/312|300\s000|CLASSE ÉNERGIE\s?: B/);
    expect(rank(row, 21)).toContain('299\u00a0000\u00a0€');
    expect(rank(row, 21)).toContain('CLASSE ÉNERGIE\u00a0: D');
  });

  it('rank 2 is the agency’s reference for the listing, its mandate number, not an internal id', () => {
    const row = polirisFields(sale({ mandate: { number: 42, exclusive: false, date: '2026-11-02' } }));
    expect(rank(row, 2)).toBe('42');
    expect(rank(row, 175)).toBe('0f1e2d3c4b5a49788695a4b3c2d1e0');
  });

  it('rank 1 is the identifier SeLoger gave: the checker flags one cut from our agency id', () => {
    const agencyId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const derived = annoncesCsv([sale({ agencyIdentifier: agencyId.replaceAll('-', '').slice(0, 16) })]);
    expect(polirisProblems(derived, { internalIds: [agencyId] })).toEqual([
      'ligne 1, rang 1 : identifiant agence tiré d’un identifiant interne, pas celui donné par SeLoger',
    ]);
    const given = annoncesCsv([sale()]);
    expect(rank(readAnnonces(given)[0]!, 1)).toBe('SL-Canuts_042');
    expect(polirisProblems(given, { internalIds: [agencyId] })).toEqual([]);
  });

  it('a whole file passes the strict checker', () => {
    expect(
      polirisProblems(
        annoncesCsv([
          sale(),
          sale({
            id: '11111111-2222-4333-8444-555555555555',
            type: 'Location',
            price: 900,
            mandate: { number: 8, exclusive: false, date: '2026-11-03' },
          }),
        ]),
      ),
    ).toEqual([]);
  });
});
