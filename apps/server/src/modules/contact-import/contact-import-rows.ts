import {
  CLIENT_ROLES,
  type ClientRole,
  CONTACT_SEARCH_FIELDS,
  type ContactImportField,
  clientInputSchema,
  contactImportMessages as m,
  DWELLING_KINDS,
  foldAccents,
  type PropertyKind,
  type SearchInput,
  type SearchTransaction,
  searchInputSchema,
} from '@immopilote/contracts';
import type { z } from 'zod';

/**
 * From a file's row to a client and a search (issue 33): the pure part, tested on its own. Values
 * are kept as the text they are — a cell starting with `=`, `+`, `-` or `@` is stored as that text,
 * never evaluated (nothing here evaluates anything; exports neutralise such text on the way out).
 */

export type ContactMapping = Record<string, ContactImportField>;

/** Lower case, no accents, every run of other characters one space. */
const fold = (value: string) =>
  foldAccents(value.normalize('NFC'))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// ---- normalisation ------------------------------------------------------------------------

/** The e-mail as it is compared and stored: trimmed, NFC, lower case. */
export const normalizeEmail = (value: string) => value.normalize('NFC').trim().toLowerCase();

/**
 * A phone number in E.164: French numbers as +33 and nine digits (06 12 34 56 78, +33 6…, 0033 6…,
 * +33 (0)6…, and 6 12 34 56 78 whose leading zero a spreadsheet dropped); another country's
 * « +XX… » or « 00XX… » kept with its digits. Null when it is no phone number.
 */
