import {
  type ChargesMode,
  DPE_EXEMPT_KINDS,
  dpeVersionOf,
  type FeesPayer,
  formatShortDate,
  type HeatingEnergy,
  type HeatingMode,
  type PropertyFacts,
  type PropertyKind,
} from '@immopilote/contracts';
import iconv from 'iconv-lite';

/**
 * SeLoger's « Poliris » export format, version 4.09 (31 May 2021): the transcript of the official
 * specification is benaliart/php-seloger-poliris-feed `SELOGER_POLIRIS.md`, cross-checked with the
 * column names of validateur-poliris (FRENCH-RULES.md §3.3). Ranks below are that list's, 1-based.
 */
export const POLIRIS_VERSION = '4.09';
/** 4.09 ends with rank 329 « Surface terrasse »; « l’ordre seul des champs fait foi ». */
export const POLIRIS_COLUMNS = 329;
/** Portals store the file as Windows-1252 (Latin-1 plus € ’ « » œ …); decided in docs/decisions/portal-export.md. */
export const POLIRIS_ENCODING = 'win1252';

export const RANK = {
  agencyId: 1,
  reference: 2,
  adType: 3,
  kind: 4,
  zip: 5,
  city: 6,
  country: 7,
  address: 8,
  price: 11,
  rentChargesIncluded: 13,
  fees: 15,
  surface: 16,
  land: 17,
  rooms: 18,
  bedrooms: 19,
  title: 20,
  description: 21,
  availableFrom: 22,
  charges: 23,
  floor: 24,
  floorsCount: 25,
  furnished: 26,
  yearBuilt: 27,
  heating: 33,
  balconies: 39,
  lift: 41,
  cellar: 42,
  parkings: 43,
  terrace: 48,
  exclusiveMandate: 83,
  mandateNumber: 112,
  mandateDate: 113,
  deposit: 161,
  technicalId: 175,
  dpeValue: 176,
  dpeClass: 177,
  gesValue: 178,
  gesClass: 179,
  copro: 258,
  coproLots: 259,
  coproCharges: 260,
  coproProcedure: 261,
  coproProcedureDetail: 262,
  version: 301,
  feesPayer: 302,
  priceExclFees: 303,
  chargesMode: 304,
  rentSupplement: 305,
  tenantFeesInventory: 306,
  feeScaleUrl: 307,
  dpeDate: 324,
  dpeVersion: 325,
  energyCostMin: 326,
  energyCostMax: 327,
  energyCostYear: 328,
} as const;

/** Photo ranks: 1–9, then 10–20, then 21–30 (appended by later versions). */
export const PHOTO_RANKS = [
  ...range(85, 93),
  ...range(164, 174),
  ...range(264, 273),
] as const satisfies readonly number[];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Rank 4 « Type de bien »: the spec's own values. */
const KIND_VALUES: Record<PropertyKind, string> = {
  appartement: 'Appartement',
  maison: 'Maison/villa',
  terrain: 'Terrain',
  parking: 'Parking/box',
  local_commercial: 'Local',
  immeuble: 'Immeuble',
  autre: 'Inconnu',
};
const FEES_PAYER_CODES: Record<FeesPayer, string> = { acquereur: '1', vendeur: '2', partage: '3' };
const CHARGES_MODE_CODES: Record<ChargesMode, string> = { forfait: '1', provision: '2', remboursement: '3' };

/**
 * Rank 33 heating codes are bit sums: individuel 8192, collectif 4096, plus gaz 512, fuel 1024,
 * électrique 2048 (« individuel gaz » = 8704). Energies the list does not name add nothing.
 */
export function heatingCode(mode: HeatingMode | null, energy: HeatingEnergy | null): string {
  if (mode === 'aucun') return '';
  const modeBits = mode === 'individuel' ? 8192 : mode === 'collectif' ? 4096 : 0;
  const energyBits = energy === 'gaz' ? 512 : energy === 'fioul' ? 1024 : energy === 'electricite' ? 2048 : 0;
  const code = modeBits + energyBits;
  return code === 0 ? '' : String(code);
}

