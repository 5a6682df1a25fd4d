import {
  type ImportProblem,
  listingImportMessages,
  PHOTOS_PER_PROPERTY_MAX,
  type PropertyFields,
  propertyFieldsSchema,
} from '@immopilote/contracts';
import iconv from 'iconv-lite';
import { PHOTO_RANKS, RANK } from '../portal-export/poliris';

/**
 * The reader of a Poliris export written by another software (issue 33), beside our writer
 * (portal-export/poliris.ts), whose ranks it shares: versions only append columns, so ranks 1–329
 * mean the same in 4.08 to 4.12 and a line is read by its own length.
 */

/**
 * Columns per version. 4.09 ends at rank 329 (« Surface terrasse »), 4.11 and 4.12 at 334 (the
 * rent-control ranks 330–334, validateur-poliris); 4.08 stops before rank 329 and 4.10 adds nothing
 * over 4.09 (docs/decisions/import.md records these two as read from the version history).
 */
export const POLIRIS_VERSION_COLUMNS: Record<string, number> = {
  '4.08': 328,
  '4.09': 329,
  '4.10': 329,
  '4.11': 334,
  '4.12': 334,
};
const KNOWN_LENGTHS = new Set(Object.values(POLIRIS_VERSION_COLUMNS));

/** Ranks 330–334 (4.11 and later): base rent, capped reference rent, rent-control flag. */
const RENT_BASE = 331;
const RENT_REFERENCE = 332;
const RENT_CONTROLLED = 333;

const p = listingImportMessages.problems;

// ---- encoding -------------------------------------------------------------------------------

export type TextEncoding = 'utf-8' | 'windows-1252';

/**
 * Incremental encoding detection: UTF-8 if every chunk decodes as UTF-8 (a Windows-1252 « é » is
 * one byte above 0x7F that UTF-8 refuses), Windows-1252 otherwise. Plain ASCII reads the same either way.
 */
export class EncodingSniffer {
  private decoder = new TextDecoder('utf-8', { fatal: true });
  private utf8 = true;
  push(chunk: Uint8Array) {
    if (!this.utf8) return;
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.utf8 = false;
    }
  }
  result(): TextEncoding {
    if (this.utf8) {
      try {
        this.decoder.decode();
      } catch {
        this.utf8 = false;
      }
    }
    return this.utf8 ? 'utf-8' : 'windows-1252';
  }
}

export function detectEncoding(bytes: Uint8Array): TextEncoding {
  const sniffer = new EncodingSniffer();
  sniffer.push(bytes);
  return sniffer.result();
}

export function decodeText(bytes: Buffer, encoding: TextEncoding): string {
  const text = encoding === 'utf-8' ? bytes.toString('utf8') : iconv.decode(bytes, 'win1252');
  return text.replace(/^\ufeff/, '');
}

/**
 * Splits a byte stream into lines at LF (CRLF in the spec, LF alone from some exports): 0x0A never
 * occurs inside a UTF-8 or Windows-1252 character, so lines are cut before decoding.
 */
export async function* byteLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    let data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let at = data.indexOf(0x0a);
    while (at !== -1) {
      yield stripCr(data.subarray(0, at));
      data = data.subarray(at + 1);
      at = data.indexOf(0x0a);
    }
    rest = Buffer.from(data);
  }
  if (rest.length > 0) yield stripCr(rest);
}

const stripCr = (line: Buffer) => (line.at(-1) === 0x0d ? line.subarray(0, -1) : line);

// ---- one line -------------------------------------------------------------------------------

/**
 * `"a"!#"b"!#""` → ['a', 'b', '']. Null when the line is not in that shape. The writer never
 * leaves `"` or `!#` inside a value, so the separator `"!#"` cannot occur in one.
 */
export function parsePolirisLine(line: string): string[] | null {
  const text = line.replace(/^\ufeff/, '').trimEnd();
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return null;
  return text.slice(1, -1).split('"!#"');
}

