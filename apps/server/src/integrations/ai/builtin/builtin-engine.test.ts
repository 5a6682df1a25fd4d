import { describe, expect, it } from 'vitest';
import { legalGaps, legalMentions, listingFacts, withLegalMentions } from '../listing/facts';
import { frenchTypography } from '../listing/french-text';
import { parseReviews } from '../reviews/parsed-review';
import { cityLabel, listingTitle, optimiseListing } from './listing-engine';
import { reviewStatistics, writeReviewAnalysis } from './review-engine';

const NB = '\u00A0';
const NNB = '\u202F';
/** Golden texts are written with plain spaces before colons; the product puts no-break ones. */
const nb = (text: string) => text.replace(/ :/g, `${NB}:`);

const lyonSale = {
  name: 'Appartement T3 lumineux',
  price: 320000,
  type: 'Vente',
  address: '12 rue Mercière',
  city: 'Lyon',
  zip: '69002',
  description: 'bel appartement de 65 m2 refait a neuf , proche metro...tres calme!! cuisine equipee',
};

function run(property: typeof lyonSale, infoSup: string | null) {
  const facts = listingFacts(property, infoSup);
  return optimiseListing({
    property,
    infoSup,
    facts,
    gaps: legalGaps(facts),
    legalMentions: legalMentions(facts),
  });
}

// Golden outputs: read and approved by a person (French wording, typography, legal mentions).
describe('built-in listing optimiser', () => {
  it('asks for the missing legal facts, by name, without inventing any', () => {
    expect(run(lyonSale, null)).toEqual({
      validation: 2,
      nom: '',
      description: '',
      infoSup: 'classe énergie (DPE), honoraires (à la charge du vendeur ou de l’acquéreur, et leur taux)',
    });
  });

  it('writes the title, the structured description and the mentions once the facts are given', () => {
    const result = run(
      lyonSale,
      "DPE C, GES B, dépenses d'énergie entre 800 € et 1 100 € par an (prix 2023), honoraires 5 % à la charge de l'acquéreur",
    );
    expect(result.validation).toBe(1);
    expect(result.nom).toBe(`T3 lumineux de 65${NB}m² – Lyon 2e`);
    expect(result.description).toBe(
      nb(
        [
          `À vendre : appartement de 3 pièces (65${NB}m²) à Lyon 2e (69002).`,
          `Bel appartement de 65${NB}m² refait a neuf, proche metro…tres calme${NNB}! Cuisine equipee`,
          `Informations complémentaires : DPE C, GES B, dépenses d’énergie entre 800${NB}€ et 1 100${NB}€ par an (prix 2023), honoraires 5${NB}% à la charge de l’acquéreur`,
          'Caractéristiques :\n– Type de bien : appartement\n– Surface habitable : 65\u00A0m²\n– 3 pièces',
          [
            'Informations légales :',
            `Prix : 320${NNB}000${NB}€ honoraires inclus, dont 5${NB}% TTC à la charge de l’acquéreur, soit 304${NNB}762${NB}€ hors honoraires.`,
            `Surface habitable : 65${NB}m².`,
            'CLASSE ÉNERGIE : C – CLASSE CLIMAT : B',
            `Montant estimé des dépenses annuelles d’énergie pour un usage standard : entre 800${NB}€ et 1${NNB}100${NB}€ par an (prix moyens des énergies indexés sur l’année 2023).`,
          ].join('\n'),
        ].join('\n\n'),
      ),
    );
  });

  it('a rental needs charges and deposit; F and G carry the « consommation excessive » warning', () => {
    const rental = {
      ...lyonSale,
      name: 'Studio Oberkampf',
      type: 'Location',
      price: 950,
      zip: '75011',
      city: 'Paris',
      description: 'Studio meublé de 22 m2.',
    };
    expect(run(rental, 'DPE F, GES D').infoSup).toBe(
      'estimation des dépenses annuelles d’énergie, montant des charges, dépôt de garantie',
    );
    const facts = listingFacts(
      rental,
      'DPE F, GES D, énergie entre 1 200 € et 1 700 € (2023), charges 50 €, dépôt de garantie 950 €',
    );
    expect(legalGaps(facts)).toEqual([]);
    expect(listingTitle(facts)).toBe(`Studio de 22${NB}m² – Paris 11e`);
    expect(legalMentions(facts)).toEqual(
      [
        `Loyer : 950${NB}€ par mois charges comprises, dont 50${NB}€ de charges.`,
        `Dépôt de garantie : 950${NB}€.`,
        'Location meublée.',
        `Surface habitable : 22${NB}m².`,
        'CLASSE ÉNERGIE : F – CLASSE CLIMAT : D',
        'Logement à consommation énergétique excessive : classe F.',
        `Montant estimé des dépenses annuelles d’énergie pour un usage standard : entre 1${NNB}200${NB}€ et 1${NNB}700${NB}€ par an (prix moyens des énergies indexés sur l’année 2023).`,
      ].map(nb),
    );
  });

  it('the legal check appends only what another engine left out', () => {
    const mentions = ['CLASSE ÉNERGIE : C – CLASSE CLIMAT : B', 'Surface habitable : 65 m².'];
    expect(withLegalMentions('Texte. Classe énergie : C – classe climat : B', mentions)).toEqual({
      description:
        'Texte. Classe énergie : C – classe climat : B\n\nInformations légales :\nSurface habitable : 65 m².',
      added: ['Surface habitable : 65 m².'],
    });
  });

  it('city labels with arrondissements', () => {
    expect(cityLabel('Paris', '75001')).toBe('Paris 1er');
    expect(cityLabel('Marseille', '13008')).toBe('Marseille 8e');
    expect(cityLabel('Villeurbanne', '69100')).toBe('Villeurbanne');
  });

  it('French typography without changing words', () => {
    expect(frenchTypography('il a dit "bonjour" ...c\'est  super!!  prix 250000€ ; 3 pieces')).toBe(
      `Il a dit «${NNB}bonjour${NNB}»…c’est super${NNB}! Prix 250000${NB}€${NNB}; 3 pieces`,
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

  it('writes the three texts from the statistics', async () => {
    const reviews = parseReviews(pasted);
    const stats = await reviewStatistics(reviews);
    expect(stats).toMatchObject({
      count: 4,
      rated: 4,
      averageRating: 3,
      positive: 2,
      neutral: 0,
      negative: 2,
    });
    const result = writeReviewAnalysis({
      agencyName: 'Agence du Centre',
      address: null,
      city: 'Lyon',
      reviews,
      stats,
    });
    expect(result.review).toBe(
      [
        `4 avis analysés pour Agence du Centre (Lyon). Note moyenne : 3/5 sur 4 avis notés. 2 avis positifs (50${NB}%), 0 neutre et 2 négatifs (50${NB}%).`,
        'Les clients parlent surtout de : réactivité (2 avis), suivi (2 avis), accueil (1 avis).',
        'Le ressenti se dégrade entre janvier 2025 et mars 2025.',
      ].join('\n\n'),
    );
    expect(result.negatif.split('\n')).toContain(
      `• Honoraires (1 avis négatif) : «${NNB}Honoraires trop chers pour le service rendu.${NNB}»`,
    );
    expect(result.positif.split('\n')[0]).toBe(
      `• Réactivité (1 avis positif) : «${NNB}Estimation juste et vente rapide.${NNB}»`,
    );
  });
});
