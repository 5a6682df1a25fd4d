/** The demonstration agency: a Toulon agency with sales and rentals (French-looking, invented data). */
export const DEMO_HEAD = {
  firstName: 'Sophie',
  lastName: 'Lambert',
  email: 'demo@immopilote.fr',
  phone: '04 78 12 34 56',
  password: 'demonstration-immopilote',
};

export const DEMO_AGENCY = {
  name: 'Lambert Immobilier',
  address: '18 rue d’Alger',
  city: 'Toulon',
  zip: '83000',
  /** The agency's code at the portals. */
  polirisAgencyId: 'LAMBERT-83',
};

/**
 * The agency's public site (issue 29): its address, the legal identity every page shows, opening
 * hours, and the fee scale the listings' mentions and the portals link to (its public page).
 */
export const DEMO_SITE = {
  slug: 'lambert-immobilier',
  cardNumber: 'CPI 8301 2021 000 045 678',
  cardIssuer: 'CCI du Var',
  guaranteeName: 'Galian Assurances, 89 rue La Boétie, 75008 Paris',
  guaranteeAmount: 120000,
  insurerName: 'MMA IARD',
  insurerPolicy: '127 845 963',
  legalForm: 'SARL',
  siren: '853 214 967',
  // Issue 32: what a fee invoice prints besides (« RCS Toulon », the capital of a SARL).
  rcsCity: 'Toulon',
  shareCapital: 10000,
  contactEmail: 'contact@lambert-immobilier.fr',
  contactPhone: '04 94 12 34 56',
  intro:
    'Agence indépendante au cœur de Toulon depuis 2009 : vente et location d’appartements et de maisons, du Mourillon au Cap Brun.\nVisites du lundi au samedi.',
  showFullAddress: false,
  openingHours: [
    ...Array.from({ length: 5 }, () => [
      { from: '09:00', to: '12:30' },
      { from: '14:00', to: '19:00' },
    ]),
    [{ from: '09:30', to: '12:30' }],
    [],
  ],
};

/** Honoraires TTC (TVA 20 %), arrêté du 10 janvier 2017; rental fees within the loi ALUR ceilings. */
export const DEMO_FEE_SCALE = {
  rows: [
    {
      kind: 'vente',
      label: 'Vente jusqu’à 100 000 €',
      from: null,
      to: 100000,
      rate: null,
      amount: 6000,
      perSquareMetre: false,
      payer: 'acquereur',
    },
    {
      kind: 'vente',
      label: 'Vente de 100 001 € à 300 000 €',
      from: 100000,
      to: 300000,
      rate: 5,
      amount: null,
      perSquareMetre: false,
      payer: 'acquereur',
    },
    {
      kind: 'vente',
      label: 'Vente au-delà de 300 000 €',
      from: 300000,
      to: null,
      rate: 4.5,
      amount: null,
      perSquareMetre: false,
      payer: 'acquereur',
    },
    {
      kind: 'location',
      label: 'Visite, dossier et bail (zone non tendue)',
      from: null,
      to: null,
      rate: null,
      amount: 8,
      perSquareMetre: true,
      payer: 'locataire',
    },
    {
      kind: 'location',
      label: 'État des lieux d’entrée',
      from: null,
      to: null,
      rate: null,
      amount: 3,
      perSquareMetre: true,
      payer: 'locataire',
    },
    {
      kind: 'location',
      label: 'Visite, dossier, bail et état des lieux',
      from: null,
      to: null,
      rate: null,
      amount: 11,
      perSquareMetre: true,
      payer: 'bailleur',
    },
    {
      kind: 'gestion',
      label: 'Gestion locative',
      from: null,
      to: null,
      rate: 7.2,
      amount: null,
      perSquareMetre: false,
      payer: 'bailleur',
    },
  ],
  notes:
    'Honoraires toutes taxes comprises (TVA au taux de 20 %). Les honoraires de location à la charge du locataire ne peuvent excéder ceux du bailleur.',
};

