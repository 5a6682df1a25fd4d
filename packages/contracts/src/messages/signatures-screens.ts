import type { SignatureVerifyOutcome } from '../schemas/signatures';
import type {
  SignatureDocumentKind,
  SignatureEventKind,
  SignatureRequestStatus,
  SignerRole,
} from '../signatures/constants';

/**
 * Screen texts of the signature service (issue 30): the public signing page /signer/{token}, the
 * request panel the mandate and visit pages embed, « Signatures » and « Vérifier un document ».
 * The API's own errors for each rule live in `signatures.ts`.
 */
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const signaturesScreenMessages = {
  statusLabels: {
    pending: 'En cours de signature',
    sealing: 'Scellement en cours',
    completed: 'Signé',
    refused: 'Refusé',
    locked: 'Bloqué',
    cancelled: 'Annulé',
  } satisfies Record<SignatureRequestStatus, string>,

  roleLabels: {
    agency: 'Agence',
    mandator: 'Mandant',
    visitor: 'Visiteur',
    tenant: 'Locataire',
    landlord: 'Bailleur',
  } satisfies Record<SignerRole, string>,

  documentKinds: {
    mandate: 'Mandat',
    visit_slip: 'Bon de visite',
    inspection: 'État des lieux',
    lease: 'Bail',
  } satisfies Record<SignatureDocumentKind, string>,

  nav: { label: 'Signatures' },

  panel: {
    label: (title: string) => `Signature électronique – ${title}`,
    signers: 'Signataires',
    position: (n: number) => `${n}.`,
    waiting: 'En attente',
    current: 'À son tour',
    signedOn: (date: string) => `Signé le ${date}`,
    refusedOn: (date: string) => `A refusé le ${date}`,
    refusalReason: (reason: string) => `Motif\u00a0: ${reason}`,
    methodDevice: 'sur l’appareil de l’agence',
    methodLink: 'par lien',
    sendLink: 'Envoyer le lien par e-mail',
    sendLinkAgain: 'Renvoyer le lien par e-mail',
    linkSent: 'Lien envoyé',
    linkSentDescription: (name: string) => `${name} reçoit un e-mail avec son lien de signature.`,
    linkFailed: 'Impossible d’envoyer le lien',
    device: 'Signer sur cet appareil',
    deviceFailed: 'Impossible d’ouvrir la signature sur cet appareil',
    cancel: 'Annuler la demande',
    cancelTitle: 'Annuler cette demande de signature\u00a0?',
    cancelDescription:
      'Les signataires ne pourront plus signer. Les signatures déjà données restent dans le journal de preuve\u00a0; une nouvelle demande sera nécessaire.',
    cancelReason: 'Motif de l’annulation',
    cancelConfirm: 'Annuler la demande',
    cancelKeep: 'Garder la demande',
    cancelled: 'Demande annulée',
    cancelFailed: 'Impossible d’annuler la demande',
    closedReason: (reason: string) => `Motif\u00a0: ${reason}`,
    completedOn: (date: string) => `Signé par tous le ${date}`,
    sealingHint: 'Le document est en cours de scellement. Il sera envoyé à chaque signataire par e-mail.',
    lockedHint: 'Trop de codes erronés\u00a0: la demande est bloquée. Créez une nouvelle demande.',
    downloads: 'Documents',
    files: {
      original: 'Document original',
      sealed: 'Document signé (PDF scellé)',
      'proof-pdf': 'Dossier de preuve (PDF)',
      'proof-json': 'Dossier de preuve (JSON)',
    },
    fileNames: {
      original: 'document-original.pdf',
      sealed: 'document-signe.pdf',
      'proof-pdf': 'dossier-de-preuve.pdf',
      'proof-json': 'dossier-de-preuve.json',
    },
    verify: 'Vérifier un document',
    journal: (count: number) => `Journal de preuve (${count}\u00a0${plural(count, 'étape', 'étapes')})`,
    eventBy: (name: string) => `par ${name}`,
    eventIp: (ip: string) => `IP ${ip}`,
    loadFailed: 'Impossible de charger la demande de signature.',
    loading: 'Chargement de la demande de signature…',
  },

  eventLabels: {
    created: 'Demande créée',
    link_sent: 'Lien envoyé par e-mail',
    device_opened: 'Signature ouverte sur l’appareil de l’agence',
    link_opened: 'Lien ouvert',
    code_sent: 'Code envoyé',
    code_failed: 'Code erroné',
    code_verified: 'Code vérifié',
    document_viewed: 'Document affiché',
    signed: 'Signé',
    refused: 'Signature refusée',
    locked: 'Demande bloquée',
    cancelled: 'Demande annulée',
    document_mismatch: 'Document modifié refusé',
    sealed: 'Document scellé',
    parties_mailed: 'Document signé envoyé aux signataires',
  } satisfies Record<SignatureEventKind, string>,

  list: {
    title: 'Signatures',
    intro:
      'Les demandes de signature électronique de l’agence\u00a0: mandats et bons de visite, avec leur journal de preuve.',
    back: 'Registre des mandats',
    filter: 'Statut',
    all: 'Toutes',
    empty: 'Aucune demande de signature.',
    emptyFiltered: 'Aucune demande de signature avec ce statut.',
    emptyHint: 'Une demande se crée depuis un mandat ou un bon de visite.',
    count: (n: number) => `${n}\u00a0${plural(n, 'demande', 'demandes')}`,
    createdOn: (date: string) => `Créée le ${date}`,
    progress: (signed: number, total: number) => `${signed}/${total} ${plural(signed, 'signé', 'signés')}`,
    open: (title: string) => `Ouvrir la demande ${title}`,
    close: 'Fermer',
    loadFailed: 'Impossible de charger les demandes de signature.',
  },

  verify: {
    title: 'Vérifier un document',
    intro:
      'Déposez un PDF signé avec ImmoPilote\u00a0: nous vérifions qu’il s’agit de l’original scellé par votre agence, sans aucune modification.',
    back: 'Tableau de bord',
    pick: 'Choisir un PDF à vérifier',
    hint: (maxMb: number) => `Un fichier PDF, ${maxMb}\u00a0Mo au plus. Le fichier n’est pas conservé.`,
    checking: 'Vérification en cours…',
    notPdf: 'Ce fichier n’est pas un PDF.',
    tooLarge: (maxMb: number) => `Ce fichier dépasse ${maxMb}\u00a0Mo.`,
    failed: 'Impossible de vérifier ce document',
    fileName: (name: string) => `Fichier\u00a0: ${name}`,
    fingerprint: (sha: string) => `Empreinte SHA-256\u00a0: ${sha}`,
    outcomes: {
      original: 'Document original',
      altered: 'Ce document a été modifié après sa signature',
      unknown: 'Document inconnu',
    } satisfies Record<SignatureVerifyOutcome, string>,
    outcomeDetails: {
      original: 'Ce PDF est l’original scellé par votre agence. Aucun octet n’a changé depuis sa signature.',
      altered:
        'Ce PDF ressemble à un document signé par votre agence, mais son contenu ne correspond plus à l’original scellé. Ne vous y fiez pas.',
      unknown:
        'Ce PDF n’a pas été scellé par votre agence avec ImmoPilote, ou il a été modifié au point de ne plus être reconnu.',
    } satisfies Record<SignatureVerifyOutcome, string>,
    request: 'Demande de signature',
    sealedOn: (date: string) => `Scellé le ${date}`,
    signers: 'Signataires',
    proof: 'Télécharger le dossier de preuve (PDF)',
    openRequest: 'Voir la demande',
    another: 'Vérifier un autre document',
  },

  /** The administrator's panel: the text messages kept when no SMS gateway is configured. */
  smsOutbox: {
    title: 'SMS envoyés',
    intro:
      'Sans passerelle SMS configurée, les SMS (codes de signature) sont gardés ici et dans le journal du serveur.',
    empty: 'Aucun SMS pour l’instant.',
    emptyHint: 'Les codes de signature envoyés par SMS apparaîtront ici.',
    loadFailed: 'Impossible de charger les SMS envoyés.',
    loading: 'Chargement des SMS envoyés…',
    count: (n: number) => (n <= 1 ? `${n}\u00a0SMS` : `${n}\u00a0SMS, les plus récents d’abord`),
    to: 'À',
  },

  /** The public signing page, read by the signer on a phone first. */
  signing: {
    pageTitle: 'Signature électronique',
    loading: 'Chargement…',
    fromAgency: (agency: string) => `Envoyé par ${agency}`,
    signerOf: (position: number, count: number) => `Signataire ${position} sur ${count}`,
    hello: (name: string) => `Bonjour ${name},`,
    intro: 'Vous êtes invité à signer ce document électroniquement. Trois étapes, quelques minutes.',
    steps: { identity: 'Vérifier votre identité', read: 'Lire le document', sign: 'Signer' },
    stepOf: (n: number, total: number) => `Étape ${n} sur ${total}`,

    notFoundTitle: 'Lien introuvable',
    notFound:
      'Ce lien de signature n’existe pas ou n’est plus valable. Demandez un nouveau lien à l’agence qui vous l’a envoyé.',
    expiredTitle: 'Lien expiré',
    errorTitle: 'Signature indisponible',
    retry: 'Réessayer',

    identity: {
      intro:
        'Pour vérifier qu’il s’agit bien de vous, nous vous envoyons un code à usage unique à 6\u00a0chiffres.',
      sendEmail: 'Recevoir mon code par e-mail',
      sendSms: 'Recevoir mon code par SMS',
      send: 'Recevoir mon code',
      sent: (destination: string) => `Code envoyé à ${destination}.`,
      sentHint: 'Il est valable 10\u00a0minutes. Pensez à regarder dans vos courriers indésirables.',
      codeLabel: 'Code reçu',
      codeHint: '6 chiffres',
      confirm: 'Valider le code',
      attemptsLeft: (n: number) => `${n}\u00a0${plural(n, 'essai restant', 'essais restants')}`,
      resend: 'Renvoyer le code',
      resendIn: (seconds: number) => `Renvoyer le code (dans ${seconds}\u00a0s)`,
      otherChannel: {
        email: 'Recevoir plutôt le code par e-mail',
        sms: 'Recevoir plutôt le code par SMS',
      },
      sendFailed: 'Impossible d’envoyer le code',
      wrongLength: 'Saisissez les 6 chiffres du code.',
      verified: 'Identité vérifiée',
    },

    document: {
      title: 'Le document',
      intro: 'Lisez le document en entier avant de le signer.',
      download: 'Télécharger le document',
      loading: 'Chargement du document…',
      page: (n: number, count: number) => `Page ${n} sur ${count}`,
      pages: (count: number) => `${count}\u00a0${plural(count, 'page', 'pages')}`,
      failed: 'Le document ne peut pas être affiché ici. Téléchargez-le pour le lire avant de signer.',
      retraction: (days: number) =>
        `Vous disposez d’un délai de rétractation de ${days}\u00a0jours à compter de la signature. Le formulaire de rétractation est la dernière page du document.`,
      earlyStart:
        'Je demande expressément que l’agence commence sa mission avant la fin du délai de rétractation',
      earlyStartHint:
        'Facultatif. Sans cette demande, l’agence n’engage aucune action (publication, visites) pendant le délai.',
    },

    sign: {
      title: 'Votre signature',
      consentLegend: 'Votre accord',
      draw: 'Dessiner',
      type: 'Taper mon nom',
      markLegend: 'Comment signer',
      padLabel: 'Zone de signature\u00a0: dessinez votre signature avec le doigt ou la souris',
      padHint: 'Dessinez votre signature dans le cadre.',
      clear: 'Effacer',
      typedLabel: 'Votre nom, tel qu’il figurera comme signature',
      preview: 'Aperçu de la signature',
      submit: 'Signer',
      submitting: 'Signature en cours…',
      needs:
        'Cochez votre accord puis signez (dessin ou nom tapé) pour activer le bouton «\u00a0Signer\u00a0».',
      failed: 'La signature n’a pas pu être enregistrée',
    },

    refuse: {
      open: 'Refuser de signer',
      title: 'Refuser de signer',
      description: 'L’agence sera prévenue et la demande sera close. Dites-lui pourquoi.',
      reason: 'Motif du refus',
      confirm: 'Refuser de signer',
      cancel: 'Revenir au document',
      close: 'Fermer',
      failed: 'Le refus n’a pas pu être enregistré',
      required: 'Indiquez le motif du refus.',
    },

    done: {
      signedTitle: 'Document signé',
      signed:
        'Merci, votre signature est enregistrée. Le document signé vous sera envoyé par e-mail dès que tous les signataires auront signé.',
      completed: 'Tous les signataires ont signé. Le document signé et scellé vous est envoyé par e-mail.',
      refusedTitle: 'Signature refusée',
      refused: 'Vous avez refusé de signer ce document. L’agence en est informée.',
      handBack: 'Rendre l’appareil à l’agence',
    },

    closed: {
      completedTitle: 'Document déjà signé',
      completed:
        'Tous les signataires ont signé ce document. Le document signé a été envoyé à chacun par e-mail.',
      refusedTitle: 'Signature close',
      refused: 'Un signataire a refusé de signer ce document. L’agence vous recontactera si nécessaire.',
      lockedTitle: 'Signature bloquée',
      locked:
        'Trop de codes erronés ont été saisis\u00a0: la signature est bloquée par sécurité. L’agence vous enverra une nouvelle demande.',
      cancelledTitle: 'Demande annulée',
      cancelled: 'L’agence a annulé cette demande de signature. Aucune action n’est attendue de votre part.',
    },
  },
} as const;
