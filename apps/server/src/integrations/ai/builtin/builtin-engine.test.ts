import { describe, expect, it } from 'vitest';
import { factsFromText, type ListingFacts, listingFacts, textBesidesFacts } from '../listing/facts';
import { frenchSpelling, frenchTypography } from '../listing/french-text';
import { checkListingDescription } from '../listing/legal-check';
import { parseReviews } from '../reviews/parsed-review';
import { cityLabel } from './listing-engine';
import { reviewStatistics } from './review-engine';

const NB = '\u00A0';
const NNB = '\u202F';

describe('built-in listing optimiser', () => {
  it('reads the facts an agent types after a validation 2, and nothing it does not say', () => {
    expect(
      factsFromText(
        "DPE C, GES B, 150 kWh, 9 kg CO2, dépenses d'énergie entre 800 € et 1 100 € par an (prix 2023), honoraires 5 % à la charge de l'acquéreur, prix hors honoraires 304 762 €",
      ),
    ).toEqual({
      dpeStatus: 'realise',
      dpeClass: 'C',
      gesClass: 'B',
      dpeValue: 150,
      gesValue: 9,
      energyCostMin: 800,
      energyCostMax: 1100,
      energyCostYear: 2023,
      feesPayer: 'acquereur',
      feesPercent: 5,
      priceExclFees: 304762,
    });
    expect(
      factsFromText('Copropriété de 24 lots, charges annuelles 1 800 €, aucune procédure. Carrez 64,2 m²'),
    ).toEqual({ copro: true, coproLots: 24, coproCharges: 1800, coproProcedure: false, surfaceCarrez: 64.2 });
    expect(
      factsFromText(
        'Meublé, charges 50 € en provision, dépôt de garantie 1 800 €, honoraires locataire 330 €',
      ),
    ).toMatchObject({
      furnished: true,
      charges: 50,
      chargesMode: 'provision',
      deposit: 1800,
      tenantFees: 330,
    });
    expect(factsFromText('Vue dégagée sur la Saône depuis le salon.')).toEqual({});
  });

  it('a stored fact is never overridden by the text; the text only fills what is unknown', () => {
    const stored = { dpeClass: 'D', gesClass: null } as unknown as ListingFacts;
    expect(listingFacts(stored, 'DPE C, GES B')).toMatchObject({ dpeClass: 'D', gesClass: 'B' });
  });

  it('keeps the sentences of the text that state no fact', () => {
    expect(
      textBesidesFacts('DPE C, GES B. Vue dégagée sur la Saône. Honoraires à la charge du vendeur'),
    ).toBe('Vue dégagée sur la Saône.');
  });

  it('the legal check appends only what another engine left out, and refuses a wrong energy class', () => {
    const facts = { dpeClass: 'C', gesClass: 'B' } as unknown as ListingFacts;
    const mentions = [`CLASSE ÉNERGIE${NB}: C – CLASSE CLIMAT${NB}: B`, `Surface habitable${NB}: 65${NB}m².`];
    expect(
      checkListingDescription(
        'Texte. Classe énergie : C – classe climat : B',
        facts,
        mentions,
        'Informations légales :',
      ),
    ).toEqual({
      ok: true,
      description: `Texte. Classe énergie : C – classe climat : B\n\nInformations légales :\nSurface habitable${NB}: 65${NB}m².`,
      added: [`Surface habitable${NB}: 65${NB}m².`],
    });
    expect(checkListingDescription('Superbe T3, DPE A !', facts, mentions, 'Informations légales :')).toEqual(
      {
        ok: false,
        contradicts: 'dpeClass',
      },
    );
  });

  it('restores the accents of listing words and fixed phrases, never other words', () => {
    expect(frenchSpelling('Tres calme, refait a neuf, au 4eme etage, a 5 min a pied. Il a une cave.')).toBe(
      'Très calme, refait à neuf, au 4e étage, à 5 min à pied. Il a une cave.',
    );
  });

  it('city labels with arrondissements', () => {
    expect(cityLabel('Paris', '75001')).toBe('Paris 1er');
    expect(cityLabel('Marseille', '13008')).toBe('Marseille 8e');
    expect(cityLabel('Villeurbanne', '69100')).toBe('Villeurbanne');
  });

  it('French typography without changing words', () => {
    expect(frenchTypography('il a dit "bonjour" ...c\'est  super!!  prix 250000€ ; 3 pieces')).toBe(
      `Il a dit «${NNB}bonjour${NNB}»… C’est super${NNB}! Prix 250000${NB}€${NNB}; 3 pieces`,
    );
  });
});

describe('built-in review analysis', () => {
  const pasted = `5/5 - 12/01/2025 - Agence très professionnelle, accueil chaleureux. Je recommande !

1/5 - 03/02/2025 - Aucun suivi après la visite, personne ne répond au téléphone. Je déconseille.

4/5 - 15/03/2025 - Estimation juste et vente rapide. Merci à Julie pour son suivi.

2/5 - 20/03/2025 - Honoraires trop chers pour le service rendu.`;

  it('reads ratings and dates out of pasted text', () => {
    expect(parseReviews(pasted)[1]).toEqual({
      rating: 1,
      date: '2025-02-03',
      text: 'Aucun suivi après la visite, personne ne répond au téléphone. Je déconseille.',
      author: null,
    });
    expect(parseReviews('★★★★☆ Très bien\nmars 2024 : agence injoignable')).toEqual([
      { rating: 4, date: null, text: 'Très bien', author: null },
      { rating: null, date: '2024-03-01', text: 'mars 2024 : agence injoignable', author: null },
    ]);
  });

  it('sentiment without ratings comes from the French lexicon and the agency phrases', async () => {
    const stats = await reviewStatistics(
      parseReviews(
        'Agence au top, très réactive et de bon conseil.\nInjoignable, aucun suivi, je déconseille.\nVisite le 3 mars.',
      ),
    );
    expect([stats.positive, stats.neutral, stats.negative]).toEqual([1, 1, 1]);
  });
});
