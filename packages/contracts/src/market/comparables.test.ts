import { describe, expect, it } from 'vitest';
import { marketMessages } from '../messages/market';
import { COMPARABLES, salesAreStale, surfaceBandOf } from './comparables';

const m = marketMessages.comparables;

describe('the one definition of comparables', () => {
  it('takes ±25 % of the surface, whole square metres', () => {
    expect(surfaceBandOf(70)).toEqual({ min: 52, max: 88 });
    expect(surfaceBandOf(61)).toEqual({ min: 45, max: 77 });
  });

  it('calls sales stale when the newest is more than 18 months old', () => {
    expect(COMPARABLES.staleMonths).toBe(18);
    expect(salesAreStale('2024-05-31', '2025-11-30')).toBe(false);
    expect(salesAreStale('2024-05-31', '2025-12-01')).toBe(true);
    expect(salesAreStale('2023-12-29', '2026-11-27')).toBe(true);
    expect(salesAreStale('2025-06-30', '2026-11-27')).toBe(false);
  });

  it('states the sales as both screens show them', () => {
    const definition = {
      kind: 'appartement' as const,
      surfaceMin: 50,
      surfaceMax: 90,
      radiusM: 500,
      firstSale: '2024-01-12',
      lastSale: '2025-06-30',
      count: 37,
      widened: false,
    };
    expect(m.definition(definition)).toBe(
      'Ventes d’appartements de 50 à 90\u00a0m² à moins de 500\u00a0m, janv. 2024 – juin 2025, 37 ventes',
    );
    expect(m.definition({ ...definition, kind: 'maison', radiusM: null, surfaceMax: null, count: 1 })).toBe(
      'Ventes de maisons d’au moins 50\u00a0m² dans toute la commune, janv. 2024 – juin 2025, 1 vente',
    );
    expect(m.widening).toBe(
      'Les ventes sont cherchées à 500\u00a0m, puis 1\u00a0km, puis 2\u00a0km de l’adresse, puis dans toute la commune, puis sur 5 ans\u00a0: la première étape qui réunit 10 ventes est retenue.',
    );
    expect(m.stale('2023-12-29')).toContain('déc. 2023');
  });
});
