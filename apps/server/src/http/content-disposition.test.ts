import contentDisposition from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, inlineDisposition } from './content-disposition';

describe('Content-Disposition of downloads (RFC 6266, RFC 5987)', () => {
  it('percent-encodes every character outside attr-char in filename*, with a plain ASCII filename beside it', () => {
    const name = `L'état (copie) *v2*; "final"\nok.pdf`;
    const header = attachmentDisposition(name);
    expect(header).toBe(
      `attachment; filename="L'etat (copie) *v2*; \\"final\\"_ok.pdf"; ` +
        `filename*=UTF-8''L%27%C3%A9tat%20%28copie%29%20%2Av2%2A%3B%20%22final%22%0Aok.pdf`,
    );
    // Printable ASCII only (no control character, no raw UTF-8), and a reader gets the exact name back.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(contentDisposition.parse(header)).toEqual({ type: 'attachment', parameters: { filename: name } });
  });

  it('writes a plain name as it is and names a feed inline', () => {
    expect(attachmentDisposition('registre-2026.csv')).toBe('attachment; filename="registre-2026.csv"');
    expect(inlineDisposition('agenda.ics')).toBe('inline; filename="agenda.ics"');
  });

  it('keeps a letter that is no Latin letter plus an accent only in filename*', () => {
    expect(attachmentDisposition('Agence Łódź.pdf')).toBe(
      `attachment; filename="Agence _odz.pdf"; filename*=UTF-8''Agence%20%C5%81%C3%B3d%C5%BA.pdf`,
    );
  });
});
