import { describe, expect, it } from 'vitest';
import { evaluateFromComparables, quantile } from '../../integrations/ai/valuation/dvf-engine';
import { cleanMutation, DVF_REQUIRED_COLUMNS, type DvfRow } from './dvf-cleaning';
import { departmentsOfPostcode, distanceM, parseStreetAddress } from './market.service';

const row = (values: Partial<DvfRow>): DvfRow => ({
  ...(Object.fromEntries(DVF_REQUIRED_COLUMNS.map((c) => [c, ''])) as DvfRow),
  id_mutation: '2023-1',
  date_mutation: '2023-03-15',
  nature_mutation: 'Vente',
  valeur_fonciere: '200000',
  adresse_numero: '12',
  adresse_nom_voie: 'RUE THIERS',
  code_postal: '83000',
  code_commune: '83137',
  nom_commune: 'Toulon',
  code_departement: '83',
  id_parcelle: '83137000CY0616',
  longitude: '5.93',
  latitude: '43.12',
  ...values,
});
const flat = (values: Partial<DvfRow> = {}) =>
  row({ type_local: 'Appartement', surface_reelle_bati: '50', nombre_pieces_principales: '2', ...values });

describe('DVF cleaning (official « Statistiques DVF » method)', () => {
  it('keeps a single flat with its cellar, at price ÷ built surface', () => {
    const result = cleanMutation([flat(), row({ type_local: 'Dépendance', lot1_numero: '12' })]);
    expect(result).toEqual({
      sale: expect.objectContaining({
        kind: 'appartement',
        nature: 'vente',
        price: 200000,
        surface: 50,
        pricePerM2: 4000,
        rooms: 2,
        address: '12 RUE THIERS',
        communeCode: '83137',
        year: 2023,
        latitude: 43.12,
      }),
    });
  });

  it('counts a house on two cultures of its parcel once, and sums the land', () => {
    const house = { type_local: 'Maison', surface_reelle_bati: '100', nombre_pieces_principales: '4' };
    const result = cleanMutation([
      row({ ...house, nature_culture: 'sols', surface_terrain: '300' }),
      row({ ...house, nature_culture: 'jardins', surface_terrain: '450' }),
    ]);
    expect(result).toEqual({ sale: expect.objectContaining({ kind: 'maison', landSurface: 750 }) });
  });

  it('keeps VEFA and auctions, drops exchanges and building plots', () => {
    const vefa = cleanMutation([flat({ nature_mutation: "Vente en l'état futur d'achèvement" })]);
    expect('sale' in vefa && vefa.sale.nature).toBe('vefa');
    const auction = cleanMutation([flat({ nature_mutation: 'Adjudication' })]);
    expect('sale' in auction && auction.sale.nature).toBe('adjudication');
    expect(cleanMutation([flat({ nature_mutation: 'Echange' })])).toEqual({ dropped: 'not_a_sale' });
    expect(cleanMutation([flat({ nature_mutation: 'Vente terrain à bâtir' })])).toEqual({
      dropped: 'not_a_sale',
    });
  });

  it('drops mutations without exactly one dwelling, or with commercial premises', () => {
    expect(cleanMutation([row({ type_local: 'Dépendance' })])).toEqual({ dropped: 'no_dwelling' });
    expect(cleanMutation([flat(), flat({ lot1_numero: '7', surface_reelle_bati: '30' })])).toEqual({
      dropped: 'several_dwellings',
    });
    expect(cleanMutation([flat(), row({ type_local: 'Local industriel. commercial ou assimilé' })])).toEqual({
      dropped: 'mixed_premises',
    });
  });

  it('drops missing and extreme values', () => {
    expect(cleanMutation([flat({ valeur_fonciere: '' })])).toEqual({ dropped: 'missing_price' });
    expect(cleanMutation([flat({ surface_reelle_bati: '' })])).toEqual({ dropped: 'missing_area' });
    expect(cleanMutation([flat({ valeur_fonciere: '1' })])).toEqual({ dropped: 'extreme' });
    expect(cleanMutation([flat({ surface_reelle_bati: '5' })])).toEqual({ dropped: 'extreme' });
    expect(cleanMutation([flat({ valeur_fonciere: '5000000' })])).toEqual({ dropped: 'extreme' });
  });
});

describe('DVF engine figures', () => {
  it('interpolates quantiles between ranks (type 7)', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([10], 0.75)).toBe(10);
  });

  const property = {
    id: 'p',
    kind: 'appartement' as const,
    surface: 50,
    askingPriceExclFees: 200_000,
    address: '',
    city: '',
    zip: '',
  };

  it('estimates the median × surface, the interquartile range, and the market status', () => {
    const prices = [3000, 3500, 4000, 4500, 5000];
    const inside = evaluateFromComparables({ property, comparablePricesPerM2: prices, enough: true });
    expect(inside).toMatchObject({
      estimate: 200_000,
      low: 175_000,
      high: 225_000,
      pricePerM2: 4000,
      marketStatus: 1,
    });
    const above = evaluateFromComparables({
      property: { ...property, askingPriceExclFees: 260_000 },
      comparablePricesPerM2: prices,
      enough: true,
    });
    expect(above.marketStatus).toBe(0);
  });

  it('gives no figure when there are too few comparables', () => {
    const result = evaluateFromComparables({ property, comparablePricesPerM2: [4000], enough: false });
    expect(result).toMatchObject({ outcome: 'not_enough', estimate: null, low: null, marketStatus: null });
  });
});

describe('placing an address from DVF spellings', () => {
  it('abbreviates street types and drops the number’s suffix', () => {
    expect(parseStreetAddress('12 bis, boulevard de Strasbourg')).toEqual({
      number: '12',
      street: 'bd de strasbourg',
    });
    expect(parseStreetAddress('Chemin de Plaisance')).toEqual({ number: null, street: 'che de plaisance' });
    expect(parseStreetAddress('3 rue d’Issy')).toEqual({ number: '3', street: 'rue d issy' });
  });

  it('maps postcodes to départements, Corsica and overseas included', () => {
    expect(departmentsOfPostcode('83000')).toEqual(['83']);
    expect(departmentsOfPostcode('20000')).toEqual(['2A', '2B']);
    expect(departmentsOfPostcode('97400')).toEqual(['974']);
    expect(departmentsOfPostcode('8300')).toEqual([]);
  });

  it('measures distances on the sphere', () => {
    // Toulon's town hall to its railway station: about 700 m.
    const d = distanceM({ latitude: 43.1235, longitude: 5.9307 }, { latitude: 43.1284, longitude: 5.9297 });
    expect(d).toBeGreaterThan(500);
    expect(d).toBeLessThan(600);
  });
});
