import {
  type ChargesMode,
  DPE_EXEMPT_KINDS,
  dpeVersionOf,
  type FeesPayer,
  formatShortDate,
  type HeatingEnergy,
  type HeatingMode,
  legalMentionsBlock,
  type PropertyFacts,
  type PropertyKind,
  stripLegalMentions,
} from '@immopilote/contracts';
import iconv from 'iconv-lite';

/**
 * SeLoger's « Poliris » export format, version 4.12: the transcript of the official specification
 * is benaliart/php-seloger-poliris-feed `SELOGER_POLIRIS.md` (4.09, ranks 1–329), cross-checked
 * with the column names of validateur-poliris, which expects 334 columns (FRENCH-RULES.md §3.3):
 * versions only append, and 4.12 adds ranks 330–334 (annual energy cost, the rent-control ranks,
 * final energy consumption). Ranks below are that list's, 1-based.
 */
export const POLIRIS_VERSION = '4.12';
/** 4.12 ends with rank 334 « Consommation énergie finale »; « l’ordre seul des champs fait foi ». */
export const POLIRIS_COLUMNS = 334;
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
  terraceSurface: 329,
  /** 4.12: one annual estimate; we hold the DPE's min–max range only, so it stays empty. */
  energyCostAnnual: 330,
  /** « Loyer de base » (€ per month, excluding charges) where rents are capped. */
  rentBase: 331,
  /** « Loyer de référence majoré » (€/m²/month) where rents are capped. */
  rentReference: 332,
  /** « Encadrement des loyers »: OUI on a rental in a rent-controlled territory. */
  rentControlled: 333,
  /** Final energy (kWhEF/m²/year): not a fact we hold, so it stays empty. */
  finalEnergy: 334,
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

/** The start of the listing's photo names in the ZIP (`<base>-<n>.jpg`): stable, from its id. */
export const photoBaseName = (id: string) => id.replaceAll('-', '').slice(0, 12).toUpperCase();
/** Rank 175 (30 characters): unique and constant for the listing's whole life. */
export const technicalId = (id: string) => id.replaceAll('-', '').slice(0, 30);

const frenchDate = (iso: string | null) => (iso ? formatShortDate(iso) : '');
const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'OUI' : 'NON');
/** Decimal point, no grouping: `1250000`, `68.5`. */
const num = (v: number | null) => (v === null ? '' : String(v));

/** Every character Windows-1252 can write (iconv-lite answers U+FFFD for its 5 unused bytes). */
const WINDOWS_1252 = new Set(
  iconv
    .decode(Buffer.from(Array.from({ length: 256 }, (_, i) => i)), POLIRIS_ENCODING)
    .replace(/\ufffd/g, ''),
);
/** Look-alikes compatibility decomposition does not reach. */
const LOOK_ALIKES: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
};

/**
 * The text as Windows-1252 can carry it, decided character by character so that what the code
 * page holds (é, €, ’, « », œ, ²) is kept: the narrow no-break space becomes a no-break space,
 * a compatibility form its plain one (CO₂ → CO2, ﬁ → fi), a letter with an accent the code page
 * lacks its base letter (ő → o), a dash or a comparison its ASCII look-alike, and what has no
 * equivalent (emoji, pictograms, their joiners) goes, rather than reaching the portal as « ? ».
 */
export function toWindows1252(text: string): string {
  let out = '';
  let dropped = false;
  for (const char of text) {
    if (WINDOWS_1252.has(char)) out += char;
    else if (/[\u202f\u2009\u2007]/.test(char)) out += '\u00a0';
    else if (LOOK_ALIKES[char]) out += LOOK_ALIKES[char];
    else {
      const plain = char.normalize('NFKC');
      const folded = [...(plain === char ? char.normalize('NFD') : plain)].filter(
        (c) => WINDOWS_1252.has(c) && !/\p{M}/u.test(c),
      );
      if (plain === char && folded.length === 0) dropped = true;
      out += folded.join('');
    }
  }
  // « Jardin 🌳 exposé » reads « Jardin exposé », not with two spaces.
  return dropped ? out.replace(/ {2,}/g, ' ').replace(/ ([,.])/g, '$1') : out;
}

