import type { PaymentMethod, ReceiptKind } from '../rentals/constants';

const nb = '\u00a0';

/** Rent calls (« avis d'échéance »), payments and receipts (issue 34). */
export const rentMessages = {
  title: 'Loyers',
  calls: 'Appels de loyer',
  noCalls: 'Aucun appel de loyer pour ce bail.',
  receipts: 'Quittances et reçus',
  noReceipts: 'Aucune quittance ni aucun reçu.',
  toPrint: 'À imprimer',
  toPrintHint: 'Ces locataires n’ont pas accepté l’envoi par e-mail.',
  balance: (amount: string) => `Reste dû${nb}: ${amount}`,
  issue: 'Émettre les appels de loyer',
  issued: (count: number) =>
    count === 0
      ? 'Aucun nouvel appel de loyer.'
      : count === 1
        ? '1 appel de loyer émis.'
        : `${count} appels de loyer émis.`,
  issueFailed: 'Impossible d’émettre les appels de loyer.',
  loadFailed: 'Impossible de charger les loyers.',
  columns: { period: 'Période', due: 'Échéance', total: 'Total', paid: 'Payé', status: 'État' },
  callLine: (due: string, total: string) => `échéance ${due} · ${total}`,
  statuses: { paid: 'Payé', partial: 'Partiel', unpaid: 'Impayé', upcoming: 'À venir' },
  kinds: { quittance: 'Quittance', recu: 'Reçu' } satisfies Record<ReceiptKind, string>,
  methods: {
    virement: 'Virement',
    prelevement: 'Prélèvement',
    cheque: 'Chèque',
    especes: 'Espèces',
    autre: 'Autre',
  } satisfies Record<PaymentMethod, string>,
  record: 'Enregistrer un paiement',
  recordTitle: (period: string) => `Paiement du loyer de ${period}`,
  amount: 'Montant reçu (€)',
  receivedOn: 'Reçu le',
  method: 'Moyen de paiement',
  note: 'Note',
  save: 'Enregistrer',
  cancel: 'Annuler',
  recorded: (kind: ReceiptKind) =>
    kind === 'quittance' ? 'Paiement enregistré, quittance émise.' : 'Paiement enregistré, reçu émis.',
  recordFailed: 'Impossible d’enregistrer le paiement.',
  download: 'Télécharger',
  send: 'Envoyer',
  sent: 'Envoi par e-mail en cours.',
  sendFailed: 'Impossible d’envoyer le document.',
  receiptLine: (period: string, amount: string) => `${period} · ${amount}`,
  recordLabel: (month: string) => `Enregistrer un paiement pour ${month}`,
  downloadCallLabel: (month: string) => `Télécharger l’avis d’échéance de ${month}`,
  downloadReceiptLabel: (kind: ReceiptKind, month: string) =>
    `Télécharger ${kind === 'quittance' ? 'la quittance' : 'le reçu'} de ${month}`,
  sendReceiptLabel: (kind: ReceiptKind, month: string) =>
    `Envoyer ${kind === 'quittance' ? 'la quittance' : 'le reçu'} de ${month} par e-mail`,
  remainingHint: (amount: string) => `Solde dû${nb}: ${amount}`,
  errors: {
    callNotFound: 'Cet appel de loyer n’existe pas ou a été supprimé.',
    receiptNotFound: 'Cette quittance n’existe pas ou a été supprimée.',
    overBalance: (balance: string) => `Le paiement dépasse le solde dû (${balance}).`,
    alreadyPaid: 'Ce loyer est déjà entièrement payé.',
    amountInvalid: 'Indiquez un montant en euros supérieur à zéro, avec au plus deux décimales.',
    receivedInFuture: 'La date de réception ne peut pas être dans le futur.',
    methodInvalid: 'Choisissez un moyen de paiement.',
    noConsent:
      'Aucun locataire de ce bail n’a accepté l’envoi par e-mail (avec une adresse)\u00a0: téléchargez le document pour le lui remettre.',
  },
  pdf: {
    callTitle: 'Avis d’échéance',
    callFileName: (period: string) => `avis-echeance-${period}.pdf`,
    quittanceTitle: 'Quittance de loyer',
    recuTitle: 'Reçu de paiement partiel',
    receiptFileName: (kind: ReceiptKind, period: string) =>
      `${kind === 'quittance' ? 'quittance' : 'recu'}-${period}.pdf`,
    landlord: 'Bailleur',
    mandatary: (agency: string, address: string) =>
      `Représenté par son mandataire${nb}: ${agency}${address ? `, ${address}` : ''}`,
    tenants: 'Locataire(s)',
    property: 'Logement',
    period: (month: string) => `Période${nb}: ${month}`,
    periodDays: (from: string, to: string) => `Du ${from} au ${to}`,
    dueOn: (date: string) => `À payer au plus tard le ${date}`,
    rent: 'Loyer (hors charges)',
    charges: (mode: 'provision' | 'forfait') =>
      mode === 'forfait' ? 'Charges (forfait)' : 'Provision sur charges',
    total: 'Total',
    paid: 'Montant reçu',
    payments: 'Paiements',
    paymentLine: (date: string, method: string, amount: string) => `${date} · ${method} · ${amount}`,
    remaining: 'Reste dû',
    acquit: (landlord: string, total: string, month: string) =>
      `Je soussigné(e), ${landlord}, bailleur, déclare avoir reçu la somme de ${total} au titre du loyer et des charges de ${month}, et en donne quittance, pour acquit, sous réserve de tous mes droits.`,
    recuBody: (amount: string, month: string) =>
      `Le bailleur reconnaît avoir reçu la somme de ${amount}, paiement partiel du loyer et des charges de ${month}.`,
    notAQuittance:
      'Ce reçu constate un paiement partiel. Il ne vaut pas quittance (loi du 6 juillet 1989, article 21)\u00a0: la quittance sera remise une fois la période payée en entier.',
    free: 'Document délivré gratuitement (loi du 6 juillet 1989, article 21).',
    callBody:
      'Merci de régler la somme ci-dessous à l’échéance indiquée. Une quittance vous sera remise dès le paiement complet.',
    issuedOn: (date: string) => `Émis le ${date}`,
  },
  mail: {
    callSubject: (month: string) => `Avis d’échéance — loyer de ${month}`,
    callBody: (month: string, total: string, due: string, agency: string) =>
      `Bonjour,\n\nVous trouverez ci-joint l’avis d’échéance du loyer de ${month}${nb}: ${total}, à régler au plus tard le ${due}.\n\n${agency}`,
    receiptSubject: (kind: ReceiptKind, month: string) =>
      `${kind === 'quittance' ? 'Quittance de loyer' : 'Reçu de paiement'} — ${month}`,
    receiptBody: (kind: ReceiptKind, month: string, agency: string) =>
      `Bonjour,\n\nVous trouverez ci-joint ${kind === 'quittance' ? 'votre quittance de loyer' : 'le reçu de votre paiement partiel'} de ${month}, délivré gratuitement.\n\n${agency}`,
  },
} as const;
