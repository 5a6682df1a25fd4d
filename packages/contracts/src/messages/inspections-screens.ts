/**
 * Screen texts of the état des lieux (issue 31): the property history's section, the editor on a
 * phone (offline too), its sync states and the two-device conflict, signing, « Mon agence ». The
 * labels the PDF shares (kinds, states, meters, keys, rooms) and the API's errors: `inspections.ts`.
 */
const nb = '\u00a0';
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const inspectionsScreenMessages = {
  close: 'Fermer',
  cancel: 'Annuler',
  removeTitle: (label: string) => `${label}${nb}?`,
  removeConfirm: 'Retirer',
  removeDescriptions: {
    photo: 'La photo sera retirée de cet état des lieux.',
    tenant: 'Le locataire et ses coordonnées seront retirés de cet état des lieux.',
    meter: 'Le compteur, ses relevés et ses photos seront retirés de cet état des lieux.',
    key: 'Cette ligne de clés sera retirée de cet état des lieux.',
    furniture: 'Le meuble, ses remarques et ses photos seront retirés de l’inventaire.',
  },
  loadFailed: 'Impossible de charger cet état des lieux.',

  history: {
    sectionTitle: 'États des lieux',
    newButton: 'Nouvel état des lieux',
    empty: 'Aucun état des lieux pour ce bien.',
    emptyHint: 'Un état des lieux d’entrée se fait à la remise des clés, pièce par pièce.',
    open: 'Ouvrir',
    openLabel: (kind: string, date: string) => `Ouvrir ${kind.toLowerCase()} du ${date}`,
    pdf: 'PDF signé',
    removeDraft: (kind: string, date: string) => `Supprimer le brouillon – ${kind} du ${date}`,
    removeDraftDescription: 'Le brouillon, ses photos et sa copie sur cet appareil seront supprimés.',
    removeDraftConfirm: 'Supprimer le brouillon',
    removed: 'Brouillon supprimé',
    removeFailed: 'Impossible de supprimer le brouillon',
    tenants: (names: string) => `Locataires${nb}: ${names}`,
    noTenant: 'Locataire non indiqué',
    signedOn: (date: string) => `Signé le ${date}`,
    oldEntriesTitle: 'Anciennes entrées check-in/out',
    loadFailed: 'Impossible de charger les états des lieux.',
  },

  create: {
    title: 'Nouvel état des lieux',
    description: 'Choisissez le type et la date. La sortie reprend l’état des lieux d’entrée signé.',
    kindLegend: 'Type',
    dateLabel: 'Date de l’état des lieux',
    exitHint: 'Pré-rempli à partir du dernier état des lieux d’entrée signé de ce bien.',
    submit: 'Commencer',
    submitting: 'Création…',
    failed: 'Impossible de créer l’état des lieux',
    offline: `Connexion nécessaire pour créer un état des lieux${nb}; vous pourrez ensuite le remplir hors ligne.`,
  },

  editor: {
    back: 'Historique du bien',
    title: (kind: string, property: string) => `${kind} – ${property}`,
    sectionsLabel: 'Parties de l’état des lieux',
    sections: {
      parties: 'Parties',
      meters: 'Compteurs',
      keys: 'Clés',
      rooms: 'Pièces',
      equipment: 'Équipements',
      furniture: 'Inventaire',
      remarks: 'Remarques',
      signature: 'Signature',
    },
    readOnly: `Cet état des lieux est figé${nb}: il ne peut plus être modifié.`,
    notOnDevice: `Cet état des lieux n’est pas encore sur cet appareil${nb}: ouvrez-le une fois avec une connexion.`,
    dateLabel: 'Date de l’état des lieux',
    furnishedLabel: 'Location meublée',
    furnishedHint: 'Ajoute l’inventaire du mobilier (décret 2015-981).',
    address: (address: string) => `Adresse du logement${nb}: ${address}`,
  },

  parties: {
    landlordTitle: 'Bailleur',
    tenantTitle: (n: number) => `Locataire ${n}`,
    agencyNote: 'L’agence signe comme mandataire du bailleur.',
    name: 'Nom et prénom',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    newAddress: 'Nouvelle adresse du locataire',
    addTenant: 'Ajouter un locataire',
    removeTenant: (n: number) => `Retirer le locataire ${n}`,
  },

  meters: {
    empty: 'Aucun compteur.',
    add: 'Ajouter un compteur',
    kind: 'Type de compteur',
    tariff: 'Tarif',
    number: 'Numéro du compteur',
    reading: 'Relevé',
    readingPeak: 'Relevé heures pleines',
    readingOffPeak: 'Relevé heures creuses',
    remarks: 'Remarques',
    remove: (kind: string) => `Retirer le compteur ${kind.toLowerCase()}`,
  },

  keys: {
    empty: 'Aucune clé.',
    add: 'Ajouter des clés',
    kind: 'Type',
    count: 'Nombre',
    use: 'Usage (ce qu’elle ouvre)',
    remove: (kind: string) => `Retirer la ligne ${kind.toLowerCase()}`,
  },

  rooms: {
    empty: 'Aucune pièce.',
    listLabel: 'Pièces du logement',
    add: 'Ajouter une pièce',
    addKind: 'Type de la nouvelle pièce',
    name: 'Nom de la pièce',
    moveUp: (name: string) => `Monter ${name}`,
    moveDown: (name: string) => `Descendre ${name}`,
    remove: (name: string) => `Supprimer ${name}`,
    removeDescription: 'La pièce, ses éléments et leurs photos seront retirés de cet état des lieux.',
    removeConfirm: 'Supprimer la pièce',
    open: (name: string) => `Ouvrir ${name}`,
    progress: (done: number, total: number) => `${done}/${total} ${plural(total, 'élément', 'éléments')}`,
    remarks: 'Remarques sur la pièce',
    addElement: 'Ajouter un élément',
    newElementName: 'Nom du nouvel élément',
    allRooms: 'Toutes les pièces',
  },

  element: {
    stateLegend: (name: string) => `État – ${name}`,
    remarks: 'Remarques',
    photo: 'Photo',
    photoLabel: (name: string) => `Prendre une photo – ${name}`,
    photos: (n: number) => `${n} ${plural(n, 'photo', 'photos')}`,
    removePhoto: (n: number) => `Retirer la photo ${n}`,
    remove: (name: string) => `Retirer ${name}`,
    removeDescription: 'L’élément, ses remarques et ses photos seront retirés de cet état des lieux.',
    next: 'Élément suivant',
    atEntry: (state: string) => `À l’entrée${nb}: ${state}`,
    atEntryNone: `À l’entrée${nb}: non renseigné`,
    newSinceEntry: 'Absent à l’entrée',
    changed: 'Modifié',
    changedLabel: (entry: string, exit: string) => `Modifié depuis l’entrée${nb}: ${entry} → ${exit}`,
    noState: 'Non renseigné',
  },

  equipment: {
    hint: 'Chauffage et eau chaude.',
    add: 'Ajouter un équipement',
  },

  furniture: {
    hint: 'La liste du décret 2015-981 d’abord, puis tout autre meuble.',
    fillDecree: 'Ajouter la liste du décret',
    add: 'Ajouter un meuble',
    name: 'Meuble',
    count: 'Quantité',
    empty: 'Aucun meuble inventorié.',
  },

  remarks: {
    general: 'Remarques générales',
    entryDate: 'Date de l’état des lieux d’entrée',
    entryDateHint: 'Tapez la date de l’état des lieux d’entrée papier.',
    noEntry: `Aucun état des lieux d’entrée dans ImmoPilote pour ce bien${nb}: le PDF le mentionnera.`,
    entryOn: (date: string) => `État des lieux d’entrée du ${date}`,
    changes: (n: number) =>
      n === 0
        ? 'Aucun élément modifié depuis l’entrée.'
        : `${n} ${plural(n, 'élément modifié', 'éléments modifiés')} depuis l’entrée`,
  },

  photos: {
    notImage: `Ce fichier n’est pas une photo${nb}: JPEG, PNG ou WebP.`,
    unreadable: 'Cette photo est illisible ou abîmée.',
    failed: 'Photo non ajoutée',
  },

  sync: {
    label: 'État de l’enregistrement',
    local: 'Enregistré sur l’appareil',
    syncing: 'Synchronisation…',
    synced: 'À jour',
    offline: 'Hors ligne',
    offlineHint: 'Vos saisies restent sur l’appareil et partiront au retour du réseau.',
    pendingPhotos: (n: number) => `${n} ${plural(n, 'photo à envoyer', 'photos à envoyer')}`,
    failed: 'Synchronisation impossible',
    retry: 'Réessayer',
    signedOut: `Session expirée${nb}: reconnectez-vous pour synchroniser (vos saisies restent sur l’appareil).`,
  },

  conflict: {
    title: 'Modifié sur un autre appareil',
    description:
      `Cet état des lieux a été enregistré sur un autre appareil depuis votre dernière synchronisation${nb}: ` +
      'choisissez la version à garder.',
    theirs: 'Version de l’autre appareil',
    mine: 'Version de cet appareil',
    theirsMeta: (name: string, when: string) => `Enregistrée par ${name}, ${when}`,
    theirsMetaAnonymous: (when: string) => `Enregistrée ${when}`,
    mineMeta: (when: string) => `Modifiée ici ${when}`,
    summary: (rooms: number, rated: number) =>
      `${rooms} ${plural(rooms, 'pièce', 'pièces')}, ${rated} ${plural(rated, 'élément renseigné', 'éléments renseignés')}`,
    keepTheirs: 'Garder la version de l’autre appareil',
    keepMine: 'Garder ma version',
    keptTheirs: 'Version de l’autre appareil reprise',
    keptMine: 'Votre version est enregistrée',
  },

  sign: {
    button: 'Faire signer',
    title: 'Faire signer l’état des lieux',
    description:
      `Le contenu sera figé et chaque partie signera sur cet appareil, à tour de rôle${nb}: ` +
      'l’agent, puis chaque locataire.',
    landlordPresent: 'Le bailleur est présent et signe aussi',
    confirm: 'Figer et faire signer',
    needsNetwork: 'Connexion nécessaire pour la signature',
    needsSync: `Synchronisez d’abord cet état des lieux${nb}: des saisies ne sont pas encore envoyées.`,
    failed: 'Impossible de lancer la signature',
    started: 'Signature prête',
    startedDescription: 'Passez l’appareil à chaque partie à son tour.',
    signedTitle: 'État des lieux signé',
    signedDescription: 'Le PDF signé a été envoyé par e-mail à chaque partie.',
    pdf: 'Télécharger le PDF signé',
    pdfPreview: 'Aperçu du PDF',
    refused: `Une partie a refusé de signer${nb}: le refus est enregistré.`,
  },

  defaults: {
    title: 'Éléments des états des lieux',
    hint: 'Les éléments proposés dans chaque type de pièce pour un nouvel état des lieux d’entrée.',
    kind: 'Type de pièce',
    elements: 'Éléments (un par ligne)',
    save: 'Enregistrer les éléments',
    saved: 'Éléments enregistrés',
    saveFailed: 'Impossible d’enregistrer les éléments',
    headOnly: 'Seul le responsable de l’agence modifie cette liste.',
    reset: 'Revenir à la liste d’ImmoPilote',
  },
} as const;
