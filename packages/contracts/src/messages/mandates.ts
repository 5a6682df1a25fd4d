import type { MandateActivity, MandateKind, MandateStatus } from '../constants';

/** Mandates and the register (issue 12, item 5; loi Hoguet). */
export const mandateMessages = {
  registerTitle: 'Registre des mandats',
  backToDashboard: 'Retour au tableau de bord',
  backToProperty: 'Retour au bien',
  backToRegister: 'Retour au registre',
  cancel: 'Annuler',
  missingAddress: 'Adresse postale manquante',
  filterClients: 'Filtrer les clients',
  filterPlaceholder: 'Filtrer par nom…',
  registerIntro:
    'Chaque mandat reçoit à sa création le numéro suivant du registre\u00a0: numérotation continue, jamais réutilisée. Une ligne ne se supprime pas\u00a0: elle se termine ou s’annule.',
  sectionTitle: 'Mandat',
  seeRegister: 'Voir le registre',
  newMandate: 'Nouveau mandat',
  newMandateTitle: 'Nouveau mandat',
  createMandate: 'Enregistrer le mandat',
  creating: 'Enregistrement…',
  createdTitle: 'Mandat enregistré',
  created: (number: number) => `Le mandat porte le numéro ${number} du registre.`,
  createFailed: 'Impossible d’enregistrer le mandat.',
  loadFailed: 'Impossible de charger le registre.',
  activityLabels: { transaction: 'Transaction', gestion: 'Gestion' } satisfies Record<
    MandateActivity,
    string
  >,
  activityRegister: {
    transaction: 'Registre transaction',
    gestion: 'Registre gestion',
  } satisfies Record<MandateActivity, string>,
  kindLabels: {
    simple: 'Simple',
    exclusif: 'Exclusif',
    semi_exclusif: 'Semi-exclusif',
  } satisfies Record<MandateKind, string>,
  statusLabels: { active: 'En cours', ended: 'Terminé', cancelled: 'Annulé' } satisfies Record<
    MandateStatus,
    string
  >,
  objectSale: 'Vente',
  objectRental: 'Location',
  objectManagement: 'Gestion locative',
  fields: {
    activity: 'Activité',
    kind: 'Type de mandat',
    property: 'Bien',
    mandators: 'Mandant(s)',
    startDate: 'Date de début',
    term: 'Durée',
    durationMonths: 'Durée (mois)',
    endDate: 'Date de fin',
    feeTerms: 'Conditions de rémunération',
    outcome: 'Issue',
    closeDate: 'Date',
    reason: 'Motif',
  },
  termByDuration: 'En mois',
  termByEndDate: 'Jusqu’à une date',
  feeTermsHint: 'Par exemple\u00a0: 5\u00a0% TTC du prix net vendeur, à la charge de l’acquéreur.',
  mandatorsHint: 'Choisissez un ou plusieurs clients du répertoire\u00a0; leur adresse figure au registre.',
  noClients: 'Aucun client dans le répertoire\u00a0: ajoutez d’abord le mandant au répertoire clients.',
  noProperties: 'Aucun bien\u00a0: ajoutez d’abord le bien.',
  columns: {
    number: 'N°',
    date: 'Date',
    mandators: 'Mandant(s)\u00a0: nom et adresse',
    object: 'Objet',
    property: 'Nature et situation du bien',
    kind: 'Type',
    term: 'Durée',
    fees: 'Rémunération',
    status: 'État',
  },
  closeAction: 'Terminer ou annuler',
  closeTitle: (number: number) => `Terminer ou annuler le mandat n° ${number}`,
  closeDescription:
    'La ligne reste au registre avec la date et le motif\u00a0; cette décision ne peut pas être défaite.',
  closeConfirm: 'Enregistrer',
  closeCancel: 'Retour',
  closingLabels: { ended: 'Terminé', cancelled: 'Annulé' } as Record<string, string>,
  closedTitle: 'Registre mis à jour',
  closed: (number: number) => `Le mandat n° ${number} est clos.`,
  closeFailed: 'Impossible de clore le mandat.',
  closedOn: (label: string, date: string) => `${label} le ${date}`,
  emptyRegister: 'Aucun mandat au registre pour le moment.',
  emptyRegisterHint: 'Le premier mandat enregistré portera le numéro 1.',
  emptyProperty: 'Aucun mandat pour ce bien.',
  exportXlsx: 'Télécharger (Excel)',
  exportCsv: 'CSV (programmes)',
  exportCsvHint: 'Le CSV est pour les logiciels\u00a0: encodage UTF-8, séparateur point-virgule.',
  exportPdf: 'Exporter en PDF',
  pdfTitle: (agency: string, register: string) => `${register} – ${agency}`,
  pdfPrinted: (date: string) => `Édité le ${date}`,
  pdfEmpty: 'Aucun mandat au registre.',
  pdfPage: (page: number, total: number) => `Page ${page} / ${total}`,
  months: (n: number) => `${n} mois`,
  until: (date: string) => `jusqu’au ${date}`,
  startOn: (date: string) => `à compter du ${date}`,
  formerProperty: 'Bien supprimé de la liste',
  // Errors (API).
  notFound: 'Mandat introuvable.',
  propertyNotFound: 'Bien introuvable.',
  propertyRequired: 'Choisissez le bien du mandat.',
  mandatorsRequired: 'Choisissez au moins un mandant.',
  mandatorsTooMany: 'Dix mandants au plus.',
  mandatorsRepeated: 'Un mandant est choisi deux fois.',
  mandatorNotFound: 'Un des mandants n’est pas dans le répertoire de l’agence.',
  mandatorWithoutAddress: (name: string) =>
    `${name} n’a pas d’adresse postale\u00a0: complétez sa fiche, le registre l’exige.`,
  termRequired: 'Indiquez une durée ou une date de fin\u00a0: un mandat est à durée limitée.',
  termBoth: 'Indiquez une durée ou une date de fin, pas les deux.',
  durationInvalid: 'La durée doit être un nombre entier de mois, de 1 à 120.',
  endBeforeStart: 'La date de fin doit suivre la date de début.',
  termTooLong: 'Un mandat dure au plus 120 mois.',
  activityInvalid: 'Choisissez l’activité\u00a0: transaction ou gestion.',
  kindInvalid: 'Choisissez le type\u00a0: simple, exclusif ou semi-exclusif.',
  outcomeInvalid: 'Choisissez «\u202fTerminé\u202f» ou «\u202fAnnulé\u202f».',
  alreadyClosed: 'Ce mandat est déjà clos\u00a0: une ligne du registre ne se rouvre pas.',
  closeBeforeRegistration: 'La date ne peut pas précéder l’inscription au registre.',
  closeInFuture: 'La date ne peut pas être dans le futur.',
  overlap: (m: {
    number: number;
    kind: string;
    startDate: string;
    endDate: string;
    exclusiveInForce: boolean;
  }) =>
    `Le mandat ${m.kind} n° ${m.number} du ${m.startDate} est en vigueur sur ce bien pour la même opération jusqu’au ${m.endDate}\u00a0: ${
      m.exclusiveInForce
        ? 'aucun autre mandat ne peut courir en même temps qu’un mandat exclusif.'
        : 'un mandat exclusif ne peut pas courir en même temps qu’un autre mandat.'
    } Terminez-le d’abord ou faites commencer le nouveau mandat après sa fin.`,
} as const;
