import { type PropertyFacts, propertyFieldsSchema } from '@immopilote/contracts';
import type { ListingFacts } from '../../src/integrations/ai/listing/facts';

export interface ListingExample {
  /** File name of the golden output. */
  name: string;
  property: {
    name: string;
    price: string;
    type: 'Vente' | 'Location';
    address: string;
    city: string;
    zip: string;
    description: string;
  };
  facts: Record<string, string | boolean>;
  feeScaleUrl: string | null;
  /** The user's text after a validation 2, when the example has one. */
  infoSup?: string;
}

const FEE_SCALE = 'https://www.agence-exemple.fr/bareme-honoraires';

/**
 * Real French listings as agents type them (hurried typography, the facts in the form), one per
 * kind of ad the law treats differently. Facts go through the forms' own schema, so each example
 * is a property the app could store.
 */
export const LISTING_EXAMPLES: ListingExample[] = [
  {
    name: 'lyon-t3-vente-copropriete',
    property: {
      name: 'Appartement T3 lumineux',
      price: '320000',
      type: 'Vente',
      address: '12 rue Mercière',
      city: 'Lyon',
      zip: '69002',
      description:
        'bel appartement de 65 m2 refait a neuf , a deux pas du metro Cordeliers...tres calme!! cuisine equipee ouverte sur sejour, 2 chambres, salle d\'eau avec "douche italienne"',
    },
    facts: {
      kind: 'appartement',
      surfaceHabitable: '65',
      surfaceCarrez: '64.2',
      rooms: '3',
      bedrooms: '2',
      floor: '3',
      floorsCount: '5',
      lift: 'true',
      heatingMode: 'individuel',
      heatingEnergy: 'gaz',
      hasBalcony: 'true',
      hasCellar: 'true',
      dpeStatus: 'realise',
      dpeClass: 'D',
      dpeValue: '230',
      gesClass: 'C',
      gesValue: '25',
      energyCostMin: '1200',
      energyCostMax: '1680',
      energyCostYear: '2023',
      dpeDate: '2024-03-12',
      feesPayer: 'acquereur',
      feesPercent: '5',
      priceExclFees: '304762',
      copro: 'true',
      coproLots: '24',
      coproCharges: '1800',
      coproProcedure: 'false',
    },
    feeScaleUrl: FEE_SCALE,
  },
  {
    name: 'paris-studio-location-meublee',
    property: {
      name: 'Studio Oberkampf',
      price: '950',
      type: 'Location',
      address: '8 rue Saint-Maur',
      city: 'Paris',
      zip: '75011',
      description:
        'Studio meublé de 22 m2 au 4eme sans ascenseur. Kitchenette equipee, lit double , rangements.Libre de suite',
    },
    facts: {
      kind: 'appartement',
      surfaceHabitable: '22',
      rooms: '1',
      floor: '4',
      floorsCount: '6',
      lift: 'false',
      furnished: 'true',
      heatingMode: 'individuel',
      heatingEnergy: 'electricite',
      dpeStatus: 'realise',
      dpeClass: 'F',
      dpeValue: '360',
      gesClass: 'C',
      gesValue: '12',
      energyCostMin: '780',
      energyCostMax: '1090',
      energyCostYear: '2023',
      dpeDate: '2023-09-20',
      charges: '50',
      chargesMode: 'provision',
      deposit: '1800',
      tenantFees: '330',
      tenantFeesInventory: '66',
      rentControlled: 'true',
      rentBase: '900',
      rentReference: '41.2',
    },
    feeScaleUrl: FEE_SCALE,
  },
  {
    name: 'nantes-maison-vente-honoraires-vendeur',
    property: {
      name: 'Maison familiale avec jardin',
      price: '450000',
      type: 'Vente',
      address: '3 rue des Lilas',
      city: 'Nantes',
      zip: '44300',
      description:
        'Maison des annees 60 entierement renovee en 2022 : sejour de 40 m2 donnant sur le jardin, cuisine independante, 4 chambres dont une au rez de chaussee. Garage et atelier. Ecoles et tram a 5 min a pied',
    },
    facts: {
      kind: 'maison',
      surfaceHabitable: '120',
      surfaceLand: '400',
      rooms: '5',
      bedrooms: '4',
      yearBuilt: '1965',
      heatingMode: 'individuel',
      heatingEnergy: 'pompe_a_chaleur',
      hasGarden: 'true',
      hasParking: 'true',
      dpeStatus: 'realise',
      dpeClass: 'C',
      dpeValue: '150',
      gesClass: 'A',
      gesValue: '5',
      energyCostMin: '1100',
      energyCostMax: '1500',
      energyCostYear: '2023',
      dpeDate: '2025-01-15',
      feesPayer: 'vendeur',
      copro: 'false',
    },
    feeScaleUrl: FEE_SCALE,
  },
  {
    name: 'marseille-t2-location-vide',
    property: {
      name: 'T2 Prado',
      price: '890',
      type: 'Location',
      address: '150 avenue du Prado',
      city: 'Marseille',
      zip: '13008',
      description:
        'T2 de 45m2 au 2e etage sans ascenseur,sejour, chambre, cuisine separee. Proche metro Perier et plages. Disponible au 1er janvier',
    },
    facts: {
      kind: 'appartement',
      surfaceHabitable: '45',
      rooms: '2',
      bedrooms: '1',
      floor: '2',
      floorsCount: '4',
      lift: 'false',
      furnished: 'false',
      availableFrom: '2027-01-01',
      dpeStatus: 'realise',
      dpeClass: 'E',
      dpeValue: '290',
      gesClass: 'E',
      gesValue: '60',
      energyCostMin: '900',
      energyCostMax: '1250',
      energyCostYear: '2023',
      dpeDate: '2022-06-01',
      charges: '60',
      chargesMode: 'provision',
      deposit: '830',
      tenantFees: '585',
      tenantFeesInventory: '135',
      rentControlled: 'false',
    },
    feeScaleUrl: FEE_SCALE,
  },
  {
    name: 'merignac-terrain-vente',
    property: {
      name: 'Terrain à bâtir Mérignac',
      price: '185000',
      type: 'Vente',
      address: 'Chemin de Cassiot',
      city: 'Mérignac',
      zip: '33700',
      description:
        "Terrain a batir de 600 m2 viabilise (eau, electricite, tout a l'egout), hors lotissement. Libre constructeur",
    },
    facts: {
      kind: 'terrain',
      surfaceLand: '600',
      feesPayer: 'acquereur',
      feesPercent: '6',
      priceExclFees: '174528',
    },
    feeScaleUrl: FEE_SCALE,
  },
  {
    name: 'saint-flour-maison-dpe-vierge-honoraires-partages',
    property: {
      name: 'Maison de bourg à rénover',
      price: '78000',
      type: 'Vente',
      address: '5 rue du Thuile',
      city: 'Saint-Flour',
      zip: '15100',
      description:
        'Maison de bourg en pierre a renover entierement, 4 pieces sur 3 niveaux, grenier amenageable. Pas de chauffage.',
    },
    facts: {
      kind: 'maison',
      surfaceHabitable: '85',
      rooms: '4',
      bedrooms: '3',
      heatingMode: 'aucun',
      dpeStatus: 'vierge',
      feesPayer: 'partage',
      feesPercent: '8',
      priceExclFees: '72222',
      copro: 'false',
    },
    feeScaleUrl: FEE_SCALE,
  },
  {
    name: 'lyon-sans-les-faits-validation-2',
    property: {
      name: 'Appartement Croix-Rousse',
      price: '295000',
      type: 'Vente',
      address: '4 rue d’Austerlitz',
      city: 'Lyon',
      zip: '69004',
      description: 'Appartement canut avec hauteur sous plafond, poutres apparentes.',
    },
    facts: { kind: 'appartement', surfaceHabitable: '78', rooms: '3' },
    feeScaleUrl: null,
  },
  {
    name: 'lyon-faits-completes-par-le-texte',
    property: {
      name: 'Appartement Croix-Rousse',
      price: '295000',
      type: 'Vente',
      address: '4 rue d’Austerlitz',
      city: 'Lyon',
      zip: '69004',
      description: 'Appartement canut avec hauteur sous plafond, poutres apparentes.',
    },
    facts: {
      kind: 'appartement',
      surfaceHabitable: '78',
      rooms: '3',
      dpeStatus: 'realise',
      dpeValue: '200',
      gesValue: '28',
      dpeDate: '2024-05-02',
      copro: 'true',
      coproLots: '12',
      coproCharges: '1400',
      coproProcedure: 'false',
      surfaceCarrez: '77.5',
    },
    feeScaleUrl: FEE_SCALE,
    infoSup:
      "DPE D, GES C, dépenses d'énergie entre 950 € et 1 300 € par an (prix 2023). Honoraires 4,5 % à la charge de l'acquéreur, prix hors honoraires 282 297 €. Vue dégagée sur la Saône depuis le salon.",
  },
];

/** The example as the optimiser reads it: the forms' schema, then the facts the legal check sees. */
export function exampleFacts(example: ListingExample): ListingFacts {
  const parsed = propertyFieldsSchema.parse({ ...example.property, ...example.facts });
  return {
    ...(parsed as unknown as PropertyFacts),
    type: example.property.type,
    zip: example.property.zip,
    price: Number(example.property.price),
    agencyFeeScaleUrl: example.feeScaleUrl,
  };
}
