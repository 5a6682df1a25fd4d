import { describe, expect, it } from 'vitest';
import { extractionLabel, extractionPercent } from './extraction-progress';

describe('the extraction bar', () => {
  it('fills its first tenth with the upload', () => {
    expect(extractionPercent(null)).toBe(0);
    expect(extractionPercent({ phase: 'upload', percent: 50 })).toBe(5);
    expect(extractionPercent({ phase: 'upload', percent: 100 })).toBe(10);
  });

  it('moves within a page as the OCR reads it, then page by page', () => {
    const at = (page: number, fraction: number) =>
      extractionPercent({ phase: 'pages', page, pageCount: 1, fraction });
    // Accepted, page 1 of 1 not started: the bar is not empty any more, and grows while tesseract reads.
    expect(at(0, 0)).toBe(10);
    expect(at(1, 0)).toBe(10);
    expect(at(1, 0.5)).toBe(55);
    expect(at(1, 1)).toBe(100);
    const of3 = (page: number, fraction: number) =>
      extractionPercent({ phase: 'pages', page, pageCount: 3, fraction });
    expect(of3(2, 0)).toBe(40);
    expect(of3(2, 0.5)).toBe(55);
    expect(of3(3, 1)).toBe(100);
  });

  it('says which page is being read', () => {
    expect(extractionLabel({ phase: 'upload', percent: 42 })).toBe('Envoi du fichier\u00a0: 42\u00a0%');
    expect(extractionLabel({ phase: 'pages', page: 0, pageCount: 3, fraction: 0 })).toBe('Page 1 sur 3');
    expect(extractionLabel({ phase: 'pages', page: 2, pageCount: 3, fraction: 0.4 })).toBe('Page 2 sur 3');
  });
});
