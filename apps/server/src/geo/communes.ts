import { createRequire } from 'node:module';
import { foldAccents } from '@immopilote/contracts';

/**
 * French communes from the official list shipped in `@etalab/decoupage-administratif` (INSEE codes,
 * names, postcodes, population; no coordinates). Loaded once, on first use: the file is 8.6 MB of
 * JSON and most requests never need it. Only current communes are kept (« commune-actuelle »);
 * the municipal arrondissements of Paris, Lyon and Marseille are kept aside as children of their
 * commune, because DVF records their sales under the arrondissement's code (docs/decisions/matching.md).
 */

export interface Commune {
  code: string;
  name: string;
  postcodes: string[];
  departmentCode: string;
  population: number;
}

interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  commune?: string;
  codesPostaux?: string[];
  population?: number;
}

interface CommuneIndex {
  byCode: Map<string, Commune>;
  byPostcode: Map<string, Commune[]>;
  /** Sorted by folded name, for prefix lookups. */
  byName: { folded: string; commune: Commune }[];
  /** Arrondissement codes of Paris, Lyon and Marseille, by their commune's code. */
  arrondissements: Map<string, string[]>;
}

/** Lower case, no accents, hyphens and apostrophes as spaces, « st »/« ste » as « saint »/« sainte ». */
export function foldPlaceName(value: string): string {
  return foldAccents(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'st' ? 'saint' : word === 'ste' ? 'sainte' : word))
    .join(' ');
}

let index: CommuneIndex | undefined;

function load(): CommuneIndex {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const raw = require('@etalab/decoupage-administratif/data/communes.json') as RawCommune[];
  const byCode = new Map<string, Commune>();
  const byPostcode = new Map<string, Commune[]>();
  const arrondissements = new Map<string, string[]>();
  for (const r of raw) {
    if (r.type === 'arrondissement-municipal' && r.commune) {
      arrondissements.set(r.commune, [...(arrondissements.get(r.commune) ?? []), r.code]);
      continue;
    }
    if (r.type !== 'commune-actuelle') continue;
    const commune: Commune = {
      code: r.code,
      name: r.nom,
      postcodes: r.codesPostaux ?? [],
      departmentCode: r.departement ?? '',
      population: r.population ?? 0,
    };
    byCode.set(commune.code, commune);
    for (const postcode of commune.postcodes) {
      byPostcode.set(postcode, [...(byPostcode.get(postcode) ?? []), commune]);
    }
  }
  const byName = [...byCode.values()]
    .map((commune) => ({ folded: foldPlaceName(commune.name), commune }))
    .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
  index = { byCode, byPostcode, byName, arrondissements };
  return index;
}

const byPopulation = (a: Commune, b: Commune) => b.population - a.population || a.name.localeCompare(b.name);

export function communeByCode(code: string): Commune | null {
  return load().byCode.get(code) ?? null;
}

/** Every commune sharing a postcode (several when the postcode covers several communes). */
export function communesOfPostcode(postcode: string): Commune[] {
  return [...(load().byPostcode.get(postcode) ?? [])].sort(byPopulation);
}

/**
 * The places lookup: a five-digit postcode gives every commune sharing it; anything else is a
 * name prefix (folded), biggest population first.
 */
export function findCommunes(query: string, limit = 20): Commune[] {
  const q = query.trim();
  if (/^\d{5}$/.test(q)) return communesOfPostcode(q).slice(0, limit);
  const folded = foldPlaceName(q);
  if (folded.length === 0) return [];
  const { byName } = load();
  // Binary search for the first name at or after the prefix, then walk while it still matches.
  let lo = 0;
  let hi = byName.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (byName[mid]!.folded < folded) lo = mid + 1;
    else hi = mid;
  }
  const found: Commune[] = [];
  for (let i = lo; i < byName.length && byName[i]!.folded.startsWith(folded); i++) {
    found.push(byName[i]!.commune);
  }
  return found.sort(byPopulation).slice(0, limit);
}

/**
 * A listing's commune from its postcode and city: the one commune of the postcode, or among
 * several the one whose folded name is the city's; otherwise none (an unknown or ambiguous place).
 */
export function communeOfListing(zip: string, city: string): Commune | null {
  const candidates = load().byPostcode.get(zip.trim()) ?? [];
  if (candidates.length === 1) return candidates[0]!;
  const folded = foldPlaceName(city);
  return candidates.find((c) => foldPlaceName(c.name) === folded) ?? null;
}

/** The INSEE codes under which DVF records a commune's sales: its own, and its arrondissements' for Paris, Lyon, Marseille. */
export function dvfCodesOf(code: string): string[] {
  return [code, ...(load().arrondissements.get(code) ?? [])];
}
