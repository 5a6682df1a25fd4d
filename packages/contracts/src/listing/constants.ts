/**
 * Listing facts that French law and the portals require (FRENCH-RULES.md §2.1–2.6). Stored values
 * are short codes; each maps one-to-one to a Poliris column value (§3.3), noted beside it.
 */

/** Nature of the property (Poliris col. 4 « Type de bien »). */
export const PROPERTY_KINDS = [
  'appartement',
  'maison',
  'terrain',
  'parking',
  'local_commercial',
  'immeuble',
  'autre',
] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/** Dwellings: the kinds a DPE, rooms and a surface habitable apply to. */
export const DWELLING_KINDS: readonly PropertyKind[] = ['appartement', 'maison'];
/** Kinds with no DPE obligation (land, parking spaces). */
export const DPE_EXEMPT_KINDS: readonly PropertyKind[] = ['terrain', 'parking'];

export const HEATING_MODES = ['individuel', 'collectif', 'aucun'] as const;
export type HeatingMode = (typeof HEATING_MODES)[number];
export const HEATING_ENERGIES = [
  'gaz',
  'electricite',
  'fioul',
  'bois',
  'pompe_a_chaleur',
  'reseau_de_chaleur',
  'autre',
] as const;
export type HeatingEnergy = (typeof HEATING_ENERGIES)[number];

/** Energy and climate classes, best first. */
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** DPE done, « DPE vierge » (Poliris « VI ») or not subject to a DPE (« NS »). */
export const DPE_STATUSES = ['realise', 'vierge', 'non_soumis'] as const;
export type DpeStatus = (typeof DPE_STATUSES)[number];

/** Poliris col. 325 values; the version follows from the DPE date (new method from 1 July 2021). */
export const DPE_VERSIONS = ['DPE_v01-2011', 'DPE_v07-2021'] as const;
export type DpeVersion = (typeof DPE_VERSIONS)[number];
export const DPE_2021_METHOD_FROM = '2021-07-01';

/** Who pays the agency's fees on a sale (Poliris col. 302: 1, 2, 3). */
export const FEES_PAYERS = ['acquereur', 'vendeur', 'partage'] as const;
export type FeesPayer = (typeof FEES_PAYERS)[number];

/** How a tenant's charges are settled (Poliris col. 304: 1, 2, 3). */
export const CHARGES_MODES = ['forfait', 'provision', 'remboursement'] as const;
export type ChargesMode = (typeof CHARGES_MODES)[number];

/** Exterior features, one yes/no column each (Poliris balcon, terrasse, jardin, parking, cave). */
export const EXTERIOR_FEATURES = [
  'hasBalcony',
  'hasTerrace',
  'hasGarden',
  'hasParking',
  'hasCellar',
] as const;
export type ExteriorFeature = (typeof EXTERIOR_FEATURES)[number];

/** Carrez excludes lots under 8 m² (loi 96-1107). */
export const CARREZ_MIN_M2 = 8;
/** The first DPE rules date from 1 November 2006 (décret 2006-1147). */
export const DPE_FIRST_DATE = '2006-11-01';
/** The DPE annual cost range exists since the 2021 method; earlier reference years are refused. */
export const ENERGY_COST_FIRST_YEAR = 2015;
