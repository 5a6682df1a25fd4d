import { formatNumber } from '../format';
/**
 * AI helpers: the listing optimiser, review analysis, the provider settings card and the metering
 * (spec 001 §2, §4, §5, §8). Titles the spec wrote in English or in title case are French
 * sentence case here (docs/decisions/ai.md).
 */
export const aiMessages = {
  webhookLoadingTitle: 'Traitement automatisé en cours',
  // ---- provider layer ------------------------------------------------------------------------
  providerNames: {
    builtin: 'moteur intégré (hors ligne)',
    'openai-compatible': 'service d’IA externe',
    webhook: 'workflows d’automatisation de l’agence',
  },
  /** « rédigée par … »: the engine with its article (les workflows are plural). */
  providerBy: {
    builtin: 'le moteur intégré (hors ligne)',
    'openai-compatible': 'le service d’IA externe',
    webhook: 'les workflows d’automatisation de l’agence',
  },
  providerTimeout: 'Le service d’IA n’a pas répondu à temps. Veuillez réessayer.',
  providerSaturated: 'Le service d’IA est saturé pour le moment. Veuillez réessayer dans quelques instants.',
  providerDown: 'Le service d’IA est indisponible pour le moment. Veuillez réessayer plus tard.',
  providerHttp: (status: number) => `Erreur HTTP ! Statut : ${status}`,
  listingInvalidAnswer: 'Réponse invalide du service d’optimisation.',
  reviewsInvalidAnswer: 'Réponse invalide du service d’analyse.',
  notConfigured: 'Le service d’IA n’est pas configuré pour cette tâche.',
  monthlyLimitReached: (limit: number) =>
    `Votre agence a atteint sa limite de ${limit} utilisations de l’IA ce mois-ci. Elle sera renouvelée le 1er du mois prochain.`,
  notIncluded: 'L’IA n’est pas incluse dans votre abonnement.',
  cancelled: 'Demande annulée.',
  jobNotFound: 'Demande introuvable.',

  // ---- « Mon agence » card -------------------------------------------------------------------
  settingsTitle: 'Assistants IA',
  settingsEngine: (name: string) => `Moteur utilisé : ${name}.`,
  settingsBuiltinOnly:
    'Le moteur intégré fonctionne sur nos serveurs et n’envoie aucune donnée à l’extérieur.',
  settingsExternalLabel: 'Autoriser l’envoi des données au service d’IA externe',
  settingsExternalHelp:
    'Les annonces et les avis peuvent contenir des données personnelles de vos clients. Tant que l’envoi n’est pas autorisé, le moteur intégré répond à la place du service externe.',
  settingsSaved: 'Réglages IA enregistrés',
  settingsSaveError: 'Impossible d’enregistrer les réglages IA.',
  settingsLoadError: 'Impossible de charger les réglages IA.',
  usageLabel: (used: number, limit: number, month: string) =>
    `${formatNumber(used)} utilisation${used > 1 ? 's' : ''} sur ${formatNumber(limit)} en ${month}`,
  usageNone: 'Votre offre n’inclut pas les assistants IA.',
  exampleTitle: 'Ce qui est envoyé au service externe',
  exampleIntro:
    'Exemple construit à partir d’une annonce et d’avis fictifs\u00a0: noms, e-mails, téléphones, codes d’accès, IBAN et adresses exactes sont retirés avant chaque envoi.',
  exampleSample: 'Texte saisi dans la fiche',
  exampleListing: 'Envoi pour l’optimisation d’annonce',
  exampleReviews: 'Envoi pour l’analyse d’avis',
  exampleLoadError: 'Impossible de charger l’exemple d’envoi.',
  /** The example's sample listing and reviews: personal data of every kind the redaction removes. */
  sample: {
    name: 'Appartement T3 lumineux',
    address: '12 rue des Lilas',
    city: 'Lyon',
    zip: '69002',
    agencyName: 'Agence du Centre',
    description:
      'Bel appartement de 65 m², 3 pièces. Propriétaire\u00a0: M. Jean Dupont (06 12 34 56 78, jean.dupont@exemple.fr), locataire Mme Marie Leroy jusqu’en juin. Code porte 4B12A, code alarme 0000. Dépôt sur FR76 3000 6000 0112 3456 7890 189.',
    reviews: [
      { author: 'Sophie Martin', text: 'Merci à Sophie Martin pour le suivi, joignable au 07.11.22.33.44.' },
      { author: 'Paul Girard', text: 'Vente rapide. Écrivez-moi à paul.girard@exemple.fr pour en parler.' },
    ],
  },

  // ---- listing optimiser (/optimize-ad) ------------------------------------------------------
  optimizeTitle: 'Optimiser l’annonce',
  optimizeLoading: 'Optimisation de l’annonce en cours…',
  optimizeLoadingHint: 'Nous rédigeons un titre et une description à partir des informations du bien.',
  missingDataTitle: 'Données manquantes',
  original: 'Annonce actuelle',
  proposal: 'Proposition',
  nameLabel: 'Titre',
  descriptionLabel: 'Description',
  useProposal: 'Utiliser cette proposition',
  keepOriginal: 'Garder l’annonce actuelle',
  savedTitle: 'Bien enregistré !',
  updateFailed: 'Erreur lors de la mise à jour',
  missingInfoBanner: (infoSup: string) => `Informations manquantes\u00a0:${infoSup ? ` ${infoSup}` : ''}`,
  missingFactsList: 'Informations manquantes',
  infoSupLabel: 'Informations complémentaires',
  infoSupHelp:
    'Écrivez-les simplement, par exemple : « DPE C, GES B, 65 m², honoraires à la charge du vendeur ».',
  infoSupRequired: 'Information requise',
  resubmit: 'Relancer l’optimisation',
  errorTitle: 'Erreur : impossible de générer l’annonce. Veuillez vérifier les données et réessayer.',
  communicationErrorTitle: 'Erreur de communication',
  communicationError: 'Impossible de contacter le service d’optimisation.',
  saveWithoutOptimisation: 'Enregistrer sans optimisation',
  retry: 'Réessayer',
  engineNote: (by: string) => `Proposition rédigée par ${by}.`,
  differencesHint: 'Les passages ajoutés sont surlignés en vert, les passages retirés sont barrés en rouge.',
  legalMentionsTitle: 'Mentions légales de l’annonce',
  legalMentionsHint:
    'Écrites à partir des informations du bien, elles accompagnent l’annonce partout où elle paraît (fiche du bien, portails) et suivent chaque changement de prix, d’honoraires ou de DPE.',
  planRequiredTitle: 'Disponible avec l’offre Pro',
  planRequired:
    'L’optimisation d’annonces par IA rédige un titre clair et une description complète, avec les mentions légales calculées à partir des informations du bien.',
  seePlans: 'Voir les offres',
  seeProperty: 'Voir la fiche du bien',
  optimizeAction: 'Optimiser l’annonce',

  /** Validation 2 of the optimiser: the facts are filled in on the property's form. */
  completeFacts: 'Compléter la fiche du bien',
  completeFeeScale: 'Renseigner le barème des honoraires',
  missingFactsHelp:
    'Renseignez-les dans la fiche du bien\u00a0: l’annonce sera rédigée avec les mentions légales exactes. Vous pouvez aussi les écrire ci-dessous.',
  contradiction: (fact: string) =>
    `La proposition du service d’IA contredit la fiche du bien (${fact})\u00a0: elle n’est pas proposée.`,
  contradictionFacts: { dpeClass: 'classe énergie', gesClass: 'classe climat' },
  /** The facts check: each figure or class of the engine's text replaced by the stored one. */
  correctionsTitle: 'Corrections apportées à la proposition',
  corrected: (fact: string, said: string, stored: string) =>
    `${fact}\u00a0: la proposition indiquait ${said}, remplacé par ${stored} (fiche du bien).`,
  correctedFacts: {
    price: 'Prix',
    surface: 'Surface habitable',
    rooms: 'Nombre de pièces',
    dpeClass: 'Classe énergie',
    gesClass: 'Classe climat',
  },

  // ---- the built-in engine's sentences (listing) ----------------------------------------------
  writer: {
    studio: 'Studio',
    property: 'Bien',
    propertyLower: 'bien',
    rooms: (n: number) => `${n} pièces`,
    houseRooms: (n: number) => `Maison ${n} pièces`,
    ofRooms: (n: number) => ` de ${n} pièces`,
    furnishedM: ' meublé',
    furnishedF: ' meublée',
    introduction: (p: { sale: boolean; what: string; surface: string | null; place: string; zip: string }) =>
      `${p.sale ? 'À vendre' : 'À louer'}\u00a0: ${p.what}${p.surface ? ` (${p.surface})` : ''} à ${p.place} (${p.zip}).`,
    characteristicsTitle: 'Caractéristiques\u00a0:',
    roomsLine: (rooms: number, bedrooms: number | null) =>
      `${rooms} pièce${rooms > 1 ? 's' : ''}${bedrooms ? `, dont ${bedrooms} chambre${bedrooms > 1 ? 's' : ''}` : ''}`,
    floor: (floor: number, count: number | null, lift: boolean | null) =>
      `${floor === 0 ? 'Rez-de-chaussée' : floor < 0 ? `Niveau −${-floor}` : `${floor === 1 ? '1er' : `${floor}e`} étage`}${
        count ? ` sur ${count}` : ''
      }${lift === true ? ' avec ascenseur' : lift === false ? ' sans ascenseur' : ''}`,
    exterior: (list: string) => `Extérieurs et annexes\u00a0: ${list}`,
    heating: (mode: string, energy: string | null) => `Chauffage ${mode}${energy ? ` (${energy})` : ''}`,
    yearBuilt: (year: number) => `Construction\u00a0: ${year}`,
    land: (s: string) => `Terrain\u00a0: ${s}`,
    available: (date: string) => `Disponible à partir du ${date}`,
  },

  // ---- review analysis (/review-*) -----------------------------------------------------------
  reviewSearchTitle: 'Analyse d’avis',
  reviewSearchIntro:
    'Analysez les avis laissés sur votre agence : ressenti général, points positifs et points négatifs, évolution dans le temps.',
  agencyNameLabel: 'Nom de l’agence',
  addressLabel: 'Adresse (facultatif)',
  cityLabel: 'Ville',
  reviewsLabel: 'Avis à analyser',
  reviewsHelp:
    'Collez les avis (un par ligne ou séparés par une ligne vide ; une note « 4/5 » ou « ★★★★ » et une date sont reconnues) ou importez un export CSV avec les colonnes note, texte et date.',
  importCsv: 'Importer un fichier CSV ou texte',
  importedFile: (name: string, count: number) =>
    `« ${name} » : ${count} ligne${count > 1 ? 's' : ''} importée${count > 1 ? 's' : ''}.`,
  importTooLarge: 'Le fichier est trop volumineux (1 Mo au plus).',
  googleOn: 'Les avis Google de l’agence seront aussi récupérés (Google en renvoie cinq au plus).',
  googleOff:
    'La recherche Google n’est pas configurée sur ce serveur : collez ou importez vos avis pour les analyser.',
  analyse: 'Analyser les avis',
  requiredTitle: 'Champs requis',
  required: 'Veuillez renseigner au moins le nom de l’agence et la ville.',
  loadingTitle: 'Analyse des avis en cours…',
  loadingHint: 'Cela peut prendre jusqu’à 30 secondes.',
  cancel: 'Annuler',
  resultTitle: 'Résultat de l’analyse',
  tabReview: 'Avis',
  tabPositive: 'Points positifs',
  tabNegative: 'Points négatifs',
  backToDashboard: 'Retour au tableau de bord',
  newAnalysis: 'Nouvelle analyse',
  pastAnalyses: 'Analyses précédentes',
  pastAnalysesEmpty: 'Aucune analyse enregistrée pour le moment. Lancez la première ci-dessus.',
  open: 'Ouvrir',
  reviewCount: (n: number) => `${n} avis`,
  averageRating: (value: string) => `Note moyenne ${value}/5`,
  noRating: 'Sans note',
  sentimentChartTitle: 'Ressenti au fil des mois',
  sentimentChartHelp: 'Nombre d’avis positifs, neutres et négatifs par mois (avis datés).',
  positiveShare: 'Positifs',
  positivePercent: (percent: number) => `${percent}\u00a0% positifs`,
  reviewsFigure: 'Avis',
  averageRatingFigure: 'Note moyenne',
  negativeShare: 'Négatifs',
  neutralShare: 'Neutres',
  themesTitle: 'Thèmes abordés',
  mentions: (n: number) => `${n} mention${n > 1 ? 's' : ''}`,
  themeCounts: (positive: number, negative: number) =>
    `${positive} positive${positive > 1 ? 's' : ''}, ${negative} négative${negative > 1 ? 's' : ''}`,
  engineUsed: (by: string) => `Analyse rédigée par ${by}.`,
  sourceLabel: {
    pasted: 'Avis collés ou importés',
    google: 'Avis Google',
    'google+pasted': 'Avis Google et avis importés',
    provider: 'Avis trouvés par le workflow de l’agence',
  },
  noReviews:
    'Aucun avis à analyser : collez ou importez les avis de l’agence, ou vérifiez son nom et sa ville.',
  errorMissingTitle: 'Informations manquantes',
  errorMissingDefault: 'Des informations sont nécessaires pour lancer l’analyse.',
  errorMissingAction: 'Corriger et relancer',
  errorGenerationTitle: 'Erreur de génération',
  errorGeneration: 'Impossible de générer la review. Veuillez vérifier les données et réessayer.',
  errorTechnicalTitle: 'Erreur technique',
  errorTechnical: 'La recherche n’a pas pu aboutir.',
  errorTechnicalAction: 'Réessayer',
  notFound: 'Analyse introuvable.',
  reviewPlanTitle: 'Disponible avec l’offre Premium',
  reviewPlan:
    'L’analyse IA des avis résume ce que vos clients disent de l’agence, thème par thème, et suit le ressenti dans le temps.',
  reviewPermission: 'Votre chef d’agence ne vous a pas donné la permission « Analyse d’avis ».',
} as const;
