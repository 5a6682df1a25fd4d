import { PRODUCT_NAME, type PlanId } from '../constants';

/** Texts of the public site (spec 000 §1–§2, 001 §9): header, landing, contact, legal pages, 404. */

export interface AdvertisedFeature {
  title: string;
  description: string;
  /** Lowest plan that includes the feature (001 §9 matrix); null when every plan has it. */
  from: PlanId | null;
}

export const publicMessages = {
  siteName: PRODUCT_NAME,
  tagline: 'Le logiciel des agences immobilières',
  header: {
    homeLabel: `${PRODUCT_NAME} — accueil`,
    navLabel: 'Navigation principale',
    services: 'Services',
    pricing: 'Tarifs',
    help: 'Aide',
    login: 'Connexion',
    signup: 'Créer un compte',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    skipToContent: 'Aller au contenu',
  },
  meta: {
    landingTitle: `${PRODUCT_NAME} — Le logiciel des agences immobilières`,
    landingDescription: `${PRODUCT_NAME} centralise vos biens, vos clients et vos documents, et automatise la gestion locative et la vente avec l’IA. À partir de 170 € par mois.`,
    contactTitle: `Contact — ${PRODUCT_NAME}`,
    contactDescription: `Écrivez à l’équipe ${PRODUCT_NAME} : réponse sous 24 h par e-mail.`,
    legalTitle: `Mentions légales — ${PRODUCT_NAME}`,
    legalDescription: `Éditeur, directeur de la publication et hébergeur du site ${PRODUCT_NAME}.`,
    privacyTitle: `Politique de confidentialité (RGPD) — ${PRODUCT_NAME}`,
    privacyDescription: `Quelles données ${PRODUCT_NAME} traite, pourquoi, combien de temps, et comment exercer vos droits.`,
    notFoundTitle: `Page non trouvée — ${PRODUCT_NAME}`,
    notFoundDescription: 'La page demandée n’existe pas.',
  },
  hero: {
    title: 'Pilotez votre agence immobilière avec l’IA',
    subtitle:
      'Biens, clients, documents et annonces au même endroit. L’intelligence artificielle s’occupe des tâches répétitives, vos équipes se concentrent sur la relation client.',
    discoverFeatures: 'Découvrir les fonctionnalités',
    seePricing: 'Voir les tarifs',
    screenshotAlt:
      'Le tableau de bord d’ImmoPilote : chiffres clés de l’agence, biens avec leurs photos, rendez-vous du jour et visites par semaine.',
  },
  problems: {
    title: 'Le quotidien des agences, sans les frictions',
    problemsTitle: 'Les problèmes',
    items: [
      'Des informations éparpillées entre tableurs, e-mails et dossiers papier.',
      'Des états des lieux et des visites difficiles à retrouver.',
      'Des annonces à rédiger et à republier sur chaque plateforme.',
      'Des estimations et des dossiers de candidats longs à analyser.',
    ],
    solutionTitle: 'La solution',
    solution: `${PRODUCT_NAME} réunit vos biens, vos clients et leurs documents dans une seule interface, et confie à l’IA l’analyse des dossiers, l’optimisation des annonces et l’estimation des prix.`,
  },
  features: {
    title: 'Services',
    subtitle: 'Tout ce dont votre agence a besoin, en location comme en vente.',
    rentalTitle: 'Location',
    salesTitle: 'Vente',
    allPlans: 'Tous les plans',
    fromPro: 'Pro et Premium',
    premiumOnly: 'Premium',
    rental: [
      {
        title: 'Check-in / check-out digital',
        description: 'États des lieux avec photos et commentaires, archivés et retrouvables en un clic.',
        from: null,
      },
      {
        title: 'Publication multi-plateformes',
        description: 'Diffusez vos annonces sur plusieurs portails depuis une seule fiche.',
        from: null,
      },
      {
        title: 'Scoring IA des candidats locataires',
        description: 'Une note sur 100 pour chaque dossier, calculée sur plus de 50 critères.',
        from: 'pro',
      },
      {
        title: 'Conseil de prix dynamique',
        description: 'Des recommandations de loyer ajustées au marché local.',
        from: 'premium',
      },
      {
        title: 'Analyse IA des avis en ligne',
        description: 'Synthèse des points forts et des points faibles cités par vos clients.',
        from: 'premium',
      },
    ] satisfies readonly AdvertisedFeature[],
    sales: [
      {
        title: 'Gestion des dossiers de vente',
        description: 'Visites, acquéreurs et documents suivis bien par bien.',
        from: null,
      },
      {
        title: 'Estimation rapide des biens',
        description: 'Un prix de marché en quelques secondes pour préparer vos mandats.',
        from: 'pro',
      },
      {
        title: 'Optimisation IA des annonces',
        description: 'Titres et descriptions réécrits pour attirer plus d’acquéreurs.',
        from: 'pro',
      },
      {
        title: 'Rapports propriétaires dynamiques',
        description: 'Tenez vos vendeurs informés de l’avancement, sans effort.',
        from: 'pro',
      },
      {
        title: 'Analyse concurrentielle',
        description: 'Comparez vos biens aux annonces concurrentes de votre secteur.',
        from: 'premium',
      },
    ] satisfies readonly AdvertisedFeature[],
  },
  pricing: {
    title: 'Tarifs',
    subtitle: 'Un abonnement mensuel, sans engagement de durée.',
    perMonth: '/mois',
    popular: 'Populaire',
    choose: (plan: string) => `Choisir ${plan}`,
    everythingIn: (plan: string) => `Tout ${plan}, plus\u00a0:`,
    ctaTitle: 'Prêt à gagner du temps ?',
    ctaText: 'Créez votre compte en quelques minutes, ou posez-nous vos questions.',
    createAccount: 'Créer mon compte',
    contactTeam: 'Contacter l’équipe',
  },
  help: {
    title: 'Aide',
    faqTitle: 'Questions fréquentes',
    faq: [
      {
        question: 'Pouvez-vous importer mes biens et mes clients existants ?',
        answer:
          'Oui. Notre service d’import est gratuit : envoyez-nous vos fichiers actuels et nous reprenons vos biens et vos clients pour vous.',
      },
      {
        question: 'Comment fonctionne le scoring des candidats ?',
        answer:
          'L’IA analyse chaque dossier selon plus de 50 critères (revenus, stabilité professionnelle, garanties, cohérence des pièces…) et attribue une note sur 100.',
      },
      {
        question: 'En combien de temps verrai-je des résultats ?',
        answer:
          'Les premiers gains de temps apparaissent dès la première semaine. L’automatisation complète de votre agence prend environ 30 jours.',
      },
      {
        question: 'Puis-je changer d’abonnement ou résilier ?',
        answer:
          'Oui, à tout moment depuis votre espace. La résiliation prend effet à la fin de la période de facturation en cours ; les données de l’agence sont ensuite supprimées.',
      },
    ],
    supportTitle: 'Support',
    emailTitle: 'Par e-mail',
    emailText: 'Réponse sous 24 h.',
    emailButton: 'Nous écrire',
    phoneTitle: 'Par téléphone',
    phoneText: 'Du lundi au vendredi, de 9 h à 18 h.',
    phoneButton: 'Appeler le support',
    phoneCall: (phone: string) => `Appeler le ${phone}`,
  },
  footer: {
    label: 'Liens du site',
    legal: 'Mentions légales',
    privacy: 'Politique de confidentialité (RGPD)',
    contact: 'Contact',
    terms: 'Conditions générales d’utilisation',
    rights: (year: number) => `© ${year} ${PRODUCT_NAME}. Tous droits réservés.`,
  },
  notAvailableTitle: 'Pas encore disponible',
  notAvailable: 'Cette fonctionnalité n’est pas encore disponible.',
  contact: {
    title: 'Contactez-nous',
    intro:
      'Une question sur le produit, les tarifs ou votre compte ? Écrivez-nous : votre messagerie s’ouvre avec votre message prêt à envoyer. Réponse sous 24 h.',
    name: 'Votre nom',
    message: 'Votre message',
    submit: 'Ouvrir ma messagerie',
    nameRequired: 'Veuillez indiquer votre nom.',
    messageRequired: 'Veuillez écrire votre message.',
    subject: (name: string) => `Demande de contact — ${name}`,
    body: (name: string, message: string) => `${message}\n\n${name}`,
    directly: 'Vous pouvez aussi nous écrire directement à',
    fallback: 'Votre messagerie ne s’est pas ouverte ?',
    fallbackLink: 'Ouvrir le message prérempli',
    backHome: 'Retour à l’accueil',
    loadError: 'Impossible de charger l’adresse de contact. Veuillez réessayer plus tard.',
  },
  legal: {
    title: 'Mentions légales',
    missing: 'non renseigné',
    incomplete:
      'Certaines informations de l’éditeur n’ont pas encore été renseignées : elles apparaissent comme « non renseigné ».',
    publisherTitle: 'Éditeur du site',
    companyName: 'Raison sociale',
    legalForm: 'Forme juridique',
    address: 'Siège social',
    siren: 'SIREN',
    email: 'E-mail',
    phone: 'Téléphone',
    directorTitle: 'Directeur de la publication',
    hostTitle: 'Hébergement',
    hostName: 'Hébergeur',
    hostAddress: 'Adresse',
    ipTitle: 'Propriété intellectuelle',
    ipText: `Les contenus du site ${PRODUCT_NAME} (textes, logo, interface) sont protégés. Toute reproduction sans autorisation écrite de l’éditeur est interdite.`,
    dataTitle: 'Données personnelles et cookies',
    dataText:
      'Le traitement de vos données personnelles et le seul cookie utilisé par le site sont décrits dans notre',
    privacyLink: 'politique de confidentialité',
  },
  privacy: {
    title: 'Politique de confidentialité (RGPD)',
    updated: 'Dernière mise à jour : 21 novembre 2026',
    controllerTitle: 'Responsable du traitement',
    controllerText: (publisher: string) =>
      `${publisher} est responsable des traitements liés aux comptes et aux abonnements. Pour les données que votre agence saisit sur ses propres clients et biens, l’agence est responsable du traitement et ${publisher} agit comme sous-traitant.`,
    dataTitle: 'Données traitées',
    data: [
      'Compte : prénom, nom, adresse e-mail, téléphone et mot de passe (stocké uniquement sous forme hachée).',
      'Agence : nom, adresse, code d’agence, abonnement choisi.',
      'Contenus saisis par votre agence : biens, photos, clients, historiques et documents.',
      'Données techniques : journaux de connexion conservés pour la sécurité du service.',
    ],
    purposesTitle: 'Finalités et bases légales',
    purposes: [
      'Fournir le service et gérer votre abonnement : exécution du contrat (art. 6.1.b RGPD).',
      'Facturation et comptabilité : obligation légale (art. 6.1.c RGPD).',
      'Sécurité du service et prévention des abus : intérêt légitime (art. 6.1.f RGPD).',
    ],
    recipientsTitle: 'Destinataires',
    recipients: (host: string) =>
      `Vos données ne sont ni vendues ni louées. Elles sont accessibles aux membres habilités de votre agence, à l’hébergeur (${host}), au prestataire de paiement pour l’abonnement et aux services d’IA ou d’extraction de texte uniquement lorsque vous utilisez ces fonctionnalités.`,
    retentionTitle: 'Durées de conservation',
    retention: (sessionDays: number) => [
      'Compte et données de l’agence : pendant l’abonnement ; à la résiliation, l’agence et ses données sont supprimées à la fin de la période de facturation.',
      'Suppression du compte : vos données personnelles sont effacées immédiatement.',
      `Cookie de session : ${sessionDays} jours au plus, ou jusqu’à la déconnexion.`,
      'Pièces comptables : 10 ans (Code de commerce).',
    ],
    cookiesTitle: 'Cookies',
    cookiesText:
      'Le site n’utilise qu’un cookie de session, strictement nécessaire pour vous garder connecté. Aucun cookie publicitaire ni de mesure d’audience : aucun consentement n’est donc demandé.',
    rightsTitle: 'Vos droits',
    rightsText:
      'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition. Pour les exercer, écrivez à',
    rightsDelay: 'Nous répondons dans un délai d’un mois.',
    complaint:
      'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).',
  },
  notFound: {
    title: 'Page non trouvée',
    message: 'Désolé, la page que vous cherchez n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
} as const;