/**
 * One field as the format wants it: Windows-1252 characters only, no HTML but `<BR>` (the only
 * tag portals accept: a `<br>` in the text becomes one, a paragraph or list tag a line break, any
 * other tag goes and a lone `<` or `>` is escaped), no line break (« <BR> »), no `"` (replaced by
 * `'`), and no `!#` inside a value, which a reader would take for the next field. Applying it
 * twice changes nothing.
 */
export function polirisField(value: string): string {
  return toWindows1252(value)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:p|div|li|ul|ol|h[1-6])\b[^<>]*>/gi, '\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replace(/\r\n|\r|\n/g, '<BR>')
    .replace(/\p{Cc}/gu, ' ')
    .replaceAll('"', "'")
    .replaceAll('!#', '! #');
}

const BR = '<BR>';

/**
 * A field cut to `max` characters as the portal counts them (after `<BR>` replaced the line
 * breaks): at the last sentence or line end that keeps at least half the text, else at the last
 * space, never inside a `<BR>`, and marked with « … ».
 */
export function fitField(field: string, max: number): string {
  if (field.length <= max) return field;
  let head = field.slice(0, max - 1).replace(/<(?:B(?:R)?)?$/, '');
  const ends = [...head.matchAll(/[.!?…](?= )|<BR>/g)].map((m) => m.index + (m[0] === BR ? 0 : 1));
  const sentenceEnd = ends.filter((i) => i >= max / 2).at(-1);
  const space = head.lastIndexOf(' ');
  if (sentenceEnd !== undefined) head = head.slice(0, sentenceEnd);
  else if (space >= max / 2) head = head.slice(0, space);
  return `${head.replace(/(?:<BR>|\s)+$/, '')}…`;
}

/** Rank 21's 4,000 characters: the free text is shortened, never the legal mentions after it. */
const DESCRIPTION_MAX = 4000;

/**
 * Rank 21: the listing's text without the mentions it may carry from the day it was written, then
 * the mandatory mentions from the facts exported beside it (the price at rank 11 and the text
 * cannot disagree).
 */
export function polirisDescription(listing: PolirisListing): string {
  const block = legalMentionsBlock({
    ...listing.facts,
    type: listing.type,
    zip: listing.zip,
    price: listing.price,
    agencyFeeScaleUrl: listing.feeScaleUrl ? polirisUrl(listing.feeScaleUrl) : null,
  });
  const mentions = block ? polirisField(`\n\n${block}`) : '';
  return (
    fitField(polirisField(stripLegalMentions(listing.description)), DESCRIPTION_MAX - mentions.length) +
    mentions
  );
}

/** An URL as the format's URL columns take it: percent-encoded, no raw « è ». */
export function polirisUrl(url: string): string {
  try {
    return new URL(url.trim()).href;
  } catch {
    return encodeURI(url.trim());
  }
}

/** Cuts to the column's length without leaving half a character. */
const clip = (value: string, max: number) => [...value].slice(0, max).join('');

/** The line's fields, ranks 1 to 334, as text (before quoting). */
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
  // The agency's own reference for the listing is its mandate's register number (loi Hoguet: written
  // on every copy); the portal's key for the listing's whole life is rank 175.
  set(RANK.reference, listing.mandate ? String(listing.mandate.number) : '');
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
  set(RANK.description, polirisDescription(listing));
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
  set(RANK.feeScaleUrl, listing.feeScaleUrl ? clip(polirisUrl(listing.feeScaleUrl), 256) : '');

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
    // Rent control (loi ELAN art. 140): the flag when known, the two rents only where it applies.
    set(RANK.rentControlled, yesNo(f.rentControlled));
    if (f.rentControlled === true) {
      set(RANK.rentBase, num(f.rentBase));
      set(RANK.rentReference, num(f.rentReference));
    }
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

/** Windows-1252 bytes of a text, through `toWindows1252` first: no character becomes « ? ». */
export function encodeWindows1252(text: string): Buffer {
  return iconv.encode(toWindows1252(text), POLIRIS_ENCODING);
}

export function configTxt(application: string): Buffer {
  return encodeWindows1252(`Version=${POLIRIS_VERSION}\r\nApplication=${application}\r\nDevise=Euro\r\n`);
}

/** Every photo travels in each ZIP (« annule et remplace »). */
export const photosCfg = (): Buffer => Buffer.from('Mode=FULL\r\n', 'ascii');
