import {
  SIGNATURE_CODE_MAX_ATTEMPTS,
  SIGNATURE_CODE_TTL_MINUTES,
  SIGNATURE_LINK_TTL_HOURS,
  type SignatureCodeChannel,
  type SignatureEventKind,
  type SignerRole,
} from '../signatures/constants';

const nb = '\u00a0';

/**
 * The signature service (issue 30): the server's French errors, the e-mails and text messages it
 * sends, the words of the sealed PDF's « Page des signatures » and of the proof file, and the
 * consent text a signer ticks (stored word for word with each signature).
 */
export const signatureMessages = {
  consentText:
    'J’ai lu le document en entier et je le signe électroniquement. J’accepte que cette signature, mon adresse e-mail ou mon numéro de téléphone vérifiés par un code à usage unique, ainsi que l’heure, l’adresse IP et le navigateur de chaque étape soient conservés dans un dossier de preuve pendant dix ans.',
  errors: {
    requestNotFound: 'Demande de signature introuvable.',
    signerNotFound: 'Signataire introuvable.',
    signerClientNotFound: 'Client introuvable.',
    linkUnknown:
      'Ce lien de signature n’existe pas. Vérifiez l’adresse ou demandez un nouveau lien à l’agence.',
    linkExpired: `Ce lien de signature a expiré. Demandez un nouveau lien à l’agence qui vous l’a envoyé.`,
    notPending: 'Cette demande de signature est close.',
    notCurrentSigner: `Ce n’est pas le tour de ce signataire${nb}: un signataire précédent doit d’abord signer.`,
    alreadySigned: 'Ce signataire a déjà signé.',
    codeRequired: 'Vérifiez d’abord votre identité avec le code reçu.',
    codeVerificationExpired: 'La vérification du code a expiré. Demandez un nouveau code.',
    codeMissing: 'Demandez d’abord un code.',
    codeExpired: 'Ce code a expiré. Demandez un nouveau code.',
    codeWrong: (left: number) =>
      left > 1
        ? `Code incorrect. Il vous reste ${left}${nb}essais.`
        : `Code incorrect. Il vous reste un essai${nb}: au prochain code faux, la demande sera bloquée.`,
    codeLocked: `Trop de codes incorrects${nb}: la demande de signature est bloquée. L’agence en est informée et vous enverra une nouvelle demande.`,
    codeTooSoon: (seconds: number) => `Un code vient d’être envoyé. Réessayez dans ${seconds}${nb}s.`,
    codeTooMany: 'Trop de codes envoyés pour ce signataire. Réessayez dans une heure.',
    smsUnavailable: 'L’envoi par SMS n’est pas possible pour ce signataire.',
    smsFailed: 'Le SMS n’a pas pu être envoyé. Réessayez ou recevez le code par e-mail.',
    documentChanged: `Le document a changé depuis la création de la demande. Il ne peut plus être signé${nb}: une nouvelle demande de signature est nécessaire.`,
    imageNotPng: 'La signature dessinée doit être une image PNG.',
    imageTooLarge: 'La signature dessinée est trop volumineuse.',
    imageEmpty: 'La signature dessinée est vide. Signez dans le cadre.',
    earlyStartNotOffered: 'Cette demande ne propose pas de commencer avant la fin du délai de rétractation.',
    fileNotReady: 'Ce fichier n’existe qu’une fois la signature terminée et scellée.',
    verifyNotPdf: 'Ce fichier n’est pas un PDF.',
    verifyMissing: 'Choisissez un fichier PDF à vérifier.',
    verifyTooLarge: 'Ce fichier dépasse 20\u00a0Mo.',
    verifyOneFile: 'Un seul fichier à la fois.',
    permissionMandate: 'Les mandats sont réservés aux membres autorisés à ajouter des biens.',
    permissionInspection: 'Les états des lieux sont réservés aux membres autorisés à ajouter des biens.',
    cannotCancel: 'Cette demande ne peut plus être annulée.',
    deviceNotCurrent: `Ce signataire ne peut pas signer maintenant${nb}: ce n’est pas son tour.`,
  },
  closedReasons: {
    documentChanged: 'Le document a changé après la création de la demande.',
    locked: `${SIGNATURE_CODE_MAX_ATTEMPTS}${nb}codes incorrects`,
  },
  roles: {
    agency: 'Agence',
    mandator: 'Mandant',
    visitor: 'Visiteur',
    tenant: 'Locataire',
    landlord: 'Bailleur',
  } satisfies Record<SignerRole, string>,
  channels: {
    email: 'e-mail',
    sms: 'SMS',
  } satisfies Record<SignatureCodeChannel, string>,
  events: {
    created: 'Demande créée',
    link_sent: 'Lien envoyé par e-mail',
    device_opened: 'Signature sur l’appareil de l’agent ouverte',
    link_opened: 'Lien ouvert',
    code_sent: 'Code envoyé',
    code_failed: 'Code incorrect',
    code_verified: 'Code vérifié',
    document_viewed: 'Document consulté',
    signed: 'Signé',
    refused: 'Refusé',
    locked: 'Demande bloquée',
    cancelled: 'Demande annulée',
    document_mismatch: 'Document modifié détecté',
    sealed: 'Document scellé',
    parties_mailed: 'Document signé envoyé aux parties',
  } satisfies Record<SignatureEventKind, string>,
  mail: {
    linkSubject: (title: string) => `Document à signer${nb}: ${title}`,
    linkText: (p: { name: string; agencyName: string; title: string; url: string }) =>
      [
        `Bonjour ${p.name},`,
        '',
        `${p.agencyName} vous invite à signer électroniquement «${nb}${p.title}${nb}».`,
        '',
        `Ouvrez ce lien pour lire le document et le signer${nb}:`,
        p.url,
        '',
        `Le lien est personnel, valable ${SIGNATURE_LINK_TTL_HOURS / 24}${nb}jours et pour une seule signature. Un code de vérification vous sera envoyé avant la signature.`,
        '',
        `Si vous n’attendiez pas ce message, ignorez-le.`,
      ].join('\n'),
    codeSubject: (code: string) => `Votre code de signature${nb}: ${code}`,
    codeText: (p: { name: string; code: string; title: string }) =>
      [
        `Bonjour ${p.name},`,
        '',
        `Votre code pour signer «${nb}${p.title}${nb}»${nb}: ${p.code}`,
        '',
        `Il est valable ${SIGNATURE_CODE_TTL_MINUTES}${nb}minutes. Ne le communiquez à personne, pas même à l’agence.`,
      ].join('\n'),
    codeSms: (code: string) =>
      `ImmoPilote${nb}: votre code de signature est ${code}. Valable ${SIGNATURE_CODE_TTL_MINUTES}${nb}min. Ne le communiquez à personne.`,
    lockedSubject: (title: string) => `Signature bloquée${nb}: ${title}`,
    lockedText: (p: { title: string; signerName: string }) =>
      [
        'Bonjour,',
        '',
        `${p.signerName} a saisi ${SIGNATURE_CODE_MAX_ATTEMPTS}${nb}codes incorrects pour «${nb}${p.title}${nb}». La demande de signature est bloquée${nb}: créez une nouvelle demande si nécessaire, après avoir vérifié l’identité du signataire.`,
      ].join('\n'),
    refusedSubject: (title: string) => `Signature refusée${nb}: ${title}`,
    refusedText: (p: { title: string; signerName: string; reason: string }) =>
      [
        'Bonjour,',
        '',
        `${p.signerName} a refusé de signer «${nb}${p.title}${nb}».`,
        `Motif${nb}: ${p.reason}`,
      ].join('\n'),
    mismatchSubject: (title: string) => `Signature annulée${nb}: ${title}`,
    mismatchText: (p: { title: string }) =>
      [
        'Bonjour,',
        '',
        `Le document de «${nb}${p.title}${nb}» ne correspond plus à celui de la demande (son empreinte SHA-256 a changé). La demande est annulée${nb}: créez une nouvelle demande de signature.`,
      ].join('\n'),
    completedSubject: (title: string) => `Document signé${nb}: ${title}`,
    completedText: (p: { title: string; agencyName: string; requestId: string; sha256: string }) =>
      [
        'Bonjour,',
        '',
        `«${nb}${p.title}${nb}» est signé par toutes les parties. Vous trouverez ci-joint le document scellé par ${p.agencyName}.`,
        '',
        `Gardez ce fichier tel quel${nb}: le sceau électronique montre dans votre lecteur PDF toute modification faite après la signature.`,
        `Référence de la demande${nb}: ${p.requestId}`,
        `Empreinte SHA-256 du document scellé${nb}: ${p.sha256}`,
      ].join('\n'),
  },
  seal: {
    pageTitle: 'Page des signatures',
    intro: (title: string) =>
      `Signatures électroniques de «${nb}${title}${nb}» (signature électronique simple, règlement eIDAS art.${nb}25, Code civil art.${nb}1366 et 1367).`,
    signedAt: (when: string) => `Signé le ${when} (heure de Paris)`,
    codeTo: (channel: string, destination: string) =>
      `Code à usage unique envoyé par ${channel} à ${destination}`,
    typedMark: 'Signature saisie',
    requestId: (id: string) => `Demande de signature${nb}: ${id}`,
    originalSha: (sha: string) => `Empreinte SHA-256 du document signé${nb}: ${sha}`,
    sealNote:
      'Ce PDF est scellé électroniquement (PAdES). Toute modification ultérieure apparaît dans un lecteur PDF et à la vérification dans ImmoPilote.',
    reason: (requestId: string) => `Signature électronique ImmoPilote, demande ${requestId}`,
    location: 'France',
    certificateName: (host: string) => `ImmoPilote — cachet de ${host}`,
  },
  proof: {
    title: 'Dossier de preuve',
    subtitle: (title: string) => `«${nb}${title}${nb}»`,
    request: 'Demande',
    requestId: 'Référence',
    agency: 'Agence',
    status: 'État',
    createdAt: 'Créée le',
    completedAt: 'Scellée le',
    shaBefore: 'SHA-256 du document avant signature',
    shaAfter: 'SHA-256 du document scellé',
    pages: 'Pages du document',
    signers: 'Signataires',
    signer: (position: number, name: string, role: string) => `${position}. ${name} (${role})`,
    channel: 'Code envoyé à',
    method: 'Accès',
    methods: { link: 'lien par e-mail', device: 'appareil de l’agent' },
    mark: 'Signature',
    markKinds: { drawn: 'dessinée', typed: 'saisie' },
    signedAt: 'Signé le',
    consent: 'Consentement affiché et accepté',
    earlyStart: 'Demande écrite de commencer avant la fin du délai de rétractation',
    yes: 'oui',
    no: 'non',
    events: 'Journal des événements (heures UTC)',
    eventLine: (p: { at: string; label: string; who: string | null }) =>
      `${p.at} — ${p.label}${p.who ? ` — ${p.who}` : ''}`,
    eventMeta: (p: { ip: string | null; userAgent: string | null }) =>
      `IP${nb}: ${p.ip ?? '—'} · navigateur${nb}: ${p.userAgent ?? '—'}`,
    footer: (page: number, count: number) => `Dossier de preuve — page ${page} sur ${count}`,
  },
} as const;
