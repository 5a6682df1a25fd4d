const nb = '\u00a0';
const nnb = '\u202f';

/** Bank statement import and review (issue 34, « Banque »): errors, reasons and the page's words. */
export const rentalBankMessages = {
  fileRequired: 'Choisissez le relevé bancaire à importer (fichier CSV).',
  fileTooLarge: `Ce relevé dépasse 5${nb}Mo. Exportez une période plus courte.`,
  tooManyFiles: 'Importez un seul relevé à la fois.',
  notABankCsv: `Ce fichier n’est pas un relevé bancaire au format CSV${nb}: il faut une ligne d’en-tête avec au moins les colonnes «${nnb}Date${nnb}», «${nnb}Libellé${nnb}» et «${nnb}Montant${nnb}» (ou «${nnb}Crédit${nnb}»).`,
  noCreditLine: 'Ce relevé ne contient aucun crédit à rapprocher.',
  lineNotFound: 'Cette ligne de relevé n’existe pas.',
  rentCallNotFound: 'Cet appel de loyer n’existe pas.',
  chooseRentCall: 'Choisissez l’appel de loyer que ce virement règle.',
  alreadyConfirmed: 'Cette ligne a déjà été rapprochée (peut-être dans un autre onglet).',
  duplicateLine: `Cette ligne est un doublon d’une ligne déjà importée${nb}: elle ne peut pas devenir un paiement.`,
  ignoredLine: 'Cette ligne a été ignorée.',
  largerThanBalance: (amount: string, balance: string) =>
    `Ce virement (${amount}) dépasse le reste dû sur cet appel (${balance})${nb}: enregistrez le paiement à la main, réparti sur les bons appels.`,
  reasons: {
    badDate: (value: string) => `date illisible «${nnb}${value}${nnb}» (attendu jj/mm/aaaa)`,
    badAmount: (value: string) => `montant illisible «${nnb}${value}${nnb}»`,
    noAmount: 'ni crédit ni débit',
    missingCells: 'colonnes manquantes',
    tooLarge: 'montant trop élevé',
  },
  screen: {
    title: 'Rapprochement bancaire',
    intro: `Importez le relevé de votre banque (CSV)${nb}: chaque crédit égal au reste dû d’un loyer et portant le nom du locataire ou la référence du bail est proposé pour ce loyer.`,
    back: 'Gestion locative',
    upload: 'Importer un relevé',
    uploading: 'Import en cours…',
    fileLabel: 'Relevé bancaire (CSV)',
    imported: (lines: number) => (lines === 1 ? '1 crédit importé.' : `${lines} crédits importés.`),
    unreadable: (count: number) =>
      count === 1 ? '1 ligne n’a pas pu être lue' : `${count} lignes n’ont pas pu être lues`,
    unreadableLine: (line: number, reason: string) => `Ligne ${line}${nb}: ${reason}`,
    groups: {
      proposed: 'Proposées',
      unmatched: 'Non rapprochées',
      duplicate: 'Doublons',
      confirmed: 'Confirmées',
      ignored: 'Ignorées',
    },
    empty: 'Aucune ligne à revoir. Importez un relevé pour rapprocher les loyers reçus.',
    confirm: 'Confirmer',
    confirmAll: (count: number) => `Tout confirmer (${count})`,
    confirmedToast: 'Paiement enregistré.',
    confirmedAllToast: (count: number) =>
      count === 1 ? '1 paiement enregistré.' : `${count} paiements enregistrés.`,
    refusedAll: (count: number) => (count === 1 ? '1 ligne refusée.' : `${count} lignes refusées.`),
    ignore: 'Ignorer',
    ignoredToast: 'Ligne ignorée.',
    pickCall: 'Appel de loyer',
    pickCallPlaceholder: 'Choisir un loyer…',
    noCandidate: 'Aucun loyer impayé de ce montant ou moins.',
    proposedFor: `Proposée pour${nb}:`,
    paidFor: `Réglé${nb}:`,
    period: (month: string) => `Loyer de ${month}`,
    lineMeta: (line: number) => `Ligne ${line}`,
    openReview: 'Rapprochement bancaire',
  },
};
