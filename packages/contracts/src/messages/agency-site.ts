/**
 * Texts of the agency's public site (issue 29): the server-rendered pages `/agences/{slug}`, a
 * listing, the fee scale and its PDF, the contact form. The form's refusals are in `leads.ts`.
 */
export const publicSiteMessages = {
  lang: 'fr',
  poweredBy: 'Site propulsé par ImmoPilote',
  skipToContent: 'Aller au contenu',
  nav: {
    label: 'Navigation du site de l’agence',
    listings: 'Nos biens',
    feeScale: 'Barème des honoraires',
    contact: 'Nous contacter',
  },
  agency: {
    title: (name: string) => `${name} — biens à vendre et à louer`,
    description: (name: string, city: string, count: number) =>
      `${name}, agence immobilière à ${city}\u00a0: ${count === 0 ? 'nos biens' : count === 1 ? '1 bien' : `${count} biens`} à vendre et à louer, barème des honoraires et contact.`,
    listingsTitle: 'Nos biens',
    noListings: 'Aucun bien n’est en ligne pour le moment. Écrivez-nous\u00a0: nous vous préviendrons.',
    contactTitle: 'Nous contacter',
    openingHours: 'Horaires d’ouverture',
    closed: 'Fermé',
  },
  listing: {
    title: (name: string, city: string, agency: string) => `${name} à ${city} — ${agency}`,
    backToAgency: (agency: string) => `Tous les biens de ${agency}`,
    photos: 'Photos du bien',
    photoAlt: (name: string, n: number, count: number) => `${name}, photo ${n} sur ${count}`,
    noPhoto: 'Pas encore de photo',
    priceTitle: 'Prix et honoraires',
    factsTitle: 'Caractéristiques',
    descriptionTitle: 'Description',
    energyTitle: 'Performance énergétique',
    mentionsTitle: 'Informations légales de l’annonce',
    agencyTitle: 'L’agence',
    contactTitle: 'Ce bien vous intéresse\u00a0?',
    exclusive: 'Mandat exclusif',
    exclusiveHint: 'Ce bien n’est proposé que par notre agence.',
    surface: 'Surface habitable',
    land: 'Terrain',
    rooms: 'Pièces',
    bedrooms: 'Chambres',
    floor: 'Étage',
    location: 'Localisation',
    reference: 'Référence',
    forSale: 'À vendre',
    forRent: 'À louer',
    perMonth: 'par mois, charges comprises',
    excludingFees: (amount: string) => `soit ${amount} hors honoraires`,
    feesPaidBy: {
      acquereur: 'Honoraires à la charge de l’acquéreur',
      vendeur: 'Honoraires à la charge du vendeur',
      partage: 'Honoraires partagés entre vendeur et acquéreur',
    },
    feesRate: (percent: string) => `Honoraires\u00a0: ${percent} TTC du prix hors honoraires`,
    negotiation: 'En cours de négociation',
    groundFloor: 'Rez-de-chaussée',
    metaDescription: (what: string, city: string, facts: string, text: string) =>
      `${what} à ${city}\u00a0: ${facts}.${text ? ` ${text}` : ''}`,
  },
  gone: {
    title: 'Ce bien n’est plus disponible',
    body: 'Ce bien a été vendu, loué ou retiré de la vente. Découvrez les autres biens de l’agence.',
    link: (agency: string) => `Voir les biens de ${agency}`,
  },
  notFound: {
    title: 'Page introuvable',
    body: 'L’adresse demandée ne correspond à aucune page de ce site.',
    agencyLink: (agency: string) => `Retour au site de ${agency}`,
    home: 'Retour à l’accueil',
  },
  feeScale: {
    title: (agency: string) => `Barème des honoraires — ${agency}`,
    description: (agency: string) =>
      `Barème des honoraires de ${agency} (arrêté du 10 janvier 2017)\u00a0: transaction, location et gestion, montants TTC.`,
    intro:
      'Honoraires maximum toutes taxes comprises (TTC), applicables à compter de leur date de mise à jour.',
    updatedAt: (date: string) => `Mis à jour le ${date}`,
    download: 'Télécharger le barème (PDF)',
    empty: 'L’agence n’a pas encore publié son barème. Demandez-le-lui\u00a0: elle doit vous le remettre.',
    columns: {
      service: 'Prestation',
      band: 'Tranche de prix',
      fees: 'Honoraires TTC',
      payer: 'À la charge de',
    },
    bandFrom: (amount: string) => `À partir de ${amount}`,
    bandUpTo: (amount: string) => `Jusqu’à ${amount}`,
    bandBetween: (from: string, to: string) => `De ${from} à ${to}`,
    anyPrice: 'Tout prix',
    rate: (percent: string) => `${percent} du prix`,
    amount: (amount: string) => amount,
    perSquareMetre: (amount: string) => `${amount} par m²`,
    rateAndAmount: (rate: string, amount: string) => `${rate}, minimum ${amount}`,
    pdfFooter: (agency: string, page: number, count: number) =>
      `${agency} — barème des honoraires — page ${page} sur ${count}`,
  },
  legal: {
    title: 'Informations légales',
    card: (number: string, issuer: string | null) =>
      `Carte professionnelle n°\u00a0${number}${issuer ? ` délivrée par ${issuer}` : ''}`,
    guarantee: (name: string, amount: string | null) =>
      `Garantie financière\u00a0: ${name}${amount ? ` (${amount})` : ''}`,
    noGuarantee: 'L’agence ne détient aucun fonds pour le compte de ses clients.',
    insurer: (name: string, policy: string | null) =>
      `Responsabilité civile professionnelle\u00a0: ${name}${policy ? `, contrat n°\u00a0${policy}` : ''}`,
    siren: (siren: string) => `SIREN ${siren}`,
    feeScaleLink: 'Barème des honoraires',
  },
  form: {
    name: 'Nom et prénom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    message: 'Votre message',
    messagePlaceholderListing: 'Bonjour, je souhaite en savoir plus sur ce bien.',
    wantsVisit: 'Je souhaite visiter ce bien',
    contactHint: 'Indiquez au moins une adresse e-mail ou un numéro de téléphone.',
    /** The honeypot: hidden from people (and from screen readers); a robot fills it. */
    honeypot: 'Ne remplissez pas ce champ',
    consent: (agency: string) =>
      `J’accepte que ${agency} utilise ces informations pour me recontacter au sujet de ma demande, conformément à sa notice d’information sur les données personnelles.`,
    consentLink: 'Lire la notice d’information',
    submit: 'Envoyer ma demande',
    required: 'obligatoire',
    errorsTitle: 'Votre demande n’a pas été envoyée',
    emailInvalid: 'Indiquez une adresse e-mail valide (ex.\u00a0: prenom.nom@exemple.fr).',
    phoneInvalid: 'Indiquez un numéro de téléphone valide (10 chiffres, ou +33 suivi de 9 chiffres).',
    nameTooLong: 'Le nom est trop long (200 caractères au plus).',
    sentTitle: 'Demande envoyée',
    back: 'Revenir au site de l’agence',
  },
  sitemapError: 'Le plan du site est momentanément indisponible.',
} as const;
