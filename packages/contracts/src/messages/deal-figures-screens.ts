/**
 * Screen texts of the files' figures (issue 32): « Ventes en cours » (/ventes) with its invoices,
 * the dashboard's « Honoraires » card and its overdue deadlines, the deadlines in the agenda.
 * Value labels (stages, invoice statuses, recipients) and the API's errors: `deals.ts`.
 */
const nb = '\u00a0';
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const dealFiguresScreenMessages = {
  nav: { label: 'Ventes en cours' },

  sales: {
    title: 'Ventes en cours',
    documentTitle: 'Ventes en cours',
    intro:
      'Les dossiers de vente et de location, de l’offre acceptée à l’acte ou aux clés, avec les honoraires attendus et la prochaine échéance.',
    backToDashboard: 'Retour au tableau de bord',
    tabsLabel: 'Dossiers ou factures',
    tabs: { deals: 'Dossiers', invoices: 'Factures' },
    kindLabel: 'Type de dossier',
    kinds: { all: 'Tous', sale: 'Ventes', rental: 'Locations' },
    scopeLabel: 'Dossiers affichés',
    scopes: { mine: 'Mes dossiers', agency: 'Toute l’agence' },
    showEnded: 'Dossiers clos et annulés',
    totalsLabel: 'Honoraires attendus par étape',
    total: 'Total attendu',
    stageSummary: (count: number, fee: string) =>
      `${count}${nb}${plural(count, 'dossier', 'dossiers')} · ${fee}`,
    caption: (stage: string) => `Dossiers à l’étape «${nb}${stage}${nb}»`,
    columns: {
      property: 'Bien',
      party: 'Acquéreur ou locataire',
      fee: 'Honoraires attendus',
      nextDeadline: 'Prochaine échéance',
      member: 'Membre',
    },
    noDeadline: 'Aucune échéance',
    noMember: 'Non attribué',
    overdue: 'En retard',
    openFile: (property: string) => `Ouvrir le dossier ${property}`,
    empty: 'Aucun dossier en cours.',
    emptyHint:
      'Un dossier de vente s’ouvre quand une offre d’achat est acceptée sur la fiche du bien, un dossier de location quand une candidature est retenue.',
    emptyMine: 'Aucun dossier ne vous est attribué.',
    emptyMineHint: 'Affichez «\u202fToute l’agence\u202f» pour voir les dossiers de vos collègues.',
    browseProperties: 'Voir les biens',
    loadFailed: 'Impossible de charger les dossiers. Réessayez dans un instant.',
    retry: 'Réessayer',
  },

  invoices: {
    caption: 'Factures d’honoraires',
    statusLabel: 'État des factures',
    statuses: { all: 'Toutes', issued: 'Émises', paid: 'Payées' },
    columns: {
      reference: 'Numéro',
      issuedOn: 'Date',
      recipient: 'Destinataire',
      property: 'Bien',
      amount: 'Montant TTC',
      status: 'État',
      actions: 'Actions',
    },
    paidOn: (date: string) => `le ${date}`,
    dueOn: (date: string) => `échéance le ${date}`,
    download: 'Télécharger (PDF)',
    /** Starts with the visible words, so a person who says what they see reaches the link. */
    downloadLabel: (reference: string) => `Télécharger (PDF), facture ${reference}`,
    fileName: (reference: string) => `facture-${reference}.pdf`,
    markPaid: 'Marquer payée',
    markPaidLabel: (reference: string) => `Marquer la facture ${reference} payée`,
    markPaidTitle: (reference: string) => `Facture ${reference} payée`,
    markPaidDescription: 'Indiquez le jour où le paiement a été reçu.',
    paidOnField: 'Date du paiement',
    confirm: 'Enregistrer le paiement',
    cancel: 'Annuler',
    paidTitle: 'Paiement enregistré',
    paid: (reference: string) => `La facture ${reference} est marquée payée.`,
    paidFailed: 'Impossible d’enregistrer le paiement.',
    empty: 'Aucune facture pour le moment.',
    emptyHint:
      'Une facture d’honoraires est émise à la signature de l’acte authentique, ou à la remise des clés pour une location.',
    emptyFiltered: 'Aucune facture dans cet état.',
    loadFailed: 'Impossible de charger les factures. Réessayez dans un instant.',
  },

  dashboard: {
    title: 'Honoraires',
    signedThisMonth: 'Signés ce mois-ci',
    signedHint: 'Compromis et baux signés',
    expected: (days: number) => `Attendus sous ${days}${nb}jours`,
    expectedHint: 'Actes et remises de clés à venir',
    byMemberCaption: 'Honoraires par membre',
    member: 'Membre',
    signed: 'Signés',
    expectedShort: 'Attendus',
    unassigned: 'Non attribués',
    openSales: 'Voir les dossiers',
    overdueTitle: 'Échéances dépassées',
    overdueItem: (label: string, property: string) => `${label} — ${property}`,
    overdueSince: (date: string) => `prévue le ${date}`,
    overdueMore: (n: number) => `et ${n}${nb}${plural(n, 'autre', 'autres')}`,
  },

  calendar: {
    deadlineMarker: 'Échéance',
    doneMarker: 'Fait',
    deadlineLine: (label: string, property: string) => `${label} – ${property}`,
    deadlineTitle: (label: string, property: string, done: boolean) =>
      `Échéance${done ? ' faite' : ''}${nb}: ${label} – ${property}`,
    openFile: 'Ouvrir le dossier',
  },
} as const;