/** `4.09`, `4.9`, `V4.09`, `4,09` → `4.09`; null when no version is recognisable. */
export function normaliseVersion(raw: string | null | undefined): string | null {
  const m = /(\d+)[.,](\d{1,2})/.exec(raw ?? '');
  if (!m) return null;
  return `${Number(m[1])}.${m[2]!.padStart(2, '0')}`;
}

/** Config.txt: `Version=4.12`, `Application=Hektor / 5.2`. */
export function readConfigTxt(text: string): { version: string | null; application: string | null } {
  const value = (key: string) =>
    new RegExp(`^\\s*${key}\\s*=\\s*(.*?)\\s*$`, 'im').exec(text)?.[1]?.trim() || null;
  return { version: normaliseVersion(value('Version')), application: value('Application') };
}

/**
 * What a line's length says against the version it declares (its rank 301, else Config.txt): the
 * problem to report, or null when the line can be read.
 */
export function columnsProblem(length: number, declared: string | null): string | null {
  const expected = declared ? POLIRIS_VERSION_COLUMNS[declared] : undefined;
  if (expected !== undefined) {
    return length === expected ? null : p.columnsMismatch(length, declared!, expected);
  }
  return KNOWN_LENGTHS.has(length) ? null : p.columnsUnknown(length);
}

// ---- mapping --------------------------------------------------------------------------------

