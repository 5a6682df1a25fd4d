/**
 * Screen texts of the inbox « Demandes » (issue 29): the list, a lead's page and its actions, the
 * navigation badge, the dashboard's flag and the client record's section. Value labels (states,
 * sources, channels) and field errors: `leads.ts`.
 */
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
const nf = new Intl.NumberFormat('fr-FR');

/** « 12 min », « 1 h 05 », « 3 j » : a duration read at a glance (minutes in, rounded down). */
export function leadDuration(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 60) return `${m}\u00a0min`;
  if (m < 24 * 60) {
    const rest = m % 60;
    return rest === 0
      ? `${Math.floor(m / 60)}\u00a0h`
      : `${Math.floor(m / 60)}\u00a0h\u00a0${String(rest).padStart(2, '0')}`;
  }
  return `${nf.format(Math.floor(m / (24 * 60)))}\u00a0j`;
}

export const leadsScreenMessages = {
  close: 'Fermer',
  cancel: 'Annuler',
  loadFailed: 'Impossible de charger les demandes. Réessayez dans un instant.',

  nav: {
    label: 'Demandes',
    badge: (n: number) => `${n}\u00a0${plural(n, 'nouvelle demande', 'nouvelles demandes')}`,
  },

  list: {
    title: 'Demandes',
    medianResponse: 'Délai médian de réponse (30 jours)',
    medianNone: '–',
    overdueCount: 'Sans réponse depuis plus de 2\u00a0h',
    figuresLabel: 'Chiffres des demandes',
    statesLabel: 'États',
    allStates: 'Toutes',
    filters: 'Filtres',
    filtersLabel: 'Filtrer les demandes',
    member: 'Membre',
    anyMember: 'Tous les membres',
    source: 'Source',
    anySource: 'Toutes les sources',
    clear: 'Effacer les filtres',
    done: 'Terminé',
    inUse: 'Filtres actifs',
    remove: (text: string) => `Retirer le filtre ${text}`,
    more: 'Voir plus',
    caption: 'Demandes reçues',
    empty: 'Aucune demande pour le moment.',
    emptyHint:
      'Les messages du formulaire de votre site et les e-mails des portails arrivent ici. Vous pouvez aussi importer un e-mail.',
    emptyFiltered: 'Aucune demande ne correspond à ces filtres.',
    columns: {
      state: 'État',
      contact: 'Contact',
      property: 'Bien',
      source: 'Source',
      received: 'Reçue',
      assigned: 'Suivie par',
      response: 'Réponse',
    },
    /** Under the contact: the client the lead belongs to, or one it may be (same e-mail or phone). */
    knownClient: (name: string) => `Client\u00a0: ${name}`,
    possibleClient: (name: string) => `Peut-être ${name} (client)`,
    noProperty: 'Aucun bien indiqué',
    unmatchedReference: (reference: string) => `Réf. ${reference} (bien non trouvé)`,
    unassigned: 'Personne',
    age: (minutes: number) => (minutes < 1 ? 'à l’instant' : `il y a ${leadDuration(minutes)}`),
    respondedIn: (minutes: number) => `en ${leadDuration(minutes)}`,
    notAnswered: 'Pas encore',
    overdue: 'En retard',
    overdueHint: 'Sans réponse depuis plus de 2\u00a0h d’ouverture',
  },

  import: {
    button: 'Importer un e-mail (.eml)',
    pick: 'Choisir un fichier .eml',
    sending: 'Import en cours…',
    done: 'E-mail importé',
    doneDescription: (name: string) => `La demande de ${name} est dans la liste.`,
    failed: 'Impossible d’importer cet e-mail',
    notEml: 'Choisissez un fichier .eml (un e-mail enregistré depuis votre messagerie).',
    tooBig: 'Ce fichier dépasse 15\u00a0Mo.',
  },

  detail: {
    back: 'Demandes',
    title: (name: string) => `Demande de ${name}`,
    notFound: 'Cette demande n’existe pas ou plus.',
    received: (when: string) => `Reçue le ${when}`,
    message: 'Message',
    emptyMessage: 'Aucun message.',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Téléphone',
    noContact: 'Non indiqué',
    property: 'Bien concerné',
    reference: (reference: string) => `Référence indiquée\u00a0: ${reference}`,
    source: 'Source',
    channel: 'Arrivée par',
    consent: 'Consentement',
    consentGiven: 'Accepte d’être recontacté(e)',
    consentNotGiven: 'Pas de consentement recueilli (e-mail d’un portail)',
    consentText: 'Texte accepté',
    wantsVisit: 'Souhaite visiter le bien',
    response: 'Première réponse',
    respondedIn: (minutes: number) => `En ${leadDuration(minutes)} (heures d’ouverture)`,
    notAnswered: 'Pas encore de réponse',
    raw: 'Télécharger l’e-mail d’origine',
    client: 'Client',
    clientLink: (name: string) => `Fiche client\u00a0: ${name}`,
    noClient: 'Pas encore de fiche client.',
    duplicateBy: { email: 'même e-mail', phone: 'même téléphone' },
    history: 'Historique',
    historyEmpty: 'Aucun événement.',
    by: (name: string) => `par ${name}`,
  },

  actions: {
    title: 'Suivi',
    state: 'État',
    stateChanged: 'État de la demande modifié',
    stateFailed: 'Impossible de changer l’état de la demande',
    assign: 'Suivie par',
    assignNobody: 'Personne',
    assigned: 'Demande attribuée',
    assignedTo: (name: string) => `À ${name}`,
    convert: 'Créer le client',
    convertWithSearch: 'et une recherche depuis ce bien',
    converted: 'Client créé',
    convertedWithSearch: 'Client et recherche créés',
    convertFailed: 'Impossible de créer le client',
    merge: 'Associer à un client existant',
    plan: 'Planifier une visite',
  },

  merge: {
    title: 'Associer à un client existant',
    description: 'La demande rejoint la fiche du client choisi\u00a0; chacun garde son historique.',
    suggested: 'Clients aux mêmes coordonnées',
    choose: (name: string) => `Associer à ${name}`,
    other: 'Un autre client',
    search: 'Rechercher un client',
    submit: 'Associer',
    done: 'Demande associée au client',
    failed: 'Impossible d’associer la demande',
  },

  visit: {
    title: 'Planifier une visite',
    description: (name: string, hasClient: boolean) =>
      hasClient ? `Client\u00a0: ${name}` : `Client\u00a0: ${name} (sa fiche est créée avec la visite)`,
    property: 'Bien',
    chooseProperty: 'Choisissez un bien',
    submit: 'Planifier la visite',
    planned: 'Visite planifiée',
    plannedDescription: (property: string, name: string) => `${property} avec ${name}`,
    failed: 'Impossible de planifier la visite',
  },

  dashboard: {
    overdue: (n: number) =>
      `${n}\u00a0${plural(n, 'demande sans réponse', 'demandes sans réponse')} depuis plus de 2\u00a0h`,
    open: 'Voir les demandes',
  },

  client: {
    title: 'Demandes',
    received: (when: string) => `Reçue le ${when}`,
  },
} as const;
