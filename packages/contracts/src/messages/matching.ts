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

  // Field errors: each names what to fix.
  transactionRequired: 'Choisissez achat ou location.',
  kindsRequired: 'Choisissez au moins un type de bien.',
  budgetInvalid: 'Saisissez un montant positif en euros.',
  budgetOrder: 'Le budget minimum dépasse le budget maximum.',
  surfaceInvalid: 'Saisissez une surface positive en m².',
  countInvalid: 'Saisissez un nombre entier positif.',
  placesTooMany: (max: number) => `${max} communes au plus par recherche.`,
  placeUnknown: 'Commune inconnue : choisissez-la dans la liste.',
  placeRequired: 'Choisissez au moins une commune ou un rayon autour d’un lieu.',
  radiusInvalid: (max: number) => `Le rayon va de 1 à ${max} km.`,
  radiusCenterRequired: 'Choisissez la commune ou l’adresse autour de laquelle chercher.',
  radiusCenterUnknown:
    'Position inconnue pour ce lieu : ImmoPilote situe les adresses par les ventes DVF importées. Choisissez plutôt des communes.',
  placeQueryTooShort: 'Saisissez au moins 2 lettres ou un code postal.',
  postcodeUnknown: 'Code postal inconnu.',
  postcodeAmbiguous: 'Ce code postal couvre plusieurs communes : choisissez laquelle.',
  furnishedForRentalOnly: 'Le critère « Meublé » ne s’applique qu’à une location.',
  alertHourInvalid: 'Choisissez une heure entre 0 h et 23 h.',
  dismissReasonRequired: 'Indiquez pourquoi vous écartez ce bien.',
  searchNotFound: 'Cette recherche n’existe pas.',
  matchNotFound: 'Ce rapprochement n’existe pas.',
  consentMissing: 'Ce client n’a pas donné son accord pour recevoir des biens par e-mail.',
} as const;
