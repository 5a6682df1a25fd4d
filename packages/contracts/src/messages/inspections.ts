import type {
  ElectricityTariff,
  ElementState,
  InspectionKind,
  InspectionStatus,
  KeyKind,
  MeterKind,
  RoomKind,
} from '../inspections/constants';

const nb = '\u00a0';

/** The état des lieux (issue 31): the words the API, the PDF and the screens share. */
export const inspectionMessages = {
  kinds: { entry: 'État des lieux d’entrée', exit: 'État des lieux de sortie' } satisfies Record<
    InspectionKind,
    string
  >,
  shortKinds: { entry: 'Entrée', exit: 'Sortie' } satisfies Record<InspectionKind, string>,
  statuses: {
    draft: 'Brouillon',
    signing: 'En signature',
    signed: 'Signé',
    refused: 'Signature refusée',
  } satisfies Record<InspectionStatus, string>,
  states: {
    neuf: 'Neuf',
    bon: 'Bon état',
    usage: 'État d’usage',
    mauvais: 'Mauvais état',
    hors_service: 'Hors service',
  } satisfies Record<ElementState, string>,
  meterKinds: {
    electricity: 'Électricité',
    gas: 'Gaz',
    cold_water: 'Eau froide',
    hot_water: 'Eau chaude',
  } satisfies Record<MeterKind, string>,
  tariffs: { base: 'Base', hphc: 'Heures pleines / heures creuses' } satisfies Record<
    ElectricityTariff,
    string
  >,
  keyKinds: {
    entrance: 'Porte d’entrée',
    mailbox: 'Boîte aux lettres',
    cellar: 'Cave',
    garage: 'Garage',
    badge: 'Badge',
    remote: 'Télécommande',
    other: 'Autre',
  } satisfies Record<KeyKind, string>,
  roomKinds: {
    entree: 'Entrée',
    sejour: 'Séjour',
    cuisine: 'Cuisine',
    chambre: 'Chambre',
    salle_de_bain: 'Salle de bain',
    wc: 'WC',
    couloir: 'Couloir',
    buanderie: 'Buanderie',
    cave: 'Cave',
    garage: 'Garage',
    balcon: 'Balcon',
    autre: 'Autre pièce',
  } satisfies Record<RoomKind, string>,
  /** Where the lines outside the rooms sit (the changes list, the PDF). */
  places: { equipment: 'Chauffage et eau chaude', furniture: 'Mobilier' },
  /** The rooms of a new entry: « Chambre 1 », « Chambre 2 »… when there are several. */
  numberedRoom: (name: string, n: number) => `${name} ${n}`,
  errors: {
    notFound: 'État des lieux introuvable.',
    photoNotFound: 'Photo introuvable.',
    photoMissing: 'Aucune photo reçue.',
    onePhotoPerUpload: 'Une seule photo par envoi.',
    photoTaken: 'Cette photo appartient déjà à un autre état des lieux.',
    notRemovable: `Cet état des lieux est en signature ou signé${nb}: c’est un document légal, il ne peut pas être supprimé.`,
    notARental: 'Un état des lieux se fait sur un bien en location.',
    entryNotFound: 'L’état des lieux d’entrée indiqué est introuvable.',
    entryMustBeEntry: 'L’état des lieux de référence doit être un état des lieux d’entrée du même bien.',
    notDraft: `Cet état des lieux est figé pour la signature ou déjà signé${nb}: il ne peut plus être modifié.`,
    conflict:
      `Cet état des lieux a été modifié sur un autre appareil depuis votre dernière synchronisation${nb}: ` +
      'choisissez la version à garder.',
    meterReadingInvalid: `Relevé invalide${nb}: chiffres uniquement, avec une virgule pour les décimales.`,
    roomNameRequired: 'Donnez un nom à la pièce.',
    elementNameRequired: 'Donnez un nom à l’élément.',
    keyCountInvalid: 'Indiquez un nombre de clés entre 0 et 99.',
    tooManyRooms: (max: number) => `Pas plus de ${max} pièces.`,
    tooManyElements: (max: number) => `Pas plus de ${max} éléments par pièce.`,
    tooManyMeters: (max: number) => `Pas plus de ${max} compteurs.`,
    tooManyKeys: (max: number) => `Pas plus de ${max} lignes de clés.`,
    tooManyFurniture: (max: number) => `Pas plus de ${max} lignes d’inventaire.`,
    tooManyPhotosOnItem: (max: number) => `Pas plus de ${max} photos par élément.`,
    tooManyPhotos: (max: number) => `Pas plus de ${max} photos par état des lieux.`,
    photoUnknown: `Une photo citée n’a pas été envoyée${nb}: synchronisez de nouveau.`,
    photoTooLarge: (mb: number) => `Photo trop lourde (${mb}${nb}Mo au plus après réduction).`,
    photoType: `Format de photo non pris en charge${nb}: JPEG, PNG ou WebP.`,
    photoHeic:
      `Les photos HEIC (iPhone) ne sont pas lues${nb}: réglez l’appareil photo sur «${nb}Le plus compatible${nb}» ` +
      '(Réglages › Appareil photo › Formats) ou envoyez un JPEG.',
    photoUnreadable: 'Cette photo est illisible ou abîmée.',
    tenantRequired: 'Indiquez au moins un locataire.',
    partyNameRequired: 'Indiquez le nom de chaque partie.',
    partyEmailRequired: (name: string) =>
      `${name} n’a pas d’adresse e-mail${nb}: elle est nécessaire pour lui remettre l’état des lieux signé.`,
    landlordRequired: 'Indiquez le bailleur.',
    clientNotFound: 'Client introuvable dans le répertoire.',
  },
} as const;
