/**
 * HTML by construction: every interpolation of `html` is escaped unless it is itself the result of
 * `html` (or `trustedHtml`, for markup the server wrote, never for anything a person typed). The
 * public site shows what agencies and visitors wrote (descriptions, names, messages): text only,
 * never markup, so a `<script>` in a description is printed, not run.
 */

const SAFE = Symbol('safe-html');

export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/**
 * Escapes text for an element's content or a quoted attribute value. Characters HTML cannot carry
 * (NUL, lone surrogates, C0 controls but tab and line breaks) are dropped rather than printed.
 */
export function escapeHtml(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is dropped.
  const printable = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  return printable
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);
}

const isSafe = (value: unknown): value is SafeHtml =>
  typeof value === 'object' && value !== null && (value as SafeHtml)[SAFE] === true;

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (isSafe(value)) return value.value;
  return escapeHtml(String(value));
}

/** Markup written here, with every `${value}` escaped (arrays are joined, null and false print nothing). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return { [SAFE]: true, value: out };
}

/** Markup the server produced itself (a serialised JSON-LD block, an SVG drawn here). */
export function trustedHtml(markup: string): SafeHtml {
  return { [SAFE]: true, value: markup };
}

/**
 * A person's text, kept as text with its line breaks: paragraphs on blank lines, `<br>` inside
 * them. Every character is escaped first.
 */
export function paragraphs(text: string | null | undefined): SafeHtml {
  const blocks = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  return html`${blocks.map((block) => html`<p>${block.split('\n').map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</p>`)}`;
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is written `\u003c`, so no text in
 * it can close the script element or open a comment.
 */
export function jsonForScript(data: unknown): SafeHtml {
  return trustedHtml(
    JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}