export const DEMO_CLIENTS = [
  {
    fullName: 'Antoine Girard',
    firstName: 'Antoine',
    email: 'antoine.girard@exemple.fr',
    phone: '06 11 22 33 44',
    address: '7 rue Paul Lendrin\n83000 Toulon',
  },
  {
    fullName: 'Claire Morel',
    firstName: 'Claire',
    email: 'claire.morel@exemple.fr',
    phone: '06 22 33 44 55',
    address: '25 avenue Émile Barla\n83000 Toulon',
  },
  {
    fullName: 'Julien Fabre',
    firstName: 'Julien',
    email: 'julien.fabre@exemple.fr',
    phone: '06 33 44 55 66',
    address: '4 rue Vincent Scotto\n83000 Toulon',
  },
  {
    fullName: 'Léa Bonnet',
    firstName: 'Léa',
    email: 'lea.bonnet@exemple.fr',
    phone: '06 44 55 66 77',
    address: '12 boulevard de Paris\n83200 Toulon',
  },
  {
    fullName: 'Hugo Martin',
    firstName: 'Hugo',
    email: 'hugo.martin@exemple.fr',
    phone: '07 55 66 77 88',
    address: '3 rue de Nice\n83100 Toulon',
  },
  {
    fullName: 'Camille Roux',
    firstName: 'Camille',
    email: 'camille.roux@exemple.fr',
    phone: '06 66 77 88 99',
    address: '9 avenue Auguste Battarel\n83200 Toulon',
  },
  {
    fullName: 'Nathalie Chevalier',
    firstName: 'Nathalie',
    email: 'nathalie.chevalier@exemple.fr',
    phone: '06 77 88 99 00',
    address: '40 rue Jean Jaurès\n83000 Toulon',
  },
  {
    fullName: 'Thomas Lefèvre',
    firstName: 'Thomas',
    email: 'thomas.lefevre@exemple.fr',
    phone: '07 88 99 00 11',
    address: '2 place Dugueslin\n83000 Toulon',
  },
] as const;

/** Someone who asked to join the agency with its code and waits for the head's answer. */
export const DEMO_JOINER = {
  firstName: 'Mehdi',
  lastName: 'Benali',
  email: 'mehdi.benali@exemple.fr',
  phone: '06 98 76 54 32',
  password: 'demonstration-candidat',
};

/**
 * Every legal fact of a sale (issue 12): a DPE, fees paid by the buyer at 4,5 % (the price is the
 * price excluding fees × 1,045), and the copropriété facts of a flat; the evaluation, the optimiser
 * and the portal export then have all they need.
 */
const saleFacts = (f: { priceExclFees: number; dpeClass: string; dpeValue: number; copro: boolean }) => ({
  dpeStatus: 'realise',
  dpeClass: f.dpeClass,
  dpeValue: f.dpeValue,
  gesClass: 'C',
  gesValue: 24,
  energyCostMin: 900,
  energyCostMax: 1260,
  energyCostYear: 2023,
  dpeDate: '2024-03-12',
  dpeNumber: '2483E0123456Z',
  feesPayer: 'acquereur',
  feesPercent: '4,5',
  priceExclFees: f.priceExclFees,
  ...(f.copro
    ? { copro: 'true', coproLots: 24, coproCharges: 1800, coproProcedure: 'false' }
    : { copro: 'false' }),
});

/** Every legal fact of a rental (issue 12): a DPE, charges, deposit and the tenant's fees. */
const rentalFacts = (f: { rent: number; charges: number }) => ({
  furnished: 'false',
  availableFrom: '2027-01-15',
  dpeStatus: 'realise',
  dpeClass: 'C',
  dpeValue: 150,
  gesClass: 'B',
  gesValue: 9,
  energyCostMin: 600,
  energyCostMax: 840,
  energyCostYear: 2023,
  dpeDate: '2023-10-02',
  charges: f.charges,
  chargesMode: 'provision',
  rentSupplement: 0,
  deposit: f.rent - f.charges,
  tenantFees: 300,
  tenantFeesInventory: 90,
  rentControlled: 'false',
});

/**
 * Toulon, whose sales of 2023 ship with the application (apps/server/seed/dvf): every sale of the
 * demonstration finds its comparables. Addresses are streets of those sales, so the evaluation
 * places each property at its address.
 */
