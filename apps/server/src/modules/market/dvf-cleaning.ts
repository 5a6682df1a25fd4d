import { DVF_BOUNDS, type DvfDropReason, type DvfKind, type DvfNature } from '@immopilote/contracts';

/** The geo-dvf columns the importer reads; a file missing one of them is refused before any write. */
export const DVF_REQUIRED_COLUMNS = [
  'id_mutation',
  'date_mutation',
  'nature_mutation',
  'valeur_fonciere',
  'adresse_numero',
  'adresse_suffixe',
  'adresse_nom_voie',
  'code_postal',
  'code_commune',
  'nom_commune',
  'code_departement',
  'id_parcelle',
  'lot1_numero',
  'type_local',
  'surface_reelle_bati',
  'nombre_pieces_principales',
  'nature_culture',
  'surface_terrain',
  'longitude',
  'latitude',
] as const;
export type DvfColumn = (typeof DVF_REQUIRED_COLUMNS)[number];
export type DvfRow = Record<DvfColumn, string>;

/** One cleaned sale, as stored in dvf_sales. */
export interface DvfSale {
  mutationId: string;
  soldOn: string;
  year: number;
  nature: DvfNature;
  kind: DvfKind;
  price: number;
  surface: number;
  pricePerM2: number;
  rooms: number | null;
  landSurface: number | null;
  address: string;
  postcode: string | null;
  communeCode: string;
  communeName: string;
  departmentCode: string;
  latitude: number | null;
  longitude: number | null;
}

export type CleanedMutation = { sale: DvfSale } | { dropped: DvfDropReason };

const NATURES: Record<string, DvfNature> = {
  Vente: 'vente',
  "Vente en l'état futur d'achèvement": 'vefa',
  'Vente en l’état futur d’achèvement': 'vefa',
  Adjudication: 'adjudication',
};

const DWELLINGS: Record<string, DvfKind> = { Appartement: 'appartement', Maison: 'maison' };
const COMMERCIAL_PREMISES = 'Local industriel. commercial ou assimilé';

/** A decimal as DVF writes it (point; the raw DGFiP files' comma too); null when empty or not a number. */
export function dvfNumber(value: string | undefined): number | null {
  const text = value?.trim();
  if (!text) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The (commune, year) a row belongs to, or null when its date or commune is unusable. */
export function rowScope(row: DvfRow): { communeCode: string; year: number } | null {
  const date = ISO_DATE.exec(row.date_mutation.trim());
  const communeCode = row.code_commune.trim();
  if (!date || !communeCode) return null;
  return { communeCode, year: Number(date[1]) };
}

/**
 * The official « Statistiques DVF » method (Etalab), applied to the rows of one mutation:
 * natures Vente, VEFA and Adjudication only; exactly one dwelling (Appartement or Maison), its
 * dependencies (cellars, parking spaces) and land ignored; a mutation of several dwellings, or of
 * a dwelling with commercial premises, has no price per dwelling and is dropped; €/m² is the
 * mutation's price over the dwelling's built surface, within DVF_BOUNDS.
 *
 * A dwelling spans several rows when its parcel has several cultures: rows with the same parcel,
 * type, surface, rooms and first lot are one dwelling.
 */
export function cleanMutation(rows: readonly DvfRow[]): CleanedMutation {
  const first = rows[0]!;
  const nature = NATURES[first.nature_mutation.trim()];
  if (!nature) return { dropped: 'not_a_sale' };

  const dwellings = new Map<string, DvfRow>();
  let commercial = false;
  for (const row of rows) {
    const type = row.type_local.trim();
    if (type === COMMERCIAL_PREMISES) commercial = true;
    if (!DWELLINGS[type]) continue;
    const key = [
      row.id_parcelle,
      type,
      row.surface_reelle_bati,
      row.nombre_pieces_principales,
      row.lot1_numero,
    ]
      .map((v) => v.trim())
      .join('|');
    if (!dwellings.has(key)) dwellings.set(key, row);
  }
  if (dwellings.size === 0) return { dropped: 'no_dwelling' };
  if (dwellings.size > 1) return { dropped: 'several_dwellings' };
  if (commercial) return { dropped: 'mixed_premises' };

  const dwelling = [...dwellings.values()][0]!;
  const price = dvfNumber(first.valeur_fonciere);
  if (price === null || price <= 0) return { dropped: 'missing_price' };
  const surface = dvfNumber(dwelling.surface_reelle_bati);
  if (surface === null || surface <= 0) return { dropped: 'missing_area' };
  const pricePerM2 = price / surface;
  const b = DVF_BOUNDS;
  if (
    surface < b.minSurface ||
    surface > b.maxSurface ||
    price < b.minPrice ||
    pricePerM2 < b.minPricePerM2 ||
    pricePerM2 > b.maxPricePerM2
  ) {
    return { dropped: 'extreme' };
  }
  const scope = rowScope(dwelling);
  if (!scope) return { dropped: 'missing_price' };

  // Land: each parcel × culture once (a house's rows repeat its parcel's surface per local).
  const land = new Map<string, number>();
  for (const row of rows) {
    const area = dvfNumber(row.surface_terrain);
    if (area !== null && area > 0) land.set(`${row.id_parcelle.trim()}|${row.nature_culture.trim()}`, area);
  }
  const landSurface = Math.round([...land.values()].reduce((sum, v) => sum + v, 0));

  const rooms = dvfNumber(dwelling.nombre_pieces_principales);
  const latitude = dvfNumber(dwelling.latitude);
  const longitude = dvfNumber(dwelling.longitude);
  const located =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return {
    sale: {
      mutationId: first.id_mutation.trim(),
      soldOn: dwelling.date_mutation.trim(),
      year: scope.year,
      nature,
      kind: DWELLINGS[dwelling.type_local.trim()]!,
      price: Math.round(price * 100) / 100,
      surface: Math.round(surface * 100) / 100,
      pricePerM2: Math.round(pricePerM2 * 100) / 100,
      rooms: rooms !== null && rooms >= 0 && rooms < 1000 ? Math.round(rooms) : null,
      landSurface: landSurface > 0 ? landSurface : null,
      address: [dwelling.adresse_numero, dwelling.adresse_suffixe, dwelling.adresse_nom_voie]
        .map((v) => v.trim())
        .filter(Boolean)
        .join(' '),
      postcode: /^\d{5}$/.test(dwelling.code_postal.trim()) ? dwelling.code_postal.trim() : null,
      communeCode: scope.communeCode,
      communeName: dwelling.nom_commune.trim(),
      departmentCode: dwelling.code_departement.trim(),
      latitude: located ? latitude : null,
      longitude: located ? longitude : null,
    },
  };
}
