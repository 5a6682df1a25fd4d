import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../lib/signing-return';
import {
  closedKind,
  isCompleteCode,
  normaliseCode,
  pagesToRender,
  renderScale,
  scaleStrokes,
} from './signing-logic';

describe('the one-time code field', () => {
  it('keeps the digits of what is typed or pasted, six at most', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
    expect(normaliseCode('Votre code : 987654. Il expire dans 10 min')).toBe('987654');
    expect(normaliseCode('12a')).toBe('12');
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
  });
});

describe('which pages of a long document are drawn', () => {
  it('draws the pages on screen and two on each side, never past the ends', () => {
    expect([...pagesToRender([10], 50)].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12]);
    expect([...pagesToRender([1, 2], 50)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect([...pagesToRender([50], 50)].sort((a, b) => a - b)).toEqual([48, 49, 50]);
  });

  it('draws the first pages before anything is reported on screen, and nothing without pages', () => {
    expect([...pagesToRender([], 50)]).toEqual([1, 2, 3]);
    expect([...pagesToRender([], 1)]).toEqual([1]);
    expect(pagesToRender([], 0).size).toBe(0);
  });

  it('keeps at most a handful of 50 pages drawn while scrolling', () => {
    for (let page = 1; page <= 50; page++) {
      expect(
        pagesToRender(
          [page, page + 1].filter((p) => p <= 50),
          50,
        ).size,
      ).toBeLessThanOrEqual(6);
    }
  });

  it('fits a page to the column, on the screen’s pixels up to 2 per CSS pixel', () => {
    expect(renderScale(595, 595, 1)).toBe(1);
    expect(renderScale(595, 328, 3)).toBeCloseTo((328 / 595) * 2);
    expect(renderScale(595, 1190, 0.5)).toBe(2);
    expect(renderScale(0, 300, 1)).toBe(1);
  });
});

describe('a drawing kept across a resize', () => {
  it('moves every point by the same factor, and leaves the drawing alone otherwise', () => {
    const strokes = [{ penColor: '#000', points: [{ x: 10, y: 4, time: 1, pressure: 0.5 }] }];
    expect(scaleStrokes(strokes, 2)[0]?.points[0]).toEqual({ x: 20, y: 8, time: 1, pressure: 0.5 });
    expect(scaleStrokes(strokes, 1)).toBe(strokes);
    expect(scaleStrokes(strokes, Number.NaN)).toBe(strokes);
  });
});

describe('the agent’s device going back', () => {
  it('accepts a path of this site only', () => {
    expect(safeReturnPath('/mandates?registre=gestion')).toBe('/mandates?registre=gestion');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

describe('a request that is over', () => {
  it('says completed, refused, locked or cancelled', () => {
    expect(closedKind('completed')).toBe('completed');
    expect(closedKind('sealing')).toBe('completed');
    expect(closedKind('refused')).toBe('refused');
    expect(closedKind('locked')).toBe('locked');
    expect(closedKind('cancelled')).toBe('cancelled');
  });
});