export interface PolirisMandate {
  number: number;
  exclusive: boolean;
  /** YYYY-MM-DD. */
  date: string;
}

export interface PolirisListing {
  agencyIdentifier: string;
  id: string;
  type: 'Vente' | 'Location';
  name: string;
  description: string;
  address: string;
  zip: string;
  city: string;
  price: number;
  facts: PropertyFacts;
  mandate: PolirisMandate | null;
  feeScaleUrl: string;
  /** File names in the ZIP, in the listing's order (30 at most). */
  photos: readonly string[];
}

/** `VE950`-like reference shown on the portals (rank 2, 20 characters): stable, from the id. */
export const listingReference = (id: string) => id.replaceAll('-', '').slice(0, 12).toUpperCase();
/** Rank 175 (30 characters): unique and constant for the listing's whole life. */
export const technicalId = (id: string) => id.replaceAll('-', '').slice(0, 30);

const frenchDate = (iso: string | null) => (iso ? formatShortDate(iso) : '');
const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'OUI' : 'NON');
/** Decimal point, no grouping: `1250000`, `68.5`. */
const num = (v: number | null) => (v === null ? '' : String(v));

/**
 * One field as the format wants it: no line break (« <BR> »), no `"` (replaced by `'`), and no
 * `!#` inside a value, which a reader would take for the next field.
 */
export function polirisField(value: string): string {
  return value
    .replace(/\r\n|\r|\n/g, '<BR>')
    .replace(/\p{Cc}/gu, ' ')
    .replaceAll('"', "'")
    .replaceAll('!#', '! #');
}

/** Cuts to the column's length without leaving half a character. */
const clip = (value: string, max: number) => [...value].slice(0, max).join('');

