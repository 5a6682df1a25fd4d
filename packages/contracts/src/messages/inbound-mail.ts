/**
 * Texts of the inbound mailbox (issue 29): the IMAP connection's errors the head reads in « Mon
 * agence », the webhook's and the .eml import's refusals, and the notes a lead from an e-mail carries.
 */
export const inboundMailMessages = {
  passwordRequired: 'Indiquez le mot de passe de la boîte.',
  userRequired: 'Indiquez l’identifiant de la boîte (souvent son adresse e-mail).',
  folderRequired: 'Indiquez le dossier à relever (INBOX pour la boîte de réception).',
  hostUnreachable: (host: string, port: number) =>
    `Le serveur ${host} (port ${port}) ne répond pas. Vérifiez son nom, son port et l’option SSL/TLS.`,
  hostUnknown: (host: string) => `Le serveur ${host} est introuvable. Vérifiez son nom.`,
  timeout: (host: string) => `Le serveur ${host} n’a pas répondu à temps. Réessayez plus tard.`,
  tlsFailed:
    'La connexion sécurisée au serveur a échoué. Vérifiez le port (993 avec SSL/TLS, 143 sans) et l’option SSL/TLS.',
  authFailed: 'Le serveur a refusé l’identifiant ou le mot de passe.',
  folderMissing: (folder: string) => `Le dossier «\u00a0${folder}\u00a0» n’existe pas dans cette boîte.`,
  unexpected: 'La boîte n’a pas pu être relevée. Réessayez plus tard.',
  importFailed: 'Le message n’a pas pu être importé. Il reste non lu pour le prochain relevé.',
  noMailbox: 'Aucune boîte IMAP n’est configurée.',
  mailboxDisabled: 'La boîte IMAP est désactivée.',
  /** The .eml import and the webhook. */
  fileRequired: 'Choisissez un fichier .eml à importer.',
  tooManyFiles: 'Importez un seul e-mail à la fois.',
  messageTooLarge: 'Ce message dépasse 10\u00a0Mo. Ouvrez-le dans votre messagerie et recopiez la demande.',
  notAMessage: 'Ce fichier n’est pas un e-mail (.eml) lisible.',
  webhookRefused: 'Signature absente ou invalide.',
  webhookBodyInvalid:
    'Corps invalide\u00a0: envoyez le message brut (champ raw) ou ses parties (voir docs/inbound-mail.md).',
  /** What a lead made from an e-mail says when the e-mail itself could not be kept whole. */
  tooLargeLead: (megabytes: number) =>
    `Message de ${megabytes}\u00a0Mo, trop volumineux pour être importé\u00a0: lisez-le dans la boîte de réception.`,
  subjectLine: (subject: string) => `Objet\u00a0: ${subject}`,
  unknownSender: 'Expéditeur inconnu',
} as const;
