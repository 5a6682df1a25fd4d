import type {
  FeeScaleKind,
  FeeScalePayer,
  InboundMessageStatus,
  LeadChannel,
  LeadSource,
  LeadState,
} from '../leads/constants';

/**
 * Texts of the leads (issue 29): the inbox « Demandes », the contact forms' answers, the inbound
 * mail settings. The public site's own page texts are in `messages/agency-site.ts`.
 */
export const leadsMessages = {
  title: 'Demandes',
  states: {
    nouvelle: 'Nouvelle',
    contactee: 'Contactée',
    visite_planifiee: 'Visite planifiée',
    sans_suite: 'Sans suite',
  } satisfies Record<LeadState, string>,
  sources: {
    site: 'Site de l’agence',
    seloger: 'SeLoger',
    leboncoin: 'Leboncoin',
    bienici: 'Bien’ici',
    logic_immo: 'Logic-Immo',
    figaro_immo: 'Figaro Immobilier',
    email: 'E-mail',
  } satisfies Record<LeadSource, string>,
  channels: {
    formulaire: 'Formulaire du site',
    imap: 'Boîte de réception',
    webhook: 'Réception par webhook',
    import: 'E-mail importé',
  } satisfies Record<LeadChannel, string>,
  inboundStatuses: { importe: 'Importé', echec: 'Échec' } satisfies Record<InboundMessageStatus, string>,
  notFound: 'Cette demande n’existe pas ou plus.',
  rawNotFound: 'Cette demande n’a pas d’e-mail d’origine.',
  convertNeedsEmail:
    'Cette demande n’a pas d’adresse e-mail\u00a0: une fiche client en exige une. Associez-la à un client existant ou complétez la fiche client à la main.',
  visitPropertyRequired: 'Choisissez le bien à visiter.',
  visitDescription: (name: string) => `Visite demandée par ${name}`,
  clientHistoryNote: (source: string) => `Client créé depuis une demande (${source}).`,
  events: {
    recue: (source: string) => `Demande reçue (${source})`,
    etat: (state: string) => `État\u00a0: ${state}`,
    assignee: (name: string | null) => (name ? `Attribuée à ${name}` : 'Attribution retirée'),
    fusionnee: (client: string) => `Associée au client ${client}`,
    convertie: (client: string) => `Client créé\u00a0: ${client}`,
    visite_planifiee: (when: string) => `Visite planifiée le ${when}`,
    notifiee: 'Membre prévenu par e-mail',
    en_retard: 'Sans réponse depuis plus de 2 h d’ouverture',
  },
  unknownMember: 'Membre supprimé',
  /** The e-mails to members: the name and the listing only, nothing else of the visitor's. */
  mail: {
    newSubject: (name: string, listing: string | null) =>
      listing ? `Nouvelle demande\u00a0: ${name} – ${listing}` : `Nouvelle demande\u00a0: ${name}`,
    newText: (p: { firstName: string; source: string; listing: string | null; url: string }) =>
      [
        `Bonjour ${p.firstName},`,
        '',
        `Une nouvelle demande vous est attribuée${p.listing ? ` pour «\u00a0${p.listing}\u00a0»` : ''} (${p.source}).`,
        'Répondez-y rapidement\u00a0: le délai de première réponse est compté sur les heures d’ouverture de l’agence.',
        '',
        `Ouvrir les demandes\u00a0: ${p.url}`,
      ].join('\n'),
    overdueSubject: (name: string, listing: string | null) =>
      listing ? `Demande sans réponse\u00a0: ${name} – ${listing}` : `Demande sans réponse\u00a0: ${name}`,
    overdueText: (p: { firstName: string; listing: string | null; url: string }) =>
      [
        `Bonjour ${p.firstName},`,
        '',
        `Une demande${p.listing ? ` pour «\u00a0${p.listing}\u00a0»` : ''} attend une réponse depuis plus de 2\u00a0heures d’ouverture.`,
        '',
        `Ouvrir les demandes\u00a0: ${p.url}`,
      ].join('\n'),
  },
  unknownClient: 'client supprimé',
  stateInvalid: 'Choisissez un état de la liste.',
  memberInvalid: 'Choisissez un membre actif de l’agence.',
  clientInvalid: 'Choisissez un client de l’agence.',
  messageTooLong: 'Le message est trop long (5 000 caractères au plus).',
  nameRequired: 'Indiquez votre nom.',
  contactRequired: 'Indiquez une adresse e-mail ou un numéro de téléphone.',
  consentRequired: 'Cochez la case pour accepter d’être recontacté(e).',
  formTooFast: 'Le formulaire a été envoyé trop vite. Patientez quelques secondes, puis renvoyez-le.',
  formRefused: 'Votre message n’a pas pu être envoyé. Réessayez dans quelques minutes.',
  formRateLimited: 'Trop de messages envoyés depuis votre connexion. Réessayez dans une heure.',
  formSent: 'Merci, votre message a bien été transmis à l’agence. Elle vous répondra rapidement.',
} as const;

/** Texts of the agency's fee scale (barème), its rows and who pays. */
export const feeScaleMessages = {
  title: 'Barème des honoraires',
  kinds: {
    vente: 'Transaction (vente)',
    location: 'Location',
    gestion: 'Gestion locative',
    autre: 'Autre prestation',
  } satisfies Record<FeeScaleKind, string>,
  payers: {
    acquereur: 'À la charge de l’acquéreur',
    vendeur: 'À la charge du vendeur',
    partage: 'Partagés entre vendeur et acquéreur',
    locataire: 'À la charge du locataire',
    bailleur: 'À la charge du bailleur',
  } satisfies Record<FeeScalePayer, string>,
  rowIncomplete: 'Indiquez un taux ou un montant.',
  rowBoundsInvalid: 'La borne haute doit être supérieure à la borne basse.',
  rateInvalid: 'Indiquez un taux entre 0 et 100 %.',
  amountInvalid: 'Indiquez un montant positif en euros.',
  labelRequired: 'Indiquez la prestation.',
  tooManyRows: 'Le barème compte 40 lignes au plus.',
} as const;

/** Texts of the public site's settings in « Mon agence » (slug, legal identity, opening hours). */
export const agencySiteMessages = {
  slugInvalid: 'Utilisez 3 à 60 lettres minuscules, chiffres et tirets (ex. : lambert-immobilier).',
  slugReserved: 'Cette adresse est réservée. Choisissez-en une autre.',
  slugTaken: 'Cette adresse est déjà prise par une autre agence.',
  cardNumberInvalid: 'Indiquez le numéro de carte professionnelle (ex. : CPI 6901 2018 000 012 345).',
  cardIssuerRequired: 'Indiquez la CCI qui a délivré la carte.',
  amountInvalid: 'Indiquez un montant positif en euros.',
  hoursInvalid: 'Indiquez des horaires au format HH:MM, l’ouverture avant la fermeture.',
  hoursOverlap: 'Deux plages horaires d’un même jour se chevauchent.',
  weekdays: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  mailboxHostInvalid: 'Indiquez le nom du serveur IMAP (ex. : imap.exemple.fr).',
  mailboxPortInvalid: 'Indiquez un port entre 1 et 65535.',
} as const;