/** The ranks this reader takes, with the column's Poliris name and the field it fills here. */
export const MAPPING: readonly { rank: number; column: string; field: string }[] = [
  { rank: RANK.reference, column: 'Référence agence du bien', field: 'Référence d’import (sans rang 175)' },
  { rank: RANK.adType, column: 'Type d’annonce', field: 'Type (vente / location)' },
  { rank: RANK.kind, column: 'Type de bien', field: 'Nature du bien' },
  { rank: RANK.zip, column: 'CP', field: 'Code postal' },
  { rank: RANK.city, column: 'Ville', field: 'Ville' },
  { rank: RANK.address, column: 'Adresse', field: 'Adresse' },
  { rank: RANK.price, column: 'Prix / Loyer / Prix de cession', field: 'Prix' },
  { rank: RANK.fees, column: 'Honoraires', field: 'Honoraires (% vente, € location)' },
  { rank: RANK.surface, column: 'Surface (m²)', field: 'Surface habitable' },
  { rank: RANK.land, column: 'SF terrain', field: 'Surface du terrain' },
  { rank: RANK.rooms, column: 'NB de pièces', field: 'Pièces' },
  { rank: RANK.bedrooms, column: 'NB de chambres', field: 'Chambres' },
  { rank: RANK.title, column: 'Libellé', field: 'Nom du bien' },
  { rank: RANK.description, column: 'Descriptif', field: 'Description' },
  { rank: RANK.availableFrom, column: 'Date de disponibilité', field: 'Disponible le' },
  { rank: RANK.charges, column: 'Charges', field: 'Charges mensuelles' },
  { rank: RANK.floor, column: 'Etage', field: 'Étage' },
  { rank: RANK.floorsCount, column: 'NB d’étages', field: 'Nombre d’étages' },
  { rank: RANK.furnished, column: 'Meublé', field: 'Meublé' },
  { rank: RANK.yearBuilt, column: 'Année de construction', field: 'Année de construction' },
  { rank: RANK.heating, column: 'Type de chauffage', field: 'Chauffage (mode, énergie)' },
  { rank: RANK.balconies, column: 'NB balcons', field: 'Balcon' },
  { rank: RANK.lift, column: 'Ascenseur', field: 'Ascenseur' },
  { rank: RANK.cellar, column: 'Cave', field: 'Cave' },
  { rank: RANK.parkings, column: 'NB parkings', field: 'Parking' },
  { rank: RANK.terrace, column: 'Terrasse', field: 'Terrasse' },
  { rank: RANK.exclusiveMandate, column: 'Mandat exclusif', field: 'Mandat (texte, rapport)' },
  { rank: RANK.mandateNumber, column: 'N° de mandat', field: 'Mandat (texte, rapport)' },
  { rank: RANK.mandateDate, column: 'Date mandat', field: 'Mandat (texte, rapport)' },
  { rank: RANK.deposit, column: 'Dépôt de garantie', field: 'Dépôt de garantie' },
  { rank: RANK.technicalId, column: 'Identifiant technique', field: 'Référence d’import' },
  { rank: RANK.dpeValue, column: 'DPE consommation', field: 'DPE (kWhEP/m²/an)' },
  { rank: RANK.dpeClass, column: 'DPE étiquette', field: 'Classe énergie' },
  { rank: RANK.gesValue, column: 'GES émissions', field: 'GES (kg CO₂/m²/an)' },
  { rank: RANK.gesClass, column: 'GES étiquette', field: 'Classe climat' },
  { rank: RANK.copro, column: 'Copropriété', field: 'Copropriété' },
  { rank: RANK.coproLots, column: 'Nombre de lots', field: 'Lots' },
  { rank: RANK.coproCharges, column: 'Charges annuelles copro', field: 'Charges de copropriété' },
  { rank: RANK.coproProcedure, column: 'Procédure syndicat', field: 'Procédure en cours' },
  { rank: RANK.coproProcedureDetail, column: 'Détail procédure', field: 'Détail de la procédure' },
  { rank: RANK.feesPayer, column: 'Honoraires à la charge de', field: 'Honoraires à la charge de' },
  { rank: RANK.priceExclFees, column: 'Prix hors honoraires acquéreur', field: 'Prix hors honoraires' },
  { rank: RANK.chargesMode, column: 'Modalités charges locataire', field: 'Modalité des charges' },
  { rank: RANK.rentSupplement, column: 'Complément loyer', field: 'Complément de loyer' },
  {
    rank: RANK.tenantFeesInventory,
    column: 'Part honoraires état des lieux',
    field: 'Honoraires d’état des lieux',
  },
  { rank: RANK.dpeDate, column: 'Date réalisation DPE', field: 'Date du DPE' },
  { rank: RANK.energyCostMin, column: 'Coût énergie min', field: 'Coût annuel d’énergie (min.)' },
  { rank: RANK.energyCostMax, column: 'Coût énergie max', field: 'Coût annuel d’énergie (max.)' },
  { rank: RANK.energyCostYear, column: 'Année de référence', field: 'Année des prix de l’énergie' },
  { rank: RENT_BASE, column: 'Loyer de base', field: 'Loyer de base' },
  { rank: RENT_REFERENCE, column: 'Loyer de référence majoré', field: 'Loyer de référence majoré' },
  { rank: RENT_CONTROLLED, column: 'Encadrement des loyers', field: 'Loyer encadré' },
  ...PHOTO_RANKS.map((rank, i) => ({ rank, column: `Photo ${i + 1}`, field: 'Photos' })),
];
const MAPPED_RANKS = new Set(MAPPING.map((m) => m.rank));

/** Names of well-known ranks this reader leaves, for the « non reprises » table. */
const OTHER_COLUMNS: Record<number, string> = {
  [RANK.agencyId]: 'Identifiant agence',
  [RANK.country]: 'Pays',
  13: 'Loyer CC',
  14: 'Loyer HT',
  82: 'Publications',
  104: 'URL visite virtuelle',
  105: 'Téléphone contact',
  106: 'Nom contact',
  107: 'E-mail contact',
  108: 'CP réel',
  109: 'Ville réelle',
  122: 'Commentaires privés',
  123: 'Code négociateur',
  181: 'Sous-type',
  298: 'Latitude',
  299: 'Longitude',
  [RANK.version]: 'Version format',
  [RANK.feeScaleUrl]: 'URL barème honoraires',
  [RANK.dpeVersion]: 'Version DPE',
  329: 'Surface terrasse',
  330: 'Coût annuel DPE',
  334: 'Consommation énergie finale',
};
export const columnName = (rank: number) =>
  MAPPING.find((m) => m.rank === rank)?.column ?? OTHER_COLUMNS[rank] ?? `Rang ${rank}`;
