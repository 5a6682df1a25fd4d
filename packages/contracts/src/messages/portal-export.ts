/** « Exporter vers les portails » (issue 12, item 6): the Poliris ZIP of the agency's portfolio. */
export const portalExportMessages = {
  title: 'Exporter vers les portails',
  backToDashboard: 'Retour au tableau de bord',
  intro:
    'Un fichier ZIP au format Poliris (SeLoger et les portails qui le lisent) avec toutes les annonces disponibles ou en négociation de l’agence\u00a0: chaque envoi annule et remplace le précédent.',
  start: 'Préparer l’export',
  restart: 'Préparer un nouvel export',
  starting: 'Préparation…',
  startFailed: 'Impossible de lancer l’export.',
  loadFailed: 'Impossible de charger l’état de l’export.',
  pending: 'En attente de démarrage…',
  progress: (done: number, total: number) => `Annonce ${done} sur ${total}`,
  progressLabel: 'Progression de l’export',
  failed: 'L’export a échoué. Lancez-en un nouveau.',
  ready: (included: number) => `Export prêt\u00a0: ${included} annonce${included > 1 ? 's' : ''}.`,
  nothingPublishableTitle: 'Aucune annonce publiable, aucun fichier préparé',
  nothingPublishable:
    'Aucune annonce active n’est complète. Chaque envoi annule et remplace le précédent\u00a0: un fichier vide retirerait toutes vos annonces des portails. Complétez les annonces ci-dessous, puis relancez l’export.',
  readyOn: (date: string) => `Préparé le ${date}`,
  download: 'Télécharger le ZIP',
  excludedTitle: (count: number) =>
    `${count} annonce${count > 1 ? 's' : ''} non exportée${count > 1 ? 's' : ''}`,
  excludedIntro: 'À compléter, puis relancer l’export\u00a0:',
  completeListing: 'Compléter',
  none: 'Aucun export préparé pour le moment.',
  alreadyRunning: 'Un export est déjà en cours pour votre agence.',
  notFound: 'Export introuvable.',
  noMandate: 'Aucun mandat de transaction en cours (loi Hoguet\u00a0: pas d’annonce sans mandat écrit)',
  noDescription: 'Description de l’annonce (obligatoire sur les portails)',
  agencyIdTitle: 'Identifiant agence SeLoger (Poliris)',
  agencyIdLabel: 'Identifiant agence',
  agencyIdHelp:
    'L’identifiant que SeLoger a attribué à votre agence à l’ouverture du flux\u00a0: il figure dans chaque fichier envoyé aux portails et dans le nom du ZIP.',
  agencyIdInvalid:
    'Indiquez l’identifiant donné par SeLoger\u00a0: 1 à 16 lettres sans accent, chiffres, tirets (-) ou soulignés (_), sans espace.',
  agencyIdSave: 'Enregistrer l’identifiant',
  agencyIdSaved: 'Identifiant agence enregistré',
  agencyIdError: 'Impossible d’enregistrer l’identifiant agence.',
  agencyIdCurrent: (id: string) => `Identifiant agence SeLoger\u00a0: ${id}`,
  agencyIdMissingTitle: 'Identifiant agence SeLoger manquant',
  agencyIdMissing:
    'Aucun export sans l’identifiant agence que SeLoger a donné à votre agence. La direction le renseigne dans Mon agence › Informations › Identifiant agence SeLoger (Poliris).',
  agencyIdSetIt: 'Renseigner l’identifiant',
} as const;
