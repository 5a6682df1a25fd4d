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
