import type { MailView, PortalParser } from './types';

/** A lead's message is kept whole up to this length; the raw e-mail keeps the rest. */
export const MAX_MESSAGE_CHARS = 10_000;

const SEPARATOR = /^\s*(?:-{2,}|_{3,}|={3,}|\*{3,})\s*$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /(?:\+33\s?|0033\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;

/** Control characters (but tab and line breaks) and invisible format characters out, spaces kept readable. */
export function cleanText(value: string): string {
  return (
    value
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // Control and invisible format characters (bidirectional overrides, zero-width spaces), tab and line breaks kept.
      .replace(/(?![\t\n])[\p{Cc}\p{Cf}]/gu, '')
      .replace(/[ \t\u00a0]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

export function fromDomain(mail: MailView, parser: Pick<PortalParser, 'domains'>): boolean {
  const domain = mail.fromAddress?.split('@')[1]?.toLowerCase();
  if (!domain) return false;
  return parser.domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `Label : value` (or the value on the next line after `Label :`), the first of the labels found. */
export function labelled(text: string, labels: readonly string[]): string | null {
  const lines = text.split('\n');
  for (const label of labels) {
    const pattern = new RegExp(
      `^\\s*\\**${escapeRegExp(label).replace(/['’]/g, "['’]")}\\**\\s*[:：]\\s*(.*)$`,
      'i',
    );
    for (let i = 0; i < lines.length; i++) {
      const match = pattern.exec(lines[i]!.replace(/\u00a0/g, ' '));
      if (!match) continue;
      const value = match[1]!.trim() || lines[i + 1]?.trim() || '';
      if (value) return value;
    }
  }
  return null;
}

/**
 * The lines after `Label :` (or the rest of its line) up to a blank line followed by one of the
 * `stops`, a separator, or the end: a visitor's message over several lines.
 */
export function block(text: string, labels: readonly string[], stops: readonly RegExp[]): string | null {
  const lines = text.split('\n');
  for (const label of labels) {
    const pattern = new RegExp(
      `^\\s*\\**${escapeRegExp(label).replace(/['’]/g, "['’]")}\\**\\s*[:：]\\s*(.*)$`,
      'i',
    );
    const start = lines.findIndex((line) => pattern.test(line.replace(/\u00a0/g, ' ')));
    if (start < 0) continue;
    const first = pattern.exec(lines[start]!.replace(/\u00a0/g, ' '))![1]!.trim();
    const out: string[] = first ? [first] : [];
    for (const line of lines.slice(start + 1)) {
      if (SEPARATOR.test(line) || stops.some((stop) => stop.test(line.trim()))) break;
      out.push(line);
    }
    const value = cleanText(out.join('\n'));
    if (value) return value;
  }
  return null;
}

export function emailIn(value: string | null | undefined): string | null {
  const candidate =
    value
      ?.trim()
      .replace(/^mailto:/i, '')
      .replace(/^<|>$/g, '') ?? '';
  return EMAIL.test(candidate) && candidate.length <= 254 ? candidate.toLowerCase() : null;
}

export function phoneIn(value: string | null | undefined): string | null {
  const match = value ? PHONE.exec(value) : null;
  return match ? match[0].trim() : null;
}

/**
 * A listing reference as the portals write it: « Réf. : 1042 », « Référence de l’annonce : 1042 »,
 * « réf. 1042 » in a subject. The agency's reference (its mandate number) is what the portal export
 * sent; the portal's own identifiers are not it.
 */
export function referenceIn(text: string, labels: readonly string[]): string | null {
  const value = labelled(text, labels);
  const token = value?.match(/^[#n°º\s]*([A-Za-z0-9][A-Za-z0-9_/-]{0,39})/)?.[1];
  return token ?? null;
}

export function referenceInSubject(subject: string): string | null {
  return (
    subject.match(/r[ée]f(?:[ée]rence)?\.?\s*(?:[:：]\s*)?n?°?\s*([A-Za-z0-9][A-Za-z0-9_/-]{0,39})/i)?.[1] ??
    null
  );
}

export function wantsVisitIn(...texts: (string | null)[]): boolean {
  return texts.some((t) => t !== null && /\b(?:visiter|visite)\b/i.test(t));
}

export function yes(value: string | null): boolean {
  return value !== null && /^(?:oui|yes|x|✓|✔)/i.test(value.trim());
}

/** A person's name as written, trimmed and kept short; never an address in angle brackets. */
export function nameIn(value: string | null | undefined): string | null {
  const cleaned =
    value
      ?.replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  return cleaned ? clip(cleaned, 200) : null;
}
