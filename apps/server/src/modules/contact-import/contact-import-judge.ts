import { type ContactImportDuplicate, contactImportMessages as m, formatDate } from '@immopilote/contracts';
import { communesOfPostcode, findCommunes, foldPlaceName } from '../../geo/communes';
import {
  type ContactMapping,
  type MappedRow,
  mapRow,
  normalizeEmail,
  normalizePhone,
} from './contact-import-rows';

/**
 * Deduplication (issue 33): a row whose normalised e-mail or phone was already met — on an earlier
 * line of the file or on one of the agency's clients — is a duplicate, reported and skipped. The
 * existing client is never changed by an import (docs/decisions/contact-import.md).
 */

export interface ExistingClient {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
}

export interface JudgedRow {
  line: number;
  mapped: MappedRow;
  outcome: 'error' | 'duplicate' | 'create';
  duplicate: ContactImportDuplicate | null;
}

/** The keys of the file's rows met so far (`e:` e-mail, `p:` phone) → their line. */
export type SeenKeys = Map<string, number>;

const keysOf = (mapped: MappedRow) => [
  ...(mapped.emailKey ? [`e:${mapped.emailKey}`] : []),
  ...(mapped.phoneKey ? [`p:${mapped.phoneKey}`] : []),
];

/** Judges rows in file order; `seen` carries the file's keys from one batch to the next. */
export function judgeRows(
  rows: readonly { line: number; mapped: MappedRow }[],
  seen: SeenKeys,
  existing: readonly ExistingClient[],
): JudgedRow[] {
  const byKey = new Map<string, ExistingClient>();
  for (const client of existing) {
    byKey.set(`e:${normalizeEmail(client.email)}`, client);
    const phone = client.phone ? normalizePhone(client.phone) : null;
    if (phone && !byKey.has(`p:${phone}`)) byKey.set(`p:${phone}`, client);
  }
  return rows.map(({ line, mapped }) => {
    if (mapped.errors.length > 0) return { line, mapped, outcome: 'error', duplicate: null };
    const keys = keysOf(mapped);
    const base = { line, name: mapped.contact.fullName, email: mapped.contact.email };
    const earlier = keys.map((k) => seen.get(k)).find((l) => l !== undefined);
    if (earlier !== undefined) {
      return { line, mapped, outcome: 'duplicate', duplicate: { ...base, ofLine: earlier, client: null } };
    }
    for (const k of keys) seen.set(k, line);
    const client = keys.map((k) => byKey.get(k)).find(Boolean);
    if (client) {
      return {
        line,
        mapped,
        outcome: 'duplicate',
        duplicate: { ...base, ofLine: null, client: { id: client.id, name: client.fullName } },
      };
    }
    return { line, mapped, outcome: 'create', duplicate: null };
  });
}

/** A city as files write it (« Lyon », « 69003 », « Lyon 69003 », « Saint-Denis (93) ») → its INSEE code. */
export function resolveCity(value: string): string | null {
  const postcode = value.match(/\b(\d{5})\b/)?.[1];
  const name = value.replace(/\(?\b\d{2,5}\b\)?/g, ' ').trim();
  const folded = foldPlaceName(name);
  if (postcode) {
    const candidates = communesOfPostcode(postcode);
    return (candidates.find((c) => foldPlaceName(c.name) === folded) ?? candidates[0])?.code ?? null;
  }
  if (!folded) return null;
  return findCommunes(name, 50).find((c) => foldPlaceName(c.name) === folded)?.code ?? null;
}

/** The mapper of one import: cities looked up once each, the source written on every contact. */
export function rowMapper(fileName: string, day: string) {
  const cities = new Map<string, string | null>();
  const cached = (value: string) => {
    if (!cities.has(value)) cities.set(value, resolveCity(value));
    return cities.get(value)!;
  };
  const sourceNote = m.importedFrom(fileName, formatDate(day, 'long'));
  return (cells: readonly string[], mapping: ContactMapping) =>
    mapRow(cells, mapping, { resolveCity: cached, sourceNote });
}
