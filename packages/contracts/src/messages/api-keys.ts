import type { ApiResource } from '../connect/constants';

/**
 * Texts of the open API (issue 33): the head's « Clés d'API » section and the answers of `/api/v1`
 * to a key that is refused. The reference page's own text is in `api-docs.ts` beside the server.
 */
export const apiKeyMessages = {
  pageTitle: 'API et webhooks',
  pageIntro:
    'Connectez vos outils à ImmoPilote\u00a0: l’API donne accès aux biens, photos, clients, recherches, demandes, mandats et visites de l’agence.',
  agencyLink: 'API et webhooks',
  agencyLinkHint: 'Clés d’API pour connecter vos outils, documentation de l’API.',
  docsLink: 'Documentation de l’API',
  section: {
    title: 'Clés d’API',
    intro:
      'Chaque clé donne accès aux données de l’agence selon ses droits. Donnez-lui un nom qui dit où elle sert.',
    empty: 'Aucune clé pour l’instant.',
    create: 'Créer une clé',
  },
  columns: {
    name: 'Nom',
    prefix: 'Début de la clé',
    scopes: 'Droits',
    createdAt: 'Créée le',
    expiresAt: 'Expire le',
    lastUsedAt: 'Dernier usage',
    state: 'État',
  },
  never: 'Jamais',
  scopeShort: { read: 'lecture', write: 'écriture' },
  createdBy: (name: string) => `Créée par ${name}`,
  loadError: 'Impossible de charger les clés d’API.',
  createError: 'La clé n’a pas pu être créée.',
  revokeError: 'La clé n’a pas pu être révoquée.',
  close: 'Fermer',
  noExpiry: 'Sans expiration',
  states: { active: 'Active', revoked: 'Révoquée', expired: 'Expirée' },
  form: {
    title: 'Nouvelle clé d’API',
    name: 'Nom',
    namePlaceholder: 'Ex.\u00a0: Site vitrine, CRM',
    scopes: 'Droits',
    resource: 'Ressource',
    read: 'Lecture',
    write: 'Écriture',
    scopeLabel: (resource: string, right: string) => `${resource}, ${right.toLowerCase()}`,
    expiresOn: 'Date d’expiration',
    expiresOnHint: 'Facultative, deux ans au plus.',
    rateLimit: 'Requêtes par minute',
    submit: 'Créer la clé',
    cancel: 'Annuler',
  },
  resources: {
    listings: 'Biens',
    photos: 'Photos',
    clients: 'Clients',
    searches: 'Recherches',
    leads: 'Demandes',
    mandates: 'Mandats',
    visits: 'Visites',
  } satisfies Record<ApiResource, string>,
  created: {
    title: 'Votre nouvelle clé',
    warning: 'Copiez-la maintenant\u00a0: vous ne pourrez plus l’afficher.',
    copy: 'Copier la clé',
    copied: 'Clé copiée.',
    done: 'J’ai copié la clé',
  },
  revoke: {
    action: 'Révoquer',
    title: 'Révoquer cette clé\u00a0?',
    body: (name: string) =>
      `Les outils qui utilisent la clé «\u00a0${name}\u00a0» n’auront plus accès à l’API. C’est définitif.`,
    confirm: 'Révoquer la clé',
    done: 'Clé révoquée.',
  },
  errors: {
    nameRequired: 'Donnez un nom à la clé.',
    scopesRequired: 'Choisissez au moins un droit.',
    scopeInvalid: 'Ce droit n’existe pas.',
    expiryPast: 'La date d’expiration doit être dans le futur.',
    expiryTooFar: 'Une clé expire au plus tard dans deux ans.',
    rateLimitInvalid: 'Indiquez un nombre de requêtes par minute entre 1 et 10\u00a0000.',
    notFound: 'Cette clé n’existe pas.',
    tooMany: 'L’agence a déjà 50 clés actives\u00a0: révoquez-en une avant d’en créer une autre.',
    /** The same answer for an unknown key and a revoked one: nothing tells an attacker which it was. */
    invalidKey: 'Clé d’API absente ou non valable.',
    expiredKey: 'Cette clé d’API a expiré.',
    scopeMissing: (scope: string) => `Cette clé d’API n’a pas le droit «\u00a0${scope}\u00a0».`,
    rateLimited: 'Trop de requêtes avec cette clé d’API\u00a0: réessayez dans une minute.',
  },
} as const;

