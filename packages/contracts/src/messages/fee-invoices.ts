const nb = '\u00a0';

/**
 * Fee invoices (« factures d'honoraires », issue 32): the agency's facts an invoice must print, by
 * label when one is missing (joined into `dealMessages.invoiceFactsMissing`), and the PDF's words
 * (Code de commerce L441-9 and R123-237; CGI art. 242 nonies A; loi Hoguet for the card).
 */
export const feeInvoiceMessages = {
  /** « FH-000012 »: the agency's gap-free sequence, six digits. */
  reference: (n: number) => `FH-${String(n).padStart(6, '0')}`,
  fileName: (reference: string) => `facture-${reference}.pdf`,
  factLabels: {
    name: 'le nom de l’agence',
    address: 'l’adresse de l’agence',
    legalForm: 'la forme juridique',
    siren: 'le numéro SIREN (9 chiffres)',
    rcsCity: 'la ville du RCS',
    shareCapital: 'le capital social',
    cardNumber: 'le numéro de carte professionnelle',
    cardIssuer: 'la CCI qui l’a délivrée',
  },
  /** The default wording of the operation, when the file gives none. */
  saleDescription: (property: string, deedDate: string) =>
    `Honoraires de transaction — vente de ${property}, acte authentique du ${deedDate}`,
  rentalDescription: (property: string, date: string) =>
    `Honoraires de location — ${property}, remise des clés du ${date}`,
  amountInvalid: 'Le montant d’une facture est un nombre entier de centimes, supérieur à zéro.',
  recipientAddressMissing: (name: string) =>
    `Indiquez l’adresse postale de ${name} dans sa fiche client${nb}: elle figure sur la facture.`,
  recipientNotFound: 'Le destinataire de la facture n’est pas un client de l’agence.',
  paidInFuture: 'Le paiement ne peut pas être daté de demain ou après.',
  pdf: {
    title: (reference: string) => `Facture d’honoraires n°${nb}${reference}`,
    issuedOn: (date: string) => `Date d’émission${nb}: ${date}`,
    dueOn: (date: string) => `Date d’échéance${nb}: ${date}`,
    seller: 'Émetteur',
    recipient: 'Destinataire',
    recipientRole: (role: string) => `Qualité${nb}: ${role}`,
    capital: (legalForm: string, capital: string) => `${legalForm} au capital de ${capital}`,
    siren: (siren: string, city: string) => `SIREN ${siren} — RCS ${city}`,
    vatNumber: (vat: string) => `N° de TVA intracommunautaire${nb}: ${vat}`,
    card: (number: string, issuer: string) =>
      `Carte professionnelle n°${nb}${number} délivrée par ${issuer} (loi Hoguet)`,
    property: 'Bien',
    operation: 'Prestation',
    columns: { label: 'Désignation', exclVat: 'Montant HT', vat: `TVA 20${nb}%`, inclVat: 'Montant TTC' },
    totalExclVat: 'Total HT',
    totalVat: `TVA (20${nb}%)`,
    totalInclVat: 'Total TTC à payer',
    terms: 'Conditions de paiement',
    paymentTerms: (days: number, date: string) =>
      `Payable à ${days}${nb}jours, au plus tard le ${date}, par virement ou chèque à l’ordre de l’agence.`,
    noDiscount: 'Pas d’escompte pour paiement anticipé.',
    /**
     * Clients carry no « professional » mark, so one wording serves both payers: the legal interest
     * rate owed by anyone (Code civil art. 1231-6), and the professional's rate and 40 € indemnity.
     */
    latePayment: `En cas de retard de paiement, des pénalités sont dues au taux de l’intérêt légal (Code civil, art. 1231-6). Si le destinataire est un professionnel, elles sont dues au taux appliqué par la Banque centrale européenne à son opération de refinancement la plus récente majoré de 10${nb}points, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40${nb}€ (Code de commerce, art. L441-10 et D441-5).`,
  },
} as const;
