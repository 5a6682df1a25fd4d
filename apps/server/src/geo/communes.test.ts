import { describe, expect, it } from 'vitest';
import { communeByCode, communeOfListing, dvfCodesOf, findCommunes, foldPlaceName } from './communes';

describe('communes (official list)', () => {
  it('folds names: accents, hyphens, apostrophes, « st »', () => {
    expect(foldPlaceName('Saint-Étienne')).toBe('saint etienne');
    expect(foldPlaceName("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(foldPlaceName('St Tropez')).toBe('saint tropez');
  });

  it('finds a commune by INSEE code, current communes only', () => {
    expect(communeByCode('83137')?.name).toBe('Toulon');
    // A Marseille arrondissement is not a commune of the list; it is one of Marseille's DVF codes.
    expect(communeByCode('13201')).toBeNull();
    expect(dvfCodesOf('13055')).toContain('13201');
    expect(dvfCodesOf('83137')).toEqual(['83137']);
  });

  it('a postcode gives every commune sharing it', () => {
    const shared = findCommunes('83136');
    expect(shared.length).toBeGreaterThan(1);
    expect(shared.every((c) => c.postcodes.includes('83136'))).toBe(true);
    expect(findCommunes('83000').map((c) => c.name)).toEqual(['Toulon']);
  });

  it('a name matches by prefix, biggest population first, at most 20', () => {
    const found = findCommunes('saint e');
    expect(found.length).toBe(20);
    expect(found[0]!.name).toBe('Saint-Étienne');
    expect(findCommunes('st etienne')[0]!.name).toBe('Saint-Étienne');
    expect(findCommunes('toul')[0]!.name).toBe('Toulouse');
    expect(findCommunes('zzzzz')).toEqual([]);
  });

  it('resolves a listing’s commune from its postcode and city', () => {
    expect(communeOfListing('83000', 'toulon')?.code).toBe('83137');
    const shared = findCommunes('83136');
    expect(communeOfListing('83136', shared[1]!.name.toUpperCase())?.code).toBe(shared[1]!.code);
    expect(communeOfListing('83136', 'Ailleurs')).toBeNull();
    expect(communeOfListing('00000', 'Nulle part')).toBeNull();
  });
});