/** The line's fields, ranks 1 to 329, as text (before quoting). */
export function polirisFields(listing: PolirisListing): string[] {
  const f = listing.facts;
  const sale = listing.type === 'Vente';
  const cells: string[] = Array.from({ length: POLIRIS_COLUMNS }, () => '');
  const set = (rank: number, value: string) => {
    cells[rank - 1] = value;
  };
  const dpeLetter = (status: PropertyFacts['dpeStatus'], cls: PropertyFacts['dpeClass']) =>
    status === 'vierge' ? 'VI' : status === 'non_soumis' ? 'NS' : (cls ?? '');

  set(RANK.agencyId, listing.agencyIdentifier);
  set(RANK.reference, listingReference(listing.id));
  set(RANK.adType, sale ? 'vente' : 'location');
  set(RANK.kind, f.kind ? KIND_VALUES[f.kind] : '');
  set(RANK.zip, listing.zip);
  set(RANK.city, clip(listing.city, 50));
  set(RANK.country, 'France');
  set(RANK.address, clip(listing.address, 128));
  set(RANK.price, num(listing.price));
  set(RANK.surface, num(f.surfaceHabitable));
  set(RANK.land, num(f.surfaceLand));
  set(RANK.rooms, num(f.rooms));
  set(RANK.bedrooms, num(f.bedrooms));
  set(RANK.title, clip(listing.name, 64));
  set(RANK.description, clip(listing.description, 4000));
  set(RANK.availableFrom, frenchDate(f.availableFrom));
  set(RANK.floor, num(f.floor));
  set(RANK.floorsCount, num(f.floorsCount));
  set(RANK.yearBuilt, num(f.yearBuilt));
  set(RANK.heating, heatingCode(f.heatingMode, f.heatingEnergy));
  set(RANK.balconies, f.hasBalcony ? '1' : '');
  set(RANK.lift, yesNo(f.lift));
  set(RANK.cellar, yesNo(f.hasCellar));
  set(RANK.parkings, f.hasParking ? '1' : '');
  set(RANK.terrace, yesNo(f.hasTerrace));
  for (const [i, photo] of listing.photos.slice(0, PHOTO_RANKS.length).entries()) set(PHOTO_RANKS[i]!, photo);
  if (listing.mandate) {
    set(RANK.exclusiveMandate, yesNo(listing.mandate.exclusive));
    set(RANK.mandateNumber, String(listing.mandate.number));
    set(RANK.mandateDate, frenchDate(listing.mandate.date));
  }
  set(RANK.technicalId, technicalId(listing.id));
  // Land and parking spaces need no DPE: their letters stay empty unless a status was given.
  const exempt = f.kind !== null && DPE_EXEMPT_KINDS.includes(f.kind) && f.dpeStatus === null;
  if (!exempt) {
    set(RANK.dpeValue, f.dpeStatus === 'realise' ? num(f.dpeValue) : '');
    set(RANK.dpeClass, dpeLetter(f.dpeStatus, f.dpeClass));
    set(RANK.gesValue, f.dpeStatus === 'realise' ? num(f.gesValue) : '');
    set(RANK.gesClass, dpeLetter(f.dpeStatus, f.gesClass));
  }
  if (f.dpeStatus === 'realise') {
    set(RANK.dpeDate, frenchDate(f.dpeDate));
    set(RANK.dpeVersion, dpeVersionOf(f.dpeDate) ?? '');
    set(RANK.energyCostMin, num(f.energyCostMin));
    set(RANK.energyCostMax, num(f.energyCostMax));
    set(RANK.energyCostYear, num(f.energyCostYear));
  }
  set(RANK.version, POLIRIS_VERSION);
  set(RANK.feeScaleUrl, clip(listing.feeScaleUrl, 256));

  if (sale) {
    // Rank 15 on a sale: the buyer's share in % TTC of the price excluding fees (0 when the seller pays).
    set(RANK.fees, f.feesPayer === 'vendeur' ? '0' : num(f.feesPercent));
    set(RANK.feesPayer, f.feesPayer ? FEES_PAYER_CODES[f.feesPayer] : '');
    set(RANK.priceExclFees, num(f.feesPayer === 'vendeur' ? listing.price : f.priceExclFees));
    set(RANK.copro, yesNo(f.copro));
    set(RANK.coproLots, num(f.coproLots));
    set(RANK.coproCharges, num(f.coproCharges));
    set(RANK.coproProcedure, yesNo(f.coproProcedure));
    set(RANK.coproProcedureDetail, clip(f.coproProcedureDetail ?? '', 128));
  } else {
    // The rent (rank 11) is charges included, per the arrêté of 10 January 2017.
    set(RANK.rentChargesIncluded, 'OUI');
    set(RANK.fees, num(f.tenantFees));
    set(RANK.charges, num(f.charges));
    set(RANK.furnished, yesNo(f.furnished));
    set(RANK.deposit, num(f.deposit));
    set(RANK.chargesMode, f.chargesMode ? CHARGES_MODE_CODES[f.chargesMode] : '');
    set(RANK.rentSupplement, num(f.rentSupplement));
    set(RANK.tenantFeesInventory, num(f.tenantFeesInventory));
  }
  return cells;
}

/** `"a"!#"b"!#"c"`: every field quoted, `!#` between, empty fields kept. */
export function polirisLine(fields: readonly string[]): string {
  return fields.map((value) => `"${polirisField(value)}"`).join('!#');
}

/** Annonces.csv: one listing per line, CRLF, no header, in Windows-1252. */
export function annoncesCsv(listings: readonly PolirisListing[]): Buffer {
  const text = listings.map((l) => `${polirisLine(polirisFields(l))}\r\n`).join('');
  return encodeWindows1252(text);
}

/**
 * Windows-1252 has no narrow no-break space (French typography puts one before « ; : ! ? » and
 * inside guillemets): it becomes a no-break space; any other character outside the code page a « ? ».
 */
export function encodeWindows1252(text: string): Buffer {
  return iconv.encode(text.replace(/[\u202f\u2009\u2007]/g, '\u00a0'), POLIRIS_ENCODING);
}

export function configTxt(application: string): Buffer {
  return encodeWindows1252(`Version=${POLIRIS_VERSION}\r\nApplication=${application}\r\nDevise=Euro\r\n`);
}

/** Every photo travels in each ZIP (« annule et remplace »). */
export const photosCfg = (): Buffer => Buffer.from('Mode=FULL\r\n', 'ascii');
