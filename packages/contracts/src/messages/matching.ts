import type {
  AlertMode,
  ConsentSource,
  MatchLevel,
  MatchState,
  MustHave,
  ProposalAnswer,
  SearchStatus,
  SearchTransaction,
} from '../matching/constants';

/** Texts of buyer and tenant searches, matches, proposals and alerts (issue 28). */
export const matchingMessages = {
  transactions: { achat: 'Achat', location: 'Location' } satisfies Record<SearchTransaction, string>,
  statuses: {
    active: 'Active',
    en_pause: 'En pause',
    satisfaite: 'Satisfaite',
    abandonnee: 'Abandonnée',
  } satisfies Record<SearchStatus, string>,
  mustHaves: {
    ascenseur: 'Ascenseur',
    balcon_terrasse: 'Balcon / terrasse',
    parking: 'Parking',
    exterieur: 'Extérieur',
    pas_rez_de_chaussee: 'Rez-de-chaussée exclu',
    meuble: 'Meublé',
  } satisfies Record<MustHave, string>,
  states: {
    nouveau: 'Nouveau',
    propose: 'Proposé',
    interesse: 'Intéressé',
    pas_interesse: 'Pas intéressé',
    visite_planifiee: 'Visite planifiée',
    ecarte: 'Écarté',
  } satisfies Record<MatchState, string>,
  levels: { match: 'Correspond', near: 'Presque' } satisfies Record<MatchLevel, string>,
  alertModes: {
    off: 'Pas d’alerte automatique',
    instant: 'Alerte immédiate',
    daily: 'Résumé quotidien',
  } satisfies Record<AlertMode, string>,
  answers: { interesse: 'Ça m’intéresse', pas_interesse: 'Pas pour moi' } satisfies Record<
    ProposalAnswer,
    string
  >,
  consentSources: {
    oral: 'Accord oral',
    ecrit: 'Accord écrit',
    formulaire_web: 'Formulaire web',
    email: 'E-mail',
    autre: 'Autre',
  } satisfies Record<ConsentSource, string>,

  /** A match's reasons (MatchReason.text); amounts and surfaces come formatted by contracts' format.ts. */
  reasons: {
    kind: (label: string) => `Type\u00a0: ${label}`,
    budgetWithin: (price: string, max: string) => `Budget\u00a0: ${price} ≤ ${max}`,
    budgetFrom: (price: string, min: string) => `Budget\u00a0: ${price} (min. ${min})`,
    budgetOver: (price: string, max: string, percent: string) =>
      `Budget\u00a0: ${price} (max. ${max}, +${percent})`,
    surfaceWithin: (surface: string, min: string) => `Surface\u00a0: ${surface} (min. ${min})`,
    surfaceUnder: (surface: string, min: string, percent: string) =>
      `Surface\u00a0: ${surface} (min. ${min}, −${percent})`,
    rooms: (rooms: number, min: number) => `Pièces\u00a0: ${rooms} (min. ${min})`,
    bedrooms: (bedrooms: number, min: number) => `Chambres\u00a0: ${bedrooms} (min. ${min})`,
    commune: (name: string) => `Commune\u00a0: ${name}`,
    radius: (distance: string, km: number, centre: string) => `À ${distance} de ${centre} (rayon ${km} km)`,
    energy: (dpe: string, worst: string) => `DPE\u00a0: ${dpe} (au plus ${worst})`,
    has: (label: string) => `${label}\u00a0: oui`,
    missing: (label: string) => `Manque\u00a0: ${label.toLowerCase()}`,
  },
  /** A search's history, in French as written then. */
  history: {
    created: 'Recherche créée',
    createdFromListing: (listing: string) => `Recherche créée à partir du bien «\u00a0${listing}\u00a0»`,
    changed: 'Critères modifiés',
    changedDetail: (changes: string) => `Critères modifiés\u00a0: ${changes}`,
    status: (from: string, to: string) => `Statut\u00a0: ${from} → ${to}`,
  },
  /** Names of the criteria in « Critères modifiés : … ». */
  criteriaNames: {
    transaction: 'transaction',
    kinds: 'types de bien',
    budgetMin: 'budget min',
    budgetMax: 'budget max',
    surfaceMin: 'surface min',
    roomsMin: 'pièces min',
    bedroomsMin: 'chambres min',
    places: 'communes',
    radius: 'rayon',
    mustHaves: 'indispensables',
    worstEnergyClass: 'DPE au plus',
    wantedBy: 'date souhaitée',
    notes: 'notes',
    alertMode: 'alertes',
    alertHour: 'heure du résumé',
  },
  /** « Achat · Appartement, Maison · Toulon, La Seyne-sur-Mer · ≤ 300 000 € · 60 m² min. » */
  summary: {
    budgetBetween: (min: string, max: string) => `${min} à ${max}`,
    budgetMax: (max: string) => `≤ ${max}`,
    budgetMin: (min: string) => `≥ ${min}`,
    surfaceMin: (surface: string) => `${surface} min.`,
    roomsMin: (rooms: number) => `${rooms} pièce${rooms > 1 ? 's' : ''} min.`,
    radius: (km: number, centre: string) => `${km} km autour de ${centre}`,
    none: 'aucun',
  },

  // Field errors: each names what to fix.
  transactionRequired: 'Choisissez achat ou location.',
  kindsRequired: 'Choisissez au moins un type de bien.',
  budgetInvalid: 'Saisissez un montant positif en euros.',
  budgetOrder: 'Le budget minimum dépasse le budget maximum.',
  surfaceInvalid: 'Saisissez une surface positive en m².',
  countInvalid: 'Saisissez un nombre entier positif.',
  placesTooMany: (max: number) => `${max} communes au plus par recherche.`,
  placeUnknown: 'Commune inconnue\u00a0: choisissez-la dans la liste.',
  placeRequired: 'Choisissez au moins une commune ou un rayon autour d’un lieu.',
  radiusInvalid: (max: number) => `Le rayon va de 1 à ${max} km.`,
  radiusCenterRequired: 'Choisissez la commune ou l’adresse autour de laquelle chercher.',
  radiusCenterUnknown:
    'Position inconnue pour ce lieu\u00a0: ImmoPilote situe les adresses par les ventes DVF importées. Choisissez plutôt des communes.',
  placeQueryTooShort: 'Saisissez au moins 2 lettres ou un code postal.',
  postcodeUnknown: 'Code postal inconnu.',
  furnishedForRentalOnly: 'Le critère «\u00a0Meublé\u00a0» ne s’applique qu’à une location.',
  alertHourInvalid: 'Choisissez une heure entre 0 h et 23 h.',
  dismissReasonRequired: 'Indiquez pourquoi vous écartez ce bien.',
  searchNotFound: 'Cette recherche n’existe pas.',
  matchNotFound: 'Ce rapprochement n’existe pas.',
} as const;
