import { type Feature, FEATURE_PLANS, PLANS, type PlanId } from '../constants';

const planName = (plan: PlanId) => PLANS.find((p) => p.id === plan)!.name;

/** What each gated feature is, for the upsell shown to an agency whose plan does not include it. */
export const FEATURE_LABELS: Record<Feature, string> = {
  client_scoring: 'Scoring IA des locataires et acquéreurs',
  price_evaluation: 'Estimation automatique des biens',
  listing_optimizer: 'Optimisation IA des annonces',
  owner_reports: 'Rapports propriétaires dynamiques',
  review_ai_analysis: 'Analyse IA des avis Google',
  competitive_analysis: 'Analyse concurrentielle avancée',
  dynamic_pricing: 'Conseil de prix dynamique',
};

/** Subscriptions, plan changes, invoices and the agency's lifecycle (issue 11). */
export const billingMessages = {
  availableWith: (feature: Feature) => `Disponible avec l’offre ${planName(FEATURE_PLANS[feature])}`,
  featureNotIncluded: (feature: Feature) =>
    `${FEATURE_LABELS[feature]} n’est pas inclus dans votre offre : disponible avec l’offre ${planName(FEATURE_PLANS[feature])}.`,
  changePlanCta: 'Changer d’offre',
  askHead: 'Votre chef d’agence peut changer d’offre.',
  readOnly:
    'Votre agence est en lecture seule : l’abonnement a pris fin. Le chef d’agence peut exporter les données ou souscrire à nouveau.',
  alreadySubscribed: 'Votre agence a déjà un abonnement : changez d’offre depuis « Gérer l’abonnement ».',
  checkoutOpen:
    'Un paiement est déjà en cours pour votre agence : terminez-le sur la page de paiement ouverte, ou recommencez dans 30 minutes.',
  /** Shown to the administrator (admin panel): the provider bills a price that maps to no plan. */
  unknownPrice: (priceRef: string, granted: string | null) =>
    `Prix Stripe sans offre correspondante (${priceRef}) : ${granted ? `accès limité à l’offre ${granted}, ce que couvre le montant payé` : 'le montant payé ne couvre aucune offre, accès minimal'}. Corrigez STRIPE_PRICE_* ou le prix chez Stripe.`,
  noSubscription: 'Votre agence n’a pas d’abonnement en cours.',
  samePlan: 'Votre agence est déjà sur cette offre.',
  previewExpired: 'Le montant affiché a expiré : rouvrez le changement d’offre pour voir le montant à jour.',
  notCancelling: 'L’abonnement n’est pas en cours de résiliation.',
  alreadyCancelling: 'L’abonnement est déjà en cours de résiliation.',
  changePlanFailed: 'Impossible de changer d’abonnement. Veuillez réessayer.',
  portalFailed: 'Impossible d’ouvrir le portail de gestion.',
  providerFailed: 'Le fournisseur de paiement ne répond pas. Veuillez réessayer.',
  localProviderOnly: 'Ce portail n’existe qu’avec le fournisseur de paiement de démonstration.',
  clockDisabled: 'L’horloge de démonstration est désactivée sur ce serveur.',
  clockNotDemoAgency: 'Seule l’agence de démonstration peut avancer son horloge.',
  invoiceNotFound: 'Facture introuvable.',
  webhookInvalid: 'Signature de l’événement invalide.',
  noLocalWebhook: 'Aucun webhook pour le fournisseur de démonstration.',
  demoSubscriptionEnded: 'Cet abonnement de démonstration est terminé.',
  providerPlanMissing: 'Abonnement sans formule chez le fournisseur de paiement.',
  exportNotFound: 'Aucun export prêt pour votre agence.',
  exportPending: 'Un export est déjà en préparation.',

  // /manage-subscription
  manageTitle: 'Gérer l’abonnement',
  currentPlan: 'Offre actuelle',
  status: {
    active: 'Actif',
    past_due: 'Paiement en retard',
    cancelling: (date: string) => `Résiliation le ${date}`,
    read_only: 'Expiré — lecture seule',
    inactive: 'Aucun abonnement',
    canceled: 'Résilié',
  },
  nextRenewal: 'Prochain renouvellement',
  endsOn: 'Fin de l’abonnement',
  amount: 'Montant',
  perMonthHt: 'HT / mois',
  perMonthTtc: 'TTC / mois',
  openPortal: 'Ouvrir le portail de paiement',
  openDemoPortal: 'Ouvrir le portail de démonstration',
  changePlanTitle: 'Changer d’offre',
  changePlanHint: 'Le changement prend effet tout de suite ; la différence est calculée au prorata.',
  switchTo: (plan: string) => `Passer à ${plan}`,
  currentPlanBadge: 'Offre actuelle',
  // Issue 27 §7: the plan change confirms its amount first.
  planChangeConfirmTitle: (plan: string) => `Passer à l’offre ${plan} ?`,
  planChangeConfirmBody: 'Rien ne change avant votre confirmation.',
  planChangeFrom: 'Offre actuelle',
  planChangeTo: 'Nouvelle offre',
  chargedNow: 'Débité aujourd’hui',
  creditedNow: 'Crédité aujourd’hui',
  today: 'Aujourd’hui',
  nothingNow: 'Rien à payer',
  ttc: (amount: string) => `${amount} TTC`,
  renewalLine: (date: string, amount: string) => `${date}, puis ${amount} TTC / mois`,
  planChangePreviewLoading: 'Calcul du montant…',
  planChangePreviewFailed: 'Impossible de calculer le montant du changement.',
  confirmPay: (amount: string) => `Payer ${amount} TTC et changer`,
  confirmChange: 'Confirmer le changement',
  cancelChange: 'Annuler',
  planChanged: (plan: string) => `Votre agence est passée à l’offre ${plan}.`,
  dangerZone: 'Zone de danger',
  cancelTitle: 'Résilier l’abonnement',
  cancelExplanation:
    'La résiliation prend effet à la fin de la période payée. Ensuite l’agence passe en lecture seule, puis l’agence et toutes ses données sont supprimées.',
  cancelButton: 'Résilier l’abonnement',
  cancelConfirmTitle: 'Êtes-vous absolument sûr ?',
  cancelConfirmBody: (date: string, days: number) =>
    `L’abonnement prendra fin le ${date}. L’agence passera alors en lecture seule pendant ${days} jours, puis l’agence, ses biens, ses clients et ses documents seront définitivement supprimés.`,
  cancelConfirm: 'Oui, résilier',
  cancelled: (date: string) => `L’abonnement prendra fin le ${date}.`,
  resumeButton: 'Reprendre l’abonnement',
  resumed: 'L’abonnement continue : il sera renouvelé normalement.',
  invoicesTitle: 'Factures',
  invoicesEmpty: 'Aucune facture pour le moment : la première arrive avec le premier paiement.',
  invoicePdf: 'PDF',
  invoiceNumber: 'Numéro',
  invoiceDate: 'Date',
  memberReadOnly: 'Seul le chef d’agence peut gérer l’abonnement. Voici l’offre de votre agence.',
  pastDueBanner: (date: string) =>
    `Le dernier paiement de l’abonnement a échoué. Mettez à jour votre moyen de paiement avant le ${date} pour garder l’accès complet.`,
  readOnlyBanner: (date: string) =>
    `L’abonnement a pris fin : l’agence est en lecture seule jusqu’au ${date}, puis elle sera supprimée avec toutes ses données. Exportez vos données ou souscrivez à nouveau.`,
  cancellingBanner: (date: string) => `L’abonnement est résilié : il prendra fin le ${date}.`,
  resubscribe: 'Souscrire à nouveau',
  exportStart: 'Préparer l’export',
  exportPreparing: 'Préparation de l’export…',
  exportDownload: 'Télécharger l’export',
  exportFailed: 'L’export a échoué. Veuillez réessayer.',

  // /subscription for a paying head
  pricesHt: 'Prix hors taxes (HT) ; TVA 20 % en sus.',
  yourPlan: 'Votre offre',

  // Demonstration portal (local provider)
  demoPortalTitle: 'Portail de paiement — démonstration',
  demoPortalNotice:
    'Démonstration : aucun paiement réel. Ce portail remplace celui du fournisseur de paiement quand ImmoPilote fonctionne sans Stripe.',
  demoFailNext: 'Faire échouer le prochain paiement',
  demoFailNextOn: 'Le prochain renouvellement échouera.',
  demoFailNextOff: 'Le prochain renouvellement sera payé.',
  demoPayNow: 'Régler le paiement en retard',
  demoPaid: 'Paiement réglé.',
  demoClockTitle: 'Horloge de démonstration',
  demoClockExplanation:
    'Avance le temps du fournisseur de démonstration pour cette agence seule, pour voir un renouvellement, un échec ou la fin d’un abonnement sans attendre.',
  demoClockNow: (date: string) => `Date du fournisseur : ${date}`,
  demoAdvance: (days: number) => (days === 1 ? 'Avancer d’1 jour' : `Avancer de ${days} jours`),
  demoAdvanced: 'Horloge avancée.',
  backToManage: 'Retour à l’abonnement',

  // The local provider's PDF invoice
  pdf: {
    title: 'FACTURE',
    number: (n: string) => `N° ${n}`,
    issuedOn: (date: string) => `Date d’émission : ${date}`,
    seller: 'Émetteur',
    customer: 'Client',
    unset: 'non renseigné',
    address: (value: string) => `Adresse : ${value}`,
    siren: (value: string) => `SIREN : ${value}`,
    vatNumber: (value: string) => `N° TVA intracommunautaire : ${value}`,
    designation: 'Désignation',
    quantity: 'Qté',
    unitPriceHt: 'Prix unitaire HT',
    totalHt: 'Total HT',
    vat: (rate: number) => `TVA ${rate} %`,
    totalTtc: 'Total TTC',
    line: (product: string, plan: string) => `Abonnement ${product} ${plan}`,
    period: (from: string, to: string) => `Période du ${from} au ${to}`,
    paidOn: (date: string) => `Payée le ${date} par carte bancaire.`,
    due: 'À payer à réception.',
    terms: [
      'Pas d’escompte pour paiement anticipé.',
      'En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal,',
      'et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).',
    ],
  },

  // E-mails to the head
  mail: {
    paymentFailedSubject: 'Échec du paiement de votre abonnement ImmoPilote',
    paymentFailed: (date: string) =>
      `Le paiement de votre abonnement a échoué. Mettez à jour votre moyen de paiement avant le ${date} : passé cette date, l’agence sera en lecture seule.`,
    cancellingSubject: 'Résiliation de votre abonnement ImmoPilote',
    cancelling: (date: string) =>
      `Votre abonnement est résilié : l’agence garde l’accès complet jusqu’au ${date}.`,
    readOnlySubject: 'Votre agence ImmoPilote est en lecture seule',
    readOnly: (date: string) =>
      `L’abonnement a pris fin : l’agence est en lecture seule. Exportez vos données ou souscrivez à nouveau avant le ${date} ; à cette date l’agence et toutes ses données seront supprimées.`,
    deletedSubject: 'Votre agence ImmoPilote a été supprimée',
    deleted: (agency: string) =>
      `L’abonnement de l’agence ${agency} a pris fin et la période de lecture seule est terminée : l’agence, ses biens, ses clients et ses documents ont été supprimés.`,
    renewedSubject: 'Votre abonnement ImmoPilote est renouvelé',
    renewed: (date: string) =>
      `Votre abonnement est payé jusqu’au ${date}. La facture est dans « Gérer l’abonnement ».`,
  },
} as const;
