import type { MandateActivity, MandateKind, MandateStatus } from '../constants';
import type { MandateFeeMode, MandateFeePayer, SignatureRequestStatus } from '../signatures/constants';

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
    signature: 'Signature',
    retraction: 'Rétractation',
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
  // Issue 30: price, fees, loi Hamon, the document and its signature, retraction.
  feeModeLabels: { amount: 'Un montant (€)', rate: 'Un taux (%)' } satisfies Record<MandateFeeMode, string>,
  feePayerLabels: {
    mandant: 'Le mandant',
    acquereur: 'L’acquéreur',
    partage: 'Partagés entre mandant et acquéreur',
    locataire: 'Le locataire',
    bailleur: 'Le bailleur',
  } satisfies Record<MandateFeePayer, string>,
  feeFields: {
    price: 'Prix (€)',
    feeMode: 'Honoraires exprimés en',
    feeAmount: 'Montant des honoraires (€ TTC)',
    feeRate: 'Taux des honoraires (% TTC)',
    feePayer: 'Honoraires à la charge de',
    feeTermsDetails: 'Conditions d’honoraires (précisions, partage)',
    retraction: 'Mandat conclu hors établissement ou à distance avec un consommateur',
  },
  priceLabel: 'Prix',
  priceHint: 'Laissez vide pour reprendre le prix du bien.',
  feeRateHintSale: 'Du prix de vente.',
  feeRateHintManagement: 'Des loyers encaissés.',
  retractionHint:
    'Le mandant dispose alors de 14 jours pour se rétracter et reçoit le formulaire de rétractation avec le mandat. Décochez seulement si le mandant agit en professionnel (par exemple une SCI dans son objet social).',
  feeText: (m: {
    mode: MandateFeeMode;
    amount: string | null;
    rate: string | null;
    payer: string;
    gestion: boolean;
  }) =>
    m.mode === 'amount'
      ? `${m.amount} TTC, à la charge de : ${m.payer}`
      : `${m.rate} TTC ${m.gestion ? 'des loyers encaissés' : 'du prix'}, à la charge de : ${m.payer}`,
  signatureColumn: 'Signature',
  countersignedOn: (date: string) => `Contresigné le ${date}`,
  notSigned: 'Non signé',
  retractionUntil: (date: string) => `Rétractation jusqu’au ${date}`,
  retractedOn: (date: string) => `Rétracté le ${date}`,
  retractionReason: 'Rétractation du mandant (loi Hamon)',
  signatureStateLabels: {
    none: 'Document non généré',
    pending: 'Signature en cours',
    sealing: 'Scellement en cours',
    completed: 'Signé',
    refused: 'Signature refusée',
    locked: 'Signature bloquée',
    cancelled: 'Demande annulée',
  } satisfies Record<SignatureRequestStatus | 'none', string>,
  gapLabels: {
    price: 'le prix',
    fees: 'les honoraires (montant ou taux)',
    feePayer: 'qui paie les honoraires',
  },
  documentGaps: (gaps: string) =>
    `Ce mandat a été enregistré sans ${gaps} : son document ne peut pas être généré. La ligne du registre ne se modifie pas ; enregistrez un nouveau mandat avec ces informations.`,
  // The mandate page.
  pageTitle: (number: number) => `Mandat n° ${number}`,
  openMandate: 'Ouvrir',
  openMandateLabel: (number: number) => `Ouvrir le mandat n° ${number}`,
  factsTitle: 'Le mandat',
  signatureTitle: 'Document et signature',
  signatureIntro:
    'Le numéro du registre figure sur chaque page avant toute signature. L’agence signe d’abord, puis chaque mandant.',
  generate: 'Générer le mandat et le faire signer',
  generating: 'Génération…',
  generatedTitle: 'Mandat généré',
  generated: 'La demande de signature est prête : l’agence signe en premier.',
  generateFailed: 'Impossible de générer le mandat.',
  generateAgain: 'Générer un nouveau document',
  signersTitle: 'Signataires',
  signerStatusLabels: { waiting: 'En attente', signed: 'Signé', refused: 'Refusé' } as Record<string, string>,
  currentSigner: 'À son tour',
  retractionTitle: 'Rétractation (loi Hamon)',
  retractionNotApplicable: 'Le droit de rétractation ne s’applique pas à ce mandat.',
  retractionPending: 'Le délai de 14 jours commencera à la signature du dernier mandant.',
  retractionOpen: (date: string) => `Le mandant peut se rétracter jusqu’au ${date} inclus.`,
  retractionOver: (date: string) => `Le délai de rétractation a pris fin le ${date}.`,
  earlyStartAsked: 'Le mandant a demandé par écrit que l’agence commence sa mission pendant le délai.',
  recordRetraction: 'Enregistrer une rétractation',
  retractionDate: 'Date de réception de la rétractation',
  retractionConfirm: 'Enregistrer la rétractation',
  retractionDescription:
    'La ligne du registre est close avec le motif « Rétractation du mandant (loi Hamon) » ; son numéro reste.',
  retractionRecordedTitle: 'Rétractation enregistrée',
  retractionRecorded: (number: number) => `Le mandat n° ${number} est annulé par la rétractation du mandant.`,
  retractionFailed: 'Impossible d’enregistrer la rétractation.',
  yes: 'Oui',
  no: 'Non',
  previousRequests: 'Le document précédent reste dans l’historique des signatures.',
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
  priceInvalid: 'Le prix doit être un nombre entier d’euros, supérieur à 0.',
  feeModeInvalid: 'Choisissez « Un montant » ou « Un taux ».',
  feeModeRequired: 'Indiquez si les honoraires sont un montant ou un taux.',
  feeAmountInvalid: 'Le montant des honoraires doit être un nombre entier d’euros, supérieur à 0.',
  feeAmountRequired: 'Indiquez le montant des honoraires.',
  feeRateInvalid: 'Le taux doit être compris entre 0 et 100 %, avec deux décimales au plus.',
  feeRateRequired: 'Indiquez le taux des honoraires.',
  feeBoth: 'Indiquez un montant ou un taux, pas les deux.',
  feePayerInvalid: 'Choisissez qui paie les honoraires.',
  feePayerRequired: 'Indiquez qui paie les honoraires.',
  cannotDrawGaps: (gaps: string) =>
    `Ce mandat a été enregistré sans ${gaps} : enregistrez un nouveau mandat avec ces informations pour générer son document.`,
  cannotDrawClosed: 'Ce mandat est clos : son document ne peut plus être généré.',
  cannotDrawSigned: 'Ce mandat est déjà contresigné : il ne peut pas être généré à nouveau.',
  signatureInProgress:
    'Une demande de signature est déjà en cours pour ce mandat : annulez-la avant d’en générer une nouvelle.',
  agencyFactsMissing: (facts: string) =>
    `Le mandat doit mentionner ${facts} : complétez-les dans « Mon agence › Site et demandes ».`,
  agencyFactLabels: {
    cardNumber: 'le numéro de carte professionnelle',
    cardIssuer: 'la CCI qui l’a délivrée',
    guarantee: 'le garant financier et le montant de la garantie',
    insurer: 'l’assureur de responsabilité civile professionnelle et le numéro de police',
    legalForm: 'la forme juridique',
    siren: 'le numéro SIREN',
  },
  mandatorWithoutEmail: (name: string) =>
    `${name} n’a pas d’adresse e-mail : complétez sa fiche client, elle reçoit le lien de signature et le code.`,
  mandatorGone: 'Un mandant a été supprimé du répertoire : le mandat ne peut pas lui être envoyé à signer.',
  retractionNotApplies: 'Le droit de rétractation ne s’applique pas à ce mandat.',
  retractionNotStarted:
    'Le délai de rétractation n’a pas commencé : il court à partir de la signature du dernier mandant. Annulez la demande de signature ou clôturez le mandat.',
  retractionTooLate: (date: string) =>
    `Le délai de rétractation a pris fin le ${date} : la rétractation ne peut plus être enregistrée.`,
  retractionBeforeSignature: 'La date de rétractation ne peut pas précéder la signature du mandat.',
  negotiationBlocked: (date: string) =>
    `Délai de rétractation en cours jusqu’au ${date} : pas de publication ni de visite avant, sauf demande écrite du mandant.`,
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
