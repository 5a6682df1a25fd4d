/**
 * « Importer » (issue 33): another software's Poliris export (Hektor, Apimo, Netty, AC3, Périclès)
 * becomes the agency's listings, after a dry-run report. French typography: NBSP before « : ; ! ? ».
 */
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const s = (n: number) => (n > 1 ? 's' : '');

export const listingImportMessages = {
  title: 'Importer',
  intro:
    'Arrivez avec vos annonces et vos contacts\u00a0: rien n’est écrit avant que vous ayez lu le rapport d’analyse et confirmé.',
  backToAgency: 'Retour à Mon agence',
  agencyLink: 'Importer depuis votre ancien logiciel',
  agencyLinkHint:
    'Les annonces d’un export Poliris avec leurs photos, les contacts d’un fichier CSV ou Excel.',
  contactsCardTitle: 'Importer des contacts (CSV, Excel)',
  contactsCardText:
    'Vos clients et leurs recherches depuis un fichier CSV ou XLSX, avec le choix des colonnes.',
  uploadTitle: 'Annonces\u00a0: export Poliris de votre ancien logiciel',
  uploadHelp: (maxMb: string) =>
    `Le fichier ZIP que Hektor, Apimo, Netty, AC3, Périclès… produisent pour SeLoger (Annonces.csv, Config.txt, Photos.cfg et les photos), version 4.08 à 4.12, ${maxMb} au plus.`,
  fileLabel: 'Fichier ZIP Poliris',
  analyse: 'Analyser le fichier',
  uploading: 'Envoi du fichier…',
  uploadFailed: 'Impossible d’envoyer le fichier.',
  loadFailed: 'Impossible de charger les imports.',
  noFile: 'Choisissez le fichier ZIP de l’export.',
  // Refusals of the upload (400, 409, 413).
  tooLarge: (maxMb: number) =>
    `Le fichier dépasse ${maxMb} Mo\u00a0: demandez à votre ancien logiciel un export sans les photos en double, ou découpé.`,
  notZip:
    'Ce fichier n’est pas une archive ZIP lisible. Envoyez le ZIP tel que votre ancien logiciel l’a produit.',
  zipSlip: (name: string) =>
    `L’archive contient un chemin interdit («\u00a0${name}\u00a0»)\u00a0: elle est refusée par sécurité.`,
  noAnnonces: 'L’archive ne contient pas de fichier Annonces.csv\u00a0: ce n’est pas un export Poliris.',
  annoncesTooLarge: (maxMb: number) => `Le fichier Annonces.csv dépasse ${maxMb} Mo une fois décompressé.`,
  tooManyEntries: (max: number) => `L’archive contient plus de ${max} fichiers.`,
  alreadyRunning: 'Un import d’annonces est déjà en cours pour votre agence.',
  notFound: 'Import introuvable.',
  notReady: 'Cet import n’attend pas de confirmation.',
  nothingToImport: 'Aucune annonce de ce fichier ne peut être importée.',
  interrupted:
    'L’import a été interrompu (redémarrage du serveur). Relancez-le\u00a0: les annonces déjà importées seront mises à jour, jamais dupliquées.',
  failed:
    'L’import a échoué. Relancez-le\u00a0: les annonces déjà importées seront mises à jour, jamais dupliquées.',
  analysisFailed: 'L’analyse du fichier a échoué.',
  // Statuses.
  status: {
    analysing: 'Analyse en cours',
    ready: 'Prêt à importer',
    running: 'Import en cours',
    done: 'Terminé',
    failed: 'Échoué',
    cancelled: 'Annulé',
  } as Record<string, string>,
  // The dry-run report.
  reportTitle: 'Rapport d’analyse',
  reportIntro: 'Rien n’a encore été écrit. Vérifiez ce qui sera repris, puis confirmez.',
  version: (v: string) => `Format Poliris ${v}`,
  versionUnknown: 'Version du format non indiquée',
  application: (a: string) => `Produit par\u00a0: ${a}`,
  encoding: (e: string) => `Encodage\u00a0: ${e}`,
  lines: (n: number) => `${n} ligne${s(n)} lue${s(n)}`,
  toCreate: (n: number) => `${n} annonce${s(n)} à créer`,
  toUpdate: (n: number) => `${n} annonce${s(n)} à mettre à jour (même référence)`,
  refused: (n: number) => `${n} ligne${s(n)} non importable${s(n)}`,
  photosFound: (n: number) => `${n} photo${s(n)} trouvée${s(n)}`,
  photosMissing: (n: number) => `${n} photo${s(n)} absente${s(n)} de l’archive`,
  photosByUrl: (n: number) => `${n} photo${s(n)} donnée${s(n)} par adresse web (non reprise${s(n)})`,
  photosOverLimit: (n: number, max: number) =>
    `${n} photo${s(n)} au-delà de ${max} par annonce (non reprise${s(n)})`,
  mappingTitle: 'Correspondance des colonnes',
  mappingSummary: (filled: number, unmapped: number) =>
    `Correspondance des colonnes\u00a0: ${filled} reprise${s(filled)} avec des valeurs, ${unmapped} remplie${s(unmapped)} non reprise${s(unmapped)}`,
  mappingRank: 'Rang',
  mappingColumn: 'Colonne Poliris',
  mappingField: 'Champ ImmoPilote',
  mappingCount: 'Valeurs trouvées',
  unmappedTitle: 'Colonnes remplies non reprises',
  problemsTitle: 'Problèmes par ligne',
  problemLine: 'Ligne',
  problemLevel: 'Gravité',
  problemMessage: 'Détail',
  levelError: 'Non importée',
  levelWarning: 'Importée, à vérifier',
  problemsOmitted: (n: number) => `… et ${n} autre${s(n)} problème${s(n)} non affiché${s(n)}.`,
  noProblem: 'Aucun problème relevé.',
  confirm: 'Importer',
  cancel: 'Annuler',
  cancelled: 'Import annulé\u00a0: rien n’a été écrit.',
  progressLabel: 'Progression de l’import',
  progress: (done: number, total: number) => `Ligne ${done} sur ${total}`,
  analysing: 'Analyse du fichier…',
  resume: 'Reprendre l’import',
  // The final report.
  resultTitle: 'Import terminé',
  created: (n: number) => `${n} annonce${s(n)} créée${s(n)}`,
  updated: (n: number) => `${n} annonce${s(n)} mise${s(n)} à jour`,
  notImported: (n: number) => `${n} ligne${s(n)} non importée${s(n)}`,
  photosImported: (n: number) => `${n} photo${s(n)} importée${s(n)}`,
  photosSkipped: (n: number) => `${n} photo${s(n)} illisible${s(n)} ou trop lourde${s(n)}`,
  mandatesTitle: 'Numéros de mandat de l’ancien logiciel',
  mandatesIntro:
    'Repris en texte seulement\u00a0: aucun mandat n’est inscrit au registre. Saisissez-les dans «\u00a0Mandats\u00a0» pour les inscrire.',
  mandateNumber: 'N° de mandat',
  mandateDate: 'Date',
  mandateListing: 'Annonce',
  mandateExclusive: 'Exclusif',
  yes: 'Oui',
  no: 'Non',
  unknown: '—',
  chosenFile: (name: string, size: string) => `${name} (${size})`,
  currentTitle: 'Import en cours',
  fileColumn: 'Fichier',
  dateColumn: 'Date',
  statusColumn: 'État',
  countsColumn: 'Annonces',
  seeListings: 'Voir les annonces',
  historyTitle: 'Imports précédents',
  historyEmpty: 'Aucun import pour le moment.',
  historyLine: (created: number, updated: number) =>
    `${created} ${plural(created, 'créée', 'créées')}, ${updated} ${plural(updated, 'mise à jour', 'mises à jour')}`,
  open: 'Ouvrir',
  // Per-line problems (the dry run and the run).
  problems: {
    unreadableLine:
      'Ligne illisible\u00a0: les champs ne sont pas entre guillemets séparés par «\u00a0!#\u00a0».',
    columnsUnknown: (n: number) =>
      `${n} colonne${s(n)}\u00a0: ce nombre ne correspond à aucune version Poliris (4.08 à 4.12).`,
    columnsMismatch: (n: number, version: string, expected: number) =>
      `${n} colonnes alors que la version ${version} déclarée en attend ${expected}.`,
    missingRank: (rank: number, label: string) => `Rang ${rank} (${label}) vide.`,
    noReference:
      'Ni identifiant technique (rang 175) ni référence (rang 2)\u00a0: la ligne ne peut pas être reconnue.',
    duplicateReference: (ref: string, line: number) =>
      `Référence «\u00a0${ref}\u00a0» déjà lue ligne ${line}.`,
    badAdType: (value: string) =>
      `Type d’annonce «\u00a0${value}\u00a0» inconnu (vente ou location attendu).`,
    adTypeApproximated: (value: string, type: string) =>
      `Type d’annonce «\u00a0${value}\u00a0» importé comme ${type}.`,
    unknownKind: (value: string) =>
      `Type de bien «\u00a0${value}\u00a0» inconnu\u00a0: importé comme «\u00a0Autre\u00a0».`,
    badPrice: (value: string) => `Prix «\u00a0${value}\u00a0» illisible.`,
    badZip: (value: string) => `Code postal «\u00a0${value}\u00a0» illisible.`,
    noAddress: 'Adresse absente\u00a0: la ville est reprise à sa place.',
    factDropped: (label: string, reason: string) => `${label}\u00a0: valeur non reprise (${reason})`,
    photoMissing: (name: string) => `Photo «\u00a0${name}\u00a0» absente de l’archive.`,
    photoTooLarge: (name: string) => `Photo «\u00a0${name}\u00a0» trop lourde ou illisible.`,
    writeFailed: 'L’annonce n’a pas pu être enregistrée.',
    tooManyLines: (max: number) => `Au-delà de ${max} annonces par import.`,
    declaredVersionDiffers: (config: string, line: string) =>
      `Config.txt annonce la version ${config}, les lignes la version ${line}.`,
    unknownVersion: (v: string) =>
      `Version «\u00a0${v}\u00a0» inconnue\u00a0: les colonnes sont lues selon leur nombre.`,
  },
} as const;