/** How a key is named in the history and the logs of what it did. */
export const apiKeyActorLabel = (name: string) => `Clé API «\u00a0${name}\u00a0»`;

/** The reference page `/api/v1/docs` (issue 33): its introduction above the generated reference. */
export const apiDocsMessages = {
  title: 'API ImmoPilote v1',
  description:
    'L’API ouverte d’ImmoPilote donne accès aux biens, photos, clients, recherches, demandes, mandats et visites de l’agence, en lecture et en écriture selon les droits de la clé.',
  sections: [
    {
      title: 'Créer une clé',
      body: 'Le responsable de l’agence crée les clés dans «\u00a0Mon agence\u00a0», «\u00a0API et webhooks\u00a0»\u00a0: un nom, des droits (lecture ou écriture, ressource par ressource), une date d’expiration facultative (deux ans au plus) et un nombre de requêtes par minute. La clé n’est affichée qu’une fois, à sa création\u00a0; ImmoPilote n’en garde qu’une empreinte. Une clé se révoque à tout moment.',
    },
    {
      title: 'S’authentifier',
      body: 'Chaque requête porte l’en-tête «\u00a0Authorization\u00a0» avec la valeur «\u00a0Bearer ip_live_…\u00a0». La clé agit au nom de la personne qui l’a créée, dans les limites de ses droits. Une clé absente, inconnue ou révoquée reçoit une réponse 401, une clé expirée aussi\u00a0; un droit manquant, une réponse 403. Les cookies de l’application ne sont pas acceptés par l’API, et les clés ne sont pas acceptées par l’application.',
    },
    {
      title: 'Limites',
      body: 'Chaque clé a son nombre de requêtes par minute (120 par défaut). Au-delà, l’API répond 429 avec l’en-tête «\u00a0Retry-After\u00a0» (en secondes).',
    },
    {
      title: 'Pagination',
      body: 'Les biens et les demandes se parcourent par curseur\u00a0: la réponse donne «\u00a0nextCursor\u00a0», à renvoyer dans «\u00a0?cursor=\u00a0» (et «\u00a0?limit=\u00a0» pour la taille des pages de biens). Les clients se parcourent par page\u00a0: «\u00a0?page=\u00a0» et «\u00a0?pageSize=\u00a0» (100 au plus).',
    },
    {
      title: 'Erreurs',
      body: 'Toute erreur renvoie un objet «\u00a0error\u00a0» avec «\u00a0code\u00a0», «\u00a0message\u00a0» et «\u00a0fieldErrors\u00a0»\u00a0: un code stable, un message en français, et pour une donnée refusée, le message de chaque champ. Un identifiant d’une autre agence répond 404, comme un identifiant inconnu.',
    },
    {
      id: 'webhooks',
      title: 'Webhooks',
      body: 'Le responsable abonne des adresses HTTPS aux événements de l’agence (bien créé, modifié, changé de statut ou supprimé, nouvelle demande, mandat signé, visite planifiée, client créé). Chaque envoi est un POST JSON signé\u00a0: l’en-tête «\u00a0ImmoPilote-Signature\u00a0» vaut «\u00a0t=<horodatage>,v1=<signature>\u00a0», où la signature est le HMAC-SHA256 en hexadécimal, avec le secret «\u00a0whsec_…\u00a0» du point de terminaison, du texte «\u00a0<horodatage>.<corps brut>\u00a0». Vérifiez-la en temps constant et refusez un horodatage de plus de cinq minutes. Un envoi sans réponse 2xx en dix secondes est retenté pendant 24\u00a0heures\u00a0; l’en-tête «\u00a0ImmoPilote-Delivery\u00a0» et l’identifiant de l’événement permettent d’ignorer un doublon. Les adresses de réseaux privés ou locaux sont refusées.',
    },
    {
      title: 'Versions',
      body: 'Tout est sous «\u00a0/api/v1\u00a0». Un champ peut s’ajouter à une réponse sans changer de version\u00a0; retirer ou changer le sens d’un champ ouvrirait «\u00a0/api/v2\u00a0», la v1 restant servie.',
    },
  ],
  openapiLink: 'Document OpenAPI 3.1 (JSON)',
  noScript:
    'La référence interactive a besoin de JavaScript\u00a0; le document OpenAPI reste lisible ci-dessus.',
} as const;
