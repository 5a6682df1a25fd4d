import type {
  CompromisKind,
  DealChecklistItem,
  DealDeadlineKind,
  DealKind,
  DealStage,
  FeeInvoiceRecipientRole,
  FeeInvoiceStatus,
  OfferFinancing,
  OfferStatus,
  RentalZone,
} from '../deals/constants';

const nb = '\u00a0';

/**
 * Sales and rental files (issue 32): the words the API, the PDFs, the e-mails and the screens
 * share. The screens' own wording (buttons, headings, empty states) is in `deals-screens.ts`.
 */
export const dealMessages = {
  offerStatuses: {
    pending: 'En attente',
    accepted: 'Acceptée',
    refused: 'Refusée',
    countered: 'Contre-offre',
    expired: 'Expirée',
    withdrawn: 'Retirée',
  } satisfies Record<OfferStatus, string>,
  /** A pending offer while another one was accepted. */
  offerCompeting: 'En concurrence',
  financings: { cash: 'Comptant', loan: 'Prêt' } satisfies Record<OfferFinancing, string>,
  kinds: { sale: 'Dossier de vente', rental: 'Dossier de location' } satisfies Record<DealKind, string>,
  stages: {
    offer_accepted: 'Offre acceptée',
    compromis_signed: 'Compromis signé',
    conditions_lifted: 'Conditions levées',
    deed_signed: 'Acte authentique signé',
    application_chosen: 'Candidature retenue',
    lease_signed: 'Bail signé',
    keys_handed_over: 'Clés remises',
    closed: 'Clos',
    cancelled: 'Annulé',
  } satisfies Record<DealStage, string>,
  compromisKinds: { compromis: 'Compromis de vente', promesse: 'Promesse de vente' } satisfies Record<
    CompromisKind,
    string
  >,
  deadlineKinds: {
    withdrawal: 'Fin du délai de rétractation',
    loan: 'Condition suspensive de prêt',
    condition: 'Condition suspensive',
    deed: 'Signature de l’acte authentique',
    lease: 'Signature du bail',
    keys: 'Remise des clés',
  } satisfies Record<DealDeadlineKind, string>,
  checklistItems: {
    diagnostics: 'Dossier de diagnostic technique',
    title_deed: 'Titre de propriété',
    copro: 'Documents de copropriété (règlement, PV d’AG, fiche synthétique)',
    identity_seller: 'Pièce d’identité du vendeur',
    identity_buyer: 'Pièce d’identité de l’acquéreur',
  } satisfies Record<DealChecklistItem, string>,
  invoiceStatuses: { issued: 'Émise', paid: 'Payée' } satisfies Record<FeeInvoiceStatus, string>,
  recipientRoles: {
    seller: 'Vendeur',
    buyer: 'Acquéreur',
    landlord: 'Bailleur',
    tenant: 'Locataire',
  } satisfies Record<FeeInvoiceRecipientRole, string>,
  zones: {
    tres_tendue: 'Zone très tendue',
    tendue: 'Zone tendue',
    autre: 'Reste du territoire',
  } satisfies Record<RentalZone, string>,

  // ---- errors (the API's French answers) ----
  offerNotFound: 'Offre introuvable.',
  dealNotFound: 'Dossier introuvable.',
  invoiceNotFound: 'Facture introuvable.',
  offerOnRental: `Une offre d’achat se fait sur un bien à vendre${nb}: ce bien est en location.`,
  rentalDealOnSale: `Un dossier de location se fait sur un bien à louer${nb}: ce bien est à vendre.`,
  amountInvalid: 'Indiquez un montant en euros, supérieur à zéro.',
  buyerRequired: 'Choisissez l’acquéreur dans vos clients.',
  tenantRequired: 'Choisissez le locataire dans vos clients.',
  validUntilRequired: 'Indiquez la date de validité de l’offre.',
  validUntilPast: 'La date de validité est déjà passée.',
  receivedOnFuture: 'Une offre ne peut pas être reçue demain ou après.',
  loanAmountRequired: 'Indiquez le montant du prêt.',
  contributionInvalid: 'L’apport est un montant en euros, zéro ou plus.',
  answerDateFuture: 'La réponse ne peut pas être datée de demain ou après.',
  counterAmountRequired: 'Indiquez le montant de la contre-offre.',
  offerNotPending: 'Cette offre a déjà reçu une réponse.',
  offerAlreadyAccepted: `Une autre offre vient d’être acceptée sur ce bien${nb}: le dossier est ouvert.`,
  dealAlreadyOpen: `Un dossier est déjà ouvert sur ce bien${nb}: clôturez-le ou annulez-le d’abord.`,
  listingNotAvailable: `Ce bien n’est plus disponible${nb}: il est vendu, loué ou retiré.`,
  wrongStage: (stage: string) => `Impossible à cette étape du dossier (${stage}).`,
  compromisDateFuture: 'Le compromis ne peut pas être daté de demain ou après.',
  compromisBeforeAcceptance: 'Le compromis ne peut pas précéder l’acceptation de l’offre.',
  presentationBeforeCompromis: 'La première présentation ne peut pas précéder la signature du compromis.',
  loanDeadlineTooSoon: (min: number) =>
    `La condition de prêt dure au moins ${min}${nb}jours après le compromis (Code de la consommation, art. L313-41).`,
  loanRateInvalid: 'Indiquez un taux maximal entre 0 et 20 %.',
  deedBeforeCompromis: 'L’acte ne peut pas précéder le compromis.',
  deedDuringWithdrawal: (until: string) =>
    `Le délai de rétractation de l’acquéreur court jusqu’au ${until}${nb}: l’acte ne peut pas être signé avant.`,
  conditionsPending: 'Des conditions suspensives ne sont pas encore levées.',
  withdrawalNotStarted: `Indiquez d’abord la date de première présentation du compromis à l’acquéreur.`,
  cancelReasonRequired: 'Indiquez le motif de l’annulation.',
  dateFuture: 'Cette date ne peut pas être dans le futur.',
  dateInvalid: 'Date invalide.',
  clientInOpenDeal: (property: string) =>
    `Ce client est partie à un dossier en cours (${property})${nb}: clôturez ou annulez le dossier avant de le supprimer.`,
  documentNotOfDeal: 'Ce document n’appartient ni au bien ni aux parties du dossier.',
  alurTenantCapExceeded: (cap: string) =>
    `Les honoraires du locataire (visite, dossier, bail) dépassent le plafond de la loi ALUR${nb}: ${cap} au plus.`,
  alurInventoryCapExceeded: (cap: string) =>
    `Les honoraires d’état des lieux du locataire dépassent le plafond de la loi ALUR${nb}: ${cap} au plus.`,
  alurTenantAboveLandlord: `Le locataire ne peut pas payer plus d’honoraires que le bailleur (loi ALUR).`,
  surfaceRequired: `Indiquez la surface habitable du bien${nb}: les plafonds de la loi ALUR en dépendent.`,
  invoiceFactsMissing: (facts: string) =>
    `Complétez les informations légales de l’agence avant d’émettre une facture${nb}: ${facts}.`,
  invoiceAlreadyPaid: 'Cette facture est déjà marquée payée.',
  paidBeforeIssued: 'Le paiement ne peut pas précéder la facture.',
  noMandate: `Aucun mandat en cours sur ce bien${nb}: les honoraires ne peuvent pas être calculés.`,

  // ---- offers and files: the server's rules (server-deals) ----
  answerBeforeOffer: 'La réponse ne peut pas précéder la date de l’offre.',
  offerDocumentMissing: 'Aucun document n’est joint à cette offre.',
  offerDocumentType: 'Le document de l’offre doit être un PDF ou une image JPEG ou PNG.',
  offerDocumentRequired: 'Choisissez le fichier de l’offre signée.',
  assignedNotMember: 'Choisissez un membre actif de l’agence.',
  deadlineAlreadyDone: 'Cette échéance est déjà enregistrée.',
  stepBeforeOpening: 'Cette date ne peut pas précéder l’ouverture du dossier.',
  stepBeforePrevious: 'Cette date ne peut pas précéder l’étape précédente du dossier.',
  conditionsDuringWithdrawal: (until: string) =>
    `Le délai de rétractation de l’acquéreur court jusqu’au ${until}${nb}: les conditions ne peuvent pas être levées avant.`,
  plannedBeforeOpening: 'La date prévue ne peut pas précéder l’ouverture du dossier.',
  inspectionNotOfProperty: 'Cet état des lieux ne concerne pas ce bien.',
  deedMandateReason: (date: string) => `Vente conclue — acte authentique du ${date}`,
  documentOwnerProperty: 'Bien',
  documentOwnerParty: (name: string) => `Client${nb}: ${name}`,

  // ---- reminders and calendar ----
  /** `days` is how far the deadline is when the reminder leaves (3, or fewer for one set late). */
  reminderSubject: (label: string, property: string, days: number) =>
    `Échéance ${days <= 0 ? 'aujourd’hui' : days === 1 ? 'demain' : `dans ${days}${nb}jours`}${nb}: ${label} — ${property}`,
  reminderBody: (label: string, property: string, date: string, url: string) =>
    `Bonjour,\n\n${label} pour ${property} le ${date}.\n\nOuvrir le dossier${nb}: ${url}\n`,
  calendarTitle: (label: string, property: string) => `${label} — ${property}`,
  /** A deadline whose event was recorded, as the calendar and the feeds show it. */
  calendarTitleDone: (label: string, property: string) => `${label} (fait) — ${property}`,
} as const;
