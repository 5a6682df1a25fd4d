import { describe, expect, it } from 'vitest';
import { climateClassOf, dpeClassOf, dpeThresholdReach, energyClassOf } from './energy';

describe('energy and climate classes (arrêté du 31 mars 2021)', () => {
  // Each upper bound belongs to its class; one more unit is the next class.
  it.each([
    [0, 'A'],
    [70, 'A'],
    [71, 'B'],
    [110, 'B'],
    [111, 'C'],
    [180, 'C'],
    [181, 'D'],
    [250, 'D'],
    [251, 'E'],
    [330, 'E'],
    [331, 'F'],
    [420, 'F'],
    [421, 'G'],
    [2000, 'G'],
  ])('%i kWhEP/m²/an is energy class %s', (kwh, cls) => {
    expect(energyClassOf(kwh)).toBe(cls);
  });

  it.each([
    [0, 'A'],
    [6, 'A'],
    [7, 'B'],
    [11, 'B'],
    [12, 'C'],
    [20, 'C'],
    [30, 'C'],
    [31, 'D'],
    [50, 'D'],
    [51, 'E'],
    [70, 'E'],
    [71, 'F'],
    [100, 'F'],
    [101, 'G'],
  ])('%i kg CO₂/m²/an is climate class %s', (kg, cls) => {
    expect(climateClassOf(kg)).toBe(cls);
  });

  it('takes the worse of the two scales for the DPE class', () => {
    expect(dpeClassOf(100, 40)).toBe('D');
    expect(dpeClassOf(300, 5)).toBe('E');
    expect(dpeClassOf(181, 31)).toBe('D');
    expect(dpeClassOf(70, 6)).toBe('A');
    expect(dpeClassOf(70, 7)).toBe('B');
  });

  it('judges 2021-method dwellings exactly, small ones only one way, others not at all', () => {
    const dwelling = { dpeDate: '2024-03-12', kind: 'appartement' as const, surfaceHabitable: 68 };
    expect(dpeThresholdReach(dwelling)).toBe('exact');
    expect(dpeThresholdReach({ ...dwelling, surfaceHabitable: 40 })).toBe('exact');
    expect(dpeThresholdReach({ ...dwelling, surfaceHabitable: null, kind: null, dpeDate: null })).toBe(
      'exact',
    );
    expect(dpeThresholdReach({ ...dwelling, surfaceHabitable: 39.5 })).toBe('atMost');
    expect(dpeThresholdReach({ ...dwelling, dpeDate: '2021-06-30' })).toBe('none');
    expect(dpeThresholdReach({ ...dwelling, kind: 'local_commercial' })).toBe('none');
  });
});
