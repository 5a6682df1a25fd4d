/** What identifies a person in free text someone typed (a history entry's description). */
export interface PersonalDetails {
  fullName: string;
  firstName: string;
  email: string;
  phone: string | null;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces the person's name (whole, and each word of three letters or more), e-mail and phone in
 * `text` by `mention`. Names match as whole words, ignoring case: « Moreau » goes, « Moreaux » stays.
 */
export function redactPersonalDetails(text: string, person: PersonalDetails, mention: string): string {
  const words = `${person.fullName} ${person.firstName}`.split(/\s+/).filter((w) => w.length >= 3);
  const literals = [person.email, person.phone ?? ''].filter((v) => v.trim().length >= 3);
  const names = [person.fullName.trim(), ...words].filter((v) => v.length >= 3);
  let out = text;
  for (const literal of [...new Set(literals)].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(escapeRegExp(literal.trim()), 'giu'), mention);
  }
  for (const name of [...new Set(names)].sort((a, b) => b.length - a.length)) {
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'),
      mention,
    );
  }
  return out;
}

/**
 * A person the agency knows (a client: owner, buyer, tenant…) or a reviewer: their e-mail and phone
 * need no listing, every e-mail and French phone number goes.
 */
export interface KnownPerson {
  fullName: string;
  firstName?: string | null;
}

export interface Placeholders {
  name: string;
  email: string;
  phone: string;
  code: string;
  iban: string;
  address: string;
}

const LETTER_RUN = String.raw`[\p{L}][\p{L}'’\-]*`;
const CAPITALISED = String.raw`\p{Lu}[\p{L}'’\-]*`;

/**
 * Tried only where a run of address characters starts, at most 64 of them (RFC 5321's local part):
 * from every character of a 300 000-letter paste it took 84 s.
 */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** French numbers as typed: 06 12 34 56 78, 06.12.34.56.78, 06-12-…, 0612345678, +33 6 …, +33 (0)6 …, 0033 6 … */
const PHONE =
  /(?<![\p{N}+])(?:(?:\+|00)\s?33\s?(?:\(0\)\s?)?[1-9]|0[1-9])(?:[\s.\-\u00A0]?\d{2}){4}(?!\p{N})/gu;
/** An IBAN, grouped by four or not (FR76 3000 6000 0112 3456 7890 189). */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ \u00A0]?[A-Z0-9]{4}){2,7}(?:[ \u00A0]?[A-Z0-9]{1,3})?\b/gu;
/** « code porte 4B12A », « digicode : 1234 », « code alarme 0000 », « code d’accès de l’immeuble : A1234 »… */
const ACCESS_CODE =
  /((?:digicode|interphone|code\s+(?:(?:de\s+(?:la\s+|l['’])?|d['’]|du\s+)?(?:porte|portail|alarme|acc[eè]s|entr[ée]e|immeuble|interphone|garage|bo[iî]te\s+[àa]\s+cl[ée]s?))(?:\s+(?:de\s+(?:la\s+|l['’])?|d['’]|du\s+)?(?:porte|portail|alarme|acc[eè]s|entr[ée]e|immeuble|garage))?)\s*(?:[:=]|est|n°)?\s*)([A-Z0-9#*]*\d[A-Z0-9#*]*)(?![\p{L}\p{N}])/giu;
const STREET_TYPES = [
  'rue',
  'avenue',
  'av\\.',
  'boulevard',
  'bd',
  'place',
  'all[ée]e',
  'chemin',
  'impasse',
  'quai',
  'route',
  'cours',
  'passage',
  'sentier',
  'faubourg',
  'rond-point',
  'esplanade',
  'promenade',
  'mont[ée]e',
];
/** Words that end a street's name: what follows is a sentence again (« 12 rue Mercière à deux pas… »). */
const STREET_NAME_STOP =
  'à|a|au|aux|avec|dans|proche|près|pres|et|ou|pour|sur|en|qui|est|sont|vous|nous|il|elle|situ[ée]e?s?|entre|face|c[ôo]t[ée]|ce|cet|cette|son|sa|ses|un|une|trois|deux';
/**
 * « 12 rue des Lilas », « 3 bis, avenue Foch », « 7 ter chemin du Moulin »: the number and the street,
 * up to the next punctuation, digit or sentence word. The postcode and city after it are kept.
 * Street types an ad also uses as common nouns (« villa », « résidence », « square ») are left out,
 * and « 1 place de parking » is no address.
 */
const STREET_ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])\d{1,4}(?:\s?(?:bis|ter|quater|[a-d])\b)?,?\s+(?:${STREET_TYPES.join('|')})(?![\p{L}])(?!\s+(?:de|du|des)\s+(?:parking|stationnement|garage|tennis|jardin|plain-pied)(?![\p{L}]))(?:\s+(?!(?:${STREET_NAME_STOP})(?![\p{L}]))${LETTER_RUN}){1,6}`,
  'giu',
);
/** A name after a civility: « M. Dupont », « Mme Marie Leroy », « Monsieur et Madame Martin ». */
const TITLED_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:M\.|MM\.|Mme|Mmes|Mlle|Mlles|Me|Dr|Monsieur|Madame|Mademoiselle)(?:\s+(?:et|ou)\s+(?:M\.|Mme|Mlle|Monsieur|Madame|Mademoiselle))?\s+(?:${CAPITALISED})(?:\s+(?:de\s+|d['’]|du\s+|le\s+|la\s+)?${CAPITALISED}){0,2}`,
  'gu',
);

const nameWord = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'gu');

/**
 * Removes the personal data of a text before it leaves the agency (an external AI, a portal):
 * the known persons' names (whole, case-insensitive; a single word of it when written with its
 * capital, so « Rose » goes but « façade rose » stays), names after a civility, e-mails, French
 * phone numbers, door and alarm codes, IBANs and street addresses (number and street; the postcode
 * and city stay, an ad needs them). Each becomes the placeholder of its kind.
 */
export function redactForExternal(
  text: string,
  persons: readonly KnownPerson[],
  placeholders: Placeholders,
): string {
  let out = text
    .replace(EMAIL, placeholders.email)
    .replace(IBAN, placeholders.iban)
    .replace(PHONE, placeholders.phone)
    .replace(ACCESS_CODE, (_, label: string) => `${label}${placeholders.code}`)
    .replace(STREET_ADDRESS, placeholders.address)
    // Before the known names, so that « M. Jean Dupont » goes whole, civility included.
    .replace(TITLED_NAME, placeholders.name);
  const folded = out.toLocaleLowerCase('fr');
  const wholeNames = new Set<string>();
  const words = new Set<string>();
  for (const person of persons) {
    const full = person.fullName.trim().replace(/\s+/g, ' ');
    if (full.length >= 3 && folded.includes(full.toLocaleLowerCase('fr'))) wholeNames.add(full);
    for (const word of `${full} ${person.firstName ?? ''}`.split(/[\s]+/)) {
      if (word.length >= 3 && folded.includes(word.toLocaleLowerCase('fr'))) words.add(word);
    }
  }
  for (const whole of [...wholeNames].sort((a, b) => b.length - a.length)) {
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(whole)}(?![\\p{L}\\p{N}])`, 'giu'),
      placeholders.name,
    );
  }
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    const capitalised = word.charAt(0).toLocaleUpperCase('fr') + word.slice(1);
    out = out
      .replace(nameWord(capitalised), placeholders.name)
      .replace(nameWord(word.toLocaleUpperCase('fr')), placeholders.name);
  }
  return out;
}
