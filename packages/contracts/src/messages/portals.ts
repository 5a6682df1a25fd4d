import type { Portal, PortalProtocol, PortalUploadStatus } from '../connect/constants';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const listings = (n: number) => `${n}\u00a0${plural(n, 'annonce', 'annonces')}`;

/**
 * Publishing to the portals (issue 33): the connections in « Mon agence », « Diffuser sur » on a
 * listing, and the publication page. French, with its typography (NBSP before « : ; ! ? »).
 */
export const portalsMessages = {
  portalNames: {
    seloger: 'SeLoger',
    leboncoin: 'Leboncoin',
    bienici: 'Bien’ici',
    logic_immo: 'Logic-Immo',
    figaro_immobilier: 'Figaro Immobilier',
    green_acres: 'Green-Acres',
    poliris: 'Autre flux Poliris',
  } satisfies Record<Portal, string>,
  protocols: { ftp: 'FTP', ftps: 'FTPS (TLS explicite)' } satisfies Record<PortalProtocol, string>,
  statuses: {
    pending: 'En attente',
    running: 'Envoi en cours',
    sent: 'Envoyé',
    failed: 'Échec',
    needs_confirmation: 'À confirmer',
  } satisfies Record<PortalUploadStatus, string>,

  // « Mon agence » › the connections card.
  cardTitle: 'Portails immobiliers',
  cardIntro:
    'Chaque nuit, ImmoPilote envoie à chaque portail connecté le fichier Poliris des annonces qui lui sont destinées\u00a0: chaque envoi annule et remplace le précédent.',
  empty: 'Aucun portail connecté.',
  emptyHint: 'Ajoutez les accès FTP que le portail vous a donnés pour y publier vos annonces.',
  add: 'Ajouter un portail',
  edit: 'Modifier',
  remove: 'Supprimer',
  removeTitle: (name: string) => `Supprimer la connexion à ${name}\u00a0?`,
  removeBody:
    'Les annonces ne seront plus envoyées à ce portail. Les annonces qu’il affiche déjà y restent jusqu’à ce qu’il les retire.',
  removed: 'Connexion supprimée',
  saved: 'Connexion enregistrée',
  saveFailed: 'Impossible d’enregistrer la connexion.',
  loadFailed: 'Impossible de charger les portails.',
  formTitleNew: 'Nouvelle connexion à un portail',
  formTitleEdit: (name: string) => `Connexion à ${name}`,
  save: 'Enregistrer',
  cancel: 'Annuler',
  portal: 'Portail',
  label: 'Nom du flux',
  labelHelp: 'Le nom sous lequel vous reconnaîtrez ce flux (par exemple le portail qui le lit).',
  portalAgencyId: 'Identifiant agence chez le portail',
  portalAgencyIdHelp:
    'L’identifiant que le portail a attribué à votre agence\u00a0: il figure dans chaque annonce envoyée et dans le nom du fichier.',
  protocol: 'Protocole',
  host: 'Serveur',
  hostPlaceholder: 'transferts.seloger.com',
  port: 'Port',
  username: 'Utilisateur',
  password: 'Mot de passe',
  passwordKept: 'Laissez vide pour garder le mot de passe enregistré.',
  folder: 'Dossier',
  enabled: 'Envoi automatique chaque nuit',
  on: 'Actif',
  off: 'En pause',
  hasPassword: 'Mot de passe enregistré',
  connectionSummary: (protocol: string, host: string, port: number, folder: string) =>
    `${protocol} · ${host}:${port} · ${folder}`,
  identifierSummary: (id: string) => `Identifiant agence\u00a0: ${id}`,

  // Validation and errors.
  portalAgencyIdInvalid:
    'Indiquez l’identifiant donné par le portail\u00a0: 1 à 32 lettres sans accent, chiffres, tirets (-) ou soulignés (_), sans espace.',
  hostInvalid: 'Indiquez le nom ou l’adresse du serveur FTP (par exemple transferts.seloger.com).',
  portInvalid: 'Le port est un nombre entre 1 et 65535.',
  usernameInvalid: 'Indiquez l’utilisateur FTP.',
  passwordRequired: 'Indiquez le mot de passe FTP.',
  folderInvalid: 'Le dossier commence par / (par exemple /annonces).',
  labelRequired: 'Donnez un nom à ce flux Poliris.',
  alreadyConnected: 'Ce portail est déjà connecté. Modifiez la connexion existante.',
  notFound: 'Connexion introuvable.',
  uploadNotFound: 'Envoi introuvable.',
  disabled: 'Cette connexion est en pause. Activez-la pour publier.',
  alreadyRunning: 'Un envoi est déjà en cours pour ce portail.',
  nothingToConfirm: 'Cet envoi n’attend plus de confirmation.',

  // « Diffuser sur » on a listing.
  diffuseTitle: 'Diffuser sur',
  diffuseNone: 'Aucun portail connecté. La direction les ajoute dans Mon agence.',
  diffuseSaved: 'Portails enregistrés',
  diffuseFailed: 'Impossible d’enregistrer les portails.',
  diffuseNotConnected: 'Ce portail n’est pas connecté par l’agence.',
  diffuseBlocked: 'Tant que la fiche est incomplète, l’annonce n’est envoyée à aucun portail.',

  // The publication page.
  pageTitle: 'Publication multi-plateformes',
  pageIntro:
    'L’envoi des annonces à chaque portail connecté, chaque nuit ou à la demande, et le fichier ZIP au format Poliris à télécharger.',
  portalsTitle: 'Portails connectés',
  noConnections: 'Aucun portail connecté pour le moment.',
  noConnectionsHint: 'La direction ajoute les accès FTP des portails dans Mon agence.',
  manageConnections: 'Gérer les portails',
  publishNow: 'Publier maintenant',
  publishing: 'Envoi…',
  publishFailed: 'Impossible de lancer l’envoi.',
  neverSent: 'Jamais envoyé',
  lastUpload: (date: string) => `Dernier envoi\u00a0: ${date}`,
  lastSuccess: (date: string) => `Dernier envoi réussi\u00a0: ${date}`,
  sent: (n: number) => `${listings(n)} ${plural(n, 'envoyée', 'envoyées')}`,
  held: (n: number) => `Le portail affiche ${listings(n)}`,
  excludedTitle: (n: number) => `${listings(n)} ${plural(n, 'laissée', 'laissées')} de côté`,
  completeListing: 'Compléter',
  confirm: 'Confirmer l’envoi',
  confirming: 'Confirmation…',
  confirmed: 'Envoi confirmé',
  confirmFailed: 'Impossible de confirmer l’envoi.',
  confirmHeadOnly: 'La direction doit confirmer cet envoi.',
  zipTitle: 'Fichier ZIP (Poliris)',

  // The guard (« annule et remplace »).
  guardEverything: (held: number) =>
    `Cet envoi ne contient aucune annonce alors que le portail en affiche ${held}\u00a0: comme chaque envoi annule et remplace le précédent, il les retirerait toutes. Confirmez si c’est voulu.`,
  guardMoreThanHalf: (sent: number, held: number) =>
    `Cet envoi contient ${listings(sent)} alors que le portail en affiche ${held}\u00a0: il en retirerait ${held - sent}, plus de la moitié. Confirmez si c’est voulu.`,

  // Upload failures, in French (portal_uploads.error).
  errors: {
    unreachable: (host: string) =>
      `Serveur FTP injoignable (${host})\u00a0: vérifiez le serveur et le port. Nouvel essai au prochain envoi.`,
    auth: 'Connexion refusée par le portail (530)\u00a0: l’utilisateur ou le mot de passe FTP est incorrect.',
    full: 'Espace disque plein chez le portail (552)\u00a0: le fichier n’a pas pu être déposé. Nouvel essai au prochain envoi.',
    timeout: 'Le serveur FTP n’a pas répondu à temps. Nouvel essai au prochain envoi.',
    tls: 'La connexion chiffrée (FTPS) a échoué\u00a0: vérifiez que le portail accepte le TLS explicite.',
    folder: (folder: string) => `Dossier «\u00a0${folder}\u00a0» introuvable ou interdit sur le serveur FTP.`,
    other: (detail: string) => `L’envoi a échoué (${detail}). Nouvel essai au prochain envoi.`,
    interrupted: 'L’envoi a été interrompu (redémarrage du serveur). Nouvel essai au prochain envoi.',
  },
} as const;
