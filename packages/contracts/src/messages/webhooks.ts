import type { WebhookEvent } from '../connect/constants';

/** Outgoing webhooks (issue 33): the endpoints the head subscribes, their deliveries, their errors. */
export const webhookMessages = {
  sectionTitle: 'Webhooks',
  intro:
    'ImmoPilote prévient vos outils par une requête HTTPS signée à chaque événement choisi\u00a0: un bien créé, une nouvelle demande, un mandat signé… Les envois qui échouent sont retentés pendant 24\u00a0heures.',
  docsLink: 'Documentation des webhooks',
  events: {
    'property.created': 'Bien créé',
    'property.updated': 'Bien modifié',
    'property.status_changed': 'Statut d’un bien modifié',
    'property.deleted': 'Bien supprimé',
    'lead.created': 'Nouvelle demande',
    'mandate.signed': 'Mandat signé',
    'visit.planned': 'Visite planifiée',
    'client.created': 'Client créé',
  } satisfies Record<WebhookEvent, string>,
  testEvent: 'Événement de test',
  statuses: { pending: 'En attente', delivered: 'Livré', failed: 'Échec' },

  // The list of endpoints
  add: 'Ajouter un point de terminaison',
  empty: 'Aucun point de terminaison pour le moment.',
  emptyHint: 'Ajoutez l’adresse de votre outil pour recevoir les événements de l’agence.',
  enabled: 'Actif',
  disabled: 'Désactivé',
  enable: 'Activer',
  disable: 'Désactiver',
  edit: 'Modifier',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer ce point de terminaison\u00a0?',
  deleteBody: 'Plus aucun événement ne lui sera envoyé, et son journal des envois disparaîtra.',
  deleted: 'Point de terminaison supprimé',
  sendTest: 'Envoyer un test',
  testSent: 'Événement de test livré',
  testFailed: (detail: string) => `Le test n’a pas été livré\u00a0: ${detail}`,
  eventsCount: (count: number) => `${count} événement${count > 1 ? 's' : ''}`,
  lastDelivery: 'Dernier envoi\u00a0:',
  showLog: 'Journal des envois',
  hideLog: 'Masquer le journal',
  saved: 'Point de terminaison enregistré',
  loadFailed: 'Impossible de charger les webhooks.',
  actionFailed: 'L’action n’a pas abouti. Veuillez réessayer.',

  // The form
  urlLabel: 'Adresse (URL)',
  urlPlaceholder: 'https://',
  urlHelp: 'Une adresse HTTPS publique de votre outil, par exemple https://exemple.fr/webhooks/immopilote.',
  descriptionLabel: 'Description (facultative)',
  eventsLabel: 'Événements envoyés',
  save: 'Enregistrer',
  create: 'Ajouter',
  cancel: 'Annuler',
  editTitle: 'Modifier le point de terminaison',

  // The secret, shown once
  secretTitle: 'Secret de signature',
  secretOnce:
    'Copiez ce secret maintenant et gardez-le dans votre outil\u00a0: il sert à vérifier la signature de chaque envoi et ne sera plus jamais affiché.',
  copy: 'Copier',
  copied: 'Secret copié',
  done: 'J’ai copié le secret',
  close: 'Fermer',

  // The delivery log
  logTitle: 'Journal des envois',
  logEmpty: 'Aucun envoi pour le moment.',
  colEvent: 'Événement',
  colDate: 'Date',
  colStatus: 'Statut',
  colAttempts: 'Essais',
  colResponse: 'Dernière réponse',
  colNextTry: 'Prochain essai',
  resend: 'Renvoyer',
  resent: 'Événement renvoyé',
  httpStatus: (status: number) => `HTTP ${status}`,
  noResponse: 'Pas de réponse',

  // Errors
  notFound: 'Point de terminaison introuvable.',
  deliveryNotFound: 'Envoi introuvable.',
  urlInvalid: 'Indiquez une adresse complète, par exemple https://exemple.fr/webhooks.',
  urlScheme: 'L’adresse doit commencer par https:// (ou http:// hors production).',
  urlHttpsRequired: 'L’adresse doit commencer par https://\u00a0: les événements ne partent pas en clair.',
  urlCredentials: 'L’adresse ne doit pas contenir d’identifiant ni de mot de passe.',
  urlTooLong: 'L’adresse est trop longue (2\u00a0000 caractères au plus).',
  urlUnresolved: (host: string) => `L’adresse ${host} est introuvable (aucune adresse IP).`,
  urlPrivate: (host: string) =>
    `L’adresse ${host} mène à un réseau privé ou interne\u00a0: seules les adresses publiques d’Internet sont acceptées.`,
  eventsRequired: 'Choisissez au moins un événement.',
  descriptionTooLong: 'La description est trop longue (200\u00a0caractères au plus).',
  tooManyEndpoints: (max: number) => `Une agence peut avoir au plus ${max} points de terminaison.`,

  // What a try gave (kept in the delivery log)
  timeout: (seconds: number) =>
    `Délai dépassé\u00a0: aucune réponse en ${seconds}\u00a0seconde${seconds > 1 ? 's' : ''}.`,
  httpError: (status: number) => `Réponse HTTP ${status} (attendu\u00a0: 2xx).`,
  connectionFailed: 'Connexion impossible au point de terminaison.',
  connectionRefused: 'Connexion refusée par le point de terminaison.',
  tlsFailed: 'La connexion sécurisée (TLS) a échoué.',
  endpointGone: 'Le point de terminaison a été supprimé.',
} as const;