export function normalizePhone(value: string): string | null {
  const raw = value.normalize('NFKC').trim();
  if (!/^[+0-9][0-9 .\-()/]*$/.test(raw)) return null;
  let digits = raw.replace(/\D/g, '');
  let international = raw.startsWith('+');
  if (!international && digits.startsWith('00')) {
    international = true;
    digits = digits.slice(2);
  }
  if (international) {
    if (digits.startsWith('33')) {
      let national = digits.slice(2);
      if (national.length === 10 && national.startsWith('0')) national = national.slice(1);
      return /^[1-9]\d{8}$/.test(national) ? `+33${national}` : null;
    }
    return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (/^0[1-9]\d{8}$/.test(digits)) return `+33${digits.slice(1)}`;
  if (/^[67]\d{8}$/.test(digits)) return `+33${digits}`;
  return null;
}

/** How the number is written on the client's record: « 06 12 34 56 78 » for a French one, E.164 otherwise. */
export function displayPhone(e164: string): string {
  if (!e164.startsWith('+33')) return e164;
  return `0${e164.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}

// ---- header suggestions -----------------------------------------------------------------

/** Folded header words → field; the first rule that matches wins (order matters: « nom complet » before « nom »). */
const HEADER_RULES: [RegExp, ContactImportField][] = [
  [
    /^(nom complet|nom et prenom|prenom et nom|nom prenom|prenom nom|full name|contact|client|nom du contact)$/,
    'fullName',
  ],
  [/^(prenom|first ?name|given name)/, 'firstName'],
  [/^(nom|nom de famille|last ?name|surname|family name)( |$)/, 'lastName'],
  [/^(e ?mail|email|courriel|mail|adresse e ?mail|adresse mail|adresse electronique)( |$)/, 'email'],
  [/(telephone|tel|portable|mobile|gsm|phone|cell)/, 'phone'],
  [/^(type de bien|bien|type bien|typologie|nature du bien|bien recherche)/, 'kinds'],
  [/^(type|statut|categorie|role|profil|qualite)( |$)/, 'roles'],
  [/^(projet|transaction|achat location|achat ou location)/, 'transaction'],
  [/^(budget min|budget minimum|prix min|prix minimum)/, 'budgetMin'],
  [/^(budget|budget max|budget maximum|prix max|prix maximum|prix)( |$)/, 'budgetMax'],
  [
    /^(villes?|secteurs?|communes?|localisation|lieux?|zone|villes? recherchees?|secteur recherche)( |$)/,
    'cities',
  ],
  [/^(surface|surface min|surface minimum|surface mini|m2)( |$)/, 'surfaceMin'],
  [/^(pieces|nb pieces|nombre de pieces|pieces min)( |$)/, 'roomsMin'],
  [/^(adresse|adresse postale|rue)( |$)/, 'address'],
  [/^(notes?|commentaires?|remarques?|observations?|memo)( |$)/, 'notes'],
  [/^(consentement|optin|opt in|accord|rgpd|accepte)/, 'consent'],
];

/** The field a header most likely means, or « Ignorer ». */
export function suggestField(header: string): ContactImportField {
  const folded = fold(header);
  if (!folded) return 'ignore';
  for (const [rule, field] of HEADER_RULES) if (rule.test(folded)) return field;
  return 'ignore';
}

/** A suggestion per column, each field at most once (the first column that asks for it keeps it). */
export function suggestMapping(headers: readonly string[]): ContactImportField[] {
  const taken = new Set<ContactImportField>();
  return headers.map((header) => {
    const field = suggestField(header);
    if (field === 'ignore' || taken.has(field)) return 'ignore';
    taken.add(field);
    return field;
  });
}

// ---- values --------------------------------------------------------------------------------

const ROLE_WORDS: [RegExp, ClientRole][] = [
  [/^candidat/, 'candidat_locataire'],
  [/^(acheteu|acquereu|achat|acquisition)/, 'acquereur'],
  [/^(vendeu|vente)/, 'vendeur'],
  [/^locataire/, 'locataire'],
  [/^(bailleu|proprietaire bailleur)/, 'bailleur'],
];

const TRANSACTION_WORDS: [RegExp, SearchTransaction][] = [
  [/^(achat|acheter|acquisition|acquereur|acheteur|vente)/, 'achat'],
  [/^(location|louer|locatif|locataire)/, 'location'],
];

const KIND_WORDS: [RegExp, PropertyKind][] = [
  [/^(appartement|appart|appt|studio|duplex|loft|[tf][1-9])/, 'appartement'],
  [/^(maison|villa|pavillon|longere|mas|chalet)/, 'maison'],
  [/^terrain/, 'terrain'],
  [/^(parking|garage|box)/, 'parking'],
  [/^(local|commerce|bureau|boutique)/, 'local_commercial'],
  [/^immeuble/, 'immeuble'],
  [/^autre/, 'autre'],
];

const listOf = (value: string) =>
  value
    .split(/[,;/|+&\n]| et | ou /)
    .map((s) => s.trim())
    .filter(Boolean);

function wordsOf<T>(value: string, rules: [RegExp, T][]): { found: T[]; unknown: string[] } {
  const found: T[] = [];
  const unknown: string[] = [];
  for (const item of listOf(value)) {
    const folded = fold(item);
    const hit = rules.find(([rule]) => rule.test(folded));
    if (hit) {
      if (!found.includes(hit[1])) found.push(hit[1]);
    } else unknown.push(item);
  }
  return { found, unknown };
}

/**
 * A number as French files write it: « 300 000 € », « 250000,50 », « 300 k€ », « 1,2 M€ », « 60 m² »,
 * « T3 ». Null when it is not one.
 */
export function parseFrenchNumber(value: string): number | null {
  let text = value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/m²|m2|€|eur(os?)?|pi[eè]ces?|p\b/g, '')
    .replace(/\s/g, '');
  let factor = 1;
  if (/^[tf]\d+$/.test(text)) text = text.slice(1);
  if (text.endsWith('k')) {
    factor = 1000;
    text = text.slice(0, -1);
  } else if (text.endsWith('m')) {
    factor = 1_000_000;
    text = text.slice(0, -1);
  }
  // « 1.234.567 » or « 1 234 567,89 »: dots followed by three digits group thousands.
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) text = text.replace(/\./g, '');
  text = text.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text) * factor;
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

const YES = /^(oui|o|yes|y|true|vrai|1|x|ok|accepte|acceptee|d accord|opt in|optin)$/;
export const isYes = (value: string) => YES.test(fold(value)) || value.trim() === '✓';

// ---- a row ---------------------------------------------------------------------------------

export interface MappedContact {
  fullName: string;
  firstName: string;
  email: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
  roles: ClientRole[];
  consent: boolean;
}

export interface MappedRow {
  contact: MappedContact;
  /** The client's fields as the directory's own schema accepts them (null when the row is refused). */
  client: z.output<typeof clientInputSchema> | null;
  search: SearchInput | null;
  /** Refuse the row. */
  errors: string[];
  /** The row is imported, without what they name. */
  warnings: string[];
  /** Dedup keys: the normalised e-mail and the E.164 phone. */
  emailKey: string | null;
  phoneKey: string | null;
}

/** A city of the file (a name, a postcode, « Lyon 69003 ») → its INSEE code, or null. */
export type CityResolver = (value: string) => string | null;

/** The cells of a row by field, from the mapping (column index → field). */
export function cellsByField(cells: readonly string[], mapping: ContactMapping) {
  const byField: Partial<Record<ContactImportField, string>> = {};
  for (const [index, field] of Object.entries(mapping)) {
    if (field === 'ignore') continue;
    byField[field] = (cells[Number(index)] ?? '').trim();
  }
  return byField;
}

function mapSearch(
  f: Partial<Record<ContactImportField, string>>,
  roles: ClientRole[],
  resolveCity: CityResolver,
  warnings: string[],
): SearchInput | null {
  if (!CONTACT_SEARCH_FIELDS.some((field) => f[field])) return null;
  let transaction: SearchTransaction =
    (roles.includes('locataire') || roles.includes('candidat_locataire')) && !roles.includes('acquereur')
      ? 'location'
      : 'achat';
  if (f.transaction) {
    const { found } = wordsOf(f.transaction, TRANSACTION_WORDS);
    if (found.length === 1) transaction = found[0]!;
    else warnings.push(m.transactionUnknown(f.transaction));
  }
  let kinds: PropertyKind[] = [...DWELLING_KINDS];
  if (f.kinds) {
    const { found, unknown } = wordsOf(f.kinds, KIND_WORDS);
    for (const u of unknown) warnings.push(m.kindUnknown(u));
    if (found.length > 0) kinds = found;
  }
  const number = (field: 'budgetMin' | 'budgetMax' | 'surfaceMin' | 'roomsMin') => {
    const text = f[field];
    if (!text) return null;
    const n = parseFrenchNumber(text);
    if (n === null) warnings.push(m.numberInvalid(m.fields[field], text));
    return n;
  };
  const communeCodes: string[] = [];
  for (const city of f.cities ? listOf(f.cities) : []) {
    const code = resolveCity(city);
    if (code) {
      if (!communeCodes.includes(code)) communeCodes.push(code);
    } else warnings.push(m.cityUnknown(city));
  }
  if (communeCodes.length === 0) {
    warnings.push(m.searchNotCreated(m.searchNoPlace));
    return null;
  }
  const parsed = searchInputSchema.safeParse({
    transaction,
    kinds,
    budgetMin: number('budgetMin'),
    budgetMax: number('budgetMax'),
    surfaceMin: number('surfaceMin'),
    roomsMin: number('roomsMin'),
    bedroomsMin: null,
    communeCodes,
    radius: null,
    mustHaves: [],
    worstEnergyClass: null,
    wantedBy: null,
    notes: '',
    alertMode: 'off',
    alertHour: null,
  });
  if (!parsed.success) {
    warnings.push(m.searchNotCreated(parsed.error.issues[0]?.message ?? ''));
    return null;
  }
  return parsed.data;
}

/**
 * One row → a client (the directory's own schema decides what it accepts) and, when the row has
 * search fields, its search. Problems come back in French: errors refuse the row, warnings drop a value.
 */
export function mapRow(
  cells: readonly string[],
  mapping: ContactMapping,
  { resolveCity, sourceNote }: { resolveCity: CityResolver; sourceNote: string },
): MappedRow {
  const f = cellsByField(cells, mapping);
  const errors: string[] = [];
  const warnings: string[] = [];

  let firstName = f.firstName ?? '';
  let fullName = f.fullName ?? '';
  const lastName = f.lastName ?? '';
  if (!fullName) fullName = [firstName, lastName].filter(Boolean).join(' ');
  else if (!firstName && fullName.includes(' ')) firstName = fullName.split(/\s+/)[0]!;
  if (!lastName && !f.fullName) errors.push(m.nameMissing);
  else if (!firstName) errors.push(m.firstNameMissing);

  const emailRaw = f.email ?? '';
  const email = normalizeEmail(emailRaw);
  if (!email) errors.push(m.emailMissing);

  let phone: string | null = null;
  let phoneKey: string | null = null;
  if (f.phone) {
    phoneKey = normalizePhone(f.phone);
    if (phoneKey) phone = displayPhone(phoneKey);
    else warnings.push(m.phoneInvalid(f.phone));
  }

  let roles: ClientRole[] = [];
  if (f.roles) {
    const { found, unknown } = wordsOf(f.roles, ROLE_WORDS);
    roles = CLIENT_ROLES.filter((r) => found.includes(r));
    for (const u of unknown) warnings.push(m.roleUnknown(u));
  }
  const consent = f.consent ? isYes(f.consent) : false;
  const notes = [f.notes, sourceNote].filter(Boolean).join('\n\n');
  const contact: MappedContact = {
    fullName,
    firstName,
    email,
    phone,
    address: f.address || null,
    notes,
    roles,
    consent,
  };

  let client: MappedRow['client'] = null;
  if (errors.length === 0) {
    const parsed = clientInputSchema.safeParse({
      fullName,
      firstName,
      email,
      phone: phone ?? '',
      address: f.address ?? '',
      notes,
      roles,
      candidateStatus: roles.includes('candidat_locataire') ? 'en_cours' : null,
    });
    if (parsed.success) client = parsed.data;
    else {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors.push(
          field === 'email' ? m.emailInvalid(emailRaw) : `${fieldLabel(field)}\u00a0: ${issue.message}`,
        );
      }
    }
  }
  const search = client ? mapSearch(f, roles, resolveCity, warnings) : null;
  return {
    contact,
    client,
    search,
    errors,
    warnings,
    emailKey: email || null,
    phoneKey,
  };
}

function fieldLabel(field: string): string {
  const labels: Record<string, string> = {
    fullName: m.fields.fullName,
    firstName: m.fields.firstName,
    phone: m.fields.phone,
    address: m.fields.address,
    notes: m.fields.notes,
    roles: m.fields.roles,
  };
  return labels[field] ?? field;
}

/** A row is a search row when one of the search fields is mapped and filled. */
export const hasSearchFields = (cells: readonly string[], mapping: ContactMapping) => {
  const f = cellsByField(cells, mapping);
  return CONTACT_SEARCH_FIELDS.some((field) => f[field]);
};
