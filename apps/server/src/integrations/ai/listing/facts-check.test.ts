import {
  aiMessages,
  EXTERIOR_FEATURES,
  formatNumber,
  PROPERTY_FACT_NAMES,
  type PropertyFacts,
} from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import type { ListingFacts } from './facts';
import { correctionText, correctListingFacts } from './facts-check';

const unknown = {
  ...Object.fromEntries(PROPERTY_FACT_NAMES.map((name) => [name, null])),
  ...Object.fromEntries(EXTERIOR_FEATURES.map((name) => [name, false])),
} as PropertyFacts;
/** The listing: rated D (climate C) at 313 500 €, 65 m², 3 rooms. */
const facts: ListingFacts = {
  ...unknown,
  kind: 'appartement',
  surfaceHabitable: 65,
  surfaceCarrez: 64.2,
  rooms: 3,
  dpeStatus: 'realise',
  dpeClass: 'D',
  gesClass: 'C',
  energyCostMin: 800,
  energyCostMax: 1100,
  feesPayer: 'acquereur',
  feesPercent: 5,
  priceExclFees: 298_571,
  coproCharges: 1800,
  type: 'Vente',
  zip: '69002',
  price: 313_500,
  agencyFeeScaleUrl: null,
};
const price = formatNumber(313_500);

describe('correctListingFacts', () => {
  it('the issue’s proposal: « Classe énergie A … 99 000 € » becomes D and 313 500 €, and says so', () => {
    const { text, corrections } = correctListingFacts(
      'Superbe appartement, classe énergie A, proposé à 99 000 € seulement.',
      facts,
    );
    expect(text).toBe(`Superbe appartement, classe énergie D, proposé à ${price} € seulement.`);
    expect(corrections).toEqual([
      { fact: 'dpeClass', said: 'A', stored: 'D' },
      { fact: 'price', said: '99 000\u00A0€', stored: `${price}\u00A0€` },
    ]);
    expect(correctionText(corrections[0]!)).toBe(
      aiMessages.corrected(aiMessages.correctedFacts.dpeClass, 'A', 'D'),
    );
  });

  it('energy and climate classes however written', () => {
    const { text, corrections } = correctListingFacts('DPE : B, GES A. Étiquette climat : classe E.', facts);
    expect(text).toBe('DPE : D, GES C. Étiquette climat : classe C.');
    expect(corrections.map((c) => c.fact)).toEqual(['dpeClass', 'gesClass', 'gesClass']);
    const unsure = 'DPE a réaliser, classe énergie en cours.';
    expect(correctListingFacts(unsure, facts)).toEqual({ text: unsure, corrections: [] });
  });

  it('the number of rooms (T4, « 4 pièces ») but not « dont 2 chambres » or « 2 pièces d’eau »', () => {
    const { text, corrections } = correctListingFacts(
      'Beau T4 de 4 pièces dont 2 chambres, 2 pièces d’eau.',
      facts,
    );
    expect(text).toBe('Beau T3 de 3 pièces dont 2 chambres, 2 pièces d’eau.');
    expect(corrections.map((c) => c.said)).toEqual(['T4', '4 pièces']);
  });

  it('the living surface, but not a room’s, the land’s or the Carrez one', () => {
    const { text, corrections } = correctListingFacts(
      'Appartement de 80 m² avec un séjour de 30 m², 64,2 m² loi Carrez. Surface habitable : 90 m2.',
      facts,
    );
    expect(text).toBe(
      'Appartement de 65 m² avec un séjour de 30 m², 64,2 m² loi Carrez. Surface habitable : 65 m2.',
    );
    expect(corrections).toHaveLength(2);
    expect(correctListingFacts('T3 de 70 m² – Lyon 2e', facts, { isTitle: true }).text).toBe(
      'T3 de 65 m² – Lyon 2e',
    );
  });

  it('other sums of the listing are not its price', () => {
    const text =
      'Prix hors honoraires : 298 571 €. Charges de copropriété : 1 800 € par an. Dépenses d’énergie entre 800 € et 1 100 €. Travaux votés 12 000 €. Frais de notaire réduits : 11 500 €. Parking en sus : 15 000 €.';
    expect(correctListingFacts(text, facts)).toEqual({ text, corrections: [] });
  });

  it('a text that agrees with the facts is left as it is', () => {
    const text = `T3 de 65 m², classe énergie D, GES C, au prix de ${price} €.`;
    expect(correctListingFacts(text, facts)).toEqual({ text, corrections: [] });
  });
});
