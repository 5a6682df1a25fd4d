/**
 * mailto: link with a prefilled subject and body. RFC 6068 wants percent-encoding (not '+') and
 * CRLF line breaks in the body, which is what mail clients expect.
 */
export function buildMailto(to: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** tel: link from a displayed number: separators dropped, a French national number made international. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[\s.()-]/g, '');
  return `tel:${/^0\d{9}$/.test(digits) ? `+33${digits.slice(1)}` : digits}`;
}