export const isMappedRank = (rank: number) => MAPPED_RANKS.has(rank);

/** Ranks the validator requires (FRENCH-RULES §3.3); 3, 5, 6 and 11 cannot be done without. */
export const MANDATORY_RANKS = [1, 2, 3, 4, 5, 6, 11, 18, 21] as const;
const BLOCKING_RANKS = new Set<number>([RANK.adType, RANK.zip, RANK.city, RANK.price]);

/** Rank 4 « Type de bien » values (the spec's and the usual variants), folded. */
const KIND_OF: Record<string, NonNullable<PropertyFields['kind']>> = {
  appartement: 'appartement',
  duplex: 'appartement',
  triplex: 'appartement',
  studio: 'appartement',
  loft: 'appartement',
  'loft/atelier/surface': 'appartement',
  maison: 'maison',
  'maison/villa': 'maison',
  villa: 'maison',
  propriete: 'maison',
  chateau: 'maison',
  'maison de ville': 'maison',
  terrain: 'terrain',
  parking: 'parking',
  'parking/box': 'parking',
  box: 'parking',
  garage: 'parking',
  local: 'local_commercial',
  boutique: 'local_commercial',
  bureaux: 'local_commercial',
  bureau: 'local_commercial',
  commerce: 'local_commercial',
  'local commercial': 'local_commercial',
  'local d activite': 'local_commercial',
  entrepot: 'local_commercial',
  'fonds de commerce': 'local_commercial',
  immeuble: 'immeuble',
  batiment: 'immeuble',
  inconnu: 'autre',
  divers: 'autre',
  autre: 'autre',
};

const AD_TYPE_OF: Record<string, { type: 'Vente' | 'Location'; approximated: boolean }> = {
  vente: { type: 'Vente', approximated: false },
  'vente de prestige': { type: 'Vente', approximated: false },
  'produit d investissement': { type: 'Vente', approximated: false },
  viager: { type: 'Vente', approximated: true },
  'vente-fonds-de-commerce': { type: 'Vente', approximated: true },
  'vente fonds de commerce': { type: 'Vente', approximated: true },
  location: { type: 'Location', approximated: false },
  'location vacances': { type: 'Location', approximated: true },
  'cession de bail': { type: 'Location', approximated: true },
};

const fold = (v: string) =>
  v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, ' ').replace(/\s+/g, ' ').trim();

