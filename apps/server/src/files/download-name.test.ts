import { describe, expect, it } from 'vitest';
import { downloadNamePart } from './download-name';

describe('a download name made from free text', () => {
  it('keeps letters with their accents and ligatures (« cœur » is not « c-ur »)', () => {
    expect(downloadNamePart('Maison « cœur de ville » à Lyon', 'bien')).toBe('Maison-cœur-de-ville-à-Lyon');
    expect(downloadNamePart('Æsa Łódź, Straße 3', 'bien')).toBe('Æsa-Łódź-Straße-3');
  });

  it('joins what is not a letter or a digit into one hyphen and trims it', () => {
    expect(downloadNamePart(' ../T2 (vue) * 40 m² ; ', 'bien')).toBe('T2-vue-40-m²');
  });

  it('composes decomposed accents, cuts by characters, and falls back when nothing is left', () => {
    expect(downloadNamePart('E\u0301te\u0301', 'bien')).toBe('Été');
    expect(downloadNamePart('𝔸'.repeat(70), 'bien')).toHaveLength(120);
    expect(downloadNamePart('« … »', 'bien')).toBe('bien');
  });
});