export const DEMO_PROPERTIES = [
  {
    name: 'T2 lumineux au Mourillon',
    type: 'Vente',
    price: 188100,
    address: '14 rue Lamalgue',
    city: 'Toulon',
    zip: '83000',
    kind: 'appartement',
    surfaceHabitable: 48,
    surfaceCarrez: 47,
    rooms: 2,
    bedrooms: 1,
    floor: 3,
    floorsCount: 5,
    lift: 'true',
    yearBuilt: 1965,
    heatingMode: 'individuel',
    heatingEnergy: 'electricite',
    hasBalcony: 'true',
    ...saleFacts({ priceExclFees: 180000, dpeClass: 'D', dpeValue: 230, copro: true }),
    status: 'Disponible',
    photos: 3,
    description:
      'Deux pièces traversant au 3e étage avec ascenseur, balcon plein sud, à dix minutes des plages.',
  },
  {
    name: 'T4 familial Haute-Ville',
    type: 'Vente',
    price: 292600,
    address: '27 rue Gimelli',
    city: 'Toulon',
    zip: '83000',
    kind: 'appartement',
    surfaceHabitable: 92,
    surfaceCarrez: 90,
    rooms: 4,
    bedrooms: 3,
    floor: 2,
    floorsCount: 4,
    lift: 'false',
    yearBuilt: 1900,
    heatingMode: 'individuel',
    heatingEnergy: 'gaz',
    hasCellar: 'true',
    ...saleFacts({ priceExclFees: 280000, dpeClass: 'D', dpeValue: 210, copro: true }),
    status: 'En négociation',
    photos: 3,
    description:
      'Grand quatre pièces bourgeois, hauteur sous plafond, tomettes anciennes, proche gare et marché.',
  },
  {
    name: 'Maison avec jardin au Cap Brun',
    type: 'Vente',
    price: 658350,
    address: '503 corniche Général de Gaulle',
    city: 'Toulon',
    zip: '83000',
    kind: 'maison',
    surfaceHabitable: 145,
    rooms: 6,
    bedrooms: 4,
    floorsCount: 2,
    yearBuilt: 1935,
    heatingMode: 'individuel',
    heatingEnergy: 'gaz',
    hasGarden: 'true',
    hasParking: 'true',
    surfaceLand: 600,
    ...saleFacts({ priceExclFees: 630000, dpeClass: 'C', dpeValue: 160, copro: false }),
    status: 'Disponible',
    photos: 3,
    description: 'Maison des années 1930 rénovée, jardin de 600 m² et garage, vue mer depuis l’étage.',
  },
  {
    name: 'Studio meublé Centre',
    type: 'Location',
    price: 540,
    address: '10 rue Lamartine',
    city: 'Toulon',
    zip: '83000',
    kind: 'appartement',
    surfaceHabitable: 22,
    rooms: 1,
    bedrooms: 0,
    ...rentalFacts({ rent: 540, charges: 40 }),
    status: 'Disponible',
    photos: 2,
    description: 'Studio refait à neuf, idéal étudiant, à deux pas de la gare et du port.',
  },
  {
    name: 'T3 Saint-Jean-du-Var',
    type: 'Location',
    price: 890,
    address: '677 rue David',
    city: 'Toulon',
    zip: '83200',
    kind: 'appartement',
    surfaceHabitable: 67,
    rooms: 3,
    bedrooms: 2,
    ...rentalFacts({ rent: 890, charges: 90 }),
    status: 'Loué',
    photos: 2,
    description: 'Trois pièces calme sur cour, cuisine équipée, cave.',
  },
  {
    name: 'Loft ancien atelier Pont-du-Las',
    type: 'Vente',
    price: 334400,
    address: '28 avenue du Las',
    city: 'Toulon',
    zip: '83200',
    kind: 'appartement',
    surfaceHabitable: 110,
    rooms: 3,
    bedrooms: 2,
    ...saleFacts({ priceExclFees: 320000, dpeClass: 'E', dpeValue: 280, copro: true }),
    status: 'Vendu',
    photos: 3,
    description: 'Ancien atelier transformé en loft, volumes de 4 m sous plafond.',
  },
  {
    name: 'T2 avec terrasse Le Mourillon',
    type: 'Location',
    price: 760,
    address: '166 allée Georges Leygues',
    city: 'Toulon',
    zip: '83100',
    kind: 'appartement',
    surfaceHabitable: 45,
    rooms: 2,
    bedrooms: 1,
    ...rentalFacts({ rent: 760, charges: 60 }),
    status: 'Disponible',
    photos: 2,
    description: 'Deux pièces au dernier étage avec terrasse de 12 m².',
  },
  {
    name: 'Maison de ville Saint-Roch',
    type: 'Vente',
    price: 397100,
    address: '315 rue Jean Ayral',
    city: 'Toulon',
    zip: '83200',
    kind: 'maison',
    surfaceHabitable: 118,
    rooms: 5,
    bedrooms: 3,
    floorsCount: 3,
    yearBuilt: 1950,
    heatingMode: 'individuel',
    heatingEnergy: 'gaz',
    hasGarden: 'true',
    surfaceLand: 120,
    ...saleFacts({ priceExclFees: 380000, dpeClass: 'D', dpeValue: 220, copro: false }),
    status: 'Disponible',
    photos: 3,
    description: 'Maison de ville sur trois niveaux avec cour intérieure.',
  },
] as const;