/** `250000`, `250 000,50`, `250000.00`, `250 000 €` → a number; null when not one. */
export function readNumber(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

const yesNo = (raw: string): string => {
  const v = fold(raw);
  if (['oui', 'o', '1', 'true', 'yes'].includes(v)) return 'true';
  if (['non', 'n', '0', 'false', 'no'].includes(v)) return 'false';
  return '';
};

/** JJ/MM/AAAA (or AAAA-MM-JJ) → AAAA-MM-JJ; blank when not a date. */
function isoDate(raw: string): string {
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(raw.trim());
  if (fr) return `${fr[3]}-${fr[2]!.padStart(2, '0')}-${fr[1]!.padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim());
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : '';
}

/** Rank 33's bit sums back to our mode and energy (the writer's heatingCode, reversed). */
export function readHeating(raw: string): { heatingMode: string; heatingEnergy: string } {
  const code = readNumber(raw);
  if (code === null || code <= 0) return { heatingMode: '', heatingEnergy: '' };
  const mode = code & 8192 ? 'individuel' : code & 4096 ? 'collectif' : '';
  const energy = code & 2048 ? 'electricite' : code & 1024 ? 'fioul' : code & 512 ? 'gaz' : '';
  return { heatingMode: mode, heatingEnergy: energy };
}

/** Rank 21 as our description: `<BR>` back to line breaks, no tag, the writer's escapes undone. */
export function readDescription(raw: string): string {
  return raw
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const isUrl = (v: string) => /^https?:\/\//i.test(v.trim());

export interface ReadListing {
  /** rank 175, else rank 2. */
  ref: string;
  fields: PropertyFields;
  /** File names in the archive, in order, at most PHOTOS_PER_PROPERTY_MAX. */
  photos: string[];
  photosByUrl: number;
  photosOverLimit: number;
  mandate: { number: string; date: string | null; exclusive: boolean | null } | null;
}

export type LineResult =
  | { ok: true; listing: ReadListing; problems: ImportProblem[] }
  | { ok: false; problems: ImportProblem[] };

/** Our field names, in French, for the problems a fact raises. */
const FIELD_LABEL: Record<string, string> = {
  kind: 'Nature du bien',
  surfaceHabitable: 'Surface habitable',
  surfaceLand: 'Surface du terrain',
  rooms: 'Pièces',
  bedrooms: 'Chambres',
  floor: 'Étage',
  floorsCount: 'Nombre d’étages',
  lift: 'Ascenseur',
  furnished: 'Meublé',
  yearBuilt: 'Année de construction',
  availableFrom: 'Disponible le',
  dpeStatus: 'DPE',
  dpeClass: 'Classe énergie',
  dpeValue: 'DPE (kWhEP/m²/an)',
  gesClass: 'Classe climat',
  gesValue: 'GES',
  energyCostMin: 'Coût d’énergie min.',
  energyCostMax: 'Coût d’énergie max.',
  energyCostYear: 'Année des prix de l’énergie',
  dpeDate: 'Date du DPE',
  feesPayer: 'Honoraires à la charge de',
  feesPercent: 'Honoraires (%)',
  priceExclFees: 'Prix hors honoraires',
  copro: 'Copropriété',
  coproLots: 'Lots',
  coproCharges: 'Charges de copropriété',
  coproProcedure: 'Procédure en cours',
  coproProcedureDetail: 'Détail de la procédure',
  charges: 'Charges',
  chargesMode: 'Modalité des charges',
  rentSupplement: 'Complément de loyer',
  deposit: 'Dépôt de garantie',
  tenantFees: 'Honoraires locataire',
  tenantFeesInventory: 'Honoraires d’état des lieux',
  rentControlled: 'Loyer encadré',
  rentBase: 'Loyer de base',
  rentReference: 'Loyer de référence',
  description: 'Description',
  name: 'Nom du bien',
};
const REQUIRED = new Set(['name', 'price', 'type', 'address', 'city', 'zip']);

/**
 * One line of Annonces.csv as a listing: the same validation as the property form
 * (propertyFieldsSchema), a fact it refuses dropped with a warning rather than the whole listing;
 * a line without its type, place, price or reference is refused with the reason.
 */
export function readListingLine(
  cells: readonly string[],
  { line, configVersion }: { line: number; configVersion: string | null },
): LineResult {
  const problems: ImportProblem[] = [];
  const error = (message: string, rank: number | null = null): LineResult => ({
    ok: false,
    problems: [...problems, { line, rank, level: 'error', message }],
  });
  const warn = (message: string, rank: number | null = null) =>
    problems.push({ line, rank, level: 'warning', message });
  const cell = (rank: number) => (cells[rank - 1] ?? '').trim();

  const declared = normaliseVersion(cell(RANK.version)) ?? configVersion;
  const columns = columnsProblem(
    cells.length,
    declared && POLIRIS_VERSION_COLUMNS[declared] ? declared : null,
  );
  if (columns) return error(columns);

  for (const rank of MANDATORY_RANKS) {
    if (cell(rank) === '') {
      const message = p.missingRank(rank, columnName(rank));
      if (BLOCKING_RANKS.has(rank)) return error(message, rank);
      if (rank !== RANK.reference || cell(RANK.technicalId) === '') warn(message, rank);
    }
  }
  const ref = cell(RANK.technicalId) || cell(RANK.reference);
  if (!ref) return error(p.noReference, RANK.technicalId);

  const adType = AD_TYPE_OF[fold(cell(RANK.adType))];
  if (!adType) return error(p.badAdType(cell(RANK.adType)), RANK.adType);
  if (adType.approximated)
    warn(p.adTypeApproximated(cell(RANK.adType), adType.type.toLowerCase()), RANK.adType);
  const sale = adType.type === 'Vente';

  const price = readNumber(cell(RANK.price));
  if (price === null || price <= 0) return error(p.badPrice(cell(RANK.price)), RANK.price);
  const zip = cell(RANK.zip).replace(/\s/g, '');
  if (!/^\d{5}$/.test(zip)) return error(p.badZip(cell(RANK.zip)), RANK.zip);

  const rawKind = cell(RANK.kind);
  let kind = rawKind ? KIND_OF[fold(rawKind)] : undefined;
  if (rawKind && !kind) {
    warn(p.unknownKind(rawKind), RANK.kind);
    kind = 'autre';
  }
  const city = cell(RANK.city);
  let address = cell(RANK.address);
  if (!address) {
    warn(p.noAddress, RANK.address);
    address = city;
  }
  const rooms = cell(RANK.rooms);
  const kindLabel = rawKind || (sale ? 'Bien' : 'Location');
  const name =
    cell(RANK.title) ||
    `${kindLabel}${rooms ? ` ${rooms} pièce${Number(rooms) > 1 ? 's' : ''}` : ''} – ${city}`;

  const dpeRaw = cell(RANK.dpeClass).toUpperCase();
  const dpeStatus =
    dpeRaw === 'VI' ? 'vierge' : dpeRaw === 'NS' ? 'non_soumis' : /^[A-G]$/.test(dpeRaw) ? 'realise' : '';
  const realised = dpeStatus === 'realise';
  const gesRaw = cell(RANK.gesClass).toUpperCase();
  const floorRaw = fold(cell(RANK.floor));
  const feesPayer = { '1': 'acquereur', '2': 'vendeur', '3': 'partage' }[cell(RANK.feesPayer)] ?? '';
  const chargesMode =
    { '1': 'forfait', '2': 'provision', '3': 'remboursement' }[cell(RANK.chargesMode)] ?? '';
  const positive = (rank: number) => (readNumber(cell(rank)) ?? 0) > 0;
  const num = (rank: number) => {
    const v = cell(rank);
    return v === '' ? '' : (readNumber(v)?.toString() ?? v);
  };
  const heating = readHeating(cell(RANK.heating));

  const form: Record<string, string> = {
    name: name.slice(0, 200),
    price: String(price),
    type: adType.type,
    address,
    city,
    zip,
    description: readDescription(cell(RANK.description)),
    kind: kind ?? '',
    surfaceHabitable: num(RANK.surface),
    surfaceLand: num(RANK.land),
    rooms: num(RANK.rooms),
    bedrooms: num(RANK.bedrooms),
    floor: floorRaw === 'rdc' || floorRaw.startsWith('rez') ? '0' : num(RANK.floor),
    floorsCount: num(RANK.floorsCount),
    lift: yesNo(cell(RANK.lift)),
    yearBuilt: num(RANK.yearBuilt),
    ...heating,
    hasBalcony: positive(RANK.balconies) ? 'true' : 'false',
    hasTerrace: yesNo(cell(RANK.terrace)) === 'true' || positive(RANK.terrace) ? 'true' : 'false',
    hasCellar: yesNo(cell(RANK.cellar)) === 'true' || positive(RANK.cellar) ? 'true' : 'false',
    hasParking: positive(RANK.parkings) ? 'true' : 'false',
    availableFrom: isoDate(cell(RANK.availableFrom)),
    dpeStatus,
    dpeClass: realised ? dpeRaw : '',
    dpeValue: realised ? num(RANK.dpeValue) : '',
    gesClass: realised && /^[A-G]$/.test(gesRaw) ? gesRaw : '',
    gesValue: realised ? num(RANK.gesValue) : '',
    dpeDate: realised ? isoDate(cell(RANK.dpeDate)) : '',
    energyCostMin: realised ? num(RANK.energyCostMin) : '',
    energyCostMax: realised ? num(RANK.energyCostMax) : '',
    energyCostYear: realised ? num(RANK.energyCostYear) : '',
  };
  if (sale) {
    Object.assign(form, {
      feesPayer,
      feesPercent: feesPayer === 'vendeur' ? '' : num(RANK.fees),
      priceExclFees: num(RANK.priceExclFees),
      copro: yesNo(cell(RANK.copro)),
      coproLots: num(RANK.coproLots),
      coproCharges: num(RANK.coproCharges),
      coproProcedure: yesNo(cell(RANK.coproProcedure)),
      coproProcedureDetail: cell(RANK.coproProcedureDetail),
    });
  } else {
    Object.assign(form, {
      furnished: yesNo(cell(RANK.furnished)),
      charges: num(RANK.charges),
      chargesMode,
      rentSupplement: num(RANK.rentSupplement),
      deposit: num(RANK.deposit),
      tenantFees: num(RANK.fees),
      tenantFeesInventory: num(RANK.tenantFeesInventory),
      rentBase: num(RENT_BASE),
      rentReference: num(RENT_REFERENCE),
      rentControlled: yesNo(cell(RENT_CONTROLLED)),
    });
  }

  const fields = validFields(form, line, problems);
  if (!fields) return { ok: false, problems };

  const photos: string[] = [];
  let photosByUrl = 0;
  let photosOverLimit = 0;
  for (const rank of PHOTO_RANKS) {
    const value = cell(rank);
    if (!value) continue;
    if (isUrl(value)) photosByUrl += 1;
    else if (photos.length >= PHOTOS_PER_PROPERTY_MAX) photosOverLimit += 1;
    else photos.push(value);
  }
  const mandateNumber = cell(RANK.mandateNumber);
  const exclusive = yesNo(cell(RANK.exclusiveMandate));
  return {
    ok: true,
    problems,
    listing: {
      ref: ref.slice(0, 100),
      fields,
      photos,
      photosByUrl,
      photosOverLimit,
      mandate: mandateNumber
        ? {
            number: mandateNumber.slice(0, 40),
            date: isoDate(cell(RANK.mandateDate)) || null,
            exclusive: exclusive === '' ? null : exclusive === 'true',
          }
        : null,
    },
  };
}

/**
 * The form through the app's own schema; each fact it refuses is blanked and reported, then it is
 * tried again (a few rounds at most: each round removes at least one field). A required field
 * refused refuses the line.
 */
function validFields(
  form: Record<string, string>,
  line: number,
  problems: ImportProblem[],
): PropertyFields | null {
  for (let round = 0; round < 8; round += 1) {
    const parsed = propertyFieldsSchema.safeParse(form);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      // The buyer-paid price check points at the price: the fees are what is dropped.
      if (field === 'price' && (form.feesPercent || form.priceExclFees)) {
        problems.push({
          line,
          rank: RANK.priceExclFees,
          level: 'warning',
          message: p.factDropped(FIELD_LABEL.priceExclFees!, issue.message),
        });
        form.feesPercent = '';
        form.priceExclFees = '';
        continue;
      }
      if (REQUIRED.has(field) || !(field in form)) {
        problems.push({
          line,
          rank: null,
          level: 'error',
          message: `${FIELD_LABEL[field] ?? field}\u00a0: ${issue.message}`,
        });
        return null;
      }
      if (form[field] === '' || form[field] === 'false') continue;
      problems.push({
        line,
        rank: null,
        level: 'warning',
        message: p.factDropped(FIELD_LABEL[field] ?? field, issue.message),
      });
      form[field] = field.startsWith('has') ? 'false' : '';
    }
  }
  problems.push({ line, rank: null, level: 'error', message: listingImportMessages.problems.writeFailed });
  return null;
}
