import { describe, expect, it } from 'vitest';
import { propertyFactsMessages } from '../messages/property-facts';
import { PROPERTY_FACT_NAMES, type PropertyFacts } from '../schemas/property-facts';
import { EXTERIOR_FEATURES } from './constants';
import { adText, stripLegalMentions, withoutLegalMentions } from './ad-text';
import type { ListingForMentions } from './mentions';

/** What the optimiser wrote before issue 26: its text, then the mentions of the day. */
const OPTIMISED = [
  'Bel appartement traversant de 68 m² au cœur de Lyon 2e.',
  'Séjour lumineux, deux chambres, cave.',
  '',
  'Informations légales\u00a0:',
  'Prix\u00a0: 312\u202f000\u00a0€ honoraires inclus (honoraires de 4\u00a0% TTC du prix hors honoraires, à la charge de l’acquéreur). Prix hors honoraires\u00a0: 300\u202f000\u00a0€.',
  'Bien en copropriété de 24 lots. Charges annuelles moyennes (quote-part du budget prévisionnel)\u00a0: 1\u202f800\u00a0€.',
  'CLASSE ÉNERGIE\u00a0: D – CLASSE CLIMAT\u00a0: C',
  'Barème des honoraires de l’agence\u00a0: https://agence.fr/bareme',
].join('\n');

describe('stripLegalMentions', () => {
  it('takes out the « Informations légales » block an optimiser appended, and reports it', () => {
    const { text, removed } = withoutLegalMentions(OPTIMISED);
    expect(text).toBe(
      'Bel appartement traversant de 68 m² au cœur de Lyon 2e.\nSéjour lumineux, deux chambres, cave.',
    );
    expect(removed[0]).toBe('Informations légales\u00a0:');
    expect(removed).toHaveLength(5);
  });

  it('takes out a price, fees or energy sentence written anywhere, and keeps the sentences around it', () => {
    expect(
      stripLegalMentions(
        'Maison de 120 m². Prix : 312 000 € FAI, soit 300 000 € hors honoraires. Jardin clos.\nClasse énergie D, 230 kWh/m²/an. Calme absolu.',
      ),
    ).toBe('Maison de 120 m². Jardin clos.\nCalme absolu.');
    expect(stripLegalMentions('Proposé à 312 000 € honoraires inclus.')).toBe('');
    expect(stripLegalMentions('DPE : D. GES : C.')).toBe('');
  });

  it('keeps what states no legal fact: words alone, surfaces, travaux, « Gestion »', () => {
    for (const text of [
      'Prix à débattre, contactez-nous.',
      'Séjour de 30 m² plein sud.\nCave et balcon, charges 150 € / mois, "coup de cœur".',
      'Gestion locative possible sur demande, 2 parkings.',
      '2 000 € de travaux à prévoir. Dernier étage.',
    ]) {
      expect(withoutLegalMentions(text)).toEqual({ text, removed: [] });
    }
  });
});

const facts = {
  kind: 'appartement',
  feesPayer: 'acquereur',
  feesPercent: 4,
  priceExclFees: 287500,
  dpeStatus: 'realise',
  dpeClass: 'D',
  gesClass: 'C',
} as Partial<PropertyFacts>;

describe('adText', () => {
  it('writes the mentions from the current facts under the free text, never the stale ones', () => {
    const listing = {
      ...Object.fromEntries(PROPERTY_FACT_NAMES.map((name) => [name, null])),
      ...Object.fromEntries(EXTERIOR_FEATURES.map((name) => [name, false])),
      ...facts,
      type: 'Vente',
      zip: '69002',
      agencyFeeScaleUrl: null,
      price: 299000,
    } as ListingForMentions;
    const text = adText(OPTIMISED, listing);
    expect(text).not.toContain('312');
    expect(text).toContain('299\u202f000\u00a0€');
    expect(text.startsWith('Bel appartement traversant')).toBe(true);
    expect(text.split(propertyFactsMessages.mentions.title)).toHaveLength(2);
  });
});
