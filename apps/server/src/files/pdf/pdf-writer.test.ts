import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createPdf } from './pdf-writer';

const NAMES =
  'Agence Łódź – Øyvind Šťastný, Zoë Ångström, Gheorghe Țară, Ödön Sződi, Straße, « œuvre » 1\u202f250\u00a0€';

async function written(condensed: boolean) {
  const pdf = createPdf({
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    title: 'Essai',
    author: 'Agence Łódź',
    condensed,
  });
  pdf.style({ weight: 'bold', size: 14 }).text(NAMES);
  pdf.lineAt(NAMES, 545, 400, { weight: 'regular', size: 9, align: 'right' });
  return pdf.end();
}

describe('the one PDF writer', () => {
  it.each([false, true])('writes every Latin-script letter as itself (condensed: %s)', async (condensed) => {
    const bytes = await written(condensed);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    // pdf.js reads every kind of space back as U+0020.
    const expected = NAMES.replace(/\s/g, ' ');
    expect(text.replace(/\s+/g, ' ').split(expected)).toHaveLength(3);
    expect(text).not.toContain('?');
  });

  it('keeps the accent of a capital letter in a heading (issue 26: « État » read « Etat »)', async () => {
    const pdf = createPdf({
      margins: { top: 50, bottom: 50, left: 50, right: 50 },
      title: 'État',
      author: 'Élise',
      condensed: true,
    });
    pdf.style({ weight: 'bold', size: 8 });
    pdf.doc.table({
      data: [[{ text: 'État', type: 'TH', font: { src: pdf.font('bold') } }, 'Édité, À, Ç, Œ, Æ, cœur']],
    });
    const { text } = await extractText(new Uint8Array(await pdf.end()), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('État Édité, À, Ç, Œ, Æ, cœur');
  });

  it('embeds only the glyphs it uses, so a page of text stays small', async () => {
    // The two DejaVu faces weigh 1.4 MB whole.
    expect((await written(false)).byteLength).toBeLessThan(40_000);
  });
});
