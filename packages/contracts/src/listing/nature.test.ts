import { describe, expect, it } from 'vitest';
import { propertyNature } from './nature';

describe('propertyNature', () => {
  it('describes the property from its kind, rooms and surface', () => {
    expect(
      propertyNature({ name: 'T3 Croix-Rousse', kind: 'appartement', rooms: 3, surfaceHabitable: 68.5 }),
    ).toBe('Appartement, 3 pièces, 68,5\u00a0m²');
    expect(propertyNature({ name: 'Box', kind: 'parking', rooms: null, surfaceHabitable: null })).toBe(
      'Parking/box',
    );
  });

  it('falls back to the listing name while the kind is unknown', () => {
    expect(propertyNature({ name: 'T3 Croix-Rousse', kind: null, rooms: 3, surfaceHabitable: 68.5 })).toBe(
      'T3 Croix-Rousse',
    );
  });
});
