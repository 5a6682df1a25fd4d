import { createHash } from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';
import type { MailView } from './parsers';

/** A message as the pipeline needs it: its key, its date and what the parsers read. */
export interface ReadMail {
  /** The Message-ID (angle brackets included), or `sha256:<hex of the raw bytes>` without one. */
  messageId: string;
  date: Date | null;
  view: MailView;
}

function firstAddress(value: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const first = list.flatMap((a) => a.value)[0];
  return { address: first?.address?.trim() || null, name: first?.name?.trim() || null };
}

/** A key a message always has: its own Message-ID, or the digest of its bytes (stable across reads). */
export function messageKey(messageId: string | undefined, raw: Buffer): string {
  const id = messageId?.trim();
  if (id && id.length <= 998) return id;
  return `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

/**
 * Reads a raw RFC 5322 message with mailparser: charsets (Windows-1252, ISO-8859-1, UTF-8),
 * quoted-printable and base64 decoded; an HTML-only message turned into text (scripts, styles and
 * tags gone). Attachments are not kept here: the raw message in storage has them.
 */
export async function readMail(raw: Buffer): Promise<ReadMail> {
  const parsed = await simpleParser(raw, {
    // Our own HTML-to-text below: mailparser's wraps lines at 80 columns and runs table cells together.
    skipHtmlToText: true,
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
  });
  const from = firstAddress(parsed.from);
  const replyTo = firstAddress(parsed.replyTo);
  const text = parsed.text?.trim()
    ? parsed.text
    : typeof parsed.html === 'string'
      ? htmlToText(parsed.html)
      : '';
  return {
    messageId: messageKey(parsed.messageId, raw),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    view: {
      fromAddress: from.address,
      fromName: from.name,
      replyToAddress: replyTo.address,
      replyToName: replyTo.name,
      subject: parsed.subject ?? '',
      text,
    },
  };
}

/** The named entities French HTML mail uses (the numeric ones are decoded by code point). */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  egrave: 'è',
  eacute: 'é',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  yuml: 'ÿ',
  Agrave: 'À',
  Acirc: 'Â',
  Ccedil: 'Ç',
  Egrave: 'È',
  Eacute: 'É',
  Ecirc: 'Ê',
  Euml: 'Ë',
  Icirc: 'Î',
  Iuml: 'Ï',
  Ocirc: 'Ô',
  Ugrave: 'Ù',
  Ucirc: 'Û',
  Uuml: 'Ü',
  oelig: 'œ',
  OElig: 'Œ',
  aelig: 'æ',
  AElig: 'Æ',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
  deg: '°',
  sup2: '²',
  sup3: '³',
  times: '×',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  shy: '',
  zwnj: '',
  zwj: '',
};

/**
 * An HTML body as text, for a message without a text part: scripts, styles and comments dropped
 * with their content, every tag removed, blocks and table rows as lines (a label and its cell on
 * one line, « Nom : Hélène Roussel »), entities decoded. The result is only ever shown as text.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head|template|noscript|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/<(?:br|\/?p|\/?div|\/?tr|\/?h\d|\/?li|\/?ul|\/?ol|\/?table|hr|\/?blockquote)\b[^>]*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === '#') {
        const hex = code[1] === 'x' || code[1] === 'X';
        const n = hex ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
      }
      return ENTITIES[code] ?? ENTITIES[code.toLowerCase()] ?? entity;
    })
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
