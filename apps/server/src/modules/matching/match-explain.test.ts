import { describe, expect, it } from 'vitest';
import { type Criteria, criteriaChanges, type Explained, reasonsOf, summaryOf } from './match-explain';

/** Amounts and surfaces come with narrow no-break spaces (fr-FR); the expectations are typed with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const candidate = (over: Partial<Explained> = {}): Explained => ({
  kind: 'appartement',
  price: 285000,
  surface: 68,
  rooms: 3,
  bedrooms: 2,
  dpeClass: 'C',
  communeCode: '83137',
  distanceKm: null,
  budgetMin: null,
  budgetMax: 300000,
  surfaceMin: 60,
  roomsMin: 3,
  bedroomsMin: null,
  communeCodes: ['83137'],
  radiusKm: null,
  radiusCenter: null,
  worstEnergyClass: null,
  mustHaves: [],
  missing: [],
  ...over,
});

const criteria = (over: Partial<Criteria> = {}): Criteria => ({
  transaction: 'achat',
  kinds: ['appartement'],
  budgetMin: null,
  budgetMax: 300000,
  surfaceMin: 60,
  roomsMin: null,
  bedroomsMin: null,
  communeCodes: ['83137'],
  radiusKm: null,
  radiusCenter: null,
  mustHaves: [],
  worstEnergyClass: null,
  wantedBy: null,
  notes: null,
  alertMode: 'off',
  alertHour: null,
  ...over,
});

describe('reasons of a match', () => {
  it('says why a full match holds, criterion by criterion', () => {
    const texts = reasonsOf(candidate({ mustHaves: ['parking'], worstEnergyClass: 'D' })).map((r) =>
      plain(r.text),
    );
    expect(texts).toEqual([
      'Type : Appartement',
      'Budget : 285 000 € ≤ 300 000 €',
      'Surface : 68 m² (min. 60)',
      'Pièces : 3 (min. 3)',
      'Commune : Toulon',
      'DPE : C (au plus D)',
      'Parking : oui',
    ]);
  });

  it('names the one criterion off of a near match and by how much', () => {
    const over = reasonsOf(candidate({ price: 320000 })).find((r) => r.criterion === 'budget')!;
    expect([over.ok, plain(over.text)]).toEqual([false, 'Budget : 320 000 € (max. 300 000 €, +6,7 %)']);
    const under = reasonsOf(candidate({ surface: 56 })).find((r) => r.criterion === 'surface')!;
    expect([under.ok, plain(under.text)]).toEqual([false, 'Surface : 56 m² (min. 60, −6,7 %)']);
    const missing = reasonsOf(candidate({ mustHaves: ['parking'], missing: ['parking'] })).at(-1)!;
    expect([missing.ok, plain(missing.text)]).toEqual([false, 'Manque : parking']);
  });

  it('places a radius match at its distance from the centre', () => {
    const reasons = reasonsOf(
      candidate({
        communeCodes: [],
        communeCode: '83126',
        radiusKm: 10,
        radiusCenter: { kind: 'commune', communeCode: '83137' },
        distanceKm: 4.2,
      }),
    );
    expect(plain(reasons.find((r) => r.criterion === 'place')!.text)).toBe(
      'À 4,2 km de Toulon (rayon 10 km)',
    );
  });
});

describe('search summary and history', () => {
  it('sums a search up in one French line', () => {
    expect(plain(summaryOf(criteria({ roomsMin: 3 })))).toBe(
      'Achat · Appartement · Toulon · ≤ 300 000 € · 60 m² min. · 3 pièces min.',
    );
    expect(
      plain(
        summaryOf(
          criteria({
            transaction: 'location',
            kinds: ['appartement', 'maison'],
            budgetMin: 800,
            budgetMax: 1200,
            surfaceMin: null,
            communeCodes: [],
            radiusKm: 15,
            radiusCenter: { kind: 'address', communeCode: '83137', address: '30 rue Thiers' },
          }),
        ),
      ),
    ).toBe('Location · Appartement, Maison · 15 km autour de 30 rue Thiers, Toulon · 800 € à 1 200 €');
  });

  it('lists what changed, before → after; notes are only named', () => {
    expect(plain(criteriaChanges(criteria(), criteria({ budgetMax: 320000, notes: 'Calme' })))).toBe(
      'budget max 300 000 € → 320 000 € ; notes',
    );
    expect(criteriaChanges(criteria(), criteria())).toBe('');
    expect(criteriaChanges(criteria(), criteria({ mustHaves: ['ascenseur'] }))).toBe(
      'indispensables aucun → Ascenseur',
    );
  });
});