/** Appointments relative to today: the last weeks (the visits chart) and the days to come (the agenda). */
export const DEMO_VISITS = [
  {
    property: 0,
    client: 2,
    inDays: 0,
    time: '10:30',
    description: 'Première visite, couple primo-accédant.',
  },
  { property: 2, client: 3, inDays: 0, time: '14:00', description: 'Deuxième visite avec un artisan.' },
  { property: 7, client: 4, inDays: 0, time: '17:30', description: 'Visite après le travail.' },
  { property: 1, client: 5, inDays: 1, time: '09:30', description: 'Contre-visite avant offre.' },
  { property: 6, client: 6, inDays: 2, time: '18:00', description: 'Visite du T2 avec terrasse.' },
  { property: 0, client: 7, inDays: -3, time: '11:00', description: 'Visite, intéressé par le quartier.' },
  { property: 2, client: 2, inDays: -8, time: '15:00', description: 'Visite de la maison.' },
  { property: 1, client: 3, inDays: -9, time: '10:00', description: 'Visite du T4.' },
  { property: 7, client: 5, inDays: -15, time: '16:30', description: 'Première visite.' },
  { property: 0, client: 4, inDays: -22, time: '12:15', description: 'Visite à l’heure du déjeuner.' },
  { property: 5, client: 6, inDays: -30, time: '09:00', description: 'Visite du loft avant offre.' },
  { property: 1, client: 7, inDays: -36, time: '17:00', description: 'Première visite.' },
] as const;

const TOULON = '83137';

/**
 * Two clients looking (issue 28), with their consent to receive listings: a buyer for whom the T4
 * matches and the Saint-Roch house is « presque » (over budget by 7 %), and a tenant for whom the
 * Mourillon T2 matches. Indexes into DEMO_CLIENTS.
 */
export const DEMO_SEARCHES = [
  {
    client: 4,
    consentSource: 'ecrit',
    search: {
      transaction: 'achat',
      kinds: ['appartement', 'maison'],
      budgetMax: 370000,
      surfaceMin: 90,
      roomsMin: 4,
      communeCodes: [TOULON],
      mustHaves: [],
      notes: 'Famille avec deux enfants, proche des écoles.',
      alertMode: 'instant',
    },
  },
  {
    client: 5,
    consentSource: 'formulaire_web',
    search: {
      transaction: 'location',
      kinds: ['appartement'],
      budgetMax: 800,
      surfaceMin: 40,
      roomsMin: 2,
      communeCodes: [TOULON],
      mustHaves: [],
      alertMode: 'daily',
      alertHour: 8,
    },
  },
] as const;

/**
 * Two leads in « Demandes » (issue 29), as the portals' e-mails bring them, dropped in the inbox like a
 * `.eml`: a SeLoger lead on a published listing (its public reference) and a message no parser knows.
 * The demonstration answers both, so none turns « en retard » while the demonstration sleeps.
 */
export function demoLeadMails(reference: number, today: string): { name: string; eml: string }[] {
  const date = new Date(`${today}T09:12:00Z`).toUTCString();
  return [
    {
      name: 'seloger.eml',
      eml: [
        'From: SeLoger <no-reply@seloger.com>',
        'Reply-To: Mathilde Girard <mathilde.girard@exemple.fr>',
        'To: annonces@lambert-immobilier.fr',
        `Subject: Demande de contact pour votre annonce Ref. ${reference}`,
        `Date: ${date}`,
        `Message-ID: <demo-seloger-${reference}@mail.seloger.com>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=UTF-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Bonjour,',
        '',
        'Un internaute est intéressé par votre annonce publiée sur SeLoger.',
        '',
        `Référence de l'annonce : ${reference}`,
        '',
        "Coordonnées de l'internaute :",
        'Nom : Mathilde Girard',
        'E-mail : mathilde.girard@exemple.fr',
        'Téléphone : 06 72 18 45 90',
        '',
        'Son message :',
        'Bonjour, je souhaiterais visiter cet appartement en fin de semaine. Le parking est-il compris ?',
        '',
        '--',
        'SeLoger',
        '',
      ].join('\r\n'),
    },
    {
      name: 'message.eml',
      eml: [
        'From: Karim Benali <karim.benali@exemple.fr>',
        'To: contact@lambert-immobilier.fr',
        'Subject: Estimation de mon appartement au Mourillon',
        `Date: ${date}`,
        'Message-ID: <demo-estimation@exemple.fr>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=UTF-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Bonjour,',
        'Je souhaite vendre mon T3 au Mourillon d’ici le printemps. Pourriez-vous passer l’estimer ?',
        'Karim Benali — 06 45 21 87 30',
        '',
      ].join('\r\n'),
    },
  ];
}
