/**
 * The état des lieux (loi 89-462 art. 3-2, décret 2016-382; furniture: décret 2015-981), issue 31:
 * the value lists the API, the web app (offline too) and the database share.
 */

export const INSPECTION_KINDS = ['entry', 'exit'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/**
 * - `draft`: being filled, on one or more devices;
 * - `signing`: the content is frozen, its PDF drawn and its signature request open (on the device);
 * - `signed`: every party signed, the sealed PDF went to each of them;
 * - `refused`: a party refused to sign (recorded with the reason; a new draft can be made from it).
 */
export const INSPECTION_STATUSES = ['draft', 'signing', 'signed', 'refused'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** The five states of an element, best first (the décret sets no list; this one is the trade's). */
export const ELEMENT_STATES = ['neuf', 'bon', 'usage', 'mauvais', 'hors_service'] as const;
export type ElementState = (typeof ELEMENT_STATES)[number];

export const METER_KINDS = ['electricity', 'gas', 'cold_water', 'hot_water'] as const;
export type MeterKind = (typeof METER_KINDS)[number];

/** An electricity meter reads one index (base) or two (heures pleines / heures creuses). */
export const ELECTRICITY_TARIFFS = ['base', 'hphc'] as const;
export type ElectricityTariff = (typeof ELECTRICITY_TARIFFS)[number];

export const KEY_KINDS = ['entrance', 'mailbox', 'cellar', 'garage', 'badge', 'remote', 'other'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];

export const ROOM_KINDS = [
  'entree',
  'sejour',
  'cuisine',
  'chambre',
  'salle_de_bain',
  'wc',
  'couloir',
  'buanderie',
  'cave',
  'garage',
  'balcon',
  'autre',
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/**
 * Where a property's rooms come from when a new entry inspection is opened: one « Entrée », one
 * « Séjour », a kitchen, `rooms - 1` bedrooms (French « pièces » count the living room, not the
 * kitchen), a bathroom and a WC; the agent edits, adds, renames and orders from there.
 */
export const INSPECTION_DEFAULT_ELEMENTS: Record<RoomKind, readonly string[]> = {
  entree: [
    'Sol',
    'Murs',
    'Plafond',
    'Porte d’entrée',
    'Serrure',
    'Interphone',
    'Prises et interrupteurs',
    'Éclairage',
  ],
  sejour: [
    'Sol',
    'Murs',
    'Plafond',
    'Porte',
    'Fenêtres',
    'Volets',
    'Prises et interrupteurs',
    'Éclairage',
    'Chauffage',
  ],
  cuisine: [
    'Sol',
    'Murs',
    'Plafond',
    'Porte',
    'Fenêtres',
    'Évier et robinetterie',
    'Plan de travail',
    'Placards',
    'Plaques de cuisson',
    'Hotte',
    'Prises et interrupteurs',
    'Éclairage',
    'Chauffage',
  ],
  chambre: [
    'Sol',
    'Murs',
    'Plafond',
    'Porte',
    'Fenêtres',
    'Volets',
    'Placard',
    'Prises et interrupteurs',
    'Éclairage',
    'Chauffage',
  ],
  salle_de_bain: [
    'Sol',
    'Murs',
    'Plafond',
    'Porte',
    'Baignoire ou douche',
    'Lavabo et robinetterie',
    'Miroir',
    'Ventilation',
    'Prises et interrupteurs',
    'Éclairage',
    'Chauffage',
  ],
  wc: ['Sol', 'Murs', 'Plafond', 'Porte', 'Cuvette et chasse d’eau', 'Ventilation', 'Éclairage'],
  couloir: ['Sol', 'Murs', 'Plafond', 'Placard', 'Prises et interrupteurs', 'Éclairage'],
  buanderie: [
    'Sol',
    'Murs',
    'Plafond',
    'Porte',
    'Arrivée et évacuation d’eau',
    'Prises et interrupteurs',
    'Éclairage',
  ],
  cave: ['Sol', 'Murs', 'Plafond', 'Porte', 'Serrure', 'Éclairage'],
  garage: ['Sol', 'Murs', 'Plafond', 'Porte de garage', 'Serrure', 'Éclairage'],
  balcon: ['Sol', 'Garde-corps', 'Revêtement'],
  autre: ['Sol', 'Murs', 'Plafond', 'Porte', 'Fenêtres', 'Prises et interrupteurs', 'Éclairage'],
};

/** Heating and hot-water equipment, listed apart from the rooms (décret 2016-382 art. 3). */
export const INSPECTION_DEFAULT_EQUIPMENT = ['Chaudière', 'Chauffe-eau', 'Radiateurs', 'Thermostat'] as const;

/** The furniture a furnished let must hold (décret 2015-981 art. 2), the inventory's first lines. */
export const FURNISHED_INVENTORY = [
  'Literie comprenant couette ou couverture',
  'Dispositif d’occultation des fenêtres dans les chambres',
  'Plaques de cuisson',
  'Four ou four à micro-ondes',
  'Réfrigérateur avec compartiment à −6 °C au plus (ou congélateur)',
  'Vaisselle nécessaire à la prise des repas',
  'Ustensiles de cuisine',
  'Table et sièges',
  'Étagères de rangement',
  'Luminaires',
  'Matériel d’entretien ménager adapté au logement',
] as const;

export const INSPECTION_ROOMS_MAX = 40;
export const INSPECTION_ELEMENTS_PER_ROOM_MAX = 60;
export const INSPECTION_METERS_MAX = 12;
export const INSPECTION_KEYS_MAX = 30;
export const INSPECTION_FURNITURE_MAX = 150;
export const INSPECTION_PHOTOS_PER_ITEM_MAX = 12;
/** 200 photos must fit (the bad-input case); past 400 the PDF would pass its 20 MB bound. */
export const INSPECTION_PHOTOS_MAX = 400;
/** The phone resizes to this longest side before upload. */
export const INSPECTION_PHOTO_MAX_SIDE = 2048;
/** A photo as uploaded, after the phone's resizing (a raw 48 MP JPEG is refused with a French message). */
export const INSPECTION_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const INSPECTION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const INSPECTION_REMARKS_MAX = 2000;
